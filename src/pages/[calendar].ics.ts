/**
 * `/calendar.ics`: the matches of the seasons not yet over as an iCalendar feed (prerendered): the
 * season the site shows and every season with a match still to be completed. A finished season's
 * matches stay in its teams' calendars; with every shared competition this feed would otherwise
 * hold 93,000 matches (28 MB). A route of one page so that it has a cache key (its matches', the
 * build's day for its DTSTAMP): it holds 10,000 matches at scale (3.5 MB), which every build rendered
 * and compressed again.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSiteData, siteNow } from '../lib/site/site-data.ts';
import { matchCalendar } from '../lib/site/calendar.ts';
import { siteIndex } from '../lib/site/site-index.ts';
import { historySeasons } from '../lib/site/match-page-scope.ts';
import { pageKeys } from '../lib/site/page-keys.ts';
import type { Dataset } from '../lib/dataset/dataset.ts';

/** The feed's matches and its name. */
function feed(ds: Dataset) {
  const idx = siteIndex(ds);
  const over = historySeasons(idx);
  return { matches: idx.matches.filter((m) => !over.has(m.season_id)), name: `Matchday: ${idx.current.name}` };
}

export const getStaticPaths = (async () => {
  const ds = await getSiteData();
  const { matches, name } = feed(ds);
  return [{ params: { calendar: 'calendar' }, cacheKey: `${pageKeys(ds).matches(matches, name)}:${siteNow().toISOString().slice(0, 10)}` }];
}) satisfies GetStaticPaths;

export const GET: APIRoute = async () => {
  const ds = await getSiteData();
  const { matches, name } = feed(ds);
  const body = matchCalendar(ds, matches, name, 'Every match of the seasons not yet over; times in UTC, your calendar shows them in your time zone.', siteNow());
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
