/**
 * A competition (season) seen through the tournament domain: status, tables, bracket, scorers and
 * player statistics, computed from a MatchSource, so the live overlay counts (a match in play
 * counts with its current score). The API, the site and the live stream all read it. Views are
 * cached per source list: the static source's list never changes, the live overlay makes a new
 * list with every live change, so a view is computed at most once per change.
 */
import type { EventRow, LineupRow } from '../../schemas/content/index.ts';
import { stageKind, type StageKind } from '../../schemas/content/competition.ts';
import type { MatchSource } from '../api/match-source.ts';
import { teamRef } from '../api/resources.ts';
import type { Dataset, Match, Season } from './dataset.ts';
import { comparePlayers } from './dataset.ts';
import {
  buildBracket, computeGroupStandings, computePlayerStats, decidingMatches, matchWinnerId, positionsForGroup, rankScorers,
  type Bracket, type CardEvent, type GroupStandings, type PlayerCompetitionStats, type Scorer, type TeamRef,
} from '../tournament/index.ts';

export type CompetitionStatus = 'scheduled' | 'in_progress' | 'completed';

export interface StandingsEntry extends GroupStandings {
  stage: { name: string; kind: StageKind };
  /** null for a league stage (one table). */
  group: { name: string } | null;
}

export interface CompetitionView {
  season: Season;
  /** The season's matches in list order, live state applied. */
  matches: readonly Match[];
  status: CompetitionStatus;
  /** A match of the competition is in play. */
  live: boolean;
  standings: StandingsEntry[];
  bracket: Bracket;
  /** The winner once the last stage is decided, else null. */
  winner: TeamRef | null;
  /** player id → statistics in this competition (players who played). */
  playerStats: Map<string, PlayerCompetitionStats>;
  scorers: Scorer[];
}

const cache = new WeakMap<readonly Match[], Map<string, CompetitionView>>();

export function competitionView(ds: Dataset, season: Season, source: MatchSource): CompetitionView {
  const list = source.list();
  let bySeason = cache.get(list);
  if (!bySeason) cache.set(list, (bySeason = new Map()));
  let view = bySeason.get(season.id);
  if (!view) bySeason.set(season.id, (view = compute(ds, season, source, list)));
  return view;
}

function compute(ds: Dataset, season: Season, source: MatchSource, list: readonly Match[]): CompetitionView {
  const matches = list.filter((m) => m.season_id === season.id);
  const events = new Map<string, readonly EventRow[]>(matches.map((m) => [m.id, source.events(m.id)]));
  const status: CompetitionStatus =
    matches.length > 0 && matches.every((m) => m.status === 'completed') ? 'completed' : matches.some((m) => m.status !== 'scheduled') ? 'in_progress' : 'scheduled';
  const standings = standingsOf(ds, season, matches, events);
  const bracket = buildBracket(
    season.stages.filter((s) => stageKind(s) === 'knockout').map((s) => ({
      name: s.name,
      matches: matches.filter((m) => m.stage === s.name).map((m) => ({
        ...m,
        home_team: m.home_team_id === null ? null : teamRef(ds, m.home_team_id),
        away_team: m.away_team_id === null ? null : teamRef(ds, m.away_team_id),
      })),
    })),
  );
  const lineups: (LineupRow & { match_id: string })[] = matches.flatMap((m) => (m.status === 'scheduled' ? [] : [...(source.lineups(m.id) ?? [])]));
  const allEvents = matches.flatMap((m) => [...(events.get(m.id) ?? [])]);
  const stats = computePlayerStats(
    matches.map((m) => ({ ...m, competition_id: season.id, minute: source.live().find((l) => l.match.id === m.id)?.clock.minute ?? null })),
    lineups,
    allEvents,
  );
  const playerStats = new Map<string, PlayerCompetitionStats>();
  for (const [pid, entries] of stats) if (entries[0]) playerStats.set(pid, entries[0]);
  const goals = allEvents.filter((e) => e.type === 'goal' && e.player_id !== null).map((e) => ({ match_id: e.match_id, team_id: e.team_id, player_id: e.player_id!, detail: e.detail as 'normal' | 'penalty' | 'own_goal' }));
  const order = (a: string, b: string) => {
    const pa = ds.players.get(a);
    const pb = ds.players.get(b);
    return pa && pb ? comparePlayers(pa, pb) : a < b ? -1 : a > b ? 1 : 0;
  };
  const scorers = rankScorers(goals, (id) => playerStats.get(id), order);
  return { season, matches, status, live: matches.some((m) => m.status === 'in_play'), standings, bracket, winner: winnerOf(ds, season, matches, standings), playerStats, scorers };
}

function standingsOf(ds: Dataset, season: Season, matches: readonly Match[], events: Map<string, readonly EventRow[]>): StandingsEntry[] {
  const rules = season.rules;
  const cardsOf = (ms: readonly Match[]): CardEvent[] =>
    ms.flatMap((m) => (events.get(m.id) ?? []).filter((e) => e.type === 'card').map((e) => ({ match_id: m.id, team_id: e.team_id, player_id: e.player_id, detail: e.detail as CardEvent['detail'], minute: e.minute })));
  const out: StandingsEntry[] = [];
  let firstGroupStage = true;
  for (const stage of season.stages) {
    const kind = stageKind(stage);
    if (kind === 'knockout') continue;
    const inStage = matches.filter((m) => m.stage === stage.name);
    const tables: { group: string | null; ms: Match[]; teams: Set<string> }[] = [];
    if (kind === 'league') {
      tables.push({ group: null, ms: inStage, teams: new Set(inStage.flatMap(teamsOf)) });
    } else {
      for (const g of season.groups) {
        const ms = inStage.filter((m) => m.group === g);
        const teams = new Set(ms.flatMap(teamsOf));
        // teams.csv `group` is a team's group in the first group stage: before its matches are
        // published, that stage takes its members from it. A later group stage (1974, 1978: a team
        // in a second group) takes its members from its matches only.
        if (firstGroupStage) for (const t of ds.teams.values()) if (t.group === g && seasonHasTeam(ds, season, t.id, matches)) teams.add(t.id);
        if (ms.length > 0 || teams.size > 0) tables.push({ group: g, ms, teams });
      }
      firstGroupStage = false;
    }
    for (const t of tables) {
      const table = computeGroupStandings({
        teams: [...t.teams].map((id) => teamRef(ds, id)),
        matches: t.ms,
        cards: cardsOf(t.ms),
        rules,
        fixed_positions: t.group === null ? [] : positionsForGroup(rules, t.group),
      });
      out.push({ stage: { name: stage.name, kind }, group: t.group === null ? null : { name: t.group }, ...table });
    }
  }
  return out;
}

/** The known teams of a match (none, one or two). */
export function teamsOf(m: Pick<Match, 'home_team_id' | 'away_team_id'>): string[] {
  return [m.home_team_id, m.away_team_id].filter((t): t is string => t !== null);
}

/** teams.csv is per season but the dataset merges teams: a team belongs to the season when its squad or a match says so. */
function seasonHasTeam(ds: Dataset, season: Season, teamId: string, matches: readonly Match[]): boolean {
  return (ds.squads.get(teamId) ?? []).some((r) => r.season_id === season.id) || matches.some((m) => m.home_team_id === teamId || m.away_team_id === teamId);
}

function winnerOf(ds: Dataset, season: Season, matches: readonly Match[], standings: StandingsEntry[]): TeamRef | null {
  const last = season.stages.at(-1);
  if (!last) return null;
  const kind = stageKind(last);
  if (kind === 'league') {
    const table = standings.find((s) => s.stage.name === last.name);
    return table?.complete && table.rows[0] && table.rows[0].decided_by !== 'unresolved' ? table.rows[0].team : null;
  }
  // a drawn final that was replayed is not the deciding match: its replay is
  const finals = decidingMatches(matches.filter((m) => m.stage === last.name));
  if (kind !== 'knockout' || finals.length !== 1) return null;
  const id = matchWinnerId(finals[0]!);
  return id === null ? null : teamRef(ds, id);
}
