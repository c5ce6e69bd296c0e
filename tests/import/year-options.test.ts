/** `import:all --option <year>:<name>=<value>` and the option a failed import asks for. */
import { describe, expect, it } from 'vitest';
import { optionHints, parseYearOptions } from '../../src/lib/import/bulk/year-options.ts';

describe('import:all --option', () => {
  it('parses options per year or season', () => {
    const o = parseYearOptions(['2030:venue-country=ita', '1950:league-stage="Final Round"', '1950:league-stage=Second Round', 'cwc-2025:venue-timezone=UTC-4']);
    expect(Object.fromEntries(o)).toEqual({ 2030: { venueCountry: 'ITA' }, 1950: { leagueStages: ['Final Round', 'Second Round'] }, 'cwc-2025': { venueTimezone: 'UTC-4' } });
    expect(() => parseYearOptions(['2030:venue-country=ITA', '2030:venue-country=FRA'])).toThrow(/given twice/);
  });

  it('names the option a failure asks for', () => {
    expect(optionHints(2030, "input unusable: there is no stadiums file; give --venue-timezone (e.g. --venue-timezone UTC-3) to build the venues from the matches' grounds")).toEqual(['--option 2030:venue-timezone=<UTC offset, e.g. UTC+2>']);
    // the importer's hint for a round-robin imported as a knockout (build-matches.ts)
    const hint = 'round "Final Round" is imported as a knockout stage, but Brazil meets 3 opponents in it: a knockout team meets one; if it is one table of every team (a round-robin), give --league-stage "Final Round"';
    expect(optionHints(2033, '1 validation problem: wc-2033/matches.csv:22: a knockout match cannot end level', [hint])).toEqual(['--option 2033:league-stage="Final Round"']);
  });
});
