/**
 * A football.json placeholder for a team not known yet, in the slot words content and the API
 * publish (src/lib/tournament/slots.ts): `N.N.` → `To be decided`; `Sieger EF` / `Winner EF`
 * (German and English; `Verlierer`/`Loser` alike) → the winner of the match, or of one of the
 * matches, whose round the rest names — by its name (`Winner Elimination Final`) or its initials
 * (`EF` for "Finals, Elimination Final") — or by its number (`Winner 171`): `Winner match 171` or
 * `Winner match 171/172`. A placeholder that names no round of the file is a problem, never a guess.
 */
import { TO_BE_DECIDED } from '../../tournament/slots.ts';
import type { FjMatch } from './source.ts';

export type PlaceholderSlot = { ok: true; slot: string } | { ok: false; message: string };

const WORD = /^(sieger|winner|verlierer|loser)\s+(.+)$/i;

/** The round without its section: `Finals, Elimination Final` → `Elimination Final`. */
const roundPart = (round: string): string => {
  const i = round.indexOf(', ');
  return i < 0 ? round : round.slice(i + 2);
};

/** `Elimination Final` → `EF`, `Semi-Final` → `SF`. */
const initials = (name: string): string => name.split(/[\s-]+/).filter(Boolean).map((w) => w[0]!.toUpperCase()).join('');

const numberOf = (m: FjMatch): number => m.num ?? m.index + 1;

export function placeholderSlot(text: string, matches: readonly FjMatch[]): PlaceholderSlot {
  const t = text.trim();
  if (/^N\.\s?N\.$/.test(t)) return { ok: true, slot: TO_BE_DECIDED };
  const w = WORD.exec(t);
  if (!w) return { ok: false, message: `"${text}" is not a placeholder the importer reads (N.N., Sieger/Winner/Verlierer/Loser <round>)` };
  const word = /^(sieger|winner)$/i.test(w[1]!) ? 'Winner' : 'Loser';
  const rest = w[2]!.trim();
  let found: FjMatch[];
  if (/^\d+$/.test(rest)) found = matches.filter((m) => numberOf(m) === Number(rest));
  else {
    const key = rest.toLowerCase();
    const byName = matches.filter((m) => m.round !== null && roundPart(m.round).toLowerCase() === key);
    found = byName.length > 0 ? byName : matches.filter((m) => m.round !== null && initials(roundPart(m.round)) === rest.toUpperCase());
  }
  if (found.length === 0) return { ok: false, message: `"${text}": no match or round of the file is "${rest}"` };
  const numbers = [...new Set(found.map(numberOf))].sort((a, b) => a - b);
  return { ok: true, slot: `${word} match ${numbers.join('/')}` };
}
