/** Importing every shared season of the Premier League: zero validation problems, idempotent, one ID per club. */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/lib/content/load.ts';
import { importLeagues, type LeagueImportResult } from '../../src/lib/import/football-json/import-leagues.ts';
import { FOOTBALL_JSON, importInto } from './helpers.ts';

let dir = '';
let first: LeagueImportResult;

beforeAll(async () => {
  ({ dir, result: first } = await importInto({ competitions: ['en.1'] }));
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('import:football-json on every en.1 season', () => {
  it('imports all 16 shared seasons and the folder validates with zero problems', async () => {
    expect(first.results.map((r) => `${r.slug} ${r.status}`)).toEqual(first.results.map((r) => `${r.slug} new`));
    expect(first.results).toHaveLength(16);
    expect(first.results.every((r) => r.matches === 380 && r.teams === 20)).toBe(true);
    const { problems } = await loadContent(dir);
    expect(problems).toEqual([]);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = readFileSync(join(dir, 'team-aliases.csv'), 'utf8');
    const again = await importLeagues({ source: FOOTBALL_JSON, content: dir, competitions: ['en.1'] });
    expect(again.results.map((r) => r.status)).toEqual(again.results.map(() => 'unchanged'));
    expect(readFileSync(join(dir, 'team-aliases.csv'), 'utf8')).toBe(before);
  });

  it('keeps one team ID per club whatever the spelling ("Manchester United" 2010-11, "Manchester United FC" 2024-25)', () => {
    const aliases = readFileSync(join(dir, 'team-aliases.csv'), 'utf8');
    const id = (alias: string) => new RegExp(`^${alias},(team_[^\\n]+)$`, 'm').exec(aliases)?.[1];
    expect(id('Manchester United')).toBeDefined();
    expect(id('Manchester United FC')).toBe(id('Manchester United'));
    expect(id('Manchester City FC')).toBe(id('Manchester City'));
    expect(id('Manchester City')).not.toBe(id('Manchester United'));
    const teams2010 = readFileSync(join(dir, 'en-1-2010-11', 'teams.csv'), 'utf8');
    const teams2024 = readFileSync(join(dir, 'en-1-2024-25', 'teams.csv'), 'utf8');
    const line = (csv: string, team: string) => csv.split('\n').find((l) => l.startsWith(`${team},`));
    expect(line(teams2024, id('Manchester United')!)).toBe(line(teams2010, id('Manchester United')!));
  });

  it('writes the season fields, results-only coverage and status details', () => {
    const comp = JSON.parse(readFileSync(join(dir, 'en-1-2025-26', 'competition.json'), 'utf8'));
    expect(comp).toMatchObject({ series: { id: 'series_en-1', name: 'Premier League' }, season: '2025-26', kind: 'league', country_code: 'ENG', year: 2025 });
    const matches = readFileSync(join(dir, 'en-1-2025-26', 'matches.csv'), 'utf8');
    expect(matches.split('\n').filter((l) => l.includes(',postponed'))).toHaveLength(1);
    expect(readFileSync(join(dir, 'en-1-2025-26', 'events.csv'), 'utf8').trim().split('\n')).toHaveLength(1);
  });
});
