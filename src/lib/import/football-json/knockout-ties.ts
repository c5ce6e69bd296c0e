/**
 * The ties of a football.json file's knockout rounds: its knockout matches (by classifyFile),
 * grouped per stage into ties by their teams and decided under the competition's tie rules.
 * A leg with one team not known yet pairs by the other team and the placeholder's words (`Sieger EF
 * v Auckland FC`, then `Auckland FC v Sieger EF`); a match with neither team known forms no tie.
 */
import { decideTie, groupTies, type LegState, type TieLeg, type TieResult, type TieRules } from '../../tournament/ties/index.ts';
import type { Phase } from './round.ts';
import type { FjFile, FjMatch, FjProblem, Pair } from './source.ts';

export interface FjTie {
  /** The content stage of the tie's matches (`Round of 16`, `Play-offs: Final`). */
  stage: string;
  /** The knockout round; null when the source names none. */
  round: string | null;
  /** Match indexes of the legs in playing order (TieLeg.id is the index as text). */
  matches: number[];
  result: TieResult;
}

export interface FjTies {
  ties: FjTie[];
  problems: FjProblem[];
}

const score = (p: Pair | null) => (p ? { home: p[0], away: p[1] } : null);

function legState(m: FjMatch): LegState {
  if (m.status === 'awarded') return 'awarded';
  if (m.status !== null) return 'not_played';
  return m.score.ft ? 'played' : 'not_played';
}

/** A football.json match as a tie leg; null while neither team is known. */
export function toTieLeg(m: FjMatch): TieLeg | null {
  if (!m.team1 && !m.team2) return null;
  return {
    id: String(m.index),
    home: m.team1?.name ?? `(${m.placeholder1})`,
    away: m.team2?.name ?? `(${m.placeholder2})`,
    at: `${m.date}T${m.time ?? '00:00'}`,
    state: legState(m),
    regular: score(m.score.ft),
    extraTime: score(m.score.et),
    penalties: score(m.score.p),
  };
}

/** Ties of every knockout stage of `data` (phases from classifyFile); `file` names it in problems. */
export function knockoutTies(data: FjFile, phases: readonly (Phase | null)[], rules: TieRules, file: string): FjTies {
  const byStage = new Map<string, { round: string | null; legs: TieLeg[] }>();
  for (const m of data.matches) {
    const phase = phases[m.index];
    if (!phase || phase.kind !== 'knockout') continue;
    const leg = toTieLeg(m);
    if (!leg) continue;
    const entry = byStage.get(phase.stage) ?? { round: phase.round, legs: [] };
    entry.legs.push(leg);
    byStage.set(phase.stage, entry);
  }
  const out: FjTies = { ties: [], problems: [] };
  for (const [stage, { round, legs }] of byStage) {
    const grouped = groupTies(legs);
    for (const p of grouped.problems) out.problems.push({ file, match: Number(p.ids[0]), field: null, message: `${stage}: ${p.message}` });
    for (const tieLegs of grouped.ties) {
      const result = decideTie(tieLegs, rules);
      const matches = result.legs.map((l) => Number(l.id));
      for (const message of result.problems) out.problems.push({ file, match: matches.at(-1)!, field: null, message: `${stage}, ${result.home} v ${result.away}: ${message}` });
      out.ties.push({ stage, round, matches, result });
    }
  }
  return out;
}
