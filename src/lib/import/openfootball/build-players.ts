/**
 * Players and squads from the JSON squads (accented names, numbers, positions, birth dates),
 * joined with the TXT squads by team and shirt number for the capitalised family name
 * (first/last split) and for the ASCII form the TXT match reports use.
 */
import type { PlayerRow, Position, SquadRow } from '../../../schemas/content/index.ts';
import { isRealDate } from '../../../schemas/content/cells.ts';
import type { SrcSquad } from './json-source.ts';
import type { TxtSquad, TxtSquadsFile } from './squads-txt.ts';
import type { TeamIndex } from './team-names.ts';
import { matchName, type Candidate } from './name-match.ts';
import { shortName, splitName, txtSurname } from './name-parts.ts';
import { playerId, teamId } from './ids.ts';
import { note, warn, type ImportReport } from './report.ts';
import { compactKey, foldAccents } from './text-keys.ts';

export interface SquadMember {
  id: string;
  teamCode: string;
  number: number | null;
  position: Position;
  /** Name as the JSON squad writes it (accents), or the TXT name when there is no JSON squad. */
  name: string;
  txtName: string | null;
  candidate: Candidate;
}

export interface PlayersBuild {
  players: PlayerRow[];
  squads: SquadRow[];
  /** Team code → squad members in source order. */
  byTeam: Map<string, SquadMember[]>;
}

const POSITIONS: Record<string, Position> = {
  GK: 'Goalkeeper', G: 'Goalkeeper', DF: 'Defender', D: 'Defender', MF: 'Midfielder', M: 'Midfielder', FW: 'Forward', F: 'Forward',
};

/** `Julian QUINONES` → `Julian Quinones` (only for TXT-only squads, which have no accented form). */
function txtDisplayName(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => (w.length > 1 && w === w.toUpperCase() ? w[0] + w.slice(1).toLowerCase() : w))
    .join(' ');
}

/** Which JSON squad a TXT squad block is: by its heading, checked against shirt numbers and names. */
function resolveTxtSquad(block: TxtSquad, jsonSquads: Map<string, SrcSquad>, teams: TeamIndex, report: ImportReport, file: string): string | null {
  let best: { code: string; score: number } | null = null;
  for (const [code, squad] of jsonSquads) {
    let score = 0;
    for (const p of block.players) {
      const same = squad.players.find((q) => q.number === p.number);
      if (same && matchName(p.name, [{ id: 'x', names: [same.name], surnames: [] }]).id) score++;
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

export function buildPlayers(
  jsonSquads: SrcSquad[] | null,
  txtSquads: TxtSquadsFile | null,
  teamCodes: Set<string>,
  teams: TeamIndex,
  report: ImportReport,
  files: { squads: string; squadsTxt: string },
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

  const players: PlayerRow[] = [];
  const squads: SquadRow[] = [];
  const byTeam = new Map<string, SquadMember[]>();
  const taken = new Set<string>();
  for (const code of teamCodes) {
    const src = json.get(code);
    const txtBlock = txt.get(code) ?? null;
    const entries: { number: number | null; pos: string; name: string; dob: string | null; txtName: string | null }[] = [];
    if (src) {
      const usedTxt = new Set<number>();
      for (const p of src.players) {
        let txtIndex = txtBlock ? txtBlock.players.findIndex((t) => t.number !== null && t.number === p.number) : -1;
        if (txtBlock && (txtIndex < 0 || !matchName(txtBlock.players[txtIndex]!.name, [{ id: 'x', names: [p.name], surnames: [] }]).id)) {
          const byName = txtBlock.players.findIndex((t) => matchName(t.name, [{ id: 'x', names: [p.name], surnames: [] }]).id && compactKey(t.name).length > 0);
          if (byName >= 0 && !usedTxt.has(byName)) {
            if (txtIndex >= 0)
              warn(report, 'source_conflict', `${code} #${p.number ?? '?'}: JSON squad has ${p.name}, TXT squad has ${txtBlock.players[txtIndex]!.name} with that number; ${p.name} is #${txtBlock.players[byName]!.number ?? '?'} in the TXT`, { source: files.squadsTxt });
            txtIndex = byName;
          } else {
            if (txtIndex >= 0)
              warn(report, 'source_conflict', `${code} #${p.number ?? '?'}: JSON squad has ${p.name} but the TXT squad has ${txtBlock.players[txtIndex]!.name}; the TXT name is not used for him`, { source: files.squadsTxt });
            else warn(report, 'unmatched_name', `${code}: ${p.name} (#${p.number ?? '?'}) is not in the TXT squad`, { source: files.squadsTxt });
            txtIndex = -1;
          }
        }
        if (txtIndex >= 0) usedTxt.add(txtIndex);
        entries.push({ number: p.number, pos: p.pos, name: p.name, dob: p.dateOfBirth, txtName: txtIndex >= 0 ? txtBlock!.players[txtIndex]!.name : null });
      }
    } else if (txtBlock) {
      for (const p of txtBlock.players) entries.push({ number: p.number, pos: p.pos, name: txtDisplayName(p.name), dob: p.dateOfBirth, txtName: p.name });
    } else {
      warn(report, 'missing_data', `no squad for ${code}; its goals and line-ups cannot name players`);
    }

    const members: SquadMember[] = [];
    const numbers = new Map<number, string>();
    for (const e of entries) {
      const position = POSITIONS[e.pos.toUpperCase()];
      if (!position) {
        warn(report, 'missing_data', `${code}: ${e.name} has position "${e.pos}", which is none of GK/DF/MF/FW; player skipped`);
        continue;
      }
      let number = e.number !== null && Number.isInteger(e.number) && e.number >= 1 && e.number <= 99 ? e.number : null;
      if (number !== null && numbers.has(number)) {
        warn(report, 'source_conflict', `${code}: shirt #${number} given to both ${numbers.get(number)} and ${e.name}; left empty for ${e.name}`);
        number = null;
      }
      if (number !== null) numbers.set(number, e.name);
      const hint = e.txtName ? txtSurname(e.txtName) : null;
      const parts = splitName(e.name, hint);
      const id = playerId(code, e.name, taken, `no-${number ?? members.length + 1}`);
      let dob = e.dob;
      if (dob !== null && !isRealDate(dob)) {
        warn(report, 'missing_data', `${code}: ${e.name} has date of birth "${dob}", not a real date; left empty`);
        dob = null;
      }
      players.push({
        id,
        first_name: parts.first,
        last_name: parts.last,
        full_name: e.name,
        short_name: shortName(e.name, parts),
        position,
        date_of_birth: dob,
        country_code: code,
        height_cm: null,
      });
      squads.push({ team_id: teamId(code), player_id: id, jersey_number: number });
      const names = [e.name, ...(e.txtName ? [e.txtName] : [])];
      const surnames = [parts.last, ...(hint ? [hint.surname] : [])].filter((s) => foldAccents(s) !== '');
      members.push({ id, teamCode: code, number, position, name: e.name, txtName: e.txtName, candidate: { id, names, surnames } });
    }
    byTeam.set(code, members);
  }
  return { players, squads, byTeam };
}
