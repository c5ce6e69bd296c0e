/**
 * The dataset the site pages are built from, loaded once per build: from the build's validated
 * snapshot when `npm run build` hands it over (MATCHDAY_SNAPSHOT: the content is not read and
 * validated a second time), else from the content folder (MATCHDAY_CONTENT, default content/). Inside the
 * product server, pages rendered on demand (/live/, /players/search/) get the server's own dataset
 * (the build's snapshot) as `Astro.locals.dataset` (src/env.d.ts) instead, so they show exactly what
 * was built: they pass `Astro.locals` here.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ContentSnapshot } from '../dataset/snapshot.ts';
import { loadContent } from '../content/load.ts';
import { buildDataset, type Dataset } from '../dataset/dataset.ts';
import { snapshotOf } from '../dataset/snapshot.ts';
import { formatProblem } from '../content/problem.ts';
import { validationNow } from '../content/validation-clock.ts';
import { configVariable } from '../../config/load-config.ts';
import { datasetFacts, type FactsListener } from './dataset-facts.ts';
import { DATASET_FACTS, HANDED_SNAPSHOT } from '../build/renderer-globals.ts';

let cached: Promise<Dataset> | null = null;

/**
 * A process that renders pages with the kept prerender bundle (scripts/lib/render-pages.ts) hands
 * the snapshot over under HANDED_SNAPSHOT (a promise) instead of MATCHDAY_SNAPSHOT: it parses the
 * unchanged seasons while the build still validates the changed ones.
 */
export { HANDED_SNAPSHOT };

/** The server's dataset when `locals` has one (a page rendered on demand), else the content folder's. */
export function getSiteData(locals?: { dataset?: Dataset }): Promise<Dataset> {
  if (locals?.dataset) return Promise.resolve(locals.dataset);
  cached ??= (async () => {
    const ds = await loadSiteData();
    // a build's process that listens (the page renderer, the kept bundle's integration) hears of it
    (globalThis as { [DATASET_FACTS]?: FactsListener })[DATASET_FACTS]?.((last, unchanged) => datasetFacts(ds, last, unchanged), ds);
    return ds;
  })();
  return cached;
}

async function loadSiteData(): Promise<Dataset> {
  const handed = (globalThis as { [HANDED_SNAPSHOT]?: Promise<ContentSnapshot> })[HANDED_SNAPSHOT];
  // (the snapshots of these two are read by no one else: the dataset adopts their rows)
  if (handed) return buildDataset(await handed, { adopt: true });
  const snapshot = configVariable('MATCHDAY_SNAPSHOT');
  if (snapshot) return buildDataset(JSON.parse(await readFile(resolve(snapshot), 'utf8')) as ContentSnapshot, { adopt: true });
  const { raw, problems } = await loadContent(resolve(configVariable('MATCHDAY_CONTENT')));
  if (problems.length > 0) throw new Error(`content is invalid:\n${problems.slice(0, 20).map(formatProblem).join('\n')}`);
  return buildDataset(snapshotOf(raw));
}

/**
 * The instant the site is built for: "today" on the home page. MATCHDAY_NOW (ISO 8601) pins it for
 * tests and reproducible screenshots.
 */
export function siteNow(): Date {
  return validationNow();
}
