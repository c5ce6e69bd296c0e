/**
 * A competition (season) seen through the tournament domain: status, tables, bracket, scorers and
 * player statistics, computed from a MatchSource, so the live overlay counts (a match in play
 * counts with its current score). The API, the site and the live stream all read it. Views are
 * cached per source list: the static source's list never changes, the live overlay makes a new
 * list with every live change, so a view is computed at most once per change.
 */
import type { EventRow, LineupRow } from '../../schemas/content/index.ts';
import { competitionKind, stageKind, type StageKind } from '../../schemas/content/competition.ts';
import type { MatchSource } from './match-source.ts';
import { teamRef } from './team-ref.ts';
import { seasonMatchesOf } from './season-matches.ts';
import type { Dataset, Match, Season } from './dataset.ts';
import { comparePlayers, groupMembers } from './dataset.ts';
import {
  adjustmentsAt, atCutOff, buildBracket, carryPoints, computeGroupStandings, computePlayerStats, decidingMatches, matchWinnerId, positionsForGroup, rankScorers,
  type Bracket, type CardEvent, type CutOff, type GroupStandings, type PlayerCompetitionStats, type Rounding, type Scorer, type TeamRef,
} from '../tournament/index.ts';
import { leaguePositionsBefore, tieRulesOf } from '../tournament/ties/index.ts';
import type { CarryOver } from '../../schemas/content/competition-rules.ts';

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
  /** player id → statistics in this competition (players who played); computed when first read, with the scorers. */
  playerStats: Map<string, PlayerCompetitionStats>;
  scorers: Scorer[];
}

const cache = new WeakMap<readonly Match[], Map<string, CompetitionView>>();


export function competitionView(ds: Dataset, season: Season, source: MatchSource): CompetitionView {
  const list = source.list();
  let views = cache.get(list);
  if (!views) cache.set(list, (views = new Map()));
  let view = views.get(season.id);
  if (!view) views.set(season.id, (view = compute(ds, season, source, list)));
  return view;
}

function compute(ds: Dataset, season: Season, source: MatchSource, list: readonly Match[]): CompetitionView {
  const matches = seasonMatchesOf(list, season.id);
  const events = new Map<string, readonly EventRow[]>(matches.map((m) => [m.id, source.events(m.id)]));
  const status: CompetitionStatus =
    matches.length > 0 && matches.every((m) => m.status === 'completed') ? 'completed' : matches.some((m) => m.status !== 'scheduled') ? 'in_progress' : 'scheduled';
  const standings = standingsOf(ds, season, matches, events);
  const bracket = buildBracket(
    season.stages.filter((s) => stageKind(s) === 'knockout').map((s) => ({
      // a play-off tie level with no shoot-out goes to the better-placed team (rules.level_tie)
      ...(season.rules.level_tie ? { rules: tieRulesOf(season.rules, leaguePositionsBefore(standings.filter((t) => t.group === null).map((t) => ({ stage: t.stage.name, rows: t.rows })), matches, s.name)) } : {}),
      name: s.name,
      matches: matches.filter((m) => m.stage === s.name).map((m) => ({
        ...m,
        home_team: m.home_team_id === null ? null : teamRef(ds, m.home_team_id),
        away_team: m.away_team_id === null ? null : teamRef(ds, m.away_team_id),
      })),
    })),
    tieRulesOf(season.rules),
  );
  // The player statistics and scorers are computed when first read (a club's history reads the tables
  // of each of its seasons and nothing else), from what the source said now.
  const played = matches.filter((m) => m.status !== 'scheduled');
  const lineupsNow = played.map((m) => source.lineups(m.id));
  const liveNow = source.live();
  let players: { playerStats: Map<string, PlayerCompetitionStats>; scorers: Scorer[] } | null = null;
  const playerFigures = () => {
    if (players) return players;
    const lineups: (LineupRow & { match_id: string })[] = lineupsNow.flatMap((l) => [...(l ?? [])]);
    const allEvents = matches.flatMap((m) => [...(events.get(m.id) ?? [])]);
    const stats = computePlayerStats(
      matches.map((m) => ({ ...m, competition_id: season.id, minute: liveNow.find((l) => l.match.id === m.id)?.clock.minute ?? null })),
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
    return (players = { playerStats, scorers: rankScorers(goals, (id) => playerStats.get(id), order) });
  };
  return {
    season, matches, status, live: matches.some((m) => m.status === 'in_play'), standings, bracket, winner: winnerOf(ds, season, matches, standings),
    get playerStats() { return playerFigures().playerStats; },
    get scorers() { return playerFigures().scorers; },
  };
}

/**
 * The tables of a competition at a cut-off (after a matchday, or on a date: table-cutoff.ts),
 * from the same matches and rules as the view; not cached (a query, not the published state).
 */
export function standingsAt(ds: Dataset, season: Season, source: MatchSource, cut: CutOff): StandingsEntry[] {
  const matches = atCutOff(seasonMatchesOf(source.list(), season.id), cut);
  const events = new Map<string, readonly EventRow[]>(matches.map((m) => [m.id, m.status === 'scheduled' ? [] : source.events(m.id)]));
  // Adjustments that took effect after the cut-off (`from_date`) are left out.
  const rules = { ...season.rules, adjustments: adjustmentsAt(season.rules.adjustments ?? [], matches, cut) };
  return standingsOf(ds, { ...season, rules }, matches, events);
}

/** Whether a content entry scoped by `stage`/`group` (absent: the first table stage / every group) applies to a table. */
function scoped(entry: { stage?: string; group?: string }, stage: string, group: string | null, firstTableStage: string | undefined): boolean {
  return (entry.stage ?? firstTableStage) === stage && (entry.group === undefined || entry.group === group);
}

function standingsOf(ds: Dataset, season: Season, matches: readonly Match[], events: Map<string, readonly EventRow[]>): StandingsEntry[] {
  const rules = season.rules;
  const firstTableStage = season.stages.find((s) => stageKind(s) !== 'knockout')?.name;
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
        // The season's teams.csv `group` is a team's group in the first group stage: before its
        // matches are published, that stage takes its members from it. A later group stage (1974,
        // 1978: a team in a second group) takes its members from its matches only.
        if (firstGroupStage) for (const id of groupMembers(ds, season.id, g)) teams.add(id);
        if (ms.length > 0 || teams.size > 0) tables.push({ group: g, ms, teams });
      }
      firstGroupStage = false;
    }
    for (const t of tables) {
      const carried = carriedPoints(rules.carry_over ?? [], stage.name, t.teams, out);
      const table = computeGroupStandings({
        teams: [...t.teams].map((id) => teamRef(ds, id)),
        matches: t.ms,
        cards: cardsOf(t.ms),
        rules,
        fixed_positions: t.group === null ? [] : positionsForGroup(rules, t.group),
        adjustments: [...(rules.adjustments ?? []).filter((a) => scoped(a, stage.name, t.group, firstTableStage)), ...carried.adjustments],
        zones: rules.declared_void ? [] : (rules.zones ?? []).filter((z) => scoped(z, stage.name, t.group, firstTableStage)),
        rounded: carried.rounded,
        earlier_positions: carried.positions,
      });
      out.push({ stage: { name: stage.name, kind }, group: t.group === null ? null : { name: t.group }, ...table });
    }
  }
  return out;
}

/**
 * The points a split season's stage carries over (rules.carry_over): each of its teams' points in
 * the `from` stage's table (already computed: stages come in order), all or halved and rounded
 * (carryPoints), as an adjustment with its reason; `rounded` the teams whose half was rounded, and
 * which way; `positions` each team's position in that table (tie-breaker `carry_over_position`;
 * the first rule naming the stage wins if several do).
 */
function carriedPoints(rules: readonly CarryOver[], stage: string, teams: ReadonlySet<string>, earlier: readonly StandingsEntry[]): CarriedIn {
  const out: CarriedIn = { adjustments: [], rounded: new Map(), positions: new Map() };
  for (const c of rules.filter((r) => r.stage === stage)) {
    for (const row of earlier.filter((e) => e.stage.name === c.from).flatMap((e) => e.rows)) {
      if (!teams.has(row.team.id)) continue;
      const carried = carryPoints(row.points, c.points, c.from);
      if (carried.rounded) out.rounded.set(row.team.id, carried.rounded);
      if (!out.positions.has(row.team.id)) out.positions.set(row.team.id, row.position);
      if (carried.points !== 0) out.adjustments.push({ team_id: row.team.id, points: carried.points, reason: carried.reason });
    }
  }
  return out;
}

/** What a stage's table takes from the stage its points are carried from (carriedPoints). */
interface CarriedIn {
  adjustments: { team_id: string; points: number; reason: string }[];
  rounded: Map<string, Rounding>;
  positions: Map<string, number>;
}

/** The known teams of a match (none, one or two). */
export function teamsOf(m: Pick<Match, 'home_team_id' | 'away_team_id'>): string[] {
  return [m.home_team_id, m.away_team_id].filter((t): t is string => t !== null);
}

/** The stage whose result names the season's winner: `rules.title_stage`, else the deciding stage (below). */
export function titleStage(season: Season): Season['stages'][number] | undefined {
  const title = season.rules.title_stage;
  return title === undefined ? lastDecidingStage(season) : season.stages.find((s) => s.name === title);
}

function winnerOf(ds: Dataset, season: Season, matches: readonly Match[], standings: StandingsEntry[]): TeamRef | null {
  const last = titleStage(season);
  if (!last || season.rules.declared_void) return null;
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

/**
 * The stage that decides the winner: the last stage; in a league whose last stages are knockout
 * play-offs (promotion play-offs, European play-offs) the last league stage, whose leader is the champion.
 */
function lastDecidingStage(season: Season): Season['stages'][number] | undefined {
  if (competitionKind(season) !== 'league') return season.stages.at(-1);
  return [...season.stages].reverse().find((s) => stageKind(s) === 'league') ?? season.stages.at(-1);
}
