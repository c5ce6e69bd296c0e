/// <reference types="astro/client" />

/**
 * What the product server (src/server/http/site-handler.ts) passes to the pages it renders on
 * demand as `Astro.locals`. Absent at build time and in `astro dev`: pages then use the content
 * folder (getSiteData) and show no live state.
 */
declare namespace App {
  interface Locals {
    /** The live summary (the same object as /live.json). */
    liveSummary?: () => import('./server/live/live-json.ts').LiveSummary;
    /** The dataset the server serves (the build's snapshot). */
    dataset?: import('./lib/dataset/dataset.ts').Dataset;
    /** The server's live-aware match source (live overlay, slots resolved). */
    source?: import('./lib/dataset/match-source.ts').MatchSource;
  }
}
