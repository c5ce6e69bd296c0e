/**
 * Flags beside national teams' names (src/lib/site/flags.ts) and what a team shows (team-mark.ts):
 * the table maps FIFA codes to flag-icons names or the project's own drawings of historic flags,
 * every name it can give is a file the build can serve, and clubs and the demo's fictional
 * countries get no flag (a club its colours from content when it has them).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { LIBRARY_FLAGS, OWN_FLAGS, flagHref, flagOf, isOwnFlag } from '../../src/lib/site/flags.ts';
import { nationalFlag, teamMarks } from '../../src/lib/site/team-mark.ts';
import { ASSOCIATIONS } from '../../src/lib/import/openfootball/associations.ts';
import type { Dataset, Season, Team } from '../../src/lib/dataset/dataset.ts';
import type { TeamColorRow, TeamRow } from '../../src/schemas/content/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const LIBRARY = join(ROOT, 'node_modules', 'flag-icons', 'flags', '4x3');
const OWN = join(ROOT, 'public', 'flags');

describe('the flag table', () => {
  it('maps FIFA codes to flag-icons names, the home nations to theirs', () => {
    expect(flagOf('GER')).toBe('de');
    expect(flagOf('BRA')).toBe('br');
    expect(flagOf('NED')).toBe('nl');
    expect(flagOf('SUI')).toBe('ch');
    expect(flagOf('ENG')).toBe('gb-eng');
    expect(flagOf('SCO')).toBe('gb-sct');
    expect(flagOf('WAL')).toBe('gb-wls');
    expect(flagOf('NIR')).toBe('gb-nir');
  });

  it('gives historic teams the flag they played under: the same design as a current one, else our own drawing', () => {
    expect(flagOf('FRG')).toBe('de');
    expect(flagOf('TCH')).toBe('cz');
    expect(flagOf('INH')).toBe('nl');
    expect(flagOf('DEI')).toBe('nl');
    expect(flagOf('URS')).toBe('su');
    expect(flagOf('YUG')).toBe('yu');
    expect(flagOf('GDR')).toBe('dd');
    expect(flagOf('ZAI')).toBe('zr');
    expect(flagOf('SCG')).toBe('cs');
    for (const n of ['su', 'yu', 'dd', 'zr', 'cs']) expect(isOwnFlag(n), n).toBe(true);
    expect(isOwnFlag('de')).toBe(false);
    // left out on purpose (flags.ts says why)
    expect(flagOf('CIS')).toBeNull();
  });

  it('gives no flag to the demo\'s fictional countries, unknown codes or anything that is not a code', () => {
    const demo = parse(readFileSync(join(ROOT, 'content', 'demo-2026', 'teams.csv'), 'utf8'), { columns: true }) as TeamRow[];
    expect(demo.length).toBeGreaterThan(0);
    for (const t of demo) {
      expect(flagOf(t.code), t.code).toBeNull();
      expect(nationalFlag(t), t.name).toBeNull();
    }
    expect(flagOf('QCL')).toBeNull();
    expect(flagOf('ger')).toBeNull();
    expect(flagOf('toString')).toBeNull();
    expect(flagOf('')).toBeNull();
  });

  it('has a flag for every association the World Cup importer knows', () => {
    const missing = ASSOCIATIONS.filter((a) => flagOf(a.code) === null).map((a) => a.code);
    expect(missing).toEqual([]);
  });

  it('names only files that exist: the library\'s in node_modules/flag-icons, ours in public/flags', () => {
    expect(LIBRARY_FLAGS.length).toBeGreaterThan(150);
    for (const n of LIBRARY_FLAGS) expect(existsSync(join(LIBRARY, `${n}.svg`)), `flag-icons ${n}.svg`).toBe(true);
    for (const n of Object.keys(OWN_FLAGS)) expect(existsSync(join(OWN, `${n}.svg`)), `public/flags/${n}.svg`).toBe(true);
    expect(LIBRARY_FLAGS.some(isOwnFlag)).toBe(false);
    // our own names are former ISO codes: the library has no file of that name to be confused with
    for (const n of Object.keys(OWN_FLAGS)) expect(existsSync(join(LIBRARY, `${n}.svg`)), n).toBe(false);
    expect(flagHref('de')).toBe('/flags/de.svg');
  });

  it('keeps public/flags to our own drawings, each saying so (no copy of a library file is committed)', () => {
    const files = readdirSync(OWN).sort();
    expect(files).toEqual(Object.keys(OWN_FLAGS).map((n) => `${n}.svg`).sort());
    for (const f of files) {
      const svg = readFileSync(join(OWN, f), 'utf8');
      expect(svg, f).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 480">/);
      expect(svg, f).toContain("The Matchday project's own simplified drawing");
      expect(svg, f).toContain('public-domain design');
      // nothing fetched from elsewhere
      expect(svg, f).not.toMatch(/href=|<image|url\(/);
    }
  });
});

/** A dataset of just what the marks read: seasons (kind), their teams, the teams, the colours. */
function dataset(seasons: { id: string; kind?: Season['kind']; teams: Team[] }[], colors: TeamColorRow[] = []): Pick<Dataset, 'seasons' | 'seasonTeams' | 'teams' | 'teamColors'> {
  const teams = new Map<string, Team>();
  for (const s of seasons) for (const t of s.teams) teams.set(t.id, t);
  return {
    seasons: new Map(seasons.map((s) => [s.id, { id: s.id, kind: s.kind } as Season])),
    seasonTeams: new Map(seasons.map((s) => [s.id, new Map(s.teams.map((t) => [t.id, { ...t, group: null }]))])),
    teams,
    teamColors: new Map(colors.map((c) => [c.team_id, c])),
  };
}

describe('what a team shows beside its name', () => {
  const ger = { id: 'team_ger', name: 'Germany', code: 'GER' };
  const urs = { id: 'team_urs', name: 'Soviet Union', code: 'URS' };
  const caledor = { id: 'team_qcl', name: 'Caledor', code: 'QCL' };

  it('a national team (tournaments only): its flag', () => {
    const marks = teamMarks(dataset([{ id: 'season_wc-1974', teams: [ger, urs, caledor] }]));
    expect(marks.get('team_ger')).toEqual({ kind: 'flag', name: 'de', src: '/flags/de.svg' });
    expect(marks.get('team_urs')).toEqual({ kind: 'flag', name: 'su', src: '/flags/su.svg' });
    expect(marks.has('team_qcl')).toBe(false);
  });

  it('a national team whose code was made from its name is found by its name (Austria imported as AUS is not Australia)', () => {
    const austria = { id: 'team_austria', name: 'Austria', code: 'AUS' };
    const czechia = { id: 'team_czech-republic', name: 'Czech Republic', code: 'CRE' };
    const marks = teamMarks(dataset([{ id: 'season_euro-2024', kind: 'tournament', teams: [austria, czechia] }]));
    expect(marks.get('team_austria')).toMatchObject({ kind: 'flag', name: 'at' });
    expect(marks.get('team_czech-republic')).toMatchObject({ kind: 'flag', name: 'cz' });
  });

  it('a club (a league or cup season) gets no flag even when its code is a country\'s; its colours when content has them', () => {
    const porto = { id: 'team_porto', name: 'FC Porto', code: 'POR' };
    const braga = { id: 'team_braga', name: 'SC Braga', code: 'BRA' };
    const marks = teamMarks(dataset(
      [{ id: 'season_pt-1', kind: 'league', teams: [porto, braga] }, { id: 'season_cl', kind: 'cup', teams: [porto] }],
      [{ team_id: 'team_porto', primary: '#003c8f', secondary: '#ffffff' }],
    ));
    expect(marks.get('team_porto')).toEqual({ kind: 'colors', primary: '#003c8f', secondary: '#ffffff' });
    expect(marks.has('team_braga')).toBe(false);
  });

  it('a club in a cup season only is a club too', () => {
    const marks = teamMarks(dataset([{ id: 'season_de-cup', kind: 'cup', teams: [{ id: 'team_sc-freiburg', name: 'SC Freiburg', code: 'FRE' }, { id: 'team_ita', name: 'Italia', code: 'ITA' }] }]));
    expect(marks.size).toBe(0);
  });

  it('a flag wins over colours; a team without a flag shows its colours', () => {
    const marks = teamMarks(dataset(
      [{ id: 'season_wc', teams: [ger, caledor] }],
      [{ team_id: 'team_ger', primary: '#ffffff', secondary: '#000000' }, { team_id: 'team_qcl', primary: '#123456', secondary: '#abcdef' }],
    ));
    expect(marks.get('team_ger')).toMatchObject({ kind: 'flag', name: 'de' });
    expect(marks.get('team_qcl')).toEqual({ kind: 'colors', primary: '#123456', secondary: '#abcdef' });
  });
});
