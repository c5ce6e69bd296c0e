/**
 * Slot descriptions: the words content and the API publish for a knockout team not yet known
 * (decisions.md "Fixtures before the teams are known"). The accepted forms, exactly (case and
 * spacing matter):
 *  - `Winner Group A`, `Runner-up Group B`, `3rd Group C`, `4th Group D`… (a position in a group;
 *    positions 1 and 2 are only written `Winner` and `Runner-up`);
 *  - `3rd Group A/B/C/D/F` (that position in one of several groups, e.g. a best third-placed team:
 *    not derivable, content names the team);
 *  - `Winner match 73`, `Loser match 101`;
 *  - `Winner match 171/172` (the winner of one of several matches, e.g. a source's "winner of an
 *    elimination final": not derivable, content names the team);
 *  - `To be decided` (the source names no source for the team at all, e.g. `N.N.`: content names it).
 * A group is written `Group <name>` where the name is letters and digits (`Group A`, `Group 1`);
 * the parsed slot carries the full group name (`Group A`) as competition.json names it.
 */
import { ordinal, parseOrdinal } from './ordinal.ts';

export type Slot =
  | { kind: 'group_position'; group: string; position: number }
  | { kind: 'group_position_any'; groups: string[]; position: number }
  | { kind: 'match_winner' | 'match_loser'; match_number: number }
  | { kind: 'match_winner_any' | 'match_loser_any'; match_numbers: number[] }
  | { kind: 'to_be_decided' };

/** The words of a slot whose source nobody knows yet. */
export const TO_BE_DECIDED = 'To be decided';

/** Why a text is not a slot description. */
export interface InvalidSlot {
  kind: 'invalid';
  text: string;
  message: string;
}

const GROUP_TOKEN = /^[A-Za-z0-9]+$/;
const MATCH = /^(Winner|Loser) match ([1-9][0-9]{0,3})$/;
const MATCH_ANY = /^(Winner|Loser) match ([1-9][0-9]{0,3}(?:\/[1-9][0-9]{0,3})+)$/;
const GROUP = /^(\S+) Group (\S+)$/;

function invalid(text: string, message: string): InvalidSlot {
  return { kind: 'invalid', text, message };
}

/** `Winner` → 1, `Runner-up` → 2, `3rd` → 3…; null for anything else (including `1st`, `2nd`). */
function parsePosition(word: string): number | null {
  if (word === 'Winner') return 1;
  if (word === 'Runner-up') return 2;
  const n = parseOrdinal(word);
  return n !== null && n >= 3 ? n : null;
}

/** The word of a position: `Winner`, `Runner-up`, `3rd`… */
function positionWord(position: number): string {
  return position === 1 ? 'Winner' : position === 2 ? 'Runner-up' : ordinal(position);
}

function parseGroupSlot(text: string, word: string, groupsText: string): Slot | InvalidSlot {
  const position = parsePosition(word);
  if (position === null) return invalid(text, `"${word}" is not a position: write Winner, Runner-up, 3rd, 4th…`);
  const names = groupsText.split('/');
  if (!names.every((g) => GROUP_TOKEN.test(g))) return invalid(text, 'a group is letters and digits, several separated by "/" (e.g. A/B/C)');
  if (new Set(names).size !== names.length) return invalid(text, 'a group is named twice');
  const groups = names.map((g) => `Group ${g}`);
  return groups.length === 1 ? { kind: 'group_position', group: groups[0]!, position } : { kind: 'group_position_any', groups, position };
}

/**
 * Parses a slot description. Returns the slot, or `{ kind: 'invalid', message }` saying what is
 * wrong. `formatSlot(parseSlot(t))` gives back `t` for every valid `t`.
 */
export function parseSlot(text: string): Slot | InvalidSlot {
  const m = MATCH.exec(text);
  if (m) return { kind: m[1] === 'Winner' ? 'match_winner' : 'match_loser', match_number: Number(m[2]) };
  const any = MATCH_ANY.exec(text);
  if (any) {
    const match_numbers = any[2]!.split('/').map(Number);
    if (new Set(match_numbers).size !== match_numbers.length) return invalid(text, 'a match is named twice');
    return { kind: any[1] === 'Winner' ? 'match_winner_any' : 'match_loser_any', match_numbers };
  }
  if (text === TO_BE_DECIDED) return { kind: 'to_be_decided' };
  const g = GROUP.exec(text);
  if (g) return parseGroupSlot(text, g[1]!, g[2]!);
  return invalid(text, 'a slot reads like "Winner Group A", "Runner-up Group B", "3rd Group A/B/C", "Winner match 73", "Loser match 101", "Winner match 71/72" or "To be decided"');
}

/** True when `x` is a parsed slot, not an error. */
export function isSlot(x: Slot | InvalidSlot): x is Slot {
  return x.kind !== 'invalid';
}

/** The group's short name for slot text: `Group A` → `A`. */
function groupToken(group: string): string {
  return group.startsWith('Group ') ? group.slice('Group '.length) : group;
}

/** The published words of a slot: the inverse of parseSlot. */
export function formatSlot(slot: Slot): string {
  switch (slot.kind) {
    case 'match_winner':
      return `Winner match ${slot.match_number}`;
    case 'match_loser':
      return `Loser match ${slot.match_number}`;
    case 'match_winner_any':
      return `Winner match ${slot.match_numbers.join('/')}`;
    case 'match_loser_any':
      return `Loser match ${slot.match_numbers.join('/')}`;
    case 'to_be_decided':
      return TO_BE_DECIDED;
    case 'group_position':
      return `${positionWord(slot.position)} Group ${groupToken(slot.group)}`;
    case 'group_position_any':
      return `${positionWord(slot.position)} Group ${slot.groups.map(groupToken).join('/')}`;
  }
}
