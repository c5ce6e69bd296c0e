/**
 * Orders the teams of one group by the competition's tie-breakers, in the order it names them.
 * Every criterion splits the blocks of teams the earlier ones left level; a team is "decided by"
 * the criterion that left it alone in its block. Teams still level at the end (or at
 * `drawing_of_lots`) are 'unresolved' and ordered stably by name, then ID.
 */
import type { TieBreaker } from '../../schemas/content/competition-rules.ts';
import { isPart, miniCmp, overallCmp, partCmp, type Cmp, type HeadToHeadPart } from './criteria.ts';
import { compareTeams, type TeamRef } from './team-ref.ts';
import { tallyMatches, type TallyMatch } from './tally.ts';

/** Which tie-breaker placed a team; 'fixed' when content fixed it; 'unresolved' when nothing did. */
export type DecidedBy = TieBreaker | 'fixed' | 'unresolved';

export interface RankInput {
  teams: readonly TeamRef[];
  /** The counted matches of the group (both teams known). */
  matches: readonly TallyMatch[];
  points_per_win: number;
  tie_breakers: readonly TieBreaker[];
  /** Fair-play points per team (absent = 0). */
  fair_play: ReadonlyMap<string, number>;
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
  split(block: Block, cmp: Cmp, by: TieBreaker): Block[] {
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

  /** Recursive head-to-head: re-applied to every smaller subset still level. */
  headToHead(block: Block, matches: readonly TallyMatch[], ppw: number): Block[] {
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
  const { matches, points_per_win: ppw, tie_breakers: tbs } = input;
  const byId = new Map(input.teams.map((t) => [t.id, t]));
  const all = tallyMatches(byId.keys(), matches, ppw);
  const r = new Ranking();
  let blocks: Block[] = [[...byId.keys()]];
  for (let i = 0; i < tbs.length; i++) {
    const t = tbs[i]!;
    if (t === 'drawing_of_lots') break;
    if (t === 'head_to_head') blocks = step(blocks, (b) => r.headToHead(b, matches, ppw));
    else if (isPart(t)) {
      let j = i;
      while (j + 1 < tbs.length && isPart(tbs[j + 1]!)) j++;
      const run = tbs.slice(i, j + 1) as HeadToHeadPart[];
      blocks = step(blocks, (b) => r.partsRun(b, run, matches, ppw));
      i = j;
    } else {
      const cmp = overallCmp(t, all, input.fair_play);
      blocks = step(blocks, (b) => r.split(b, cmp, t));
    }
  }
  const stable = (a: string, b: string) => compareTeams(byId.get(a)!, byId.get(b)!);
  return blocks.flatMap((b, block) =>
    [...b].sort(stable).map((team_id) => ({ team_id, block, decided_by: b.length > 1 ? 'unresolved' : (r.decided.get(team_id) ?? tbs[0] ?? 'points') })),
  );
}
