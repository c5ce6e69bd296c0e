/** Placing source spellings of clubs: one club one ID, alike spellings reported, never guessed. */
import { describe, expect, it } from 'vitest';
import { TeamRegistry } from '../../src/lib/import/football-json/team-registry.ts';
import { keysAlike, teamKey } from '../../src/lib/import/football-json/team-key.ts';

const known = () =>
  new TeamRegistry(
    [
      { id: 'team_newcastle-united', name: 'Newcastle United', code: 'NEU', country: 'ENG' },
      { id: 'team_manchester-united', name: 'Manchester United', code: 'MUN', country: 'ENG' },
    ],
    [{ alias: 'Inter', team_id: 'team_inter' }],
  );

describe('team keys', () => {
  it('drop legal forms, founding years and accents', () => {
    expect(teamKey('Manchester United FC')).toBe(teamKey('Manchester United'));
    expect(teamKey('1. FC Köln')).toBe('koln');
    expect(teamKey('RCD Espanyol de Barcelona')).toBe(teamKey('Espanyol Barcelona'));
    expect(teamKey('Bor. Mönchengladbach')).toBe(teamKey('Borussia Mönchengladbach'));
  });
  it('are alike when one holds every word of the other, not when they share a word', () => {
    expect(keysAlike(teamKey('SS Lazio'), teamKey('Lazio Roma'))).toBe(true);
    expect(keysAlike(teamKey('Inter'), teamKey('FC Internazionale Milano'))).toBe(true);
    expect(keysAlike(teamKey('Manchester City'), teamKey('Manchester United'))).toBe(false);
    expect(keysAlike(teamKey('Chievo Verona'), teamKey('Hellas Verona'))).toBe(false);
  });
});

describe('TeamRegistry.place', () => {
  it('places a spelling with the same key on the known club and remembers it', () => {
    const r = known();
    const p = r.place('Manchester United FC', 'ENG', []);
    expect(p).toMatchObject({ ok: true, how: 'key', team: { id: 'team_manchester-united' } });
    expect(r.added).toEqual([{ alias: 'Manchester United FC', team_id: 'team_manchester-united' }]);
  });
  it('reports an alike spelling with its closest candidates instead of guessing', () => {
    const p = known().place('Newcastle', 'ENG', []);
    expect(p).toEqual({ ok: false, name: 'Newcastle', candidates: [expect.objectContaining({ id: 'team_newcastle-united' })] });
  });
  it('never places a spelling on a club it plays in the same file', () => {
    const r = known();
    r.place('Newcastle United', 'ENG', []);
    expect(r.place('Newcastle', 'ENG', ['Newcastle', 'Newcastle United'])).toMatchObject({ ok: true, how: 'new' });
  });
  it('makes a clearly new club a new team with a unique code, and follows the alias table', () => {
    const r = known();
    expect(r.place('Manchester City', 'ENG', [])).toMatchObject({ ok: true, how: 'new', team: { id: 'team_manchester-city', code: 'MCI' } });
    expect(r.place('Inter', 'ITA', [])).toMatchObject({ ok: true, how: 'alias', team: { id: 'team_inter' } });
    expect(r.place('Manchester United', 'ITA', [])).toMatchObject({ ok: true, how: 'new' }); // another country's club
  });
});
