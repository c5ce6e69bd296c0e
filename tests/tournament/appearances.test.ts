import { describe, expect, it } from 'vitest';
import { countedEnd, matchAppearances, matchLength, type LineupEntry, type MatchEvent } from '../../src/lib/tournament/index.ts';

const L = (player_id: string, starter: boolean, team_id = 't'): LineupEntry => ({ team_id, player_id, starter });
const E = (type: string, detail: string, minute: number, player_id: string | null, player_off_id: string | null = null): MatchEvent => ({ match_id: 'm', type, detail, minute, team_id: 't', player_id, player_off_id });
const done = (has_extra_time = false) => ({ status: 'completed' as const, has_extra_time });

describe('matchAppearances', () => {
  const lineups = [L('a', true), L('b', true), L('c', false), L('d', false), L('e', true)];

  it('counts starters from 0 and substitutes from their minute; 90 without extra time', () => {
    const apps = matchAppearances(done(), lineups, [E('substitution', 'substitution', 60, 'c', 'a')]);
    expect(apps.get('a')).toMatchObject({ started: true, on: 0, off: 60, minutes: 60 });
    expect(apps.get('c')).toMatchObject({ started: false, on: 60, off: 90, minutes: 30 });
    expect(apps.get('b')!.minutes).toBe(90);
    expect(apps.get('d')).toMatchObject({ on: null, minutes: 0 });
  });

  it('ends at 120 with extra time, at a red card or second yellow (not a yellow)', () => {
    const apps = matchAppearances(done(true), lineups, [
      E('card', 'second_yellow', 45, 'b'), E('substitution', 'substitution', 70, 'd', 'e'), E('card', 'red', 101, 'd'), E('card', 'yellow', 110, 'a'),
    ]);
    expect(apps.get('b')).toMatchObject({ minutes: 45, sent_off: true });
    expect(apps.get('d')).toMatchObject({ on: 70, off: 101, minutes: 31, sent_off: true });
    expect(apps.get('e')!.minutes).toBe(70);
    expect(apps.get('a')).toMatchObject({ minutes: 120, sent_off: false });
  });

  it('applies events by minute whatever their order, and handles a substitute substituted off again', () => {
    const apps = matchAppearances(done(), lineups, [E('substitution', 'substitution', 75, 'd', 'c'), E('substitution', 'substitution', 30, 'c', 'a')]);
    expect(apps.get('c')).toMatchObject({ on: 30, off: 75, minutes: 45 });
    expect(apps.get('d')!.minutes).toBe(15);
  });

  it('ignores a red card shown to an unused substitute', () => {
    const apps = matchAppearances(done(), lineups, [E('card', 'red', 80, 'd')]);
    expect(apps.get('d')).toMatchObject({ on: null, minutes: 0, sent_off: false });
  });

  it('counts a live match up to its current minute', () => {
    const apps = matchAppearances({ status: 'in_play', has_extra_time: false, minute: 63 }, lineups, [E('substitution', 'substitution', 55, 'c', 'a')]);
    expect(apps.get('b')!.minutes).toBe(63);
    expect(apps.get('c')!.minutes).toBe(8);
    expect(apps.get('a')!.minutes).toBe(55);
  });

  it('bounds the match: 90, 120, or the live minute', () => {
    expect(matchLength({ has_extra_time: false })).toBe(90);
    expect(matchLength({ has_extra_time: true })).toBe(120);
    expect(countedEnd({ status: 'in_play', has_extra_time: false, minute: 95 })).toBe(90);
    expect(countedEnd({ status: 'in_play', has_extra_time: true, minute: 95 })).toBe(95);
    expect(countedEnd({ status: 'in_play', has_extra_time: false, minute: null })).toBe(90);
    expect(countedEnd({ status: 'completed', has_extra_time: false, minute: 30 })).toBe(90);
  });
});
