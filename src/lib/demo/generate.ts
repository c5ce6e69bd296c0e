/**
 * The demo content for a set of options: which seasons (competitions × years), each generated on
 * demand so a long run can write and forget one season at a time, and the shared countries and
 * players of everything generated.
 *
 * The timeline is relative to `now`, the moment the demo is published: the current season (the
 * first competition of the last year) opened PUBLICATION_DAY days before the UTC day of `now`, so
 * its semi-finals are played and its third-place match and final are ahead; its year is the year
 * of that opening day. Earlier seasons are the same calendar one, two… years back (other
 * competitions of a year six weeks apart, earlier), all played. Nothing is completed after `now`,
 * and the same options (with the same `now`) always give the same content.
 */
import type { SeasonContent, SharedContent } from '../content/season-content.ts';
import { addDays, isoDay } from './dates.ts';
import { PUBLICATION_DAY } from './schedule.ts';
import { generateSeason } from './tournament.ts';
import { createWorld, type World } from './world.ts';

export const DEFAULT_SEED = 2026;

export interface DemoOptions {
  seed: number;
  /** Consecutive years, the last one the current season's. */
  seasons: number;
  /** Different competitions per year. */
  competitions: number;
  /** The moment the demo is published (the CLI's default: the current time). */
  now: Date;
}

export interface SeasonPlan {
  slug: string;
  name: string;
  year: number;
  openingDay: string;
}

const COMPETITIONS = ['Matchday Demo Cup', 'Matchday Demo Trophy', 'Matchday Demo Shield', 'Matchday Demo Championship', 'Matchday Demo Nations League', 'Matchday Demo Challenge'];

/** Competition c (0-based): its name and the slug prefix of its seasons. */
export function competitionName(c: number): { name: string; prefix: string } {
  if (c === 0) return { name: COMPETITIONS[0]!, prefix: 'demo' };
  const name = COMPETITIONS[c] ?? `Matchday Demo Cup ${c + 1}`;
  const tail = COMPETITIONS[c] ? name.slice('Matchday Demo '.length) : `cup-${c + 1}`;
  return { name, prefix: `demo-${tail.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` };
}

/** The current season's opening day: PUBLICATION_DAY days before the UTC day of `now`. */
export function currentOpeningDay(now: Date): string {
  return addDays(isoDay(now.getTime()), -PUBLICATION_DAY);
}

/** `YYYY-MM-DD` the same day `years` years later (29 February → 28 February in other years). */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Seasons in generation order: year by year, competitions within a year. */
export function seasonPlans(options: Pick<DemoOptions, 'seasons' | 'competitions' | 'now'>): SeasonPlan[] {
  const current = currentOpeningDay(options.now);
  const lastYear = Number(current.slice(0, 4));
  const plans: SeasonPlan[] = [];
  for (let y = options.seasons - 1; y >= 0; y--) {
    const opening = addYears(current, -y);
    for (let c = 0; c < options.competitions; c++) {
      const { name, prefix } = competitionName(c);
      // Other competitions of a year open six weeks apart, earlier in the year.
      plans.push({ slug: `${prefix}-${lastYear - y}`, name, year: lastYear - y, openingDay: addDays(opening, -42 * (c % 7)) });
    }
  }
  return plans;
}

export interface DemoGenerator {
  world: World;
  plans: SeasonPlan[];
  /** The moment the demo is published: its clock (also for the `updated_at` of matches a rewrite changes). */
  now: Date;
  season(plan: SeasonPlan): SeasonContent;
  /** Countries and the players of every year generated so far. */
  shared(): SharedContent;
}

export function demoGenerator(options: DemoOptions): DemoGenerator {
  const plans = seasonPlans(options);
  const world = createWorld(options.seed, plans[0]!.year);
  return {
    world,
    plans,
    now: options.now,
    season: (plan) => generateSeason({ seed: options.seed, world, now: options.now, ...plan }),
    shared: () => ({ countries: world.countries, players: world.players() }),
  };
}

/** Everything at once (tests and small runs). */
export function generateDemo(options: DemoOptions): { seasons: { slug: string; content: SeasonContent }[]; shared: SharedContent } {
  const g = demoGenerator(options);
  const seasons = g.plans.map((plan) => ({ slug: plan.slug, content: g.season(plan) }));
  return { seasons, shared: g.shared() };
}
