/**
 * The best spelling any source has for each player. The squad list gives the published name; the
 * names the other files use for the same player (JSON goal lists, TXT line-ups, collected by the
 * player resolver) can improve it word by word, never change its letters:
 * - a word with more accents replaces the same letters without (`Luka Modric` + JSON `Modrić` →
 *   `Luka Modrić`; `Thomas Mueller` + `Thomas Müller` → `Thomas Müller`, umlauts = ae/oe/ue);
 * - a word whose case was made up from the TXT's capitals takes the case a source in mixed case
 *   writes (`Van Dijk` + `Virgil van Dijk` → `van Dijk`).
 * Player IDs do not change (they come from the squad list's name).
 */
import type { PlayerRow } from '../../../schemas/content/index.ts';
import { accentCount, sameWord } from '../../content/name-spelling.ts';
import type { SquadMember } from './build-players.ts';
import { displayCase, shortName } from './name-parts.ts';

/** The source words that may spell `word`: same letters; capitals as a name is written. */
function spellingsOf(word: string, evidence: readonly string[]): { text: string; written: boolean }[] {
  const out: { text: string; written: boolean }[] = [];
  for (const name of evidence)
    for (const raw of name.trim().split(/\s+/)) {
      if (raw.includes('.') || !sameWord(raw, word)) continue;
      const shown = displayCase(raw);
      out.push({ text: shown.text, written: shown.guessed.length === 0 });
    }
  return out;
}

/** One word's best spelling (see the module comment). */
export function bestWord(word: string, guessedCase: boolean, evidence: readonly string[]): string {
  let best = word;
  let bestWritten = !guessedCase;
  for (const s of spellingsOf(word, evidence)) {
    const more = accentCount(s.text) - accentCount(best);
    if (more > 0 || (more === 0 && s.written && !bestWritten && s.text !== best)) {
      best = s.text;
      bestWritten = s.written;
    }
  }
  return best;
}

/** `name` with each word at its best spelling. */
export function bestSpelling(name: string, guessedCase: ReadonlySet<string>, evidence: readonly string[]): string {
  return name
    .trim()
    .split(/\s+/)
    .map((w) => bestWord(w, guessedCase.has(w), evidence))
    .join(' ');
}

/**
 * Rewrites the name cells of `players` (in place) with the best spellings; `spellings`: player id
 * → the names the sources used for him. Returns how many rows changed.
 */
export function applyBestSpellings(players: PlayerRow[], members: Iterable<SquadMember>, spellings: ReadonlyMap<string, readonly string[]>): number {
  const byId = new Map(players.map((p) => [p.id, p]));
  let changed = 0;
  for (const m of members) {
    const row = byId.get(m.id);
    const evidence = [...(spellings.get(m.id) ?? []), ...m.candidate.names];
    if (!row || !m.parts) continue;
    const guessed = m.guessedCase ?? new Set<string>();
    const respell = (s: string) => bestSpelling(s, guessed, evidence);
    const full = respell(row.full_name);
    if (full === row.full_name) continue;
    const parts = { ...m.parts, first: respell(m.parts.first), last: respell(m.parts.last) };
    Object.assign(row, { first_name: parts.first, last_name: parts.last, full_name: full, short_name: shortName(full, parts) });
    changed++;
  }
  return changed;
}
