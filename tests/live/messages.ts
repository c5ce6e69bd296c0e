/** Feed message builders for the live tests (teams and players of tests/fixtures/minimal-content.ts). */
import { pid } from '../fixtures/minimal-content.ts';

export { pid };

const role = (n: number) => (n === 1 || n === 12 ? 'Goalkeeper' : n <= 5 || n === 13 ? 'Defender' : n <= 8 || n === 14 ? 'Midfielder' : 'Forward');

/** Line-up of `team`: players 1-11 start, 12-16 on the bench, 1 is captain. */
export function lineupMsg(seq: number, team: string, starters = 11) {
  return {
    seq, type: 'lineups', team_id: team, formation: '4-3-3',
    players: Array.from({ length: 16 }, (_, i) => ({ player_id: pid(team, i + 1), jersey_number: i + 1, position: role(i + 1), starter: i < starters, captain: i === 0 })),
  };
}

export const goal = (seq: number, team: string, player: number, minute: number, extra: Record<string, unknown> = {}) => ({
  seq, type: 'event', event: { type: 'goal', detail: 'normal', minute, team_id: team, player_id: pid(team, player), ...extra },
});

export const card = (seq: number, team: string, player: number, minute: number, detail = 'yellow') => ({
  seq, type: 'event', event: { type: 'card', detail, minute, team_id: team, player_id: pid(team, player) },
});

export const sub = (seq: number, team: string, on: number, off: number, minute: number) => ({
  seq, type: 'event', event: { type: 'substitution', detail: 'substitution', minute, team_id: team, player_id: pid(team, on), player_off_id: pid(team, off) },
});

export const clock = (seq: number, period: string, minute: number) => ({ seq, type: 'clock', period, minute });
