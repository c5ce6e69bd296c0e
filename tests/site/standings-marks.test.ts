/** The legend of the marks beside teams in group tables (src/lib/site/standings-marks.ts). */
import { describe, expect, it } from 'vitest';
import { marksLegend, marksLegendAcross, QUALIFIED } from '../../src/lib/site/standings-marks.ts';
import type { GroupTable } from '../../src/lib/site/groups.ts';
import type { TieBreaker } from '../../src/schemas/content/competition-rules.ts';

const RULES: TieBreaker[] = ['points', 'goal_difference', 'goals_for', 'drawing_of_lots'];
type Row = GroupTable['rows'][number];
const row = (team: string, decided_by: Row['decided_by'], played = 3, fixed_reason: string | null = null) => ({ team: { id: team }, played, decided_by, fixed_reason }) as unknown as Row;
const table = (...rows: Row[]) => ({ rows }) as GroupTable;

describe('marksLegend', () => {
  it('lists only the marks the tables show, in order: Q, the rules by number, F, =', () => {
    const tables = [
      table(row('a', 'points'), row('b', 'goals_for'), row('c', 'unresolved'), row('d', 'unresolved')),
      table(row('e', 'fixed', 3, 'Play-off'), row('f', 'goal_difference'), row('g', 'points')),
    ];
    expect(marksLegend(tables, RULES, new Set(['a', 'e']))).toEqual([
      QUALIFIED,
      { mark: '2', text: 'placed by rule 2, goal difference' },
      { mark: '3', text: 'placed by rule 3, goals scored' },
      { mark: 'F', text: 'position fixed outside the table' },
      { mark: '=', text: 'still level with another team; listed by name' },
    ]);
    expect(QUALIFIED).toEqual({ mark: 'Q', text: 'plays in the knockout stage' });
  });

  it('has nothing to explain before a match counts, or when every row was placed by points', () => {
    expect(marksLegend([table(row('a', 'unresolved', 0), row('b', 'unresolved', 0))], RULES, new Set())).toEqual([]);
    expect(marksLegend([table(row('a', 'points'), row('b', 'points'))], RULES, new Set())).toEqual([]);
  });

  it('across tables of different rules (the live page): each meaning once, in order', () => {
    const other: TieBreaker[] = ['points', 'goals_for', 'goal_difference'];
    expect(marksLegendAcross([
      { table: table(row('a', 'unresolved'), row('b', 'goal_difference')), tieBreakers: RULES },
      { table: table(row('c', 'goals_for'), row('d', 'unresolved')), tieBreakers: other },
      { table: table(row('e', 'goal_difference')), tieBreakers: RULES },
    ])).toEqual([
      { mark: '2', text: 'placed by rule 2, goal difference' },
      { mark: '2', text: 'placed by rule 2, goals scored' },
      { mark: '=', text: 'still level with another team; listed by name' },
    ]);
  });
});
