/**
 * Spellings from the per-team squad files (squad-folder.ts) for the squad members: a file player
 * whose name has the squad list's letters — accents, case, apostrophes, separators and word order
 * aside (`David O LEARY` / `David O'Leary`, `MUELLER Thomas` / `Thomas Müller`) — is the same
 * player when he is the team's only one of those letters (the files' shirt numbers differ at times:
 * 2014 Coates #4 / #19), else the one with the same shirt number; his written name becomes
 * evidence for the best spelling (best-spellings.ts). A name of other letters (`Pat BONNER` /
 * `Packie Bonner`) is never used. A file is a team's by the code or name it gives (heading, file
 * name), else by its players: the team most of them are in (2014's `de-deutschland.txt`,
 * 2006's `rs-serbia.txt` for Serbia and Montenegro).
 */
import type { PlayersBuild, SquadMember } from './build-players.ts';
import type { FolderSquad } from './squad-folder.ts';
import type { TeamIndex } from './team-names.ts';
import { expandUmlauts, foldAccents } from './text-keys.ts';
import { note, type ImportReport } from './report.ts';

/** Letter keys of a name: words without apostrophes, folded, with and without umlauts as ae/oe/ue. */
function letterKeys(name: string): string[][] {
  const n = name.normalize('NFC');
  return [n, expandUmlauts(n)].map((v) =>
    foldAccents(v)
      .toLowerCase()
      .replace(/['’‘`´]/g, '')
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );
}

/** Same letters in the same words, in any order, or the same letters with other separators. */
export function sameNameLetters(a: string, b: string): boolean {
  const kb = letterKeys(b);
  return letterKeys(a).some((x) =>
    kb.some((y) => x.join('') === y.join('') || (x.length === y.length && [...x].sort().join(' ') === [...y].sort().join(' '))),
  );
}

/** The team of a squad file: a code it gives that is a team's, else a name the index knows, else the team most of its players are in. */
function teamOf(squad: FolderSquad, codes: ReadonlySet<string>, teams: TeamIndex, membersOf: (code: string) => SquadMember[]): string | null {
  for (const c of squad.codes) if (codes.has(c)) return c;
  for (const n of squad.names) {
    const c = teams.resolve(n);
    if (c && codes.has(c)) return c;
  }
  const scores = [...codes].map((code) => {
    const members = membersOf(code);
    return { code, n: squad.players.filter((p) => members.some((m) => sameNameLetters(m.txtName ?? m.name, p.name))).length };
  });
  scores.sort((a, b) => b.n - a.n);
  const [best, next] = scores;
  return best && best.n * 2 >= squad.players.length && best.n > 0 && (!next || next.n < best.n) ? best.code : null;
}

/** Adds each file player's name to the spellings of the squad member he is (see the module comment). */
export function addFolderSpellings(people: PlayersBuild, folder: readonly FolderSquad[], teams: TeamIndex, report: ImportReport, shownFolder: string): void {
  const codes = new Set(people.byTeam.keys());
  const membersOf = (code: string): SquadMember[] => [...(people.byTeam.get(code) ?? []), ...(people.reserves.get(code) ?? []).map((r) => r.member)];
  const unknown: string[] = [];
  for (const squad of folder) {
    const code = teamOf(squad, codes, teams, membersOf);
    if (!code) {
      unknown.push(squad.file);
      continue;
    }
    for (const m of membersOf(code)) {
      const own = m.txtName ?? m.name;
      let same = squad.players.filter((p) => sameNameLetters(own, p.name));
      if (same.length > 1) same = same.filter((p) => p.number !== null && p.number === m.number);
      if (same.length === 1) m.spellings = [...(m.spellings ?? []), same[0]!.name];
    }
  }
  if (unknown.length > 0) note(report, 'unmatched_team', `${shownFolder}: ${unknown.join(', ')} name(s) no team of the tournament; not used for spellings`);
}
