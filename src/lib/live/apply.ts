/**
 * The live state machine: applies one validated feed message to a match's live state, or throws a
 * ApiError saying why not (and nothing changes). Status and period moves are checked here; every
 * consistency rule of the match itself comes from the content rules (check.ts).
 */
import type { EventRow, LineupRow } from '../../schemas/content/index.ts';
import type { LivePeriod } from '../../schemas/content/vocabulary.ts';
import { played, type Dataset, type Match, type PlayedMatch } from '../dataset/dataset.ts';
import { ApiError } from '../errors/api-error.ts';
import { eventRowOf, lineupRowsOf, statsRowsOf, type FeedMessage, type FeedEvent, type MessageOf } from './messages.ts';
import { liveMatchRow, periodIndex, withRunningScores, type LiveMatchState } from './state.ts';
import type { LiveProblem, RuleChecker } from './check.ts';

export interface ApplyContext {
  ds: Dataset;
  /** The match as content/ has it (both teams known: the feed refuses fixtures with open slots). */
  match: PlayedMatch;
  checker: RuleChecker;
  /** ISO time of ingest. */
  now: string;
}

export interface Applied {
  state: LiveMatchState;
  /** The event a message added or corrected (with its running score). */
  event?: EventRow;
}

const minuteText = (e: Pick<EventRow, 'minute' | 'extra_minute'>) => `${e.minute}${e.extra_minute ? `+${e.extra_minute}` : ''}'`;
/** Content rule messages keep their wording (field names first, lower case); the envelope adds the full stop. */
const sentence = (s: string) => `${s}${/[.!?]$/.test(s) ? '' : '.'}`;

function conflict(message: string): never {
  throw new ApiError('match_state_conflict', message, 'type');
}

function requireStatus(st: LiveMatchState, allowed: LiveMatchState['status'][], what: string): void {
  if (allowed.includes(st.status)) return;
  if (st.status === 'scheduled') conflict(`Match ${st.match_id} has not kicked off; send a start message before ${what}.`);
  if (st.status === 'completed') conflict(`Match ${st.match_id} is finished; ${what} is no longer accepted.`);
  conflict(`Match ${st.match_id} is in play; ${what} is not accepted now.`);
}

function isKnockout(ctx: ApplyContext): boolean {
  return ctx.ds.seasons.get(ctx.match.season_id)?.stages.find((s) => s.name === ctx.match.stage)?.knockout === true;
}

function requirePlayers(ctx: ApplyContext, ids: (string | null)[], param: (i: number) => string): void {
  ids.forEach((id, i) => {
    if (id !== null && !ctx.ds.players.has(id)) throw new ApiError('message_invalid', `${param(i)} ${id} is not a known player; player IDs come from GET /players.`, param(i));
  });
}

function eventRow(ctx: ApplyContext, id: number, e: FeedEvent): EventRow {
  const row = eventRowOf(ctx.match.id, id, e);
  requirePlayers(ctx, [row.player_id, row.player_off_id], (i) => (i === 0 ? 'event.player_id' : 'event.player_off_id'));
  return row;
}

/** Events in time order with running scores; the new/corrected event keeps a score the feed sent, so the rules check it. */
function timeline(ctx: ApplyContext, events: EventRow[], sent?: { row: EventRow; score: FeedEvent['score'] }): EventRow[] {
  const out = withRunningScores(events, ctx.match.home_team_id);
  if (!sent?.score) return out;
  return out.map((e) => (e.seq === sent.row.seq ? { ...e, score_home: sent.score!.home, score_away: sent.score!.away } : e));
}

function start(ctx: ApplyContext, st: LiveMatchState, msg: MessageOf<'start'>): LiveMatchState {
  if (st.status !== 'scheduled') conflict(`Match ${st.match_id} has already kicked off (at ${st.started_at}).`);
  if (ctx.match.status === 'completed' && !msg.replay)
    conflict(`content/ already has match ${ctx.match.id} as completed; send "replay": true to play it again as a demo.`);
  return { ...st, status: 'in_play', period: 'first_half', minute: 1, periods: ['first_half'], replay: msg.replay ?? false, started_at: ctx.now };
}

function clock(ctx: ApplyContext, st: LiveMatchState, msg: MessageOf<'clock'>): LiveMatchState {
  requireStatus(st, ['in_play'], 'a clock update');
  if (periodIndex(msg.period) < periodIndex(st.period))
    throw new ApiError('rule_violated', `The period cannot go back from ${st.period} to ${msg.period}.`, 'period');
  const entering = (p: LivePeriod) => msg.period === p && !st.periods.includes(p);
  if (entering('extra_time') || entering('penalties')) {
    const row = liveMatchRow(ctx.match, st);
    if (!isKnockout(ctx))
      throw new ApiError('rule_violated', msg.period === 'extra_time' ? 'Extra time is only played in knockout stages.' : 'Shoot-outs are only held in knockout stages.', 'period');
    if (row.home_score !== row.away_score)
      throw new ApiError('rule_violated', `${msg.period === 'extra_time' ? 'Extra time is only played' : 'A shoot-out only follows'} when the score is level; it is ${row.home_score}-${row.away_score}.`, 'period');
  }
  return { ...st, period: msg.period, minute: msg.minute, periods: st.periods.includes(msg.period) ? st.periods : [...st.periods, msg.period] };
}

function score(ctx: ApplyContext, st: LiveMatchState, msg: MessageOf<'score'>): LiveMatchState {
  requireStatus(st, ['in_play', 'completed'], 'a score check');
  const row = liveMatchRow(ctx.match, st);
  if (row.home_score !== msg.home || row.away_score !== msg.away)
    throw new ApiError('rule_violated', `The goal events make the score ${row.home_score}-${row.away_score}, not ${msg.home}-${msg.away}; the score moves with goal events, so send (or correct) those.`, 'home');
  for (const side of ['home', 'away'] as const) {
    const sent = msg[`${side}_penalty`];
    if (sent !== undefined && sent !== row[`${side}_penalty`])
      throw new ApiError('rule_violated', `The shoot-out stands at ${row.home_penalty ?? '-'}-${row.away_penalty ?? '-'}, not ${msg.home_penalty ?? '-'}-${msg.away_penalty ?? '-'}.`, `${side}_penalty`);
  }
  return st;
}

function addEvent(ctx: ApplyContext, st: LiveMatchState, msg: MessageOf<'event'>): Applied {
  requireStatus(st, ['in_play', 'completed'], 'an event');
  const id = msg.event.id ?? st.next_event_id;
  const taken = st.events.find((e) => e.seq === id);
  if (taken) throw new ApiError('rule_violated', `Event ID ${id} is already used (${taken.type} at ${minuteText(taken)}); use correct_event to change it, or leave id out.`, 'event.id');
  const row = eventRow(ctx, id, msg.event);
  const events = timeline(ctx, [...st.events, row], { row, score: msg.event.score });
  return { state: { ...st, events, next_event_id: Math.max(st.next_event_id, id + 1) }, event: events.find((e) => e.seq === id)! };
}

function findEvent(st: LiveMatchState, id: number): EventRow {
  const e = st.events.find((x) => x.seq === id);
  if (!e) throw new ApiError('resource_not_found', `Match ${st.match_id} has no event ${id}; event IDs are in the answers to event messages and in GET /matches/{id}/events.`, 'event_id');
  return e;
}

function correctEvent(ctx: ApplyContext, st: LiveMatchState, msg: MessageOf<'correct_event'>): Applied {
  requireStatus(st, ['in_play', 'completed'], 'an event correction');
  findEvent(st, msg.event_id);
  if (msg.event.id !== undefined && msg.event.id !== msg.event_id)
    throw new ApiError('message_invalid', `event.id (${msg.event.id}) differs from event_id (${msg.event_id}); an event keeps its ID when corrected.`, 'event.id');
  const row = eventRow(ctx, msg.event_id, msg.event);
  const events = timeline(ctx, [...st.events.filter((e) => e.seq !== msg.event_id), row], { row, score: msg.event.score });
  return { state: { ...st, events }, event: events.find((e) => e.seq === msg.event_id)! };
}

function deleteEvent(ctx: ApplyContext, st: LiveMatchState, msg: MessageOf<'delete_event'>): LiveMatchState {
  requireStatus(st, ['in_play', 'completed'], 'an event deletion');
  findEvent(st, msg.event_id);
  return { ...st, events: timeline(ctx, st.events.filter((e) => e.seq !== msg.event_id)) };
}

function lineups(ctx: ApplyContext, st: LiveMatchState, msg: MessageOf<'lineups'>): LiveMatchState {
  const { home_team_id: home, away_team_id: away } = ctx.match;
  if (msg.team_id !== home && msg.team_id !== away)
    throw new ApiError('rule_violated', `team_id ${msg.team_id} does not play in match ${ctx.match.id} (${home} v ${away}).`, 'team_id');
  const { formation, rows } = lineupRowsOf(ctx.match.id, msg);
  requirePlayers(ctx, rows.map((r) => r.player_id), (i) => `players.${i}.player_id`);
  const others: LineupRow[] = st.lineups.filter((r) => r.team_id !== msg.team_id);
  const ordered = msg.team_id === home ? [...rows, ...others] : [...others, ...rows];
  return { ...st, lineups: ordered, formations: { ...st.formations, [msg.team_id]: formation } };
}

function stats(ctx: ApplyContext, st: LiveMatchState, msg: MessageOf<'stats'>): LiveMatchState {
  requireStatus(st, ['in_play', 'completed'], 'statistics');
  return { ...st, stats: statsRowsOf(ctx.match.id, { home: ctx.match.home_team_id, away: ctx.match.away_team_id }, msg) };
}

function finish(ctx: ApplyContext, st: LiveMatchState, msg: MessageOf<'finish'>): LiveMatchState {
  requireStatus(st, ['in_play'], 'a final whistle');
  const penalties = msg.penalties ?? null;
  if (penalties) {
    if (!st.periods.includes('penalties'))
      throw new ApiError('rule_violated', 'penalties are only for a match that went to a shoot-out; send a clock message with period penalties first.', 'penalties');
    const row = liveMatchRow(ctx.match, st);
    if (st.events.some((e) => e.type === 'shootout') && (row.home_penalty !== penalties.home || row.away_penalty !== penalties.away))
      throw new ApiError('rule_violated', `The shoot-out kicks make it ${row.home_penalty}-${row.away_penalty}, not ${penalties.home}-${penalties.away}.`, 'penalties');
  }
  return { ...st, status: 'completed', penalties, attendance: msg.attendance ?? st.attendance, finished_at: ctx.now };
}

/** The one problem the answer names: the message's own event first, else the first found. */
function report(problems: LiveProblem[], msg: FeedMessage, eventId: number | undefined): never {
  const own = problems.find((p) => p.kind === 'event' && p.line === eventId) ?? problems[0]!;
  let param: string | null = null;
  let prefix = '';
  if (own.kind === 'event') {
    if (own.line === eventId) param = `event.${own.field === 'seq' ? 'id' : own.field === 'score_home' || own.field === 'score_away' ? 'score' : own.field}`;
    else prefix = `Event ${own.line}: `;
  } else if (own.kind === 'lineup') param = 'players';
  else if (own.kind === 'stats' && msg.type === 'stats') param = `${own.line === 0 ? 'home' : 'away'}.${own.field}`;
  else if (own.kind === 'match' && msg.type === 'finish' && (own.field === 'home_penalty' || own.field === 'away_penalty')) param = 'penalties';
  const more = problems.length > 1 ? ` (${problems.length - 1} more problem${problems.length > 2 ? 's' : ''} after fixing this one may follow)` : '';
  throw new ApiError('rule_violated', sentence(`${prefix}${own.message}${more}`), param);
}

/** Applies `msg` (its seq already checked by the caller) to `prev`, or throws a ApiError. */
export function applyMessage(ctx: ApplyContext, prev: LiveMatchState, msg: FeedMessage): Applied {
  let out: Applied;
  let eventId: number | undefined;
  switch (msg.type) {
    case 'start': out = { state: start(ctx, prev, msg) }; break;
    case 'clock': out = { state: clock(ctx, prev, msg) }; break;
    case 'score': out = { state: score(ctx, prev, msg) }; break;
    case 'event': out = addEvent(ctx, prev, msg); eventId = out.event!.seq; break;
    case 'correct_event': out = correctEvent(ctx, prev, msg); eventId = msg.event_id; break;
    case 'delete_event': out = { state: deleteEvent(ctx, prev, msg) }; break;
    case 'lineups': out = { state: lineups(ctx, prev, msg) }; break;
    case 'stats': out = { state: stats(ctx, prev, msg) }; break;
    case 'finish': out = { state: finish(ctx, prev, msg) }; break;
  }
  const next = out.state;
  const problems = ctx.checker.check(played(liveMatchRow(ctx.match, next)), next.events, next.lineups, next.stats);
  if (problems.length > 0) report(problems, msg, eventId);
  return { ...out, state: { ...next, last_seq: msg.seq, updated_at: ctx.now } };
}
