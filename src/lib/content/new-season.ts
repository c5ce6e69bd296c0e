/**
 * An empty, valid season for editors to fill in (`npm run new:season`): competition.json with the
 * default rules, the stages of a "groups, then knockout" format and its groups; every CSV with its
 * header and no rows.
 */
import { DEFAULT_TIE_BREAKERS } from '../../schemas/content/competition-rules.ts';
import type { Stage } from '../../schemas/content/competition.ts';
import type { SeasonContent } from './season-content.ts';

export interface SeasonFormat {
  /** Teams taking part (2-256). */
  teams: number;
  /** Groups of the group stage (0-26); 0: a knockout tournament. */
  groups: number;
  /** A match for third place before the final. */
  thirdPlace: boolean;
}

const pow2Above = (n: number): number => 2 ** Math.ceil(Math.log2(n));
const pow2Below = (n: number): number => 2 ** Math.floor(Math.log2(n));

/** Why the format cannot be scaffolded, or null. */
export function formatProblem({ teams, groups }: SeasonFormat): string | null {
  if (!Number.isInteger(teams) || teams < 2 || teams > 256) return '--teams must be a whole number from 2 to 256';
  if (!Number.isInteger(groups) || groups < 0 || groups > 26) return '--groups must be a whole number from 0 (no group stage) to 26';
  if (groups * 2 > teams) return `${teams} teams cannot make ${groups} groups of at least 2 teams`;
  return null;
}

/** `Final`, `Semi-finals`, `Quarter-finals`, else `Round of N`, for a round of `size` teams. */
function roundName(size: number): string {
  return size === 2 ? 'Final' : size === 4 ? 'Semi-finals' : size === 8 ? 'Quarter-finals' : `Round of ${size}`;
}

/**
 * Stages in playing order: a group stage when there are groups, then knockout rounds down to the
 * final. The knockout starts with the group winners and runners-up (best third-placed teams fill it
 * up to a power of two, as in 24- and 48-team formats), or with every team when there are no groups.
 */
export function formatStages({ teams, groups, thirdPlace }: SeasonFormat): Stage[] {
  const stages: Stage[] = groups > 0 ? [{ name: 'Group stage', knockout: false, kind: 'group' }] : [];
  let size = groups > 0 ? Math.min(pow2Above(groups * 2), pow2Below(teams)) : pow2Above(teams);
  for (; size >= 2; size /= 2) {
    if (size === 2 && thirdPlace) stages.push({ name: 'Match for third place', knockout: true });
    stages.push({ name: roundName(size), knockout: true });
  }
  return stages;
}

/** `Group A` … for `n` groups. */
export function groupNames(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `Group ${String.fromCharCode(65 + i)}`);
}

/** The season's content: competition.json filled in, every CSV empty (header only). */
export function emptySeason(slug: string, name: string, year: number, format: SeasonFormat): SeasonContent {
  return {
    competition: {
      id: `season_${slug}`,
      name,
      year,
      demo: false,
      stages: formatStages(format),
      groups: groupNames(format.groups),
      rules: { points_per_win: 3, tie_breakers: [...DEFAULT_TIE_BREAKERS] },
    },
    teams: [], venues: [], squads: [], matches: [], events: [], lineups: [], stats: [],
  };
}
