import { describe, expect, it } from 'vitest';
import { appearances } from '../../src/lib/site/minutes.ts';
import type { EventRow, LineupRow } from '../../src/schemas/content/index.ts';

const L = (player_id: string, starter: boolean): LineupRow => ({ match_id: 'match_m', team_id: 'team_t', player_id, jersey_number: 1, position: 'Midfielder', starter, captain: false });
const E = (seq: number, type: EventRow['type'], detail: string, minute: number, player_id: string | null, player_off_id: string | null = null, extra_minute: number | null = null): EventRow => ({
  match_id: 'match_m', seq, type, detail, minute, extra_minute, team_id: 'team_t', player_id, player_off_id, score_home: null, score_away: null,
});

describe('appearances (minutes played)', () => {
  const lineups = [L('player_a', true), L('player_b', true), L('player_c', false), L('player_d', false), L('player_e', true)];

  it('counts starters from 0 and substitutes from their minute; 90 without extra time', () => {
    const apps = appearances({ has_extra_time: false }, lineups, [E(1, 'substitution', 'substitution', 60, 'player_c', 'player_a')]);
    expect(apps.get('player_a')).toMatchObject({ started: true, on: 0, off: 60, minutes: 60 });
    expect(apps.get('player_c')).toMatchObject({ started: false, on: 60, off: 90, minutes: 30 });
    expect(apps.get('player_b')!.minutes).toBe(90);
    expect(apps.get('player_d')).toMatchObject({ on: null, minutes: 0 });
  });

  it('ends at 120 with extra time, at a red card or second yellow, and ignores added time', () => {
    const apps = appearances({ has_extra_time: true }, lineups, [
      E(1, 'card', 'second_yellow', 45, 'player_b', null, 3),
      E(2, 'substitution', 'substitution', 70, 'player_d', 'player_e'),
      E(3, 'card', 'red', 101, 'player_d'),
      E(4, 'card', 'yellow', 110, 'player_a'),
    ]);
    expect(apps.get('player_b')).toMatchObject({ minutes: 45, sent_off: true });
    expect(apps.get('player_d')).toMatchObject({ on: 70, off: 101, minutes: 31, sent_off: true });
    expect(apps.get('player_e')!.minutes).toBe(70);
    expect(apps.get('player_a')!.minutes).toBe(120);
  });

  it('handles a substitute who is substituted off again', () => {
    const apps = appearances({ has_extra_time: false }, lineups, [
      E(1, 'substitution', 'substitution', 30, 'player_c', 'player_a'),
      E(2, 'substitution', 'substitution', 75, 'player_d', 'player_c'),
    ]);
    expect(apps.get('player_c')).toMatchObject({ on: 30, off: 75, minutes: 45 });
    expect(apps.get('player_d')!.minutes).toBe(15);
  });
});
