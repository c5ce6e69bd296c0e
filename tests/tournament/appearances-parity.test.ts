/**
 * The tournament module reimplements src/lib/site/minutes.ts (see appearances.ts); for completed
 * matches both must agree. Delete this file together with the site version.
 */
import { expect, it } from 'vitest';
import { appearances } from '../../src/lib/site/minutes.ts';
import type { EventRow, LineupRow } from '../../src/schemas/content/index.ts';
import { matchAppearances } from '../../src/lib/tournament/index.ts';

const L = (player_id: string, starter: boolean): LineupRow => ({ match_id: 'match_m', team_id: 'team_t', player_id, jersey_number: 1, position: 'Midfielder', starter, captain: false });
let seq = 0;
const E = (type: EventRow['type'], detail: string, minute: number, player_id: string | null, player_off_id: string | null = null): EventRow => ({
  match_id: 'match_m', seq: ++seq, type, detail, minute, extra_minute: null, team_id: 'team_t', player_id, player_off_id, score_home: null, score_away: null,
});

it.each([false, true])('agrees with the site minutes (extra time: %s)', (has_extra_time) => {
  const lineups = ['a', 'b', 'c', 'd', 'e'].map((p, i) => L(`player_${p}`, i < 3));
  const events = [
    E('card', 'yellow', 12, 'player_a'), E('substitution', 'substitution', 46, 'player_d', 'player_a'), E('card', 'second_yellow', 77, 'player_b'),
    E('substitution', 'substitution', 80, 'player_e', 'player_d'), E('card', 'red', 105, 'player_e'), E('goal', 'normal', 118, 'player_c'),
  ];
  const site = appearances({ has_extra_time }, lineups, events);
  const mine = matchAppearances({ status: 'completed', has_extra_time }, lineups, events);
  expect(Object.fromEntries(mine)).toEqual(Object.fromEntries(site));
});
