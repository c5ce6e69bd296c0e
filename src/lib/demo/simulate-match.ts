/**
 * One match from kick-off to the final whistle, as content rows: the match (score by period, extra
 * time, shoot-out, formations), its events in order with running scores, both line-ups and both
 * teams' statistics. A scheduled match is only its row, with the score at 0-0 and nothing else.
 */
import type { EventRow, LineupRow, MatchRow, TeamStatsRow, VenueRow } from '../../schemas/content/index.ts';
import { pickFormation } from './formations.ts';
import { pickLineup, type Lineup } from './lineup.ts';
import { planMatch, SIDES, type Forced, type Side } from './match-plan.ts';
import { matchStats } from './match-stats.ts';
import { playTimeline, type TimelineEvent } from './match-timeline.ts';
import { breakdownPeriod } from './minutes.ts';
import type { Rng } from './prng.ts';
import { playShootout } from './shootout.ts';
import type { Squad } from './types.ts';

export interface MatchSpec {
  id: string;
  number: number;
  stage: string;
  group: string | null;
  knockout: boolean;
  kickoff: string;
  venue: VenueRow;
  home: Squad;
  away: Squad;
  completed: boolean;
  forced: Forced;
  /** Offsides not recorded (empty stats cells). */
  noOffsides: boolean;
}

export interface SimulatedMatch {
  match: MatchRow;
  events: EventRow[];
  lineups: LineupRow[];
  stats: TeamStatsRow[];
  /** Side that won (after extra time or the shoot-out); null for a draw or a scheduled match. */
  winner: Side | null;
}

/** Goals a team is expected to score in 90 minutes against this opponent. */
export function expectedGoals(strength: number, opponent: number): number {
  return Math.max(0.25, Math.min(3.2, 1.28 * Math.exp((strength - opponent) / 50)));
}

function lineupRows(matchId: string, teamId: string, lineup: Lineup): LineupRow[] {
  const row = (m: Lineup['bench'][number], position: LineupRow['position'], starter: boolean): LineupRow => ({
    match_id: matchId,
    team_id: teamId,
    player_id: m.player.row.id,
    jersey_number: m.jersey,
    position,
    starter,
    captain: m.player.row.id === lineup.captainId,
  });
  return [...lineup.starters.map((s) => row(s.member, s.role, true)), ...lineup.bench.map((m) => row(m, m.player.position, false))];
}

function eventRows(matchId: string, teamIds: Record<Side, string>, events: TimelineEvent[]): EventRow[] {
  const score = { home: 0, away: 0 };
  const shootout = { home: 0, away: 0 };
  return events.map((e, i) => {
    let scoreHome: number | null = null;
    let scoreAway: number | null = null;
    if (e.type === 'goal') {
      score[e.side]++;
      [scoreHome, scoreAway] = [score.home, score.away];
    } else if (e.type === 'shootout') {
      if (e.detail === 'scored') shootout[e.side]++;
      [scoreHome, scoreAway] = [shootout.home, shootout.away];
    }
    return {
      match_id: matchId,
      seq: i + 1,
      type: e.type,
      detail: e.detail,
      minute: e.at.minute,
      extra_minute: e.at.extra,
      team_id: teamIds[e.side],
      player_id: e.playerId,
      player_off_id: e.playerOffId,
      score_home: scoreHome,
      score_away: scoreAway,
    };
  });
}

export function simulateMatch(rng: Rng, spec: MatchSpec): SimulatedMatch {
  const teamIds = { home: spec.home.nation.teamId, away: spec.away.nation.teamId };
  const base: MatchRow = {
    id: spec.id,
    match_number: spec.number,
    stage: spec.stage,
    group: spec.group,
    home_slot: null,
    away_slot: null,
    home_team_id: teamIds.home,
    away_team_id: teamIds.away,
    venue_id: spec.venue.id,
    scheduled_at: spec.kickoff,
    status: 'scheduled',
    home_score: 0,
    away_score: 0,
    first_half_home: null,
    first_half_away: null,
    second_half_home: null,
    second_half_away: null,
    extra_time_home: null,
    extra_time_away: null,
    has_extra_time: false,
    has_penalties: false,
    home_penalty: null,
    away_penalty: null,
    home_formation: null,
    away_formation: null,
    attendance: null,
  };
  if (!spec.completed) return { match: base, events: [], lineups: [], stats: [], winner: null };

  const squads = { home: spec.home, away: spec.away };
  const lineups = {} as Record<Side, Lineup>;
  for (const s of SIDES) lineups[s] = pickLineup(rng, squads[s], rng.chance(0.8) ? squads[s].formation : pickFormation(rng));
  const strength = { home: spec.home.strength, away: spec.away.strength };
  const expected = { home: expectedGoals(strength.home, strength.away), away: expectedGoals(strength.away, strength.home) };

  const plan = planMatch(rng, { knockout: spec.knockout, expected, forced: spec.forced });
  const { events, state } = playTimeline(rng, plan, lineups);
  const goals = { home: 0, away: 0 };
  const periods = { first_half: { home: 0, away: 0 }, second_half: { home: 0, away: 0 }, extra_time: { home: 0, away: 0 } };
  for (const e of events) {
    if (e.type !== 'goal') continue;
    goals[e.side]++;
    periods[breakdownPeriod(e.at)][e.side]++;
  }
  let penalties: Record<Side, number> | null = null;
  if (spec.knockout && goals.home === goals.away) {
    const shootout = playShootout(rng, { home: state.home.onPitch, away: state.away.onPitch }, plan.extraTime ? 120 : 90);
    events.push(...shootout.events);
    penalties = shootout.score;
  }
  const winner: Side | null =
    goals.home !== goals.away ? (goals.home > goals.away ? 'home' : 'away') : penalties ? (penalties.home > penalties.away ? 'home' : 'away') : null;

  const match: MatchRow = {
    ...base,
    status: 'completed',
    home_score: goals.home,
    away_score: goals.away,
    first_half_home: periods.first_half.home,
    first_half_away: periods.first_half.away,
    second_half_home: periods.second_half.home,
    second_half_away: periods.second_half.away,
    extra_time_home: plan.extraTime ? periods.extra_time.home : null,
    extra_time_away: plan.extraTime ? periods.extra_time.away : null,
    has_extra_time: plan.extraTime,
    has_penalties: penalties !== null,
    home_penalty: penalties?.home ?? null,
    away_penalty: penalties?.away ?? null,
    home_formation: lineups.home.formation,
    away_formation: lineups.away.formation,
    attendance: Math.min(spec.venue.capacity ?? 0, Math.round((spec.venue.capacity ?? 40000) * (0.82 + 0.18 * rng.next()))),
  };
  const stats = matchStats(rng, { matchId: spec.id, teamIds, strength, expected, events, extraTime: plan.extraTime, noOffsides: spec.noOffsides });
  return {
    match,
    events: eventRows(spec.id, teamIds, events),
    lineups: [...lineupRows(spec.id, teamIds.home, lineups.home), ...lineupRows(spec.id, teamIds.away, lineups.away)],
    stats,
    winner,
  };
}
