/**
 * Issue 20, on the real openfootball copy (CC0, read from the shared data folder, nothing copied):
 * kick-off times from every source (the Football.TXT date lines of 1954 and 1990, whose JSON has
 * no `time`), `start_time_tbd` where no source has one, venue cities without openfootball's
 * disambiguation keys, and JSON/TXT conflicts reported once with both values. Each tournament is
 * converted in-process with the options import:all derives for it (its host folder).
 *
 * Expected values are the sources' own lines, written out here:
 * - 1990_full.txt: `Fri Jun 8 18:00 UTC+2 @ Stadio Giuseppe Meazza, Milan` / `Argentina v Cameroon`
 * - 1954_full.txt: `Thu Jun 17 18:00 UTC+2 @ Hardturm, Zürich` / `Hungary v South Korea  9-0`
 * - 2026: JSON `"date": "2026-06-30", "time": "19:00 UTC-6"` Mexico v Ecuador; 2026_full.txt
 *   `Tue Jun 30 20:00 UTC-6 @ Mexico City Stadium, …` / `Mexico v Ecuador  2-0`
 * - 1990: JSON ground `Stadio Delle Alpi, Turin` (5 matches), TXT `@ Allianz Stadium, Turin`; JSON
 *   `Stadio Comunale, Florence` (3 matches) and `Stadio Artemio Franchi, Florence` (1), TXT
 *   `@ Comunale, Florence` for all four
 * - 1970: JSON `Romania` v `England`, TXT `England v Romania`
 * - 2018 worldcup.stadiums.json: `"city": "Moscow (1)"` (Luzhniki), `"city": "Moscow (2)"`
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findTournaments, type Tournament } from '../../src/lib/import/bulk/tournaments.ts';
import { loadSources, locateSources } from '../../src/lib/import/openfootball/load-sources.ts';
import { convertOpenfootball, type ConvertResult } from '../../src/lib/import/openfootball/convert.ts';
import { OPENFOOTBALL } from '../helpers/all-tournaments.ts';

const tournaments = existsSync(OPENFOOTBALL) ? findTournaments(OPENFOOTBALL) : [];
const cache = new Map<string, Promise<ConvertResult>>();

/** The tournament converted as import:all would (optionally without its TXT report). */
function convert(slug: string, opts: { txt?: boolean; venueTimezone?: string } = {}): Promise<ConvertResult> {
  const key = `${slug}:${JSON.stringify(opts)}`;
  if (!cache.has(key)) {
    const t = tournaments.find((x) => x.slug === slug) as Tournament;
    cache.set(key, (async () => {
      const paths = await locateSources(t.json, opts.txt === false ? null : t.txt, t.squadsTxt);
      const input = await loadSources(paths);
      return convertOpenfootball(input, { slug, venueCountry: t.options.venueCountry, venueTimezone: opts.venueTimezone ?? t.options.venueTimezone, leagueStages: t.options.leagueStages });
    })());
  }
  return cache.get(key)!;
}

const teamsOf = (r: ConvertResult, home: string, away: string) => r.season.matches.find((m) => m.home_team_id === home && m.away_team_id === away)!;
const conflicts = (r: ConvertResult, field: string) => r.report.items.filter((i) => i.kind === 'source_conflict' && i.conflict === field);

describe('kick-off times from the Football.TXT reports (JSON without times)', () => {
  it('1990 Argentina v Cameroon kicks off at the TXT time, 18:00 UTC+2, at a venue in that zone', async () => {
    const r = await convert('wc-1990');
    const m = teamsOf(r, 'team_arg', 'team_cmr');
    expect(m.scheduled_at).toBe('1990-06-08T16:00:00Z');
    expect(m.start_time_tbd).toBeUndefined();
    expect(r.season.venues.find((v) => v.id === m.venue_id)).toMatchObject({ city: 'Milan', country_code: 'ITA', timezone: 'Etc/GMT-2' });
    expect(r.season.matches.filter((x) => x.start_time_tbd)).toEqual([]);
  });

  it('1954 Hungary v South Korea kicks off at the TXT time, 18:00 UTC+2', async () => {
    const r = await convert('wc-1954');
    expect(teamsOf(r, 'team_hun', 'team_kor').scheduled_at).toBe('1954-06-17T16:00:00Z');
    expect(r.season.matches.filter((x) => x.start_time_tbd)).toEqual([]);
    expect(r.report.items.map((i) => i.message).join('\n')).not.toMatch(/12:00 local used/);
  });

  it('without any time (the 1990 JSON alone): start_time_tbd, noon local time at the venue on the JSON date', async () => {
    const r = await convert('wc-1990', { txt: false, venueTimezone: 'UTC+2' });
    expect(r.season.matches).toHaveLength(52);
    expect(r.season.matches.every((m) => m.start_time_tbd === true)).toBe(true);
    // JSON: "date": "1990-06-08", Argentina v Cameroon; noon at UTC+2 is 10:00 UTC
    expect(teamsOf(r, 'team_arg', 'team_cmr').scheduled_at).toBe('1990-06-08T10:00:00Z');
    expect(r.report.items.filter((i) => /no kick-off time in any source/.test(i.message))).toHaveLength(1);
  });
});

describe('JSON and TXT disagree: reported once, both values, the JSON decides', () => {
  it('a kick-off time (2026 Mexico v Ecuador: JSON 19:00 UTC-6, TXT 20:00 UTC-6)', async () => {
    const r = await convert('wc-2026');
    const m = teamsOf(r, 'team_mex', 'team_ecu');
    expect(m.scheduled_at).toBe('2026-07-01T01:00:00Z');
    const items = conflicts(r, 'time').filter((i) => i.match === m.match_number);
    expect(items).toHaveLength(1);
    expect(items[0]!.message).toContain('19:00 UTC-6');
    expect(items[0]!.message).toContain('20:00 UTC-6');
  }, 60_000);

  it('a venue, once for all its matches (1990: Stadio Delle Alpi / Allianz Stadium, Turin)', async () => {
    const r = await convert('wc-1990');
    const items = conflicts(r, 'venue').filter((i) => i.message.includes('Allianz Stadium, Turin'));
    expect(items).toHaveLength(1);
    expect(items[0]!.message).toContain('Stadio Delle Alpi, Turin');
    expect(r.season.matches.filter((m) => m.venue_id === 'venue_stadio-delle-alpi')).toHaveLength(5);
    expect(items[0]!.message).toMatch(/matches (\d+, ){4}\d+\)/);
  });

  it('which team is at home (1970: JSON Romania v England, TXT England v Romania)', async () => {
    const r = await convert('wc-1970');
    const m = teamsOf(r, 'team_rou', 'team_eng');
    const items = conflicts(r, 'home').filter((i) => i.match === m.match_number);
    expect(items).toHaveLength(1);
    expect(items[0]!.message).toContain('England v Romania');
    expect(items[0]!.message).toContain('Romania v England');
  });

  it('one stadium the JSON names two ways is one venue when the TXT places every match there (1990 Florence: "Stadio Comunale" ×3, "Stadio Artemio Franchi" ×1, TXT "Comunale, Florence" ×4)', async () => {
    const r = await convert('wc-1990');
    const florence = r.season.venues.filter((v) => v.city === 'Florence');
    expect(florence.map((v) => v.name)).toEqual(['Stadio Comunale']);
    expect(r.season.matches.filter((m) => m.venue_id === florence[0]!.id)).toHaveLength(4);
    const items = conflicts(r, 'venue').filter((i) => i.message.includes('Stadio Artemio Franchi, Florence'));
    expect(items).toHaveLength(1);
    expect(items[0]!.message).toContain('"Stadio Comunale, Florence" (3 matches) and "Stadio Artemio Franchi, Florence" (1 match)');
  });

  it('one stadium name in two cities stays two venues (1974: Olympiastadion, West Berlin and München)', async () => {
    const r = await convert('wc-1974');
    const olympia = r.season.venues.filter((v) => v.name === 'Olympiastadion');
    expect(olympia.map((v) => v.city).sort()).toEqual(['München', 'West Berlin']);
    for (const v of olympia) expect(r.season.matches.some((m) => m.venue_id === v.id), v.city).toBe(true);
  });
});

describe('venue cities', () => {
  it('carry no disambiguation key in any shared tournament (2018: "Moscow (1)" → Moscow)', async () => {
    expect(tournaments.length).toBeGreaterThanOrEqual(21);
    const bad: string[] = [];
    for (const t of tournaments) {
      const r = await convert(t.slug);
      for (const v of r.season.venues) if (/\(\d+\)$/.test(v.city)) bad.push(`${t.slug}: ${v.name}, ${v.city}`);
      if (t.slug === 'wc-2018') expect(r.season.venues.filter((v) => v.city === 'Moscow').map((v) => v.name).sort()).toEqual(['Luzhniki Stadium', 'Otkritie Arena (Spartak Stadium)']);
    }
    expect(bad).toEqual([]);
  }, 300_000);
});
