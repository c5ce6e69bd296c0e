/**
 * `/teams/<team id>/calendar.ics`: one team's matches as an iCalendar feed (prerendered). Its cache
 * key is the team's row, its matches' (page-keys.ts `matches`) and the build's day: rendered again
 * when one of its matches changes, and at most once a day for its DTSTAMP (the build's "now") — with
 * some 1,200 clubs, rendering and compressing every calendar on every build took seconds of each
 * incremental build, and a result rendered the calendars of every team of its season (3 MB at scale).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSiteData, siteNow } from '../../../lib/site/site-data.ts';
import { matchCalendar } from '../../../lib/site/calendar.ts';
import { siteIndex } from '../../../lib/site/site-index.ts';
import { pageKeys } from '../../../lib/site/page-keys.ts';

export const getStaticPaths = (async () => {
  const ds = await getSiteData();
  const keys = pageKeys(ds);
  const { teamMatches } = siteIndex(ds);
  const day = siteNow().toISOString().slice(0, 10);
  return [...ds.teams].map(([id, team]) => ({ params: { id }, cacheKey: `${keys.matches(teamMatches.get(id) ?? [], team)}:${day}` }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const ds = await getSiteData();
  const team = ds.teams.get(params.id!)!;
  const matches = siteIndex(ds).teamMatches.get(team.id) ?? [];
  const body = matchCalendar(ds, matches, `Matchday: ${team.name}`, `Matches of ${team.name}; times in UTC, your calendar shows them in your time zone.`, siteNow());
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
