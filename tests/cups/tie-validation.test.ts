/** matches.csv `tie` and `leg`: two-legged ties validate (same stage, teams swapped, leg 1 first, decided on the aggregate). */
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../src/lib/content/load.ts';
import { formatProblem } from '../../src/lib/content/problem.ts';
import { writeFixture, type Fixture } from '../fixtures/minimal-content.ts';

async function problemsAfter(mutate: (f: Fixture) => void): Promise<string[]> {
  const root = await writeFixture(mutate);
  const { problems } = await loadContent(root);
  return problems.map((p) => formatProblem({ ...p, file: p.file.slice(p.file.indexOf('content/')) }));
}

type Row = Fixture['season']['matches'][number];
const final = (f: Fixture) => f.season.matches.find((m) => m.id === 'match_fx-3')!;

/**
 * The fixture's final (AAA 2-2 CCC after extra time, 1-1 after 90 minutes, AAA 1-0 on penalties)
 * becomes the second leg of tie "F"; its first leg, CCC v AAA five days earlier, is added.
 */
const twoLegs = (first: Partial<Row> = {}, rules: Record<string, unknown> = {}) => (f: Fixture) => {
  Object.assign(final(f), { tie: 'F', leg: 2 });
  f.season.matches.push({
    ...final(f), id: 'match_fx-4', match_number: 4, home_team_id: 'team_ccc', away_team_id: 'team_aaa', scheduled_at: '2030-06-05T18:00:00.000Z',
    home_score: 1, away_score: 1, first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null, extra_time_home: null, extra_time_away: null,
    has_extra_time: false, has_penalties: false, home_penalty: null, away_penalty: null, events_recorded: false, tie: 'F', leg: 1, ...first,
  });
  Object.assign(f.season.competition.rules, rules);
};

describe('two-legged ties in content', () => {
  test('a tie level on aggregate after extra time of the second leg, decided on penalties, is valid', async () => {
    expect(await problemsAfter(twoLegs())).toEqual([]);
  });

  test('leg needs tie; tie is for knockout stages', async () => {
    const p = await problemsAfter((f) => {
      Object.assign(f.season.matches[0]!, { tie: 'G1' });
      Object.assign(f.season.matches[1]!, { leg: 1 });
    });
    expect(p).toEqual([
      expect.stringMatching(/matches\.csv:2:\d+: tie is for knockout matches; stage "Group stage" is a group stage$/),
      expect.stringMatching(/matches\.csv:3:\d+: leg is for the legs of a two-legged tie: set tie/),
    ]);
  });

  test('the second leg swaps home and away and kicks off after the first', async () => {
    expect(await problemsAfter(twoLegs({ home_team_id: 'team_aaa', away_team_id: 'team_ccc' }))).toEqual([
      expect.stringMatching(/matches\.csv:4:\d+: leg 2 of tie "F" is between the teams of leg 1 with home and away swapped \(team_ccc v team_aaa\)$/),
    ]);
    expect(await problemsAfter(twoLegs({ scheduled_at: '2030-06-11T18:00:00.000Z' }))).toEqual([
      expect.stringMatching(/matches\.csv:4:\d+: leg 2 of tie "F" kicks off after leg 1 \(2030-06-11T18:00:00.000Z\)$/),
    ]);
    expect(await problemsAfter(twoLegs({ leg: 2 }))).toEqual([expect.stringMatching(/both matches are leg 2; one is leg 1, the other leg 2$/)]);
  });

  test('a first leg may end level but has no extra time; no shoot-out in a tie decided on aggregate', async () => {
    expect(await problemsAfter(twoLegs({ home_score: 0, away_score: 3 }))).toEqual([
      expect.stringMatching(/matches\.csv:4:\d+: tie "F": match match_fx-3: extra time recorded in a tie already decided after 90 minutes \(aggregate\)$/),
      expect.stringMatching(/matches\.csv:4:\d+: tie "F": match match_fx-3: a shoot-out recorded in a tie already decided after 90 minutes \(aggregate\)$/),
    ]);
    expect((await problemsAfter(twoLegs({ has_extra_time: true }))).join('\n')).toMatch(/the first leg of a tie has no extra time/);
  });

  test('the away-goals rule comes from competition.json rules', async () => {
    // 1-1 in both legs: level on away goals too after 90 minutes; in extra time CCC scored at AAA's
    expect(await problemsAfter(twoLegs({}, { away_goals: true }))).toEqual([]);
    expect((await problemsAfter(twoLegs({}, { away_goals_in_extra_time: true }))).join('\n')).toMatch(/away goals in extra time need away_goals true/);
  });
});
