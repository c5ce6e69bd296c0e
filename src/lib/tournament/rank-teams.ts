/**
 * Orders the teams of one group by the competition's tie-breakers, in the order it names them.
 * Every criterion splits the blocks of teams the earlier ones left level; a team is "decided by"
 * the criterion that left it alone in its block. Teams still level at the end (or at
 * `drawing_of_lots`) are 'unresolved' and ordered stably by name, then ID.
 */
import type { TieBreaker } from '../../schemas/content/competition-rules.ts';
import { comparePosition, compareRounding, type Rounding } from './carry-over.ts';
import { isPart, miniCmp, overallCmp, partCmp, pointsPerMatchCmp, type Cmp, type HeadToHeadPart } from './criteria.ts';
import { compareTeams, type TeamRef } from './team-ref.ts';
import { tallyMatches, type TallyMatch } from './tally.ts';

/** What ranks a table before its tie-breakers (decisions.md `ranked_by`). */
export type RankCriterion = TieBreaker | 'points_per_match';

/** Which tie-breaker placed a team; 'fixed' when content fixed it; 'unresolved' when nothing did. */
export type DecidedBy = RankCriterion | 'fixed' | 'unresolved';

export interface RankInput {
  teams: readonly TeamRef[];
  /** The counted matches of the group (both teams known). */
  matches: readonly TallyMatch[];
  points_per_win: number;
  tie_breakers: readonly TieBreaker[];
  /** Fair-play points per team (absent = 0). */
  fair_play: ReadonlyMap<string, number>;
  /** Points added (or deducted, negative) by the competition per team; they count in `points` and `points_per_match`. */
  adjustments?: ReadonlyMap<string, number>;
  /** `points_per_match` ranks a curtailed season by points per match before the tie-breakers. */
  ranked_by?: 'points' | 'points_per_match';
  /** Teams whose carried points were rounded, and which way (the `carry_over_rounding` tie-breaker); absent: not rounded. */
  rounded?: ReadonlyMap<string, Rounding>;
  /**
   * Each team's position in the final table of the stage its points were carried from (the
   * `carry_over_position` tie-breaker); absent: a stage that carries nothing (the criterion separates no one).
   */
  earlier_positions?: ReadonlyMap<string, number>;
}

export interface RankedTeam {
  team_id: string;
  decided_by: DecidedBy;
  /** Index of the block of still-level teams it ended in (equal for teams left level). */
  block: number;
}

type Block = string[];

class Ranking {
  readonly decided = new Map<string, DecidedBy>();

  /** Sorts a block by `cmp` and cuts it into runs of equal teams; records teams left alone. */
  split(block: Block, cmp: Cmp, by: RankCriterion): Block[] {
    const sorted = [...block].sort(cmp);
    const out: Block[] = [];
    for (const id of sorted) {
      const last = out.at(-1);
      if (last && cmp(last[0]!, id) === 0) last.push(id);
      else out.push([id]);
    }
    if (out.length > 1) for (const b of out) if (b.length === 1) this.decided.set(b[0]!, by);
    return out;
  }

  /**
   * A curtailed season (ranked by points per match) compares head-to-head results only among
   * teams that played each other as often as the schedule had any two teams meet (twice in a
   * double round-robin): a pair whose second meeting was cancelled leaves the criterion to the
   * next one (Ligue 1 2019-20 as the LFP published it). 0: always compared.
   */
  fullMeetings = 0;

  /** Recursive head-to-head: re-applied to every smaller subset still level. */
  headToHead(block: Block, matches: readonly TallyMatch[], ppw: number): Block[] {
    if (this.fullMeetings > 0 && !allMet(block, matches, this.fullMeetings)) return [block];
    const parts = this.split(block, miniCmp(tallyMatches(block, matches, ppw)), 'head_to_head');
    if (parts.length === 1) return parts;
    return parts.flatMap((p) => (p.length > 1 ? this.headToHead(p, matches, ppw) : [p]));
  }

  /** A run of adjacent head_to_head_* parts: one mini-table of the teams level when the run begins. */
  partsRun(block: Block, run: readonly HeadToHeadPart[], matches: readonly TallyMatch[], ppw: number): Block[] {
    const mini = tallyMatches(block, matches, ppw);
    let blocks = [block];
    for (const part of run) blocks = blocks.flatMap((b) => (b.length > 1 ? this.split(b, partCmp(part, mini), part) : [b]));
    return blocks;
  }
}

/** Meetings per pair of teams among `matches` (only pairs of `among` when given). */
function meetings(matches: readonly TallyMatch[], among?: ReadonlySet<string>): Map<string, number> {
  const count = new Map<string, number>();
  for (const m of matches) {
    if (among && (!among.has(m.home_team_id) || !among.has(m.away_team_id))) continue;
    const k = [m.home_team_id, m.away_team_id].sort().join('\u0000');
    count.set(k, (count.get(k) ?? 0) + 1);
  }
  return count;
}

/** Whether every pair of the block met `times` times. */
function allMet(block: Block, matches: readonly TallyMatch[], times: number): boolean {
  const count = meetings(matches, new Set(block));
  return count.size === (block.length * (block.length - 1)) / 2 && [...count.values()].every((n) => n === times);
}

/** Applies one step (a criterion, or a run of head-to-head parts) to every block still level. */
function step(blocks: Block[], apply: (b: Block) => Block[]): Block[] {
  return blocks.flatMap((b) => (b.length > 1 ? apply(b) : [b]));
}

/**
 * Orders the teams of a group. Positions are the index in the returned list + 1: teams the
 * criteria cannot separate still get distinct positions, in stable name-then-ID order, and are
 * marked 'unresolved'. `fixed` positions are not applied here (see applyFixedPositions).
 */
export function rankTeams(input: RankInput): RankedTeam[] {
  const { matches, points_per_win: ppw } = input;
  const tbs: RankCriterion[] = input.ranked_by === 'points_per_match' ? ['points_per_match', ...input.tie_breakers.filter((t) => t !== 'points')] : [...input.tie_breakers];
  const byId = new Map(input.teams.map((t) => [t.id, t]));
  const all = tallyMatches(byId.keys(), matches, ppw);
  for (const [id, points] of input.adjustments ?? []) {
    const t = all.get(id);
    if (t) t.points += points;
  }
  const r = new Ranking();
  if (input.ranked_by === 'points_per_match') r.fullMeetings = Math.max(0, ...meetings(matches).values());
  let blocks: Block[] = [[...byId.keys()]];
  for (let i = 0; i < tbs.length; i++) {
    const t = tbs[i]!;
    if (t === 'drawing_of_lots') break;
    if (t === 'points_per_match') blocks = step(blocks, (b) => r.split(b, pointsPerMatchCmp(all), t));
    else if (t === 'head_to_head') blocks = step(blocks, (b) => r.headToHead(b, matches, ppw));
    else if (t === 'carry_over_rounding') {
      const rounded = input.rounded ?? new Map<string, Rounding>();
      blocks = step(blocks, (b) => r.split(b, (x, y) => compareRounding(rounded.get(x), rounded.get(y)), t));
    }
    else if (t === 'carry_over_position') {
      const earlier = input.earlier_positions ?? new Map<string, number>();
      blocks = step(blocks, (b) => r.split(b, (x, y) => comparePosition(earlier.get(x), earlier.get(y)), t));
    }
    else if (isPart(t)) {
      let j = i;
      while (j + 1 < tbs.length && isPart(tbs[j + 1]!)) j++;
      const run = tbs.slice(i, j + 1) as HeadToHeadPart[];
      blocks = step(blocks, (b) => r.partsRun(b, run, matches, ppw));
      i = j;
    } else {
      const cmp = overallCmp(t as TieBreaker, all, input.fair_play);
      blocks = step(blocks, (b) => r.split(b, cmp, t));
    }
  }
  const stable = (a: string, b: string) => compareTeams(byId.get(a)!, byId.get(b)!);
  return blocks.flatMap((b, block) =>
    [...b].sort(stable).map((team_id) => ({ team_id, block, decided_by: b.length > 1 ? 'unresolved' : (r.decided.get(team_id) ?? tbs[0] ?? 'points') })),
  );
}
