/** `/teams/<team id>/calendar.ics`: one team's matches as an iCalendar feed (prerendered). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSiteData, siteNow } from '../../../lib/site/site-data.ts';
import { matchCalendar } from '../../../lib/site/calendar.ts';
import { siteIndex } from '../../../lib/site/site-index.ts';

export const getStaticPaths = (async () => {
  const ds = await getSiteData();
  return [...ds.teams.keys()].map((id) => ({ params: { id } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const ds = await getSiteData();
  const team = ds.teams.get(params.id!)!;
  const matches = siteIndex(ds).teamMatches.get(team.id) ?? [];
  const body = matchCalendar(ds, matches, `Matchday: ${team.name}`, `Matches of ${team.name}; times in UTC, your calendar shows them in your time zone.`, siteNow());
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
