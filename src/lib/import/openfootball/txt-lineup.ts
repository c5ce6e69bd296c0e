/**
 * One team's line-up in Football.TXT:
 *
 *     Raul RANGEL - Cesar MONTES [c] [R 90+2'], Johan VASQUEZ - Erik LIRA (76' Edson ALVAREZ),
 *     Tomas HOLES (64' Tomas SOUCEK (87' Alexandr SOJKA)) - …
 *
 * Lines (goalkeeper first) are separated by ` - `, players by `,`; `[c]` captain, `[Y 23']`
 * yellow, `[Y/R 90+3']` second yellow (sent off; 2018 writes `[Y 28'] [Y/R 36']`), `[R 49']` red;
 * `(76' NAME)` the substitute who came on for the player before it, nestable.
 */
import { parseTxtMinute, type Minute } from './minute.ts';

export interface TxtCard {
  /** `Y` yellow, `YR` second yellow (`[Y/R …]`), `R` red. */
  kind: 'Y' | 'YR' | 'R';
  minute: Minute;
}

export interface TxtLineupPlayer {
  name: string;
  captain: boolean;
  cards: TxtCard[];
  /** The player who came on for this one, with the minute; null when he played on. */
  replacedBy: { minute: Minute; player: TxtLineupPlayer } | null;
}

export interface TxtLineup {
  /** Starters by line: the goalkeeper's line first. */
  lines: TxtLineupPlayer[][];
  problems: string[];
  /** What was read but is worth saying (a minute `0'` read as the first minute). */
  notes?: string[];
}

/** Splits at `sep` outside brackets and parentheses. */
function splitTop(text: string, sep: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      sep.lastIndex = i;
      const m = sep.exec(text);
      if (m && m.index === i) {
        parts.push(text.slice(start, i));
        start = i + m[0].length;
        i = start - 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Index of the bracket closing the one opened at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function parseAnnotation(body: string, player: TxtLineupPlayer, problems: string[], notes: string[]): void {
  for (const part of body.split(/[,;]/)) {
    const p = part.trim();
    if (/^c$/i.test(p)) {
      player.captain = true;
      continue;
    }
    const card = /^(Y|R|Y\/R|YR)\s+(.+)$/i.exec(p);
    const read = card ? parseTxtMinute(card[2]!) : null;
    if (card && read) {
      const kind = card[1]!.toUpperCase();
      player.cards.push({ kind: kind === 'Y' ? 'Y' : kind === 'R' ? 'R' : 'YR', minute: read.minute });
      if (read.zero) notes.push(`${player.name}: "[${p}]" read as the first minute (1')`);
    } else problems.push(`${player.name}: cannot read "[${p}]"`);
  }
}

/** One player with annotations and nested substitutions, e.g. `A [Y 5'] (60' B (80' C))`. */
export function parsePlayerEntry(text: string, problems: string[], notes: string[] = []): TxtLineupPlayer | null {
  const s = text.trim();
  const nameEnd = s.search(/[[(]/);
  const name = (nameEnd < 0 ? s : s.slice(0, nameEnd)).trim().replace(/\s+/g, ' ');
  if (name === '') {
    problems.push(`missing player name in "${s}"`);
    return null;
  }
  const player: TxtLineupPlayer = { name, captain: false, cards: [], replacedBy: null };
  let last = player;
  let i = nameEnd < 0 ? s.length : nameEnd;
  while (i < s.length) {
    const c = s[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c !== '[' && c !== '(') {
      problems.push(`${name}: unexpected text "${s.slice(i)}"`);
      break;
    }
    const end = closing(s, i);
    if (end < 0) {
      problems.push(`${name}: unclosed "${c}" in "${s}"`);
      break;
    }
    const body = s.slice(i + 1, end);
    if (c === '[') parseAnnotation(body, player, problems, notes); // a substitute's own marks are inside his parentheses
    else {
      const sub = /^\s*(\d{1,3}(?:\s*\+\s*\d{1,2})?)\s*'\s*(.*)$/s.exec(body);
      const read = sub ? parseTxtMinute(sub[1]!) : null;
      const minute = read?.minute ?? null;
      if (read?.zero) notes.push(`${name}: substitution "(${sub![1]}')" read as the first minute (1')`);
      const on = sub && minute ? parsePlayerEntry(sub[2]!, problems, notes) : null;
      if (!sub || !minute) problems.push(`${name}: cannot read substitution "(${body})"`);
      else if (on) {
        // A second "(m' X)" after the first replaces whoever is on the pitch by then.
        let target = last;
        while (target.replacedBy) target = target.replacedBy.player;
        target.replacedBy = { minute, player: on };
        last = on;
      }
    }
    i = end + 1;
  }
  return player;
}

/** Parses the text after `Team:` (continuation lines joined with spaces). */
export function parseLineup(text: string): TxtLineup {
  const problems: string[] = [];
  const notes: string[] = [];
  const lines = splitTop(text.replace(/\s+/g, ' ').trim(), / - /y).map((line) =>
    splitTop(line, /,/y)
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .map((entry) => parsePlayerEntry(entry, problems, notes))
      .filter((p): p is TxtLineupPlayer => p !== null),
  );
  return { lines: lines.filter((l) => l.length > 0), problems, ...(notes.length > 0 ? { notes } : {}) };
}

/** Everyone who played, starters and substitutes, in order of appearance. */
export function everyone(lineup: TxtLineup): TxtLineupPlayer[] {
  const out: TxtLineupPlayer[] = [];
  const walk = (p: TxtLineupPlayer) => {
    out.push(p);
    if (p.replacedBy) walk(p.replacedBy.player);
  };
  for (const line of lineup.lines) for (const p of line) walk(p);
  return out;
}
