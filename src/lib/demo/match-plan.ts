/**
 * What will happen in a match, before deciding who does it: goals per team and period, cards,
 * penalties, VAR reviews and substitution windows, each at a moment of the match. The timeline
 * (match-timeline.ts) then plays the plan in order and picks the players.
 */
import type { DetailKey } from './coverage.ts';
import { momentIn, type Moment, type Period } from './minutes.ts';
import type { Rng } from './prng.ts';

export type Side = 'home' | 'away';
export const SIDES: readonly Side[] = ['home', 'away'];
export const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');

export type Incident = { at: Moment; side: Side; priority: number } & (
  | { kind: 'goal'; detail: 'normal' | 'penalty' | 'own_goal'; viaVar: boolean }
  | { kind: 'missed_penalty'; detail: 'saved' | 'missed'; viaVar: boolean }
  | { kind: 'card'; detail: 'yellow' | 'second_yellow' | 'red'; viaVar: boolean; link: number | null }
  | { kind: 'substitution' }
  | { kind: 'var'; detail: 'goal_disallowed' | 'penalty_cancelled' | 'card_cancelled' }
);

/** Features a match is asked to have, whatever the dice say (coverage and edge cases). */
export interface Forced {
  /** Level after 90 minutes (knockout: extra time follows). */
  levelAt90?: boolean;
  /** Also level after extra time (a shoot-out follows). */
  levelAt120?: boolean;
  /** Event details the match must contain (group matches only: they may add goals). */
  details?: readonly DetailKey[];
}

export interface MatchPlan {
  incidents: Incident[];
  extraTime: boolean;
}

export interface PlanInput {
  knockout: boolean;
  /** Expected goals in 90 minutes. */
  expected: Record<Side, number>;
  forced: Forced;
}

const MAX_SUBS = 5;

function goalDetail(rng: Rng): 'normal' | 'penalty' | 'own_goal' {
  const r = rng.next();
  return r < 0.09 ? 'penalty' : r < 0.125 ? 'own_goal' : 'normal';
}

export function planMatch(rng: Rng, input: PlanInput): MatchPlan {
  const { knockout, expected, forced } = input;
  const incidents: Incident[] = [];
  let links = 0;
  const add = (i: Incident) => incidents.push(i);

  // Goals in normal time.
  let goals90: Record<Side, number> = { home: rng.poisson(expected.home, 7), away: rng.poisson(expected.away, 7) };
  if (forced.levelAt90) {
    const g = Math.min(goals90.home, goals90.away);
    goals90 = { home: g, away: g };
  }
  const extraTime = knockout && goals90.home === goals90.away;
  let goalsET: Record<Side, number> = { home: 0, away: 0 };
  if (extraTime) {
    goalsET = { home: rng.poisson(expected.home * 0.3, 3), away: rng.poisson(expected.away * 0.3, 3) };
    if (forced.levelAt120) {
      const g = Math.min(goalsET.home, goalsET.away);
      goalsET = { home: g, away: g };
    }
  }
  const cardPeriod = (): Period => {
    const r = rng.next() * (extraTime ? 1.15 : 1);
    return r < 0.38 ? 'first_half' : r < 1 ? 'second_half' : r < 1.08 ? 'extra_first' : 'extra_second';
  };
  for (const side of SIDES) {
    for (let i = 0; i < goals90[side]; i++) {
      const detail = goalDetail(rng);
      add({ kind: 'goal', side, detail, viaVar: detail === 'penalty' && rng.chance(0.35), priority: 0, at: momentIn(rng, rng.chance(0.44) ? 'first_half' : 'second_half') });
    }
    for (let i = 0; i < goalsET[side]; i++) {
      const detail = goalDetail(rng);
      add({ kind: 'goal', side, detail, viaVar: detail === 'penalty' && rng.chance(0.35), priority: 0, at: momentIn(rng, rng.chance(0.5) ? 'extra_first' : 'extra_second') });
    }
    // Cards.
    const yellows = rng.poisson(1.6, 6);
    for (let i = 0; i < yellows; i++) add({ kind: 'card', side, detail: 'yellow', viaVar: false, link: null, priority: 0, at: momentIn(rng, cardPeriod()) });
    if (rng.chance(0.025)) add({ kind: 'card', side, detail: 'second_yellow', viaVar: false, link: null, priority: 0, at: momentIn(rng, 'second_half', 60) });
    if (rng.chance(0.02)) add({ kind: 'card', side, detail: 'red', viaVar: rng.chance(0.35), link: null, priority: 0, at: momentIn(rng, cardPeriod()) });
    // Penalties that were not scored.
    if (rng.chance(0.035)) add({ kind: 'missed_penalty', side, detail: rng.chance(0.65) ? 'saved' : 'missed', viaVar: rng.chance(0.3), priority: 0, at: momentIn(rng, cardPeriod()) });
    // Substitutions: 3-5 in up to three windows of the second half (half time now and then), one more in extra time.
    const subs = rng.weighted([3, 4, 5], (n) => (n === 5 ? 6 : n === 4 ? 3 : 1));
    const windows: Moment[] = [];
    if (rng.chance(0.3)) windows.push({ minute: 46, extra: null });
    windows.push(momentIn(rng, 'second_half', 56, 68), momentIn(rng, 'second_half', 69, 80), momentIn(rng, 'second_half', 81, 90));
    const used = Math.min(subs, extraTime ? MAX_SUBS - 1 : MAX_SUBS);
    for (let i = 0; i < used; i++) {
      const at = windows[Math.min(windows.length - 1, Math.floor((i * windows.length) / used))]!;
      add({ kind: 'substitution', side, priority: at.minute === 46 ? -1 : 0, at });
    }
    if (extraTime) add({ kind: 'substitution', side, priority: 0, at: rng.chance(0.5) ? { minute: 91, extra: null } : { minute: 106, extra: null } });
  }
  // VAR reviews that changed nothing on the scoresheet.
  const likelier = (): Side => (rng.next() * (expected.home + expected.away) < expected.home ? 'home' : 'away');
  if (rng.chance(0.09)) add({ kind: 'var', side: likelier(), detail: 'goal_disallowed', priority: 0, at: momentIn(rng, cardPeriod()) });
  if (rng.chance(0.03)) add({ kind: 'var', side: likelier(), detail: 'penalty_cancelled', priority: 0, at: momentIn(rng, cardPeriod()) });
  if (rng.chance(0.02)) add({ kind: 'var', side: rng.pick(SIDES), detail: 'card_cancelled', priority: 0, at: momentIn(rng, cardPeriod()) });

  for (const key of forced.details ?? []) {
    const side = rng.pick(SIDES);
    const has = (kind: string, detail: string) => incidents.some((i) => i.kind === kind && 'detail' in i && i.detail === detail);
    const normalGoal = () => incidents.find((i): i is Extract<Incident, { kind: 'goal' }> => i.kind === 'goal' && i.detail === 'normal');
    const [type, detail] = key.split('/') as [string, string];
    if (type === 'goal' && !has('goal', detail)) {
      const g = detail === 'normal' ? undefined : normalGoal();
      if (g) g.detail = detail as 'penalty' | 'own_goal';
      else add({ kind: 'goal', side, detail: detail as 'normal', viaVar: false, priority: 0, at: momentIn(rng, 'second_half') });
    } else if (type === 'card' && !has('card', detail)) {
      if (detail === 'second_yellow') {
        const link = ++links;
        add({ kind: 'card', side, detail: 'yellow', viaVar: false, link, priority: 0, at: momentIn(rng, 'first_half', 10, 44) });
        add({ kind: 'card', side, detail: 'second_yellow', viaVar: false, link, priority: 0, at: momentIn(rng, 'second_half', 60, 89) });
      } else add({ kind: 'card', side, detail: detail as 'yellow' | 'red', viaVar: false, link: null, priority: 0, at: momentIn(rng, 'second_half') });
    } else if (type === 'missed_penalty' && !has('missed_penalty', detail)) {
      add({ kind: 'missed_penalty', side, detail: detail as 'saved' | 'missed', viaVar: false, priority: 0, at: momentIn(rng, 'first_half') });
    } else if (type === 'var') {
      if (detail === 'penalty_awarded') {
        if (incidents.some((i) => (i.kind === 'goal' || i.kind === 'missed_penalty') && i.viaVar)) continue;
        const pen = incidents.find((i) => (i.kind === 'goal' && i.detail === 'penalty') || i.kind === 'missed_penalty') as { viaVar: boolean } | undefined;
        if (pen) pen.viaVar = true;
        else add({ kind: 'missed_penalty', side, detail: 'saved', viaVar: true, priority: 0, at: momentIn(rng, 'second_half') });
      } else if (detail === 'red_card') {
        if (!incidents.some((i) => i.kind === 'card' && i.viaVar)) add({ kind: 'card', side, detail: 'red', viaVar: true, link: null, priority: 0, at: momentIn(rng, 'second_half', 50) });
      } else if (!has('var', detail)) {
        add({ kind: 'var', side, detail: detail as 'goal_disallowed' | 'penalty_cancelled' | 'card_cancelled', priority: 0, at: momentIn(rng, 'first_half') });
      }
    }
    // substitution/substitution and card/yellow happen in (nearly) every match anyway.
  }
  return { incidents, extraTime };
}
