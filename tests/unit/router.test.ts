import { expect, test } from 'vitest';
import { matchRoute } from '../../src/server/api/router.ts';
import { ENDPOINTS } from '../../src/lib/api/endpoints.ts';

test.each([
  ['/api/public/v1/matches', 'listMatches', null],
  ['/api/public/v1/matches/live', 'liveMatches', null],
  ['/api/public/v1/matches/match_1', 'getMatch', 'match_1'],
  ['/api/public/v1/matches/live/events', 'getMatchEvents', 'live'],
  ['/api/public/v1/matches/match_1/events', 'getMatchEvents', 'match_1'],
  ['/api/public/v1/matches/match_1/stats', 'getMatchStats', 'match_1'],
  ['/api/public/v1/matches/match_1/lineups', 'getMatchLineups', 'match_1'],
  ['/api/public/v1/players', 'listPlayers', null],
  ['/api/public/v1/players/player_1', 'getPlayer', 'player_1'],
  ['/api/public/v1/usage', 'getUsage', null],
  ['/api/public/v1/openapi.json', 'getOpenApi', null],
])('%s → %s', (path, id, param) => {
  expect(matchRoute(path)).toEqual({ endpoint: expect.objectContaining({ id }), id: param });
});

test.each(['/api/public/v1', '/api/public/v1/venues', '/api/public/v2/matches', '/api/public/v1/matches/a/b/c', '/API/public/v1/matches'])('%s has no route', (path) => {
  expect(matchRoute(path)).toBeNull();
});

test('every endpoint in the table is reachable by its own path', () => {
  for (const e of ENDPOINTS) expect(matchRoute(`/api/public/v1${e.path.replace('{id}', 'x_1')}`)!.endpoint.id).toBe(e.id);
});
