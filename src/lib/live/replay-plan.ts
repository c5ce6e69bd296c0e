/**
 * A completed match from content/ as the feed messages a live feed would have sent, each at its
 * moment of play (`at`, in minutes of play from kick-off; added time and a compressed half-time
 * take a minute each). Only a match with every goal recorded (`events_recorded`) can be replayed.
 * Used by `npm run replay`, the live tests and `npm run bench:live`.
 */
import { eventsRecorded, type EventRow } from '../../schemas/content/index.ts';
import type { LivePeriod } from '../../schemas/content/vocabulary.ts';
import { played, type Dataset } from '../dataset/dataset.ts';
import type { FeedMessage } from './messages.ts';

type Unsequenced<T> = T extends unknown ? Omit<T, 'seq'> : never;
export type PlannedBody = Unsequenced<FeedMessage>;

export interface Planned {
  at: number;
  message: PlannedBody;
}

function eventMessage(e: EventRow): PlannedBody {
  const scored = e.type === 'goal' || e.type === 'shootout';
  return {
    type: 'event',
    event: {
      id: e.seq, type: e.type, detail: e.detail, minute: e.minute, extra_minute: e.extra_minute, team_id: e.team_id,
      player_id: e.player_id, player_off_id: e.player_off_id,
      ...(scored && e.score_home !== null && e.score_away !== null ? { score: { home: e.score_home, away: e.score_away } } : {}),
    },
  };
}

export function replayPlan(ds: Dataset, matchId: string): Planned[] {
  const m = ds.matches.get(matchId);
  if (!m) throw new Error(`no match ${matchId} in the content`);
  if (m.status !== 'completed') throw new Error(`match ${matchId} is ${m.status}; only completed matches can be replayed`);
  if (!eventsRecorded(m)) throw new Error(`match ${matchId} does not have every goal recorded (events_recorded false), so a replay cannot reach its score`);
  const events = ds.events.get(matchId) ?? [];
  const lineups = ds.lineups.get(matchId) ?? [];
  const plan: Planned[] = [];
  let slot = 0;
  const at = (message: PlannedBody, offset = 0) => plan.push({ at: slot + offset, message });

  for (const side of ['home', 'away'] as const) {
    const teamId = played(m)[`${side}_team_id`];
    const rows = lineups.filter((r) => r.team_id === teamId);
    if (rows.length === 0) continue;
    at({
      type: 'lineups', team_id: teamId, formation: m[`${side}_formation`]!,
      players: rows.map((r) => ({ player_id: r.player_id, jersey_number: r.jersey_number, position: r.position, starter: r.starter, captain: r.captain })),
    });
  }
  at({ type: 'start', replay: true });

  const regular = events.filter((e) => e.type !== 'shootout');
  const lastMinute = Math.max(0, ...regular.map((e) => e.minute));
  const periods: [LivePeriod, number, number][] = [['first_half', 1, 45], ['second_half', 46, 90]];
  if (m.has_extra_time) periods.push(['extra_time', 91, 120]);
  periods.at(-1)![2] = Math.max(periods.at(-1)![2], lastMinute);
  for (const [period, from, to] of periods) {
    for (let minute = from; minute <= to; minute++) {
      if (minute > 1) at({ type: 'clock', period, minute });
      const now = regular.filter((e) => e.minute === minute);
      const onTime = now.filter((e) => e.extra_minute === null);
      onTime.forEach((e, i) => at(eventMessage(e), (i + 1) / (onTime.length + 1)));
      slot++;
      const added = Math.max(0, ...now.map((e) => e.extra_minute ?? 0));
      for (let x = 1; x <= added; x++) {
        const inAdded = now.filter((e) => e.extra_minute === x);
        inAdded.forEach((e, i) => at(eventMessage(e), (i + 1) / (inAdded.length + 1)));
        slot++;
      }
    }
    if (period === 'first_half') {
      at({ type: 'clock', period: 'half_time', minute: 45 });
      slot++;
    }
  }
  const kicks = events.filter((e) => e.type === 'shootout');
  if (m.has_penalties) {
    at({ type: 'clock', period: 'penalties', minute: m.has_extra_time ? 120 : 90 });
    slot++;
    for (const k of kicks) {
      at(eventMessage(k));
      slot += 0.5;
    }
  }
  const stats = ds.stats.get(matchId) ?? [];
  const home = stats.find((s) => s.team_id === m.home_team_id);
  const away = stats.find((s) => s.team_id === m.away_team_id);
  if (home && away) {
    const side = ({ match_id: _m, team_id: _t, ...rest }: typeof home) => rest;
    at({ type: 'stats', home: side(home), away: side(away) });
  }
  at({
    type: 'finish', attendance: m.attendance,
    ...(m.has_penalties && kicks.length === 0 && m.home_penalty !== null && m.away_penalty !== null ? { penalties: { home: m.home_penalty, away: m.away_penalty } } : {}),
  });
  return plan;
}
