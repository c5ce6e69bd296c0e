/**
 * Runs the content consistency rules (src/lib/content/rules) on one live match: the match, its events,
 * line-ups and stats are put into a one-match season, exactly as content/ would hold them, and
 * checked by the same functions `npm run validate` uses. No live-only copy of the rules exists.
 */
import type { EventRow, LineupRow, MatchRow, PlayerRow, SquadRow, TeamStatsRow } from '../../schemas/content/index.ts';
import { eventRow, lineupRow, matchRow, teamStatsRow } from '../../schemas/content/index.ts';
import type { Dataset, Match, PlayedMatch } from '../dataset/dataset.ts';
import type { ReadRow } from '../content/csv-read.ts';
import { ProblemList, type Origin, type Problem } from '../content/problem.ts';
import type { RawContent, RawSeason } from '../content/raw-content.ts';
import { buildContext } from '../content/rules/context.ts';
import { checkMatches } from '../content/rules/match-score.ts';
import { checkEvents } from '../content/rules/match-events.ts';
import { checkLineups } from '../content/rules/lineups.ts';
import { checkTeamStats } from '../content/rules/team-stats.ts';

/** Origins name the live object (`event` + its ID, `match`, `lineup`, `stats`); columns index the fields. */
const columnsOf = (shape: object) => Object.fromEntries(Object.keys(shape).map((k, i) => [k, i + 1]));
const COLUMNS = {
  match: columnsOf(matchRow.shape),
  event: columnsOf(eventRow.shape),
  lineup: columnsOf(lineupRow.shape),
  stats: columnsOf(teamStatsRow.shape),
} as const;
type Kind = keyof typeof COLUMNS;

const origin = (kind: Kind, line: number): Origin => ({ file: kind, line, columns: COLUMNS[kind] });
const fieldAt = (kind: Kind, column: number) => Object.keys(COLUMNS[kind]).find((k) => COLUMNS[kind][k] === column) ?? null;

export interface LiveProblem {
  kind: Kind;
  /** Event ID for event problems; row index otherwise. */
  line: number;
  field: string | null;
  message: string;
}

/** Content-file wording → wording for a feed. */
function forFeed(message: string): string {
  return message
    .replace(/events\.csv/g, 'the events')
    .replace(/lineups\.csv/g, 'the line-ups')
    .replace(/this season's matches\.csv|matches\.csv/g, 'the matches')
    .replace(/players\.csv/g, 'the players');
}

export interface RuleChecker {
  check(match: PlayedMatch<MatchRow & { season_id: string }>, events: readonly EventRow[], lineups: readonly LineupRow[], stats: readonly TeamStatsRow[] | null): LiveProblem[];
}

/** A checker bound to the dataset. */
export function ruleChecker(ds: Dataset): RuleChecker {
  const none: Origin = { file: 'content', line: 0, columns: {} };
  const rowOf = new Map<string, ReadRow<PlayerRow>>();
  /** The players the match refers to (known to exist: ingest checks that first), as read rows. */
  const playersOf = (ids: Iterable<string | null>): ReadRow<PlayerRow>[] => {
    const out = new Map<string, ReadRow<PlayerRow>>();
    for (const id of ids) {
      const p = id === null ? undefined : ds.players.get(id);
      if (!p) continue;
      let row = rowOf.get(p.id);
      if (!row) rowOf.set(p.id, (row = { value: p, origin: none }));
      out.set(p.id, row);
    }
    return [...out.values()];
  };
  const squadRows = (teamId: string): ReadRow<SquadRow>[] => (ds.squads.get(teamId) ?? []).map((value) => ({ value, origin: none }));
  return {
    check(match, events, lineups, stats) {
      const season = ds.seasons.get(match.season_id);
      const raw: RawSeason = {
        slug: 'live', path: 'live', competition: season ?? null, competitionOrigin: none,
        // the teams as the match's own season lists them (a team's group belongs to the season)
        teams: [match.home_team_id, match.away_team_id].flatMap((id) => {
          const team = ds.seasonTeams.get(match.season_id)?.get(id);
          return team ? [{ value: team, origin: none }] : [];
        }),
        venues: [],
        squads: [...squadRows(match.home_team_id), ...squadRows(match.away_team_id)],
        matches: [{ value: match, origin: origin('match', 0) }],
        events: events.map((value) => ({ value, origin: origin('event', value.seq) })),
        lineups: lineups.map((value, i) => ({ value, origin: origin('lineup', i) })),
        stats: (stats ?? []).map((value, i) => ({ value, origin: origin('stats', i) })),
      };
      const players = playersOf([...events.flatMap((e) => [e.player_id, e.player_off_id]), ...lineups.map((l) => l.player_id)]);
      const content: RawContent = { tolerance: { unreadable: new Set(), rejected: new Set() }, countries: [], players, seasons: [raw] };
      const ctx = buildContext(content);
      const sc = ctx.seasons[0]!;
      const problems = new ProblemList();
      checkMatches(sc, problems);
      checkEvents(ctx, sc, problems);
      checkLineups(ctx, sc, problems);
      checkTeamStats(sc, problems);
      return problems.items.map((p: Problem) => {
        const kind = p.file as Kind;
        return { kind, line: p.line, field: fieldAt(kind, p.column), message: forFeed(p.message) };
      });
    },
  };
}
