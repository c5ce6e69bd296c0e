/** `/calendar.ics`: every match of every season as an iCalendar feed (prerendered). */
import type { APIRoute } from 'astro';
import { getSiteData, siteNow } from '../lib/site/site-data.ts';
import { matchCalendar } from '../lib/site/calendar.ts';
import { siteIndex } from '../lib/site/site-index.ts';

export const GET: APIRoute = async () => {
  const ds = await getSiteData();
  const idx = siteIndex(ds);
  const body = matchCalendar(ds, idx.matches, `Matchday: ${idx.current.name}`, 'Every match; times in UTC, your calendar shows them in your time zone.', siteNow());
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
