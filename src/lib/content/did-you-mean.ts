/**
 * "Did you mean": a problem naming an unknown ID (`team_id team_mexx is not in this season's
 * teams.csv`) gets the closest existing IDs appended, with their names:
 * `… (did you mean team_mex "Mexico"?)`. Runs after the rules, on their messages.
 */
import type { Problem } from './problem.ts';
import type { RawContent, RawSeason } from './raw-content.ts';
import { slugify } from '../text/slug.ts';

export interface Candidate {
  id: string;
  /** Shown after the ID, and matched too as its slug (`team_mexico` finds team_mex "Mexico", `player_odegaard` "Ødegaard"). */
  name?: string;
}

/** Optimal-string-alignment distance: insertions, deletions, substitutions, adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** The part after the prefix, lower-cased: `team_MEXX` → `mexx`. */
const opaque = (id: string): string => id.slice(id.indexOf('_') + 1).toLowerCase();

/** Distance within `limit`, or Infinity (cheap length check first: pools can hold thousands of players). */
function near(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return Infinity;
  const d = editDistance(a, b);
  return d <= limit ? d : Infinity;
}

/**
 * Up to `max` candidates close enough to `unknown` to be a typo of it (by ID, or by name), closest
 * first: at most 1 edit for IDs of up to 4 characters after the prefix, else a third of the length
 * (at least 2); only those as close as the closest.
 */
export function closest(unknown: string, candidates: readonly Candidate[], max = 3): Candidate[] {
  const u = opaque(unknown);
  const limit = u.length <= 4 ? 1 : Math.max(2, Math.floor(u.length / 3));
  const scored = candidates
    .map((c) => ({ c, d: Math.min(near(u, opaque(c.id), limit), c.name ? near(u, slugify(c.name), limit) : Infinity) }))
    .filter((x) => x.d !== Infinity && x.c.id !== unknown)
    .sort((x, y) => x.d - y.d || (x.c.id < y.c.id ? -1 : x.c.id > y.c.id ? 1 : 0));
  return scored.filter((x) => x.d === scored[0]!.d).slice(0, max).map((x) => x.c);
}

/** ` (did you mean a "A", b "B" or c?)`, or '' without candidates. */
export function suggestion(found: readonly Candidate[]): string {
  if (found.length === 0) return '';
  const shown = found.map((c) => (c.name ? `${c.id} "${c.name}"` : c.id));
  const list = shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}`;
  return ` (did you mean ${list}?)`;
}

type Pool = 'countries' | 'players' | 'teams' | 'venues' | 'matches';

function pool(raw: RawContent, season: RawSeason | undefined, which: Pool): Candidate[] {
  if (which === 'countries') return raw.countries.map((r) => ({ id: r.value.code, name: r.value.name }));
  if (which === 'players') return raw.players.map((r) => ({ id: r.value.id, name: r.value.full_name }));
  if (!season) return [];
  if (which === 'teams') return season.teams.map((r) => ({ id: r.value.id, name: r.value.name }));
  if (which === 'venues') return season.venues.map((r) => ({ id: r.value.id, name: r.value.name }));
  const teamName = new Map(season.teams.map((r) => [r.value.id, r.value.name]));
  return season.matches.map((r) => {
    const { id, home_team_id: h, away_team_id: a, home_slot, away_slot } = r.value;
    const side = (team: string | null, slotText: string | null | undefined) => (team ? (teamName.get(team) ?? team) : (slotText ?? '?'));
    return { id, name: `${side(h, home_slot)} v ${side(a, away_slot)}` };
  });
}

/** `<column> <ID> is not in [this season's ]<file>.csv`, as the reference rules word it. */
const UNKNOWN = /^(\w+) (\S+) is not in (?:this season's )?(countries|players|teams|venues|matches)\.csv$/;

/** The problems with a "did you mean" added wherever an unknown ID has close existing ones. */
export function withSuggestions(problems: readonly Problem[], raw: RawContent): Problem[] {
  const pools = new Map<string, Candidate[]>();
  const found = new Map<string, string>();
  return problems.map((p) => {
    const m = UNKNOWN.exec(p.message);
    if (!m) return p;
    const season = raw.seasons.find((s) => p.file.startsWith(`${s.path}/`));
    const which = m[3] as Pool;
    const k = `${season?.slug ?? ''}/${which}`;
    if (!pools.has(k)) pools.set(k, pool(raw, season, which));
    const memo = `${k}/${m[2]}`;
    if (!found.has(memo)) found.set(memo, suggestion(closest(m[2]!, pools.get(k)!)));
    const extra = found.get(memo)!;
    return extra ? { ...p, message: p.message + extra } : p;
  });
}
