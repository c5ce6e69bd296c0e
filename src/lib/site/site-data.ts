/**
 * The dataset the site pages are built from, loaded once per build from the content folder
 * (MATCHDAY_CONTENT, default content/). The build step validated it before Astro runs. Inside the
 * product server, pages rendered on demand (/live/, /players/search/) use the server's own dataset
 * (the build's snapshot) through SITE_DATASET_BRIDGE instead, so they show exactly what was built.
 */
import { resolve } from 'node:path';
import { loadContent } from '../content/load.ts';
import { buildDataset, type Dataset } from '../dataset/dataset.ts';
import { snapshotOf } from '../dataset/snapshot.ts';
import { formatProblem } from '../content/problem.ts';
import { validationNow } from '../content/validation-clock.ts';
import { configVariable } from '../../config/load-config.ts';
import type { MatchSource } from '../dataset/match-source.ts';

/** The server (src/server/runtime.ts) puts its dataset here before it loads the site handler. */
export const SITE_DATASET_BRIDGE = Symbol.for('matchday.site-dataset');
/** … and its live-aware match source (live overlay, slots resolved), for pages rendered on demand. */
export const SITE_SOURCE_BRIDGE = Symbol.for('matchday.site-source');

/** The server's live-aware source, or null outside the product server (build time, dev). */
export function servedSource(): MatchSource | null {
  return ((globalThis as Record<symbol, unknown>)[SITE_SOURCE_BRIDGE] as MatchSource | undefined) ?? null;
}

let cached: Promise<Dataset> | null = null;

export function getSiteData(): Promise<Dataset> {
  const served = (globalThis as Record<symbol, unknown>)[SITE_DATASET_BRIDGE] as Dataset | undefined;
  if (served) return Promise.resolve(served);
  cached ??= (async () => {
    const { raw, problems } = await loadContent(resolve(configVariable('MATCHDAY_CONTENT')));
    if (problems.length > 0) throw new Error(`content is invalid:\n${problems.slice(0, 20).map(formatProblem).join('\n')}`);
    return buildDataset(snapshotOf(raw));
  })();
  return cached;
}

/**
 * The instant the site is built for: "today" on the home page. MATCHDAY_NOW (ISO 8601) pins it for
 * tests and reproducible screenshots.
 */
export function siteNow(): Date {
  return validationNow();
}
