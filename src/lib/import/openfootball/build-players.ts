/**
 * Players and squads from the JSON squads (accented names, numbers, positions, birth dates),
 * joined with the TXT squads by team and shirt number for the capitalised family name
 * (first/last split) and for the ASCII form the TXT match reports use.
 */
import type { PlayerRow, Position, SquadRow } from '../../../schemas/content/index.ts';
import { isRealDate } from '../../../schemas/content/cells.ts';
import type { SrcSquad } from './json-source.ts';
import type { TxtSquad, TxtSquadPlayer, TxtSquadsFile } from './squads-txt.ts';
import type { TeamIndex } from './team-names.ts';
import { matchName, type Candidate } from './name-match.ts';
import { displayCase, shortName, splitName, txtSurname, type NameParts } from './name-parts.ts';
import { playerId, teamId } from './ids.ts';
import { note, warn, type ImportReport } from './report.ts';
import { foldAccents } from './text-keys.ts';

export interface SquadMember {
  id: string;
  teamCode: string;
  number: number | null;
  position: Position;
  /** Name as the JSON squad writes it (accents), or the TXT name when there is no JSON squad. */
  name: string;
  txtName: string | null;
  candidate: Candidate;
  /** How the published name splits (first/last, family name first, single name); absent: not respelt. */
  parts?: NameParts;
  /** Words of `name` whose case was made up from the TXT's capitals (`Van` of `VAN DIJK`). */
  guessedCase?: ReadonlySet<string>;
  /** A reserve's TXT shirt number that a JSON squad player already wears (his number is left empty). */
  shirtClash?: number;
  /** Written spellings of his name in other squad lists (the per-team squad files, folder-spellings.ts). */
  spellings?: string[];
}

export interface PlayersBuild {
  players: PlayerRow[];
  squads: SquadRow[];
  /** Team code → squad members in source order. */
  byTeam: Map<string, SquadMember[]>;
  /**
   * Team code → players of the TXT squad that the JSON squad lacks (2026: `Arjan MALIC`, Bosnia's
   * #24, starts match 50). Not published unless a match report names one: `admit` then adds his
   * player and squad rows and makes him a member (player-resolver.ts).
   */
  reserves: Map<string, Reserve[]>;
  admit(reserve: Reserve): void;
}

export interface Reserve {
  member: SquadMember;
  player: PlayerRow;
  squad: SquadRow;
  /** Where the TXT squad lists him, e.g. `2026_squads.txt:612`. */
  source: string;
  admitted: boolean;
}

interface Entry {
  number: number | null;
  pos: string;
  name: string;
  dob: string | null;
  txtName: string | null;
  guessed?: string[];
  /** A TXT squad player the JSON squad lacks (see PlayersBuild.reserves). */
  reserve: boolean;
  line?: number;
}

const POSITIONS: Record<string, Position> = {
  GK: 'Goalkeeper', G: 'Goalkeeper', DF: 'Defender', D: 'Defender', MF: 'Midfielder', M: 'Midfielder', FW: 'Forward', F: 'Forward',
};

/** Which JSON squad a TXT squad block is: by its heading, checked against shirt numbers and names. */
function resolveTxtSquad(block: TxtSquad, jsonSquads: Map<string, SrcSquad>, teams: TeamIndex, report: ImportReport, file: string): string | null {
  let best: { code: string; score: number } | null = null;
  for (const [code, squad] of jsonSquads) {
    let score = 0;
    for (const p of block.players) {
      const same = squad.players.find((q) => q.number === p.number);
      if (same && ((same.dateOfBirth !== null && same.dateOfBirth === p.dateOfBirth) || matchName(p.name, [{ id: 'x', names: [same.name], surnames: [] }]).id)) score++;
    }
    if (!best || score > best.score) best = { code, score };
  }
  const byName = teams.resolve(block.name);
  const byPlayers = best && best.score >= Math.ceil(block.players.length / 2) ? best.code : null;
  if (byName && byPlayers && byName !== byPlayers)
    warn(report, 'source_conflict', `TXT squad "${block.name}" is ${byName} by name but its players are those of ${byPlayers}; used ${byPlayers}`, { source: `${file}:${block.line}` });
  const code = byPlayers ?? (jsonSquads.size === 0 ? byName : null);
  if (!code) {
    warn(report, 'unmatched_team', `TXT squad "${block.name}" matches no team of the JSON squads; its names are not used`, { source: `${file}:${block.line}` });
    return null;
  }
  if (!byName) {
    teams.add(block.name, code);
    note(report, 'fuzzy_name', `TXT team name "${block.name}" is ${code} (identified by its players)`, { source: `${file}:${block.line}` });
  }
  return code;
}

const sameName = (a: string, b: string) => matchName(a, [{ id: 'x', names: [b], surnames: [] }]).id !== null;

/**
 * The TXT squad entry of each JSON squad player: same shirt number and the same birth date or
 * name (transliterations differ: `Mostafa Ziko` / `MOSTAFA ZICO`), else the same birth date and
 * name under another number. TXT players left over are reported: they are not imported.
 */
function joinTxtSquad(code: string, src: SrcSquad, block: TxtSquad | null, report: ImportReport, file: string): { partners: (TxtSquadPlayer | null)[]; leftovers: TxtSquadPlayer[] } {
  if (!block) return { partners: src.players.map(() => null), leftovers: [] };
  const used = new Set<TxtSquadPlayer>();
  const partners = src.players.map((p) => {
    const byNumber = block.players.find((t) => t.number !== null && t.number === p.number && !used.has(t));
    if (byNumber && ((p.dateOfBirth !== null && byNumber.dateOfBirth === p.dateOfBirth) || sameName(byNumber.name, p.name))) {
      used.add(byNumber);
      if (p.dateOfBirth && byNumber.dateOfBirth && p.dateOfBirth !== byNumber.dateOfBirth)
        note(report, 'source_conflict', `${code} #${p.number}: ${p.name} born ${p.dateOfBirth} in the JSON squad, ${byNumber.dateOfBirth} in the TXT squad; the JSON date is used`, { source: `${file}:${byNumber.line}` });
      return byNumber;
    }
    const other = block.players.filter((t) => !used.has(t) && sameName(t.name, p.name) && (p.dateOfBirth === null || t.dateOfBirth === null || t.dateOfBirth === p.dateOfBirth));
    if (other.length === 1) {
      used.add(other[0]!);
      warn(report, 'source_conflict', `${code}: ${p.name} is #${p.number ?? '?'} in the JSON squad but #${other[0]!.number ?? '?'} in the TXT squad; the JSON number is used`, { source: `${file}:${other[0]!.line}` });
      return other[0]!;
    }
    return null;
  });
  src.players.forEach((p, i) => {
    if (partners[i]) return;
    const clash = block.players.find((t) => t.number !== null && t.number === p.number);
    warn(report, 'source_conflict', `${code}: ${p.name} (#${p.number ?? '?'}, b. ${p.dateOfBirth ?? '?'}) is not in the TXT squad${clash ? `, which has ${clash.name} (b. ${clash.dateOfBirth ?? '?'}) as #${clash.number}` : ''}`, { source: `${file}:${block.line}` });
  });
  // TXT players the JSON squad lacks: held in reserve (buildPlayers), imported when a report names them
  return { partners, leftovers: block.players.filter((t) => !used.has(t)) };
}

export function buildPlayers(
  jsonSquads: SrcSquad[] | null,
  txtSquads: TxtSquadsFile | null,
  teamCodes: Set<string>,
  teams: TeamIndex,
  report: ImportReport,
  files: { squads: string; squadsTxt: string },
  idOf: (code: string) => string = teamId,
): PlayersBuild {
  const json = new Map<string, SrcSquad>();
  for (const s of jsonSquads ?? []) {
    if (!teamCodes.has(s.code)) {
      warn(report, 'unmatched_team', `squad "${s.name}" (${s.code}) is not one of the tournament's teams; skipped`, { source: files.squads });
      continue;
    }
    if (json.has(s.code)) warn(report, 'source_conflict', `two squads for ${s.code}; the first is used`, { source: files.squads });
    else json.set(s.code, s);
  }
  const txt = new Map<string, TxtSquad>();
  for (const block of txtSquads?.squads ?? []) {
    const code = resolveTxtSquad(block, json, teams, report, files.squadsTxt);
    if (code && !txt.has(code)) txt.set(code, block);
  }

  const noSquads = jsonSquads === null && txtSquads === null;
  if (noSquads) note(report, 'missing_data', 'no squad list (squads file or --squads-txt): no players are imported, so goals, cards and line-ups cannot name players');
  const players: PlayerRow[] = [];
  const squads: SquadRow[] = [];
  const byTeam = new Map<string, SquadMember[]>();
  const reserves = new Map<string, Reserve[]>();
  const taken = new Set<string>();
  for (const code of teamCodes) {
    const src = json.get(code);
    const txtBlock = txt.get(code) ?? null;
    const entries: Entry[] = [];
    // no accented form in a TXT squad: the capitals as a name is written (`ALEXANDER-ARNOLD` → `Alexander-Arnold`)
    const fromTxt = (p: TxtSquadPlayer, reserve: boolean): Entry => {
      const shown = displayCase(p.name);
      return { number: p.number, pos: p.pos, name: shown.text, dob: p.dateOfBirth, txtName: p.name, guessed: shown.guessed, reserve, line: p.line };
    };
    if (src) {
      const joined = joinTxtSquad(code, src, txtBlock, report, files.squadsTxt);
      src.players.forEach((p, i) => {
        entries.push({ number: p.number, pos: p.pos, name: p.name, dob: p.dateOfBirth, txtName: joined.partners[i]?.name ?? null, reserve: false });
      });
      for (const t of joined.leftovers) entries.push(fromTxt(t, true));
    } else if (txtBlock) {
      for (const p of txtBlock.players) entries.push(fromTxt(p, false));
    } else if (!noSquads) {
      warn(report, 'missing_data', `no squad for ${code}; its goals and line-ups cannot name players`);
    }

    const members: SquadMember[] = [];
    const held: Reserve[] = [];
    const numbers = new Map<number, string>();
    for (const e of entries) {
      const position = POSITIONS[e.pos.toUpperCase()];
      if (!position) {
        warn(report, 'missing_data', `${code}: ${e.name} has position "${e.pos}", which is none of GK/DF/MF/FW; player skipped`);
        continue;
      }
      let number = e.number !== null && Number.isInteger(e.number) && e.number >= 1 && e.number <= 99 ? e.number : null;
      if (number !== null && numbers.has(number)) {
        if (!e.reserve) warn(report, 'source_conflict', `${code}: shirt #${number} given to both ${numbers.get(number)} and ${e.name}; left empty for ${e.name}`);
        number = null;
      }
      if (number !== null) numbers.set(number, e.name);
      const hint = e.txtName ? txtSurname(e.txtName) : null;
      const parts = splitName(e.name, hint);
      // a TXT name's ID comes from the name as listed (`David O LEARY` → …-david-o-leary), as before its respelling
      const id = playerId(code, e.reserve || !src ? (e.txtName ?? e.name) : e.name, taken, `no-${number ?? members.length + 1}`);
      let dob = e.dob;
      if (dob !== null && !isRealDate(dob)) {
        warn(report, 'missing_data', `${code}: ${e.name} has date of birth "${dob}", not a real date; left empty`);
        dob = null;
      }
      const player: PlayerRow = {
        id,
        first_name: parts.first,
        last_name: parts.last,
        full_name: e.name,
        short_name: shortName(e.name, parts),
        position,
        date_of_birth: dob,
        country_code: code,
        height_cm: null,
      };
      const squad: SquadRow = { team_id: idOf(code), player_id: id, jersey_number: number };
      const names = [e.name, ...(e.txtName ? [e.txtName] : [])];
      const surnames = [parts.last, ...(hint ? [hint.surname] : [])].filter((s) => foldAccents(s) !== '');
      const member: SquadMember = { id, teamCode: code, number, position, name: e.name, txtName: e.txtName, candidate: { id, names, surnames }, parts, guessedCase: new Set(e.guessed ?? []) };
      if (e.reserve) {
        if (e.number !== null && number === null) member.shirtClash = e.number;
        held.push({ member, player, squad, source: `${files.squadsTxt}:${e.line}`, admitted: false });
        continue;
      }
      players.push(player);
      squads.push(squad);
      members.push(member);
    }
    byTeam.set(code, members);
    if (held.length > 0) reserves.set(code, held);
  }
  const admit = (r: Reserve) => {
    if (r.admitted) return;
    r.admitted = true;
    players.push(r.player);
    squads.push(r.squad);
    byTeam.get(r.member.teamCode)!.push(r.member);
  };
  return { players, squads, byTeam, reserves, admit };
}
