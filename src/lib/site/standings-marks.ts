/**
 * The legend under group tables: what each short mark beside a team's name means (Q, a rule's
 * number, F, =), listed only for the marks the tables show, in a fixed order (Q, the rules by
 * number, F, =). A title on the mark is no help on a touch screen, so the page says it in words. Pure.
 */
import type { TieBreaker } from '../../schemas/content/competition-rules.ts';
import { rowNote, TIE_BREAKER_NAMES } from './tie-breakers.ts';
import type { GroupTable } from './groups.ts';

export interface MarkMeaning {
  mark: string;
  text: string;
}

/** The mark of a team that plays in the knockout stage, and what it means. */
export const QUALIFIED: MarkMeaning = { mark: 'Q', text: 'plays in the knockout stage' };

const rank = (mark: string) => (mark === 'Q' ? 0 : mark === 'F' ? 1e4 : mark === '=' ? 1e4 + 1 : Number(mark));

function meaning(mark: string, tieBreakers: readonly TieBreaker[]): MarkMeaning {
  if (mark === 'Q') return QUALIFIED;
  if (mark === 'F') return { mark, text: 'position fixed outside the table' };
  if (mark === '=') return { mark, text: 'still level with another team; listed by name' };
  return { mark, text: `placed by rule ${mark}, ${TIE_BREAKER_NAMES[tieBreakers[Number(mark) - 1]!]}` };
}

/** The marks `tables` show, each with its meaning. */
export function marksLegend(tables: readonly GroupTable[], tieBreakers: readonly TieBreaker[], qualified: ReadonlySet<string>): MarkMeaning[] {
  const marks = new Set<string>();
  for (const t of tables) {
    const counted = t.rows.some((r) => r.played > 0);
    for (const r of t.rows) {
      if (qualified.has(r.team.id)) marks.add('Q');
      const note = rowNote(r, tieBreakers, counted);
      if (note) marks.add(note.mark);
    }
  }
  return [...marks].sort((a, b) => rank(a) - rank(b)).map((m) => meaning(m, tieBreakers));
}

/** The marks of tables that may follow different rules (the live page's, of several seasons): each once, in the same order. */
export function marksLegendAcross(entries: readonly { table: GroupTable; tieBreakers: readonly TieBreaker[] }[]): MarkMeaning[] {
  const all = entries.flatMap((e) => marksLegend([e.table], e.tieBreakers, new Set()));
  return all.filter((m, i) => all.findIndex((x) => x.mark === m.mark && x.text === m.text) === i).sort((a, b) => rank(a.mark) - rank(b.mark));
}
