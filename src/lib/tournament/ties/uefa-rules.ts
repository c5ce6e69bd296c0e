/**
 * UEFA club competitions' tie rules by season. UEFA applied the away-goals rule, also to goals
 * scored in extra time of the second leg, until the 2020-21 season included; it abolished the rule
 * from 2021-22 (UEFA, 24 June 2021: "Abolition of the away goals rule in all UEFA club competitions").
 */
import type { TieRules } from './types.ts';

/** The last season (`YYYY-YY`) in which UEFA club competitions applied the away-goals rule. */
export const UEFA_LAST_AWAY_GOALS_SEASON = '2020-21';

/** The rules of a UEFA club competition tie in `season` (`"2019-20"`; a bare start year `"2019"` reads as 2019-20). */
export function uefaTieRules(season: string): TieRules {
  const m = /^(\d{4})(?:[-/](\d{2}|\d{4}))?$/.exec(season.trim());
  if (!m) throw new Error(`season "${season}" is not a season like "2019-20"`);
  const start = Number(m[1]);
  const applies = start <= Number(UEFA_LAST_AWAY_GOALS_SEASON.slice(0, 4));
  return { awayGoals: applies, awayGoalsInExtraTime: applies };
}

/** Neither away goals nor extra-time away goals: level ties go to extra time, then penalties (UEFA from 2021-22, most domestic play-offs). */
export const NO_AWAY_GOALS: TieRules = Object.freeze({ awayGoals: false, awayGoalsInExtraTime: false });
