/**
 * One openfootball season file, read into checked, typed data or plain-words problems.
 *
 * Two layouts (surveyed on ../shared/data, see docs/football-json.md):
 * - football.json (`<season>/<code>.json`): `{ name, matches: [...] }`; a match has `round`
 *   (missing on 10 play-off matches of en.2 2021-22/2022-23, which have `stage` only), `date`,
 *   `time` (`H:MM` or `HH:MM`, local, no zone; missing on ~2,700), `team1`/`team2` (names; `N.N.` or
 *   `Sieger EF` for a team not known yet), `score` (`ht`, `ft` after 90 minutes, `et` after extra time with the
 *   90 minutes included, `p` the shoot-out; `{}` before a match is played), `stage` (e.g.
 *   `Playoffs - Championship`, `Regular`, `Finals`, `Aufstieg`) and `status` (`cancelled`,
 *   `awarded`, `postponed`, `abandoned`).
 * - euro.json / copa-america.json: `{ name, rounds: [{ name, matches }] }` where a match also has
 *   `num`, team objects `{ name, code }`, `group` and `goals1`/`goals2`; the round is the
 *   enclosing round's name.
 */
import { z } from 'zod';

export type Pair = [number, number];
export type FjStatus = 'cancelled' | 'awarded' | 'postponed' | 'abandoned';
export const FJ_STATUSES = ['cancelled', 'awarded', 'postponed', 'abandoned'] as const satisfies readonly FjStatus[];
/**
 * Names the source gives a team that is not known yet: `N.N.` (a final before its semi-finals),
 * `Sieger EF` (German "winner of the elimination final", au.1 2024-25); also `Winner …`/`Loser …`.
 */
export function isPlaceholderTeam(name: string): boolean {
  return /^N\.\s?N\.$/.test(name.trim()) || /^(sieger|verlierer|winner|loser)\s/i.test(name.trim());
}

export interface FjTeam {
  name: string;
  /** Three-letter code (euro.json/copa-america.json only). */
  code: string | null;
}

export interface FjScore {
  /** Half-time. */
  ht: Pair | null;
  /** After 90 minutes (the awarded score for `status: awarded`). */
  ft: Pair | null;
  /** After extra time, 90 minutes included. */
  et: Pair | null;
  /** Penalty shoot-out. */
  p: Pair | null;
}

export interface FjGoal {
  name: string;
  minute: number;
  /** Added time: 45+2 is minute 45, offset 2. */
  offset: number | null;
  penalty: boolean;
  ownGoal: boolean;
}

export interface FjMatch {
  /** 0-based position in the file (across rounds in the `rounds` layout). */
  index: number;
  /** As written (`Matchday 12`, `Finals, Round of 16`, `Group A`…); null when the source has none. */
  round: string | null;
  stage: string | null;
  group: string | null;
  num: number | null;
  date: string;
  /** Local kick-off `HH:MM` (zero-padded); null when unknown. */
  time: string | null;
  /** null: a team not known yet (`N.N.`, `Sieger EF`: see isPlaceholderTeam). */
  team1: FjTeam | null;
  team2: FjTeam | null;
  /** The source's words for a team not known yet (`N.N.`, `Sieger EF`); null when the team is named. */
  placeholder1: string | null;
  placeholder2: string | null;
  score: FjScore;
  status: FjStatus | null;
  /** Goals listed by the source (euro/copa); null when it lists none for that side. */
  goals1: FjGoal[] | null;
  goals2: FjGoal[] | null;
}

export interface FjFile {
  name: string;
  matches: FjMatch[];
}

/** One thing wrong with a file, in plain words. */
export interface FjProblem {
  file: string;
  /** The match's 0-based index (as in FjMatch.index); null for the file as a whole. */
  match: number | null;
  /** Dotted key inside the match or file (`score.et`); null when not about one key. */
  field: string | null;
  message: string;
}

export type FjRead = { ok: true; data: FjFile } | { ok: false; problems: FjProblem[] };

const isRealDate = (s: string): boolean => {
  const [y, m, d] = s.split('-').map(Number);
  const t = new Date(Date.UTC(y!, m! - 1, d!));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m! - 1 && t.getUTCDate() === d;
};
const count = z.number({ error: 'must be a whole number of goals' }).int({ error: 'must be a whole number of goals' }).min(0, { error: 'cannot be negative' });
const pair = z.tuple([count, count], { error: 'must be two whole numbers of goals, e.g. [2, 1]' });
const teamRef = z.union([z.string().min(1), z.looseObject({ name: z.string().min(1), code: z.string().min(1).optional() })], {
  error: 'must be a team name or { "name", "code" }',
});
const goal = z.looseObject({
  name: z.string().min(1, { error: 'must name the scorer' }),
  minute: z.number().int().min(0),
  offset: z.number().int().min(0).optional(),
  penalty: z.boolean().optional(),
  owngoal: z.boolean().optional(),
});
/** One match as written, before the checks that need the whole match. */
export const fjMatchSchema = z.looseObject({
  round: z.string().min(1, { error: 'must not be empty' }).optional(),
  num: z.number().int().min(1).optional(),
  date: z
    .string({ error: 'must be a date YYYY-MM-DD' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date YYYY-MM-DD', abort: true })
    .refine(isRealDate, { error: 'is not a day of the calendar' }),
  time: z.string().regex(/^\d{1,2}:\d{2}$/, { error: 'must be a local time H:MM or HH:MM' }).optional(),
  team1: teamRef,
  team2: teamRef,
  score: z.looseObject({ ht: pair.optional(), ft: pair.optional(), et: pair.optional(), p: pair.optional() }).optional(),
  stage: z.string().min(1, { error: 'must not be empty' }).optional(),
  status: z.enum(FJ_STATUSES, { error: `must be one of ${FJ_STATUSES.join(', ')}` }).optional(),
  group: z.string().min(1).optional(),
  goals1: z.array(goal).optional(),
  goals2: z.array(goal).optional(),
});
type RawMatch = z.output<typeof fjMatchSchema>;

/** The file around its matches: `matches` (football.json) or `rounds` (euro.json, copa-america.json). */
export const fjFileSchema = z
  .looseObject({
    name: z.string({ error: 'must be the competition name' }).min(1, { error: 'must be the competition name' }),
    matches: z.array(z.unknown(), { error: 'must be a list of matches' }).optional(),
    rounds: z.array(z.looseObject({ name: z.string().min(1), matches: z.array(z.unknown()) }), { error: 'must be a list of { "name", "matches" }' }).optional(),
  })
  .refine((f) => (f.matches === undefined) !== (f.rounds === undefined), { error: 'must have either "matches" or "rounds"' });

/** The issue's message, or `is missing` when the key it is about is absent from `input`. */
function describe(issue: z.core.$ZodIssue, input: unknown): string {
  let at: unknown = input;
  for (const key of issue.path.slice(0, -1)) at = at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined;
  const last = issue.path.at(-1);
  const absent = last !== undefined && (at === null || typeof at !== 'object' || !(last in at) || (at as Record<PropertyKey, unknown>)[last] === undefined);
  return absent && issue.code !== 'custom' ? 'is missing' : issue.message;
}

const teamOf = (t: RawMatch['team1']): FjTeam | null => {
  const team = typeof t === 'string' ? { name: t, code: null } : { name: t.name, code: t.code ?? null };
  return isPlaceholderTeam(team.name) ? null : team;
};
const placeholderOf = (t: RawMatch['team1']): string | null => {
  const name = (typeof t === 'string' ? t : t.name).trim();
  return isPlaceholderTeam(name) ? name : null;
};
const goalsOf = (gs: RawMatch['goals1']): FjGoal[] | null =>
  gs ? gs.map((g) => ({ name: g.name, minute: g.minute, offset: g.offset ?? null, penalty: g.penalty ?? false, ownGoal: g.owngoal ?? false })) : null;
const padTime = (t: string | undefined): string | null => (t === undefined ? null : t.padStart(5, '0'));

/** Checks across a match's keys: scores that contradict each other, a team playing itself. */
function matchChecks(m: RawMatch): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  const s = m.score ?? {};
  const t1 = typeof m.team1 === 'string' ? m.team1 : m.team1.name;
  const t2 = typeof m.team2 === 'string' ? m.team2 : m.team2.name;
  if (t1 === t2 && !isPlaceholderTeam(t1)) out.push({ field: 'team2', message: `is the same team as team1 (${t1})` });
  if (s.ht && s.ft && (s.ht[0] > s.ft[0] || s.ht[1] > s.ft[1])) out.push({ field: 'score.ht', message: `${s.ht.join('-')} at half-time is more than ${s.ft.join('-')} after 90 minutes` });
  if (s.et && s.ft && (s.et[0] < s.ft[0] || s.et[1] < s.ft[1])) out.push({ field: 'score.et', message: `${s.et.join('-')} after extra time is less than ${s.ft.join('-')} after 90 minutes (et includes the 90 minutes)` });
  if ((s.et || s.p || s.ht) && !s.ft) out.push({ field: 'score.ft', message: 'is missing while the match has other scores' });
  return out;
}

function toMatch(m: RawMatch, index: number, round: string | null): FjMatch {
  const s = m.score ?? {};
  return {
    index,
    round,
    stage: m.stage ?? null,
    group: m.group ?? null,
    num: m.num ?? null,
    date: m.date,
    time: padTime(m.time),
    team1: teamOf(m.team1),
    team2: teamOf(m.team2),
    placeholder1: placeholderOf(m.team1),
    placeholder2: placeholderOf(m.team2),
    score: { ht: s.ht ?? null, ft: s.ft ?? null, et: s.et ?? null, p: s.p ?? null },
    status: m.status ?? null,
    goals1: goalsOf(m.goals1),
    goals2: goalsOf(m.goals2),
  };
}

/**
 * Reads the parsed JSON of one file. `file` names it in problems (e.g. `2019-20/uefa.cl.json`).
 * Every match is checked: the problems list them all, each with its match index.
 */
export function readFootballJson(json: unknown, file: string): FjRead {
  const top = fjFileSchema.safeParse(json);
  if (!top.success) {
    return { ok: false, problems: top.error.issues.map((i) => ({ file, match: null, field: i.path.join('.') || null, message: describe(i, json) })) };
  }
  const raw: { round: string | null; value: unknown }[] = top.data.matches
    ? top.data.matches.map((value) => ({ round: null, value }))
    : top.data.rounds!.flatMap((r) => r.matches.map((value) => ({ round: r.name, value })));
  const problems: FjProblem[] = [];
  const matches: FjMatch[] = [];
  raw.forEach(({ round, value }, index) => {
    const r = fjMatchSchema.safeParse(value);
    if (!r.success) {
      for (const i of r.error.issues) problems.push({ file, match: index, field: i.path.join('.') || null, message: describe(i, value) });
      return;
    }
    for (const c of matchChecks(r.data)) problems.push({ file, match: index, ...c });
    if (round !== null && r.data.round !== undefined && r.data.round !== round) {
      problems.push({ file, match: index, field: 'round', message: `"${r.data.round}" differs from the enclosing round "${round}"` });
    }
    matches.push(toMatch(r.data, index, r.data.round ?? round));
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, data: { name: top.data.name, matches } };
}

/** Reads the text of one file (JSON syntax errors become a problem too). */
export function readFootballJsonText(text: string, file: string): FjRead {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { ok: false, problems: [{ file, match: null, field: null, message: `is not valid JSON: ${(err as Error).message}` }] };
  }
  return readFootballJson(json, file);
}

/** `2019-20/uefa.cl.json: match 107: score.et: is missing` — one line per problem. */
export function formatFjProblem(p: FjProblem): string {
  return [p.file, p.match === null ? null : `match ${p.match}`, p.field, p.message].filter((x) => x !== null).join(': ');
}
