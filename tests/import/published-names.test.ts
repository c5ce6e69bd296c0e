/**
 * Player names as published after importing every shared tournament together (`import:all` on the
 * real openfootball copy, CC0): the best spelling any source has, and the case a name is written
 * in — not the TXT's capitals (issue 20, "Names"). The sources are read here independently of the
 * importer: the words they write are the reference.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldAccents } from '../../src/lib/text/fold.ts';
import { importAllOnce, OPENFOOTBALL, type AllImport } from '../helpers/all-tournaments.ts';

type Row = Record<string, string>;
const readCsv = (path: string): Row[] => parse(readFileSync(path, 'utf8'), { columns: true, skip_empty_lines: true, bom: true });

let all: AllImport;
let players: Row[];

beforeAll(async () => {
  all = await importAllOnce();
  players = readCsv(join(all.content, 'players.csv'));
}, 600_000);

/** Every file of the openfootball copy's JSON and Football.TXT folders. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(json|txt)$/.test(e) ? [p] : [];
  });
}

/** Every `"name"` value of the JSON files (squads, goals, teams). */
function jsonNames(): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'name' && typeof x === 'string') out.push(x);
        else walk(x);
      }
  };
  for (const f of sourceFiles(join(OPENFOOTBALL, 'worldcup.json'))) if (f.endsWith('.json')) walk(JSON.parse(readFileSync(f, 'utf8')));
  return out;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);
const nameCells = (p: Row) => [p.first_name!, p.last_name!, p.full_name!, p.short_name!];
/** A word with 2+ capital letters in a row (`MUELLER`, `McKENNIE`, `CJ`); Roman numerals (`Gonzalvo III`) are written so. */
const shouting = (w: string) => /\p{Lu}{2,}/u.test(w.replace(/ß/g, '')) && !/^(?:II|III|IV)$/.test(w);
/** Accents and letters ASCII lacks, counted independently of the importer. */
const accents = (s: string) => [...s.normalize('NFD')].filter((c) => /\p{M}|[øØłŁđĐðÐþÞßæÆœŒı]/u.test(c)).length;

describe('published player names (all shared tournaments imported together)', () => {
  it('the import succeeded', () => {
    expect(all.code, all.stderr).toBe(0);
    expect(players.length).toBeGreaterThan(5000);
  });

  it('no lower-case letter after a hyphen unless a source writes the word so ("Alexander-Arnold", not "Alexander-arnold")', () => {
    const written = new Set<string>();
    for (const f of sourceFiles(OPENFOOTBALL)) for (const w of readFileSync(f, 'utf8').split(/[\s,;:"()[\]]+/)) written.add(w);
    const bad = new Set<string>();
    for (const p of players) for (const cell of nameCells(p)) for (const w of words(cell)) if (/-\p{Ll}/u.test(w) && !written.has(w)) bad.add(`${p.id}: ${cell}`);
    expect([...bad]).toEqual([]);
    // 2018_squads.txt: "Trent ALEXANDER-ARNOLD", "Sergej MILINKOVIC-SAVIC"
    expect(players.find((p) => p.id === 'player_eng-trent-alexander-arnold')?.full_name).toBe('Trent Alexander-Arnold');
    expect(players.find((p) => p.id === 'player_srb-sergej-milinkovic-savic')?.last_name).toBe('Milinkovic-Savic');
  });

  it('no family name in capitals: a word with two capitals in a row only where a source in normal case writes it so ("CJ dos Santos")', () => {
    // JSON names are written in normal case; a word in capitals there is meant (initials)
    const meant = new Set(jsonNames().filter((n) => n !== n.toUpperCase()).flatMap(words).filter(shouting));
    const bad = new Set<string>();
    for (const p of players) for (const cell of nameCells(p)) for (const w of words(cell)) if (shouting(w) && !meant.has(w)) bad.add(`${p.id}: ${cell}`);
    expect([...bad]).toEqual([]);
  });

  it('the accented spelling wins over the TXT\'s ASCII one, in whichever season it appears', () => {
    // worldcup.json 2014: goal by "Thomas Müller"; 2010/2014/2018_squads.txt: "Thomas MUELLER" / "MUELLER Thomas"
    expect(players.find((p) => p.id === 'player_ger-thomas-mueller')).toMatchObject({ first_name: 'Thomas', last_name: 'Müller', full_name: 'Thomas Müller', short_name: 'T. Müller' });
    // worldcup.json 2018: goals by "Modrić"; 2026 squads.json: "Luka Modrić"; 2006-2026 squads TXT: "Luka MODRIC"
    expect(players.find((p) => p.id === 'player_cro-luka-modric')).toMatchObject({ last_name: 'Modrić', full_name: 'Luka Modrić', short_name: 'L. Modrić' });
  });

  it('every accented name of the 2026 JSON squads keeps its accents, also in the rows earlier seasons created first', () => {
    const squads = JSON.parse(readFileSync(join(OPENFOOTBALL, 'worldcup.json', '2026', 'worldcup.squads.json'), 'utf8')) as { fifa_code: string; players: { name: string; date_of_birth?: string }[] }[];
    const key = (s: string) => foldAccents(s).toLowerCase();
    const lost: string[] = [];
    let checked = 0;
    for (const team of squads)
      for (const sp of team.players) {
        if (foldAccents(sp.name) === sp.name) continue;
        const row = players.find((p) => p.country_code === team.fifa_code && p.date_of_birth === sp.date_of_birth && key(p.full_name!) === key(sp.name));
        if (!row) continue;
        checked++;
        // as many accents or more (another source may know more: `Julián Álvarez` for the squad's `Julián Alvarez`)
        if (accents(row.full_name!) < accents(sp.name)) lost.push(`${row.id}: ${row.full_name} (2026 squads: ${sp.name})`);
      }
    expect(checked).toBeGreaterThan(100);
    expect(lost).toEqual([]);
  });
});
