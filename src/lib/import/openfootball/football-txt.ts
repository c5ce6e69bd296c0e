/**
 * Football.TXT match reports (`2026_full.txt`):
 *
 *     ▪ Round of 32
 *     Mon Jun 29 16:30 UTC-4 @ Boston Stadium, Boston, Att: 63945
 *       Germany v Paraguay  1-1 a.e.t., 3-4 pen.
 *          (Kai HAVERTZ 54'; Julio ENCISO 42')
 *
 *     Penalties:     Kai HAVERTZ (missed), 0-1 MAURICIO, …
 *
 *     Germany: Manuel NEUER - Antonio RUEDIGER (110' Malick THIAW), …
 *     Paraguay: …
 *
 *     Refs: …
 *
 * Parsed as written; teams and names are resolved later. Lines that cannot be read are problems.
 */
import { parseTxtMinute, type Minute } from './minute.ts';
import { parseLocalTime, type LocalTime } from './kickoff-time.ts';
import { parseLineup, type TxtLineup } from './txt-lineup.ts';

export interface TxtGoal {
  name: string;
  minute: Minute;
  penalty: boolean;
  ownGoal: boolean;
}

export interface TxtKick {
  name: string;
  scored: boolean;
  /** Shoot-out score after the kick as written (scored kicks only). */
  score: [number, number] | null;
}

export interface TxtTeamLineup {
  /** Team name as written before the colon. */
  team: string;
  line: number;
  lineup: TxtLineup;
}

export interface TxtMatch {
  line: number;
  month: number;
  day: number;
  year: number | null;
  time: LocalTime | null;
  venue: string | null;
  attendance: number | null;
  /** Headings above the match (`▪ Round of 32`, `▪▪ Group A`). */
  stage: string | null;
  group: string | null;
  team1: string;
  team2: string;
  /** Final score as written (after extra time when `aet`); null when not played yet. */
  score: [number, number] | null;
  aet: boolean;
  penaltyScore: [number, number] | null;
  /** Goals by the team they count for; null when the report has no goal list. */
  goals: [TxtGoal[], TxtGoal[]] | null;
  /** Line where the goal list starts (null without one). */
  goalsLine?: number | null;
  penalties: TxtKick[];
  lineups: TxtTeamLineup[];
}

/** A venue of the header's list (`#   Sapporo Dome, Sapporo (JPN)`): its text as the match lines write it, and its country. */
export interface TxtVenue {
  /** `Sapporo Dome, Sapporo`. */
  text: string;
  /** The three-letter code in brackets: `JPN`. */
  country: string;
  line: number;
}

export interface TxtReportFile {
  matches: TxtMatch[];
  problems: { line: number; message: string }[];
  /** The header's venue list (`# Venues   20 (in 20 cities)` and the lines below it); empty without one. */
  venues?: TxtVenue[];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DATE_LINE =
  /^(?:\(\d+\)\s*)?(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\/?\s*(\d{1,2})(?:\s+(\d{4}))?(?:\s+(\d{1,2}[:.h]\d{2}(?:\s*(?:UTC|GMT)\s*(?:[+-]\s*\d{1,2}(?::?\d{2})?)?)?))?\s*(?:@\s*(.*))?$/i;
const MATCH_LINE = /^(.+?)\s+v\s+(.+?)(?:\s{2,}(\d+)\s*-\s*(\d+)(.*))?$/;
const NOT_A_TEAM = new Set(['refs', 'ref', 'referee', 'referees', 'att', 'attendance', 'penalties', 'note', 'notes']);

function parseGoals(text: string, match: TxtMatch, line: number, problems: TxtReportFile['problems']): void {
  const inner = text.trim().replace(/^\(/, '').replace(/\)$/, '');
  const sides = inner.split(';');
  const lists: TxtGoal[][] = sides.map((side) => {
    const goals: TxtGoal[] = [];
    let name = '';
    for (const piece of side.split(',').map((p) => p.trim()).filter(Boolean)) {
      const m = /^(.*?)\s*(\d{1,3}(?:\s*\+\s*\d{1,2})?)\s*'\s*(?:\(\s*(p|pen\.?|og|o\.g\.)\s*\))?$/i.exec(piece);
      const read = m ? parseTxtMinute(m[2]!) : null;
      const minute = read?.minute ?? null;
      if (read?.zero) problems.push({ line, message: `goal "${piece}": minute 0' read as the first minute (1')` });
      if (!m || !minute) {
        problems.push({ line, message: `cannot read goal "${piece}"` });
        continue;
      }
      if (m[1]!.trim() !== '') name = m[1]!.trim().replace(/\s+/g, ' ');
      if (name === '') {
        problems.push({ line, message: `goal minute "${piece}" without a scorer` });
        continue;
      }
      const mark = (m[3] ?? '').toLowerCase().replace(/\./g, '');
      goals.push({ name, minute, penalty: mark === 'p' || mark === 'pen', ownGoal: mark === 'og' });
    }
    return goals;
  });
  if (lists.length === 2) match.goals = [lists[0]!, lists[1]!];
  else if (lists.length === 1 && match.score) {
    const [h, a] = match.score;
    if (a === 0) match.goals = [lists[0]!, []];
    else if (h === 0) match.goals = [[], lists[0]!];
    else problems.push({ line, message: 'goal list without ";" between the teams although both teams scored' });
  } else problems.push({ line, message: 'cannot tell which goals belong to which team' });
}

function parseKicks(text: string, line: number, problems: TxtReportFile['problems']): TxtKick[] {
  const kicks: TxtKick[] = [];
  for (const piece of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const scored = /^(\d+)\s*-\s*(\d+)\s+(.+)$/.exec(piece);
    const missed = /^(.+?)\s*\((missed|miss|saved|post|bar|crossbar|wide|over)\)$/i.exec(piece);
    if (scored) kicks.push({ name: scored[3]!.trim().replace(/\s+/g, ' '), scored: true, score: [Number(scored[1]), Number(scored[2])] });
    else if (missed) kicks.push({ name: missed[1]!.trim().replace(/\s+/g, ' '), scored: false, score: null });
    else problems.push({ line, message: `cannot read shoot-out kick "${piece}"` });
  }
  return kicks;
}

/** Parses a whole match-report file. */
export function parseFootballTxt(text: string): TxtReportFile {
  const lines = text.split(/\r?\n/);
  const matches: TxtMatch[] = [];
  const problems: TxtReportFile['problems'] = [];
  let stage: string | null = null;
  let group: string | null = null;
  let pendingDate: { line: number; m: RegExpExecArray } | null = null;
  let current: TxtMatch | null = null;
  const venues: TxtVenue[] = [];
  let inVenues = false;

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const lineNo = i + 1;
    const text = raw.replace(/\s+$/, '');
    // the header's venue list: `# Venues   20 (in 20 cities)`, then `#   Sapporo Dome, Sapporo (JPN)`
    if (/^#\s*Venues\b/i.test(text)) {
      inVenues = true;
      continue;
    }
    const listed = inVenues ? /^#\s{2,}(.+?,.+?)\s*\(([A-Z]{3})\)\s*$/.exec(text) : null;
    if (listed) venues.push({ text: listed[1]!.trim(), country: listed[2]!, line: lineNo });
    else inVenues = false;
    if (text.trim() === '' || /^\s*#/.test(text)) continue;
    if (/^=/.test(text)) continue;
    const heading = /^([▪»]+)\s*(.+)$/.exec(text.trim());
    if (heading) {
      if (heading[1]!.length === 1) {
        stage = heading[2]!.trim();
        group = null;
      } else group = heading[2]!.trim();
      current = null;
      continue;
    }
    const date = DATE_LINE.exec(text.trim());
    if (date && !/^\s/.test(text)) {
      pendingDate = { line: lineNo, m: date };
      current = null;
      continue;
    }
    if (pendingDate && /^\s/.test(text)) {
      const mm = MATCH_LINE.exec(text.trim());
      if (!mm) {
        problems.push({ line: lineNo, message: `expected "Team v Team" after the date line, found "${text.trim()}"` });
        pendingDate = null;
        continue;
      }
      const d = pendingDate.m;
      const venueParts = (d[5] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      const att = venueParts.map((p) => /^Att(?:endance)?\.?:?\s*([\d,. ]+)$/i.exec(p)).find(Boolean);
      const rest = (mm[5] ?? '').trim();
      const pen = /(\d+)\s*-\s*(\d+)\s*(?:pen|p)\b/i.exec(rest);
      current = {
        line: pendingDate.line,
        month: MONTHS.indexOf(d[1]!.toLowerCase()) + 1,
        day: Number(d[2]),
        year: d[3] ? Number(d[3]) : null,
        time: d[4] ? parseLocalTime(d[4]) : null,
        venue: venueParts.filter((p) => !/^Att/i.test(p)).join(', ') || null,
        attendance: att ? Number(att[1]!.replace(/[,. ]/g, '')) : null,
        stage,
        group,
        team1: mm[1]!.trim(),
        team2: mm[2]!.trim(),
        score: mm[3] !== undefined ? [Number(mm[3]), Number(mm[4])] : null,
        aet: /a\.?\s?e\.?\s?t\.?/i.test(rest),
        penaltyScore: pen ? [Number(pen[1]), Number(pen[2])] : null,
        goals: null,
        penalties: [],
        lineups: [],
      };
      matches.push(current);
      pendingDate = null;
      // goal list: "(…)" over one or more indented lines, right after the match line
      if (i + 1 < lines.length && /^\s+\(/.test(lines[i + 1]!)) {
        let buf = '';
        let depth = 0;
        let j = i + 1;
        for (; j < lines.length; j++) {
          buf += ` ${lines[j]!.trim()}`;
          for (const c of lines[j]!) depth += c === '(' ? 1 : c === ')' ? -1 : 0;
          if (depth <= 0) break;
        }
        current.goalsLine = i + 2;
        parseGoals(buf, current, i + 2, problems);
        i = j;
      } else if (current.score && current.score[0] + current.score[1] === 0) current.goals = [[], []];
      continue;
    }
    if (!current) {
      problems.push({ line: lineNo, message: `line not understood (not inside a match): "${text.trim()}"` });
      continue;
    }
    const label = /^(\S[^:]*?):\s*(.*)$/.exec(text);
    if (!label) {
      problems.push({ line: lineNo, message: `line not understood: "${text.trim()}"` });
      continue;
    }
    // gather indented continuation lines
    let body = label[2]!;
    let j = i + 1;
    while (j < lines.length && /^\s+\S/.test(lines[j]!)) {
      body += ` ${lines[j]!.trim()}`;
      j++;
    }
    i = j - 1;
    const name = label[1]!.trim();
    const key = name.toLowerCase();
    if (key === 'penalties') current.penalties = parseKicks(body, lineNo, problems);
    else if (NOT_A_TEAM.has(key)) continue;
    else current.lineups.push({ team: name, line: lineNo, lineup: parseLineup(body) });
  }
  return { matches, problems, ...(venues.length > 0 ? { venues } : {}) };
}
