/**
 * Serialisers: content rows → API resources (interface.md §2, decisions.md shapes). Pure functions
 * of the dataset; the live overlay passes its own match state and events through the same code.
 */
import type { EventRow, LineupRow, PlayerRow, TeamStatsRow } from '../../schemas/content/index.ts';
import { STAT_FIELDS, isCancelled, startTimeTbd, statusDetail, updatedAt } from '../../schemas/content/index.ts';
import type {
  MatchDetail, MatchEvent, MatchLineups, MatchListItem, MatchStats, PlayerDetail, PlayerListItem,
} from '../../schemas/api/index.ts';
import { played, venueOf, type Dataset, type Match } from '../dataset/dataset.ts';
import { teamRef } from '../dataset/team-ref.ts';
import { lineupsRecorded, matchCoverage, statsRecorded, type RecordedRows } from './coverage.ts';
import type { MatchSource } from '../dataset/match-source.ts';

export type Lookup = Pick<Dataset, 'teams' | 'venues' | 'seasonVenues' | 'seasons' | 'players' | 'countries'>;


export function playerRef(ds: Lookup, id: string) {
  const p = ds.players.get(id)!;
  return { id: p.id, name: p.short_name, position: p.position };
}

function core(ds: Lookup, m: Match) {
  const v = venueOf(ds, m);
  return {
    id: m.id,
    match_number: m.match_number,
    home_team: m.home_team_id === null ? null : teamRef(ds, m.home_team_id),
    away_team: m.away_team_id === null ? null : teamRef(ds, m.away_team_id),
    status: m.status,
    home_score: isCancelled(m) ? null : m.home_score,
    away_score: isCancelled(m) ? null : m.away_score,
    status_detail: statusDetail(m),
    scheduled_at: m.scheduled_at,
    start_time_tbd: startTimeTbd(m),
    venue: v === null ? null : { name: v.name, city: v.city },
    home_slot: m.home_team_id === null ? m.home_slot : null,
    away_slot: m.away_team_id === null ? m.away_slot : null,
  };
}

export function toMatchListItem(ds: Lookup, m: Match): MatchListItem {
  const s = ds.seasons.get(m.season_id)!;
  const c = core(ds, m);
  return {
    id: c.id,
    match_number: c.match_number,
    competition: { id: s.id, name: s.name, year: s.year },
    stage: { name: m.stage },
    group: m.group === null ? null : { name: m.group },
    home_team: c.home_team,
    away_team: c.away_team,
    status: c.status,
    home_score: c.home_score,
    away_score: c.away_score,
    status_detail: c.status_detail,
    scheduled_at: c.scheduled_at,
    start_time_tbd: c.start_time_tbd,
    venue: c.venue,
    home_slot: c.home_slot,
    away_slot: c.away_slot,
    updated_at: updatedAt(m),
  };
}

/**
 * Goals of one period. A completed match whose source does not know them: null; before and during
 * the match, periods not played yet are 0-0.
 */
function periodGoals(m: Match, period: 'first_half' | 'second_half' | 'extra_time'): MatchDetail['first_half'] {
  const home = m[`${period}_home`];
  const away = m[`${period}_away`];
  if (home !== null && away !== null) return { home, away };
  return m.status === 'completed' ? null : { home: home ?? 0, away: away ?? 0 };
}

/**
 * The match detail; `source` gives the line-up and stats rows behind `coverage` and, while the match
 * is in play, its clock (`minute` and `period`, as the live list has them; null otherwise).
 */
export function toMatchDetail(ds: Lookup, m: Match, source: RecordedRows & Pick<MatchSource, 'clock'>): MatchDetail {
  const clock = m.status === 'in_play' ? source.clock?.(m.id) : undefined;
  return {
    ...core(ds, m),
    first_half: periodGoals(m, 'first_half'),
    second_half: periodGoals(m, 'second_half'),
    extra_time: m.has_extra_time ? periodGoals(m, 'extra_time') : null,
    home_penalty: m.has_penalties ? m.home_penalty : null,
    away_penalty: m.has_penalties ? m.away_penalty : null,
    has_extra_time: m.has_extra_time,
    has_penalties: m.has_penalties,
    home_formation: m.home_formation,
    away_formation: m.away_formation,
    coverage: matchCoverage(m, source),
    minute: clock?.minute ?? null,
    period: clock?.period ?? null,
    updated_at: updatedAt(m),
  };
}

/** One event, keys in the order of interface.md 2.4. */
export function toMatchEvent(ds: Lookup, e: EventRow): MatchEvent {
  const out: Record<string, unknown> = { id: e.seq, type: e.type, detail: e.detail, minute: e.minute };
  if (e.type === 'goal' || e.extra_minute !== null) out.extra_minute = e.extra_minute;
  out.team = teamRef(ds, e.team_id);
  out.player = e.player_id ? playerRef(ds, e.player_id) : null;
  if (e.type === 'substitution' && e.player_off_id) out.player_off = playerRef(ds, e.player_off_id);
  if ((e.type === 'goal' || e.type === 'shootout') && e.score_home !== null && e.score_away !== null) out.score = { home: e.score_home, away: e.score_away };
  return out as MatchEvent;
}

/** Stats of both teams, or null when the match has none recorded. */
export function toMatchStats(ds: Lookup, m: Match, rows: readonly TeamStatsRow[] | undefined): MatchStats | null {
  if (!statsRecorded(m, rows)) return null;
  const home = rows!.find((r) => r.team_id === m.home_team_id)!;
  const away = rows!.find((r) => r.team_id === m.away_team_id)!;
  const side = (r: TeamStatsRow) => ({ team: teamRef(ds, r.team_id), ...Object.fromEntries(STAT_FIELDS.map((f) => [f, r[f]])) }) as MatchStats['home'];
  return { home: side(home), away: side(away) };
}

/**
 * Line-ups of both teams, or null unless both are recorded (decisions.md: `starting` holds 11
 * entries; a match whose source lacks one team's line-up answers 404 like one without any).
 */
export function toMatchLineups(ds: Lookup, match: Match, rows: readonly LineupRow[] | undefined): MatchLineups | null {
  if (!lineupsRecorded(match, rows)) return null; // also a fixture whose teams are not known
  const m = played(match);
  const side = (teamId: string, formation: string | null) => {
    const mine = rows!.filter((r) => r.team_id === teamId);
    const entry = (r: LineupRow) => ({ player: playerRef(ds, r.player_id), jersey_number: r.jersey_number, position: r.position, captain: r.captain });
    return {
      team: teamRef(ds, teamId),
      formation,
      starting: mine.filter((r) => r.starter).map(entry),
      substitutes: mine.filter((r) => !r.starter).map(entry),
    };
  };
  return { home: side(m.home_team_id, m.home_formation), away: side(m.away_team_id, m.away_formation) };
}

export function toPlayerListItem(p: PlayerRow): PlayerListItem {
  return {
    id: p.id, first_name: p.first_name, last_name: p.last_name, full_name: p.full_name, short_name: p.short_name,
    position: p.position, date_of_birth: p.date_of_birth, country_code: p.country_code, height_cm: p.height_cm,
  };
}

export function toPlayerDetail(ds: Lookup, p: PlayerRow): PlayerDetail {
  return { ...toPlayerListItem(p), country_name: ds.countries.get(p.country_code)?.name ?? p.country_code };
}
