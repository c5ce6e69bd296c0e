/**
 * A match's events in match order, numbered seq 1..n: goals (JSON), cards and substitutions (TXT),
 * then the shoot-out kicks in kick order at minute 120 (90 without extra time).
 * Events in the same minute: goals, cards, substitutions — except that a substitute's coming on
 * is put before anything he does in that same minute.
 * A goal whose scorer is not matched (no player) is left out — every event needs a player; the
 * match then has `events_recorded: false` (build-goals.ts). Goals carry their running score only
 * when the source's goal list accounts for the whole score (`runningScore`), counting the goals
 * left out too; otherwise the running score is not known and stays empty.
 */
import type { EventRow } from '../../../schemas/content/index.ts';
import type { MatchDraft } from './build-matches.ts';
import type { ResolvedGoal, Side } from './build-goals.ts';
import type { TeamSheet } from './build-lineups.ts';
import type { ResolvedKick } from './build-shootout.ts';
import { formatMinute, minuteOrder, type Minute } from './minute.ts';
import { teamId } from './ids.ts';
import { warn, type ImportReport } from './report.ts';

interface Timed {
  minute: Minute;
  rank: number;
  order: number;
  /** Player acting (scorer, booked player, player coming on). */
  actor: string | null;
  /** A goal counted for the running score but not written (its scorer is not matched). */
  unwritten?: boolean;
  row: Omit<EventRow, 'seq'>;
}

function checkScorersPlayed(draft: MatchDraft, goals: ResolvedGoal[], sheets: Record<Side, TeamSheet | null>, report: ImportReport): void {
  for (const g of goals) {
    if (!g.player) continue;
    const scorerSide: Side = g.detail === 'own_goal' ? (g.side === 'home' ? 'away' : 'home') : g.side;
    const sheet = sheets[scorerSide];
    if (!sheet?.rows) continue;
    const t = sheet.played.get(g.player.id);
    const at = minuteOrder(g.minute);
    if (!t) warn(report, 'source_conflict', `match ${draft.number}: ${g.player.name} scores at ${formatMinute(g.minute)}' (JSON) but is not in the TXT line-up`, { match: draft.number });
    else if ((t.from && at < minuteOrder(t.from)) || (t.to && at > minuteOrder(t.to)))
      warn(report, 'source_conflict', `match ${draft.number}: ${g.player.name} scores at ${formatMinute(g.minute)}' (JSON) but the TXT has him on the pitch ${t.from ? formatMinute(t.from) : 'kick-off'}'–${t.to ? `${formatMinute(t.to)}'` : 'end'}`, { match: draft.number });
  }
}

export function buildEvents(
  draft: MatchDraft,
  goals: ResolvedGoal[],
  sheets: Record<Side, TeamSheet | null>,
  kicks: ResolvedKick[],
  hasExtraTime: boolean,
  report: ImportReport,
  idOf: (code: string) => string = teamId,
  opts: { runningScore?: boolean } = {},
): EventRow[] {
  const runningScore = opts.runningScore ?? true;
  checkScorersPlayed(draft, goals, sheets, report);
  const team = (side: Side) => idOf(side === 'home' ? draft.home : draft.away);
  const base = { match_id: draft.id, player_off_id: null, score_home: null, score_away: null };
  const timed: Timed[] = [];
  let order = 0;
  for (const g of goals) {
    timed.push({
      minute: g.minute, rank: 0, order: order++, actor: g.player?.id ?? null, unwritten: g.player === null,
      row: { ...base, type: 'goal', detail: g.detail, minute: g.minute.minute, extra_minute: g.minute.extra, team_id: team(g.side), player_id: g.player?.id ?? null },
    });
  }
  for (const side of ['home', 'away'] as const) {
    const sheet = sheets[side];
    if (!sheet) continue;
    for (const c of sheet.cards)
      timed.push({ minute: c.minute, rank: 1, order: order++, actor: c.member.id, row: { ...base, type: 'card', detail: c.detail, minute: c.minute.minute, extra_minute: c.minute.extra, team_id: team(side), player_id: c.member.id } });
    for (const s of sheet.subs)
      timed.push({
        minute: s.minute, rank: 2, order: order++, actor: s.on.id,
        row: { ...base, type: 'substitution', detail: 'substitution', minute: s.minute.minute, extra_minute: s.minute.extra, team_id: team(side), player_id: s.on.id, player_off_id: s.off.id },
      });
  }
  timed.sort((a, b) => minuteOrder(a.minute) - minuteOrder(b.minute) || a.rank - b.rank || a.order - b.order);
  // a substitute comes on before he scores or is booked in the same minute
  for (let i = 0; i < timed.length; i++) {
    const e = timed[i]!;
    if (e.row.type !== 'substitution') continue;
    const first = timed.findIndex((x, j) => j < i && minuteOrder(x.minute) === minuteOrder(e.minute) && x.actor === e.actor);
    if (first >= 0) {
      timed.splice(i, 1);
      timed.splice(first, 0, e);
    }
  }

  const events: EventRow[] = [];
  const score = { home: 0, away: 0 };
  for (const e of timed) {
    if (e.row.type === 'goal') score[e.row.team_id === team('home') ? 'home' : 'away']++;
    if (e.unwritten) continue;
    const row: EventRow = { ...e.row, seq: events.length + 1 };
    if (row.type === 'goal' && runningScore) {
      row.score_home = score.home;
      row.score_away = score.away;
    }
    events.push(row);
  }
  const shootout = { home: 0, away: 0 };
  for (const k of kicks) {
    if (k.scored) shootout[k.side]++;
    events.push({
      ...base, seq: events.length + 1, type: 'shootout', detail: k.scored ? 'scored' : 'missed', minute: hasExtraTime ? 120 : 90, extra_minute: null,
      team_id: team(k.side), player_id: k.player.id, score_home: shootout.home, score_away: shootout.away,
    });
  }
  return events;
}
