/**
 * Shoot-out kicks from the TXT `Penalties:` list, in kick order. A scored kick's team follows from
 * the running score written before the name (`2-1 Wout WEGHORST`); a missed kick's team from the
 * kicker's name (players who played first, then the squads). The kicks must add up to the JSON's
 * shoot-out score, else none are imported (reported).
 */
import type { MatchDraft } from './build-matches.ts';
import type { SquadMember } from './build-players.ts';
import type { TxtLink } from './txt-join.ts';
import type { TeamSheet } from './build-lineups.ts';
import type { PlayerResolver } from './player-resolver.ts';
import type { Side } from './build-goals.ts';
import { matchName } from './name-match.ts';
import { note, warn, type ImportReport } from './report.ts';

export interface ResolvedKick {
  side: Side;
  player: SquadMember;
  scored: boolean;
}

function sideByName(name: string, draft: MatchDraft, byTeam: Map<string, SquadMember[]>, sheets: Record<Side, TeamSheet | null>): Side | null {
  const found = (side: Side, onlyPlayed: boolean): boolean => {
    const code = side === 'home' ? draft.home : draft.away;
    const sheet = sheets[side];
    const squad = (byTeam.get(code) ?? []).filter((m) => !onlyPlayed || !sheet || sheet.played.has(m.id));
    return matchName(name, squad.map((m) => m.candidate)).id !== null;
  };
  for (const onlyPlayed of [true, false]) {
    const h = found('home', onlyPlayed);
    const a = found('away', onlyPlayed);
    if (h !== a) return h ? 'home' : 'away';
  }
  return null;
}

export function resolveShootout(
  draft: MatchDraft,
  link: TxtLink | null,
  sheets: Record<Side, TeamSheet | null>,
  byTeam: Map<string, SquadMember[]>,
  resolver: PlayerResolver,
  report: ImportReport,
): ResolvedKick[] {
  const p = draft.src.score.p;
  const kicks = link?.txt.penalties ?? [];
  const ctx = { match: draft.number };
  if (!p) {
    if (kicks.length > 0) warn(report, 'source_conflict', `match ${draft.number}: the TXT lists shoot-out kicks but the JSON has no shoot-out score; kicks not imported`, ctx);
    return [];
  }
  if (kicks.length === 0) {
    note(report, 'missing_data', `match ${draft.number}: shoot-out ${p[0]}-${p[1]} without kick-by-kick details`, ctx);
    return [];
  }
  const out: ResolvedKick[] = [];
  const running: [number, number] = [0, 0];
  let problem: string | null = null;
  for (let i = 0; i < kicks.length && !problem; i++) {
    const k = kicks[i]!;
    let side: Side | null = null;
    if (k.scored && k.score) {
      const s: [number, number] = link!.swapped ? [k.score[1], k.score[0]] : k.score;
      if (s[0] === running[0] + 1 && s[1] === running[1]) side = 'home';
      else if (s[1] === running[1] + 1 && s[0] === running[0]) side = 'away';
      else problem = `kick ${i + 1} (${k.name}) shows ${k.score[0]}-${k.score[1]}, which does not follow ${running[0]}-${running[1]}`;
      const byName = sideByName(k.name, draft, byTeam, sheets);
      if (side && byName && byName !== side) problem = `kick ${i + 1}: ${k.name} plays for the ${byName} team but the score credits the ${side} team`;
    } else {
      side = sideByName(k.name, draft, byTeam, sheets);
      if (!side) {
        const prev = out[out.length - 1];
        if (prev) {
          side = prev.side === 'home' ? 'away' : 'home';
          note(report, 'fuzzy_name', `match ${draft.number}: shoot-out kicker ${k.name} is not identified by name; taken to be of the ${side} team (teams alternate)`, ctx);
        } else problem = `cannot tell which team ${k.name} (kick ${i + 1}) plays for`;
      }
    }
    if (problem || !side) break;
    const player = resolver.resolve(side === 'home' ? draft.home : draft.away, k.name, `match ${draft.number} shoot-out`, draft.number);
    if (!player) {
      problem = `kicker ${k.name} is not identified`;
      break;
    }
    if (k.scored) running[side === 'home' ? 0 : 1]++;
    out.push({ side, player, scored: k.scored });
  }
  if (!problem && (running[0] !== p[0] || running[1] !== p[1])) problem = `the kicks give ${running[0]}-${running[1]}, the JSON's shoot-out score is ${p[0]}-${p[1]}`;
  if (problem) {
    warn(report, 'shootout_skipped', `match ${draft.number}: shoot-out kicks not imported — ${problem}`, ctx);
    return [];
  }
  return out;
}
