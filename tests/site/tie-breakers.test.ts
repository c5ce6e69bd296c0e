/** The competition's table rules in words, and the note beside a row placed by one of them. */
import { describe, expect, it } from 'vitest';
import { TIE_BREAKERS, type TieBreaker } from '../../src/schemas/content/competition-rules.ts';
import { rowNote, tieBreakerText, TIE_BREAKER_NAMES } from '../../src/lib/site/tie-breakers.ts';

describe('tie-breaker texts', () => {
  it('has a sentence and a name for every criterion content may name', () => {
    for (const t of TIE_BREAKERS) {
      expect(tieBreakerText(t, 3), t).toMatch(/^[A-Z].*\.$/);
      expect(TIE_BREAKER_NAMES[t], t).toBeTruthy();
    }
  });

  it("states the competition's points for a win", () => {
    expect(tieBreakerText('points', 2)).toBe('Points: 2 for a win, 1 for a draw, none for a loss.');
    expect(tieBreakerText('points', 3)).toContain('3 for a win');
  });
});

describe('row notes', () => {
  const list: TieBreaker[] = ['points', 'goal_average', 'goals_for', 'drawing_of_lots'];
  const row = (decided_by: Parameters<typeof rowNote>[0]['decided_by'], fixed_reason: string | null = null) => ({ decided_by, fixed_reason });

  it('gives no note to a row the first criterion placed', () => {
    expect(rowNote(row('points'), list, true)).toBeNull();
  });

  it("numbers a tie-breaker as the competition lists it", () => {
    expect(rowNote(row('goal_average'), list, true)).toEqual({ mark: '2', text: 'placed by rule 2: goal average' });
    expect(rowNote(row('goals_for'), list, true)).toEqual({ mark: '3', text: 'placed by rule 3: goals scored' });
  });

  it('marks fixed positions with their reason, and teams still level once a match counts', () => {
    expect(rowNote(row('fixed', 'Play-off: Wales 2-1 Hungary'), list, true)).toEqual({ mark: 'F', text: 'position fixed: Play-off: Wales 2-1 Hungary' });
    expect(rowNote(row('unresolved'), list, true)).toMatchObject({ mark: '=' });
    expect(rowNote(row('unresolved'), list, false)).toBeNull();
  });
});
