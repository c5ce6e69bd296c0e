/**
 * `/calendar.ics`: the matches of the seasons not yet over as an iCalendar feed (prerendered): the
 * season the site shows and every season with a match still to be completed. A finished season's
 * matches stay in its teams' calendars; with every shared competition this feed would otherwise
 * hold 93,000 matches (28 MB) and be made again by every build.
 */
import type { APIRoute } from 'astro';
import { getSiteData, siteNow } from '../lib/site/site-data.ts';
import { matchCalendar } from '../lib/site/calendar.ts';
import { siteIndex } from '../lib/site/site-index.ts';
import { historySeasons } from '../lib/site/match-page-scope.ts';

export const GET: APIRoute = async () => {
  const ds = await getSiteData();
  const idx = siteIndex(ds);
  const over = historySeasons(idx);
  const body = matchCalendar(ds, idx.matches.filter((m) => !over.has(m.season_id)), `Matchday: ${idx.current.name}`, 'Every match of the seasons not yet over; times in UTC, your calendar shows them in your time zone.', siteNow());
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
