import { describe, expect, it } from 'vitest';
import { placeholderSlot } from '../../src/lib/import/football-json/placeholder-slot.ts';
import type { FjMatch } from '../../src/lib/import/football-json/source.ts';

const match = (index: number, round: string, num: number | null = null): FjMatch => ({
  index, round, stage: null, group: null, num, date: '2025-05-09', time: null, team1: { name: 'A', code: null }, team2: { name: 'B', code: null },
  placeholder1: null, placeholder2: null, score: { ht: null, ft: null, et: null, p: null }, status: null, goals1: null, goals2: null,
});

// A-League 2024-25's finals as the source writes them: two elimination finals, then semi-finals.
const finals = [match(169, 'Matchday 29'), match(170, 'Finals, Elimination Final'), match(171, 'Finals, Elimination Final'), match(172, 'Finals, Semi-Final'), match(176, 'Finals, Grand Final', 90)];

describe('placeholderSlot: a team not known yet in slot words', () => {
  it.each([
    ['N.N.', 'To be decided'],
    ['N. N.', 'To be decided'],
    ['Sieger EF', 'Winner match 171/172'], // by the round's initials; the match numbers are index + 1
    ['Winner Elimination Final', 'Winner match 171/172'], // by the round's name
    ['Verlierer SF', 'Loser match 173'],
    ['Loser Semi-Final', 'Loser match 173'],
    ['Sieger 90', 'Winner match 90'], // by the number the source gives the match
    ['Sieger GF', 'Winner match 90'],
  ])('%s → %s', (text, slot) => {
    expect(placeholderSlot(text, finals)).toEqual({ ok: true, slot });
  });

  it('refuses words that name no round or match of the file instead of guessing', () => {
    expect(placeholderSlot('Sieger QF', finals)).toEqual({ ok: false, message: '"Sieger QF": no match or round of the file is "QF"' });
    expect(placeholderSlot('Sieger 999', finals)).toMatchObject({ ok: false });
    expect(placeholderSlot('Team X', finals)).toMatchObject({ ok: false, message: expect.stringContaining('not a placeholder') });
  });
});
