/**
 * The best spelling any source has for each player. The squad list gives the published name; the
 * names the other files use for the same player (JSON goal lists, TXT line-ups, collected by the
 * player resolver) can improve it word by word, never change its letters:
 * - a word with more accents replaces the same letters without (`Luka Modric` + JSON `Modrić` →
 *   `Luka Modrić`; `Thomas Mueller` + `Thomas Müller` → `Thomas Müller`, umlauts = ae/oe/ue);
 * - a word whose case was made up from the TXT's capitals takes the case a source in mixed case
 *   writes (`Van Dijk` + `Virgil van Dijk` → `van Dijk`).
 * - a whole name written in mixed case with the same letters in other words or another order
 *   (the per-team squad files: `David O LEARY` → `David O'Leary`, `Mick MC CARTHY` → `Mick
 *   McCarthy`, `MUELLER Thomas` → `Thomas Müller`) replaces a name whose case was made up from
 *   capitals, or one with fewer accents; first and last name are split again.
 * Player IDs do not change (they come from the squad list's name).
 */
import type { PlayerRow } from '../../../schemas/content/index.ts';
import { accentCount, sameWord } from '../../content/name-spelling.ts';
import type { SquadMember } from './build-players.ts';
import { displayCase, shortName, splitName, txtSurname } from './name-parts.ts';
import { sameNameLetters } from './folder-spellings.ts';
import { note, type ImportReport } from './report.ts';

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

/** Written in mixed case throughout: no word whose case would be made up from capitals. */
const written = (name: string) => displayCase(name).guessed.length === 0;

/**
 * A written spelling of the whole name with the same letters in other words or order (see the
 * module comment), better than `name`: more accents, or as many while `name` has words whose case
 * was made up. Null when none is.
 */
export function bestWholeName(name: string, guessedCase: ReadonlySet<string>, evidence: readonly string[]): string | null {
  const made = name.trim().split(/\s+/).some((w) => guessedCase.has(w));
  let best: string | null = null;
  for (const e of evidence) {
    const text = e.trim().replace(/\s+/g, ' ');
    if (text === name || !written(text) || !sameNameLetters(text, name)) continue;
    const more = accentCount(text) - accentCount(best ?? name);
    if (more > 0 || (more === 0 && best === null && made)) best = text;
  }
  return best;
}

/**
 * Rewrites the name cells of `players` (in place) with the best spellings; `spellings`: player id
 * → the names the sources used for him (with the squad files' spellings of the member). Returns
 * how many rows changed; with `report`, notes how many whole names a squad file respelt.
 */
export function applyBestSpellings(players: PlayerRow[], members: Iterable<SquadMember>, spellings: ReadonlyMap<string, readonly string[]>, report?: ImportReport): number {
  const byId = new Map(players.map((p) => [p.id, p]));
  let changed = 0;
  const whole: string[] = [];
  for (const m of members) {
    const row = byId.get(m.id);
    const evidence = [...(spellings.get(m.id) ?? []), ...m.candidate.names, ...(m.spellings ?? [])];
    if (!row || !m.parts) continue;
    let guessed = m.guessedCase ?? new Set<string>();
    let base = { full: row.full_name, parts: m.parts };
    const other = bestWholeName(row.full_name, guessed, evidence);
    if (other !== null) {
      const hint = m.txtName ? txtSurname(m.txtName) : null;
      base = { full: other, parts: splitName(other, hint) };
      guessed = new Set<string>();
      whole.push(`${row.full_name} → ${other}`);
    }
    const respell = (s: string) => bestSpelling(s, guessed, evidence);
    const full = respell(base.full);
    if (full === row.full_name) continue;
    const parts = { ...base.parts, first: respell(base.parts.first), last: respell(base.parts.last) };
    Object.assign(row, { first_name: parts.first, last_name: parts.last, full_name: full, short_name: shortName(full, parts) });
    changed++;
  }
  if (report && whole.length > 0)
    note(report, 'fuzzy_name', `${whole.length} name(s) written as a squad file writes the same letters (e.g. ${whole.slice(0, 3).join(', ')})`);
  return changed;
}
