/**
 * The openfootball JSON format: `worldcup.json` (matches) with `worldcup.squads.json`,
 * `worldcup.teams.json`, `worldcup.stadiums.json` and `worldcup.groups.json` beside it.
 * Read into plain, checked structures; the older variant (team objects with `code`,
 * `score1`/`score2`, goal `offset`, a teams file `{ name, teams: [...] }` whose `code` is the FIFA
 * code) is accepted too.
 */
import { z } from 'zod';
import { parseMinute, type Minute } from './minute.ts';

export type Pair = [number, number];

export interface SrcGoal {
  name: string;
  minute: Minute;
  penalty: boolean;
  ownGoal: boolean;
  /** Where the goal is in the source: `worldcup.json: matches[4].goals1[1]`. */
  source?: string;
}

export interface SrcMatch {
  /** Position in the source file (0-based). */
  index: number;
  round: string;
  num: number | null;
  date: string;
  /** As written, e.g. `13:00 UTC-6`; null when missing. */
  time: string | null;
  team1: { name: string; code: string | null };
  team2: { name: string; code: string | null };
  score: { ht: Pair | null; ft: Pair | null; et: Pair | null; p: Pair | null };
  /** Goals counting for team1 / team2; null when the key is absent (goalless or not recorded). */
  goals1: SrcGoal[] | null;
  goals2: SrcGoal[] | null;
  group: string | null;
  ground: string | null;
  /** `canceled`/`cancelled` for a match that was never played (1938 Sweden v Austria); else null. */
  status: string | null;
}

export interface SrcSquadPlayer {
  number: number | null;
  pos: string;
  name: string;
  dateOfBirth: string | null;
}

export interface SrcSquad {
  name: string;
  code: string;
  group: string | null;
  players: SrcSquadPlayer[];
}

export interface SrcTeam {
  name: string;
  nameNormalised: string | null;
  code: string;
  group: string | null;
  /** ISO 3166 alpha-2 code read from the flag emoji (`🇲🇽` → `MX`), if any. */
  flagCountry: string | null;
}

export interface SrcStadium {
  city: string;
  name: string;
  /** Other `ground` texts of the matches that name this stadium (build-venues.ts: one stadium the JSON names two ways). */
  grounds?: string[];
  timezone: string | null;
  cc: string | null;
  capacity: number | null;
}

export interface SrcGroup {
  name: string;
  teams: string[];
}

export interface JsonSource {
  name: string;
  matches: SrcMatch[];
  squads: SrcSquad[] | null;
  teams: SrcTeam[] | null;
  stadiums: SrcStadium[] | null;
  groups: SrcGroup[] | null;
}

export class SourceError extends Error {}

const pair = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
const teamRef = z.union([z.string().min(1), z.looseObject({ name: z.string().min(1), code: z.string().optional() })]);
const goal = z.looseObject({
  name: z.string().min(1),
  minute: z.union([z.string(), z.number()]),
  offset: z.union([z.string(), z.number()]).nullish(),
  penalty: z.boolean().nullish(),
  owngoal: z.boolean().nullish(),
});
const optInt = z.number().int().min(0).nullish();
const match = z.looseObject({
  round: z.string().min(1),
  num: z.number().int().min(1).nullish(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date YYYY-MM-DD' }),
  time: z.string().nullish(),
  team1: teamRef,
  team2: teamRef,
  score: z.looseObject({ ht: pair.nullish(), ft: pair.nullish(), et: pair.nullish(), p: pair.nullish() }).nullish(),
  score1: optInt, score2: optInt, score1i: optInt, score2i: optInt, score1et: optInt, score2et: optInt, score1p: optInt, score2p: optInt,
  goals1: z.array(goal).nullish(),
  goals2: z.array(goal).nullish(),
  group: z.string().nullish(),
  ground: z.union([z.string(), z.looseObject({ name: z.string() })]).nullish(),
  stadium: z.union([z.string(), z.looseObject({ name: z.string() })]).nullish(),
  status: z.string().nullish(),
});
const matchesFile = z.looseObject({
  name: z.string().default(''),
  matches: z.array(match).optional(),
  rounds: z.array(z.looseObject({ name: z.string(), matches: z.array(z.looseObject({})) })).optional(),
});
const squadsFile = z.array(
  z.looseObject({
    name: z.string().min(1),
    fifa_code: z.string().regex(/^[A-Za-z]{3}$/, { message: 'must be a three-letter code' }),
    group: z.string().nullish(),
    players: z.array(
      z.looseObject({
        number: z.union([z.number().int(), z.string()]).nullish(),
        pos: z.string(),
        name: z.string().min(1),
        date_of_birth: z.string().nullish(),
      }),
    ),
  }),
);
const threeLetters = z.string().regex(/^[A-Za-z]{3}$/, { message: 'must be a three-letter code' });
const teamEntry = z.looseObject({
  name: z.string().min(1),
  name_normalised: z.string().nullish(),
  fifa_code: threeLetters.nullish(),
  code: z.string().nullish(),
  group: z.string().nullish(),
  flag_icon: z.string().nullish(),
}).superRefine((t, ctx) => {
  // the older variant (2014, 2018) has no `fifa_code`: its `code` is the FIFA code
  if (!t.fifa_code && !threeLetters.safeParse(t.code).success) ctx.addIssue({ code: 'custom', path: ['fifa_code'], message: 'must be a three-letter code ("fifa_code", or "code" in the older variant)' });
});
/** A list of teams, or (older variant) an object `{ name, teams: [...] }`. */
const teamsFile = z.preprocess((d) => (d !== null && typeof d === 'object' && !Array.isArray(d) && 'teams' in d ? d.teams : d), z.array(teamEntry));
const stadiumsFile = z.looseObject({
  stadiums: z.array(
    z.looseObject({
      city: z.string().min(1),
      name: z.string().min(1),
      timezone: z.string().nullish(),
      cc: z.string().nullish(),
      capacity: z.number().int().nullish(),
    }),
  ),
});
const groupsFile = z.looseObject({ groups: z.array(z.looseObject({ name: z.string().min(1), teams: z.array(z.string()) })) });

function check<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  const lines = r.error.issues.slice(0, 5).map((i) => `  ${i.path.join('.') || '(top)'}: ${i.message}`);
  const more = r.error.issues.length > 5 ? `\n  … and ${r.error.issues.length - 5} more` : '';
  throw new SourceError(`${file} is not in the openfootball format:\n${lines.join('\n')}${more}`);
}

function flagToCountry(flag: string | null | undefined): string | null {
  if (!flag) return null;
  const cps = [...flag].map((c) => c.codePointAt(0)!);
  if (cps.length !== 2 || !cps.every((c) => c >= 0x1f1e6 && c <= 0x1f1ff)) return null;
  return cps.map((c) => String.fromCharCode(c - 0x1f1e6 + 65)).join('');
}

function readGoals(list: z.output<typeof goal>[] | null | undefined, where: string): SrcGoal[] | null {
  if (list === null || list === undefined) return null;
  return list.map((g, i) => {
    const minute = parseMinute(g.minute, g.offset ?? undefined);
    if (!minute) throw new SourceError(`${where}[${i}]: cannot read minute ${JSON.stringify(g.minute)}${g.offset ? ` + ${g.offset}` : ''}`);
    return { name: g.name.trim(), minute, penalty: g.penalty === true, ownGoal: g.owngoal === true, source: `${where}[${i}]` };
  });
}

function both(a: number | null | undefined, b: number | null | undefined): Pair | null {
  return typeof a === 'number' && typeof b === 'number' ? [a, b] : null;
}

export function readMatches(data: unknown, file: string): { name: string; matches: SrcMatch[] } {
  const parsed = check(matchesFile, data, file);
  const raw = parsed.matches ?? parsed.rounds?.flatMap((r) => r.matches.map((m) => ({ round: r.name, ...m }))) ?? null;
  if (!raw) throw new SourceError(`${file} has no "matches" list`);
  const list = check(z.array(match), raw, file);
  const matches = list.map((m, index): SrcMatch => {
    const ref = (t: typeof m.team1) => (typeof t === 'string' ? { name: t.trim(), code: null } : { name: t.name.trim(), code: t.code?.toUpperCase() ?? null });
    const s = m.score ?? {};
    const ground = m.ground ?? m.stadium;
    return {
      index,
      round: m.round.trim(),
      num: m.num ?? null,
      date: m.date,
      time: m.time?.trim() || null,
      team1: ref(m.team1),
      team2: ref(m.team2),
      score: {
        ht: s.ht ?? both(m.score1i, m.score2i),
        ft: s.ft ?? both(m.score1, m.score2),
        et: s.et ?? both(m.score1et, m.score2et),
        p: s.p ?? both(m.score1p, m.score2p),
      },
      goals1: readGoals(m.goals1, `${file}: matches[${index}].goals1`),
      goals2: readGoals(m.goals2, `${file}: matches[${index}].goals2`),
      group: m.group?.trim() || null,
      ground: (typeof ground === 'string' ? ground : ground?.name)?.trim() || null,
      status: m.status?.trim().toLowerCase() || null,
    };
  });
  return { name: parsed.name, matches };
}

export function readSquads(data: unknown, file: string): SrcSquad[] {
  return check(squadsFile, data, file).map((t) => ({
    name: t.name.trim(),
    code: t.fifa_code.toUpperCase(),
    group: t.group?.trim() || null,
    players: t.players.map((p) => ({
      number: p.number === null || p.number === undefined || p.number === '' ? null : Number(p.number),
      pos: p.pos.trim().toUpperCase(),
      name: p.name.trim().replace(/\s+/g, ' '),
      dateOfBirth: p.date_of_birth?.trim() || null,
    })),
  }));
}

export function readTeams(data: unknown, file: string): SrcTeam[] {
  return check(teamsFile, data, file).map((t) => ({
    name: t.name.trim(),
    nameNormalised: t.name_normalised?.trim() || null,
    code: (t.fifa_code ?? t.code!).toUpperCase(),
    group: t.group?.trim() || null,
    flagCountry: flagToCountry(t.flag_icon),
  }));
}

export function readStadiums(data: unknown, file: string): SrcStadium[] {
  return check(stadiumsFile, data, file).stadiums.map((s) => ({
    city: s.city.trim(),
    name: s.name.trim(),
    timezone: s.timezone?.trim() || null,
    cc: s.cc?.trim().toUpperCase() || null,
    capacity: s.capacity ?? null,
  }));
}

export function readGroups(data: unknown, file: string): SrcGroup[] {
  return check(groupsFile, data, file).groups.map((g) => ({ name: g.name.trim(), teams: g.teams.map((t) => t.trim()) }));
}
