/**
 * The demo content for a set of options: which seasons (competitions × years), each generated on
 * demand so a long run can write and forget one season at a time, and the shared countries and
 * players of everything generated.
 */
import type { SeasonContent, SharedContent } from '../content/season-content.ts';
import { addDays } from './dates.ts';
import { generateSeason } from './tournament.ts';
import { createWorld, type World } from './world.ts';

export const DEFAULT_SEED = 2026;
export const FIRST_YEAR = 2026;
export const DEMO_OPENING_DAY = '10-29';

export interface DemoOptions {
  seed: number;
  /** Consecutive years from FIRST_YEAR. */
  seasons: number;
  /** Different competitions per year. */
  competitions: number;
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

/** Seasons in generation order: year by year, competitions within a year. */
export function seasonPlans(options: Pick<DemoOptions, 'seasons' | 'competitions'>): SeasonPlan[] {
  const plans: SeasonPlan[] = [];
  for (let y = 0; y < options.seasons; y++) {
    const year = FIRST_YEAR + y;
    for (let c = 0; c < options.competitions; c++) {
      const { name, prefix } = competitionName(c);
      // Other competitions of a year open six weeks apart, earlier in the year.
      plans.push({ slug: `${prefix}-${year}`, name, year, openingDay: addDays(`${year}-${DEMO_OPENING_DAY}`, -42 * (c % 7)) });
    }
  }
  return plans;
}

export interface DemoGenerator {
  world: World;
  plans: SeasonPlan[];
  season(plan: SeasonPlan): SeasonContent;
  /** Countries and the players of every year generated so far. */
  shared(): SharedContent;
}

export function demoGenerator(options: DemoOptions): DemoGenerator {
  const world = createWorld(options.seed, FIRST_YEAR);
  return {
    world,
    plans: seasonPlans(options),
    season: (plan) => generateSeason({ seed: options.seed, world, ...plan }),
    shared: () => ({ countries: world.countries, players: world.players() }),
  };
}

/** Everything at once (tests and small runs). */
export function generateDemo(options: DemoOptions): { seasons: { slug: string; content: SeasonContent }[]; shared: SharedContent } {
  const g = demoGenerator(options);
  const seasons = g.plans.map((plan) => ({ slug: plan.slug, content: g.season(plan) }));
  return { seasons, shared: g.shared() };
}
