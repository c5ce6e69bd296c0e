/**
 * `import:all` on a World Cup year its built-in table does not know, laid out like the others: a
 * copy of the real 1990 tournament (openfootball, CC0; copied into a scratch folder, never into the
 * repository) renamed to years no table lists.
 *
 * - 2030--italy, with its TXT report: the host comes from the folder name (ITA), the venues' time
 *   zones from the UTC offsets of the TXT's kick-offs (`Fri Jun 8 18:00 UTC+2`): it imports with no
 *   option at all, with the times and venues the sources give.
 * - 2031--atlantis (a host no table knows) with the TXT report: its header lists every venue with
 *   its country (`#   Stadio Olimpico, Rome (ITA)`), so the venues need no host and it imports.
 * - 2033--atlantis with a TXT report without that venue list, and 2032--italy without a TXT report
 *   (no source gives a kick-off time, so no UTC offset): both fail, and the failure names the exact
 *   `--option`; given, they import.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { OPENFOOTBALL } from '../helpers/all-tournaments.ts';

const repo = resolve(import.meta.dirname, '../..');
const tmp = mkdtempSync(join(tmpdir(), 'import-all-unknown-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** An openfootball-shaped folder holding the 1990 World Cup as each `year--host` given. */
function layout(name: string, copies: { year: number; host: string; txt: boolean; venueList?: boolean }[]): string {
  const root = join(tmp, name);
  for (const c of copies) {
    mkdirSync(join(root, 'worldcup.json', String(c.year)), { recursive: true });
    cpSync(join(OPENFOOTBALL, 'worldcup.json/1990/worldcup.json'), join(root, 'worldcup.json', String(c.year), 'worldcup.json'));
    mkdirSync(join(root, 'worldcup', `${c.year}--${c.host}`), { recursive: true });
    mkdirSync(join(root, 'worldcup', 'more'), { recursive: true });
    cpSync(join(OPENFOOTBALL, 'worldcup/more/1990_squads.txt'), join(root, 'worldcup/more', `${c.year}_squads.txt`));
    if (c.txt) cpSync(join(OPENFOOTBALL, 'worldcup/more/1990_full.txt'), join(root, 'worldcup/more', `${c.year}_full.txt`));
    if (c.txt && c.venueList === false) {
      // the header's "# Venues" list left out: no file names the venues' country
      const file = join(root, 'worldcup/more', `${c.year}_full.txt`);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^# Venues.*\r?\n(?:#\s{2,}.*\r?\n)*/m, ''));
    }
  }
  return root;
}

function run(...args: string[]) {
  const r = spawnSync(process.execPath, ['scripts/import-all.ts', ...args], { cwd: repo, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const csv = (file: string) => parse(readFileSync(file), { columns: true, bom: true }) as Record<string, string>[];

describe('import:all on a year the built-in table does not know', () => {
  it('derives the host from the folder name and the time zones from the kick-offs: 2030--italy imports with no option', () => {
    const root = layout('derived', [{ year: 2030, host: 'italy', txt: true }]);
    const content = join(tmp, 'derived-content');
    const r = run(root, '--content', content);
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toMatch(/\| wc-2030 +\| new +\| +52 \|/);
    const venues = csv(join(content, 'wc-2030/venues.csv'));
    expect(venues.length).toBeGreaterThan(10);
    expect(new Set(venues.map((v) => v.country_code))).toEqual(new Set(['ITA']));
    expect(new Set(venues.map((v) => v.timezone))).toEqual(new Set(['Etc/GMT-2']));
    const matches = csv(join(content, 'wc-2030/matches.csv'));
    // 1990_full.txt: "Fri Jun 8 18:00 UTC+2 @ Stadio Giuseppe Meazza, Milan" / "Argentina v Cameroon"
    expect(matches.find((m) => m.home_team_id === 'team_arg' && m.away_team_id === 'team_cmr')!.scheduled_at).toBe('1990-06-08T16:00:00Z');
    expect(matches.filter((m) => m.start_time_tbd === 'true')).toEqual([]);
  }, 120_000);

  it('a host no table knows: the TXT header\'s venue list gives the venues\' country', () => {
    const root = layout('listed', [{ year: 2031, host: 'atlantis', txt: true }]);
    const content = join(tmp, 'listed-content');
    const r = run(root, '--content', content);
    expect(r.code, r.out + r.err).toBe(0);
    expect(new Set(csv(join(content, 'wc-2031/venues.csv')).map((v) => v.country_code))).toEqual(new Set(['ITA']));
  }, 120_000);

  it('a failure names the exact --option; with it the year imports', () => {
    const root = layout('options', [{ year: 2033, host: 'atlantis', txt: true, venueList: false }, { year: 2032, host: 'italy', txt: false }]);
    const content = join(tmp, 'options-content');
    const first = run(root, '--content', content);
    expect(first.code, first.out + first.err).toBe(1);
    expect(first.out).toMatch(/wc-2033 +.*give --venue-country .*import:all: give --option 2033:venue-country=<host team code, e\.g\. ITA> \(worldcup\/2033--atlantis: "atlantis" is not a host/);
    expect(first.out).toMatch(/wc-2032 +.*give --venue-timezone .*import:all: give --option 2032:venue-timezone=<UTC offset, e\.g\. UTC\+2>/);
    expect(first.out).not.toMatch(/--option 2032:venue-country/);

    const second = run(root, '--content', content, '--option', '2033:venue-country=ITA', '--option', '2032:venue-timezone=UTC+2');
    expect(second.code, second.out + second.err).toBe(0);
    expect(second.out).toMatch(/2 of 2 imported/);
    const noTimes = csv(join(content, 'wc-2032/matches.csv'));
    expect(noTimes).toHaveLength(52);
    expect(noTimes.every((m) => m.start_time_tbd === 'true')).toBe(true);
    expect(noTimes.find((m) => m.home_team_id === 'team_arg' && m.away_team_id === 'team_cmr')!.scheduled_at).toBe('1990-06-08T10:00:00Z');
  }, 180_000);

  it('--option values are checked', () => {
    const root = layout('bad', [{ year: 2030, host: 'italy', txt: true }]);
    for (const [value, message] of [
      ['2030-venue-country=ITA', /expected <year>:<name>=<value>/],
      ['2030:venue-city=Rome', /unknown name "venue-city"/],
      ['1999:venue-country=ITA', /--option: no tournament for 1999/],
    ] as const) {
      const r = run(root, '--option', value);
      expect(r.code, value).toBe(2);
      expect(r.err).toMatch(message);
    }
    expect(run('--help').out).toMatch(/--option <year>:<name>=<value>/);
  });
});
