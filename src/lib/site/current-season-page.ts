/**
 * getStaticPaths of a top-level page of the season the site shows (/groups/, /bracket/, /scorers/):
 * one page, keyed by that season (page-keys.ts) as its /seasons/<slug>/ twin is (season-pages.ts).
 */
import { getSiteData } from './site-data.ts';
import { siteIndex } from './site-index.ts';
import { pageKeys } from './page-keys.ts';

export async function currentSeasonPage() {
  const idx = siteIndex(await getSiteData());
  return [{ params: { index: undefined }, cacheKey: pageKeys(idx.ds).season(idx.current.id) }];
}
