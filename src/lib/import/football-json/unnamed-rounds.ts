/**
 * Knockout matches whose round the source does not name (en.2 2021-22 and 2022-23: `stage:
 * "Playoffs"`, no `round`) get their round from the bracket's shape: the matches are paired into
 * ties by their teams; a tie one of whose teams played an earlier tie of the stage is one round
 * later; a round is then named by its number of ties (1 in the last round: `Final`, 2: `Semi-finals`,
 * 4: `Quarter-finals`, 8: `Round of 16`, otherwise `Round N`). Every match so named gets a note.
 */
import { pairKey } from '../../tournament/ties/index.ts';
import type { Phase } from './round.ts';
import type { FjFile, FjProblem } from './source.ts';

export interface NamedRounds {
  /** The phases with `round` and `stage` filled in where they were missing. */
  phases: (Phase | null)[];
  notes: FjProblem[];
}

interface PairSpan {
  teams: [string, string];
  first: string;
  last: string;
  indexes: number[];
}

function roundName(depth: number, maxDepth: number, ties: number): string {
  if (ties === 1 && depth === maxDepth) return 'Final';
  if (ties === 2) return 'Semi-finals';
  if (ties === 4) return 'Quarter-finals';
  if (ties === 8) return 'Round of 16';
  return `Round ${depth}`;
}

/** Fills in the rounds of knockout matches that have none (phases from classifyFile); `file` names the file in notes. */
export function nameUnnamedRounds(data: FjFile, phases: readonly (Phase | null)[], file: string): NamedRounds {
  const out: NamedRounds = { phases: [...phases], notes: [] };
  const byStage = new Map<string, Map<string, PairSpan>>();
  for (const m of data.matches) {
    const p = phases[m.index];
    if (!p || p.kind !== 'knockout' || p.round !== null || !m.team1 || !m.team2) continue;
    const pairs = byStage.get(p.stage) ?? new Map<string, PairSpan>();
    const at = `${m.date}T${m.time ?? '00:00'}`;
    const key = pairKey(m.team1.name, m.team2.name);
    const span = pairs.get(key) ?? { teams: [m.team1.name, m.team2.name], first: at, last: at, indexes: [] };
    if (at < span.first) span.first = at;
    if (at > span.last) span.last = at;
    span.indexes.push(m.index);
    pairs.set(key, span);
    byStage.set(p.stage, pairs);
  }
  for (const [stage, pairs] of byStage) {
    const ties = [...pairs.values()].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
    const depth = new Map<PairSpan, number>();
    for (const t of ties) {
      const earlier = ties.filter((e) => depth.has(e) && e.last < t.first && e.teams.some((x) => t.teams.includes(x)));
      depth.set(t, 1 + Math.max(0, ...earlier.map((e) => depth.get(e)!)));
    }
    const maxDepth = Math.max(...depth.values());
    const perDepth = new Map<number, number>();
    for (const d of depth.values()) perDepth.set(d, (perDepth.get(d) ?? 0) + 1);
    for (const t of ties) {
      const d = depth.get(t)!;
      const round = roundName(d, maxDepth, perDepth.get(d)!);
      for (const i of t.indexes) {
        out.phases[i] = { ...phases[i]!, round, stage: `${stage}: ${round}` };
        out.notes.push({ file, match: i, field: 'round', message: `no round given: "${round}" of "${stage}", from the bracket (${t.teams.join(' v ')}, round ${d} of ${maxDepth})` });
      }
    }
  }
  return out;
}
