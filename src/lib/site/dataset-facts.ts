/**
 * What a build needs to know of the whole dataset besides its pages: the addresses the server
 * renders on demand (for the sitemaps) and the figures of its summary. When only content changed,
 * the page renderer (scripts/lib/render-pages.ts) tells them from the dataset the site's code built
 * (site-data.ts, under DATASET_FACTS), so that the build's own process needs no whole dataset
 * (docs/adr/0002-incremental-build.md, decision 12).
 */
import type { Dataset } from '../dataset/dataset.ts';
import { onDemandPaths } from './on-demand-pages.ts';

export interface DatasetFacts {
  onDemand: string[];
  matches: number;
  players: number;
}

/**
 * What a page renderer (or the build's integration, keep-prerender-bundle.ts) sets under
 * DATASET_FACTS (renderer-globals.ts): the site's code calls it with the dataset it built and its
 * facts (made when asked, with the site's own index).
 */
export type FactsListener = (facts: () => DatasetFacts, ds: Dataset) => void;

export const datasetFacts = (ds: Dataset): DatasetFacts => ({ onDemand: onDemandPaths(ds), matches: ds.matches.size, players: ds.players.size });
