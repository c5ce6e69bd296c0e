/**
 * `start_time_tbd` (decisions.md, "Incomplete sources and coverage") on real data: the 1990 World
 * Cup JSON alone (openfootball, CC0; its matches have a `date` and no `time`, and without the TXT
 * report no source knows a kick-off time), imported into a scratch content folder. The API says
 * `start_time_tbd: true` on list items and the detail with `scheduled_at` at noon local time at
 * the venue; the site's kick-off shows the day only and the calendar an all-day event. A match
 * whose time is known (the same tournament with its TXT report) says false.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTournaments } from '../../src/lib/import/bulk/tournaments.ts';
import { loadSources, locateSources } from '../../src/lib/import/openfootball/load-sources.ts';
import { convertOpenfootball } from '../../src/lib/import/openfootball/convert.ts';
import { validateInScratch, writeImport } from '../../src/lib/import/openfootball/write-import.ts';
import { startTimeTbd } from '../../src/schemas/content/index.ts';
import { venueOf } from '../../src/lib/dataset/dataset.ts';
import { kickoff } from '../../src/lib/site/time.ts';
import { matchCalendar } from '../../src/lib/site/calendar.ts';
import { OPENFOOTBALL } from '../helpers/all-tournaments.ts';
import { apiHarness } from '../helpers/api-harness.ts';

const V1 = '/api/public/v1';
const ARG_CMR = { home: 'team_arg', away: 'team_cmr' };

/** 1990 imported as import:all would, without (`slug` wc-1990) or with (wc-1990-txt) its TXT report. */
async function content(): Promise<string> {
  const t = findTournaments(OPENFOOTBALL).find((x) => x.slug === 'wc-1990')!;
  const root = join(await mkdtemp(join(tmpdir(), 'start-time-tbd-')), 'content');
  for (const [slug, txt, tz] of [['wc-1990', null, 'UTC+2'], ['wc-1990-txt', t.txt, null]] as const) {
    const input = await loadSources(await locateSources(t.json, txt, t.squadsTxt));
    const r = convertOpenfootball(input, { slug, venueCountry: t.options.venueCountry, venueTimezone: tz });
    const v = await validateInScratch(r.season, r.shared, slug, root, 'content');
    expect(v.problems).toEqual([]);
    await writeImport(r.season, r.shared, slug, root, true);
  }
  return root;
}

describe('a match whose kick-off time no source knows', async () => {
  const h = await apiHarness(await content());
  const tbd = [...h.ds.matches.values()].find((m) => m.season_id === 'season_wc-1990' && m.home_team_id === ARG_CMR.home && m.away_team_id === ARG_CMR.away)!;
  const timed = [...h.ds.matches.values()].find((m) => m.season_id === 'season_wc-1990-txt' && m.home_team_id === ARG_CMR.home && m.away_team_id === ARG_CMR.away)!;

  it('content: start_time_tbd true, noon local time at the venue (UTC+2) on the JSON date', () => {
    expect(startTimeTbd(tbd)).toBe(true);
    expect(tbd.scheduled_at.slice(0, 19)).toBe('1990-06-08T10:00:00');
    expect(startTimeTbd(timed)).toBe(false);
  });

  it('API: start_time_tbd on every list item and on the detail, after scheduled_at', async () => {
    const list = await h.get(`${V1}/matches?competition_id=season_wc-1990&per_page=100`);
    expect(list.status).toBe(200);
    expect(list.json.data).toHaveLength(52);
    expect(list.json.data.every((m: { start_time_tbd: boolean }) => m.start_time_tbd === true)).toBe(true);
    const keys = Object.keys(list.json.data[0]);
    expect(keys.indexOf('start_time_tbd')).toBe(keys.indexOf('scheduled_at') + 1);
    const detail = await h.get(`${V1}/matches/${tbd.id}`);
    expect(detail.json.data).toMatchObject({ scheduled_at: '1990-06-08T10:00:00.000Z', start_time_tbd: true });
    const known = await h.get(`${V1}/matches/${timed.id}`);
    expect(known.json.data).toMatchObject({ scheduled_at: '1990-06-08T16:00:00.000Z', start_time_tbd: false });
    // the day filter still finds the match by its day
    const day = await h.get(`${V1}/matches?competition_id=season_wc-1990&date=1990-06-08`);
    expect(day.json.data.map((m: { id: string }) => m.id)).toEqual([tbd.id]);
  });

  it('site: the date only (no clock), and an all-day calendar event', () => {
    const zone = venueOf(h.ds, tbd)!.timezone;
    const k = kickoff(tbd.scheduled_at, zone, !startTimeTbd(tbd));
    expect(k).toMatchObject({ timeKnown: false, localDay: '1990-06-08', full: 'Friday 8 June 1990; kick-off time not known' });
    expect(k.full).not.toMatch(/\d\d:\d\d/);
    const known = kickoff(timed.scheduled_at, venueOf(h.ds, timed)!.timezone, !startTimeTbd(timed));
    expect(known).toMatchObject({ timeKnown: true, localClock: '18:00' });
    const ics = matchCalendar(h.ds, [tbd, timed], 'test', 'test', new Date('2026-01-01T00:00:00Z'));
    expect(ics).toContain('DTSTART;VALUE=DATE:19900608\r\nDURATION:P1D');
    expect(ics).toContain('DTSTART:19900608T160000Z');
  });
});
