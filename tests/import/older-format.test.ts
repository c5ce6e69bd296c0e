/**
 * The older openfootball JSON variant (e.g. 2022): kick-off without offset (the stadium's offset
 * applies), `minute` + `offset` numbers, grounds written "Stadium, City", stadiums without `cc`.
 */
import { describe, expect, it } from 'vitest';
import { readMatches, readSquads, readStadiums, readTeams } from '../../src/lib/import/openfootball/json-source.ts';
import { convertOpenfootball } from '../../src/lib/import/openfootball/convert.ts';

const matches = readMatches(
  {
    name: 'Desert Cup 2022',
    matches: [
      {
        round: 'Matchday 1', date: '2022-11-20', time: '19:00', team1: 'Qatar', team2: 'Ecuador',
        score: { ft: [0, 2], ht: [0, 2] }, goals1: [],
        goals2: [{ name: 'Enner Valencia', minute: 16, penalty: true }, { name: 'Valencia', minute: 45, offset: 1 }],
        group: 'Group A', ground: 'Al Bayt Stadium, Al Khor',
      },
      { round: 'Matchday 2', date: '2022-11-25', time: '16:00', team1: 'Ecuador', team2: 'Qatar', score: { ft: [0, 0] }, group: 'Group A', ground: 'Khalifa Stadium, Al Rayyan' },
    ],
  },
  'desert.json',
);
const squads = readSquads(
  [
    { name: 'Qatar', fifa_code: 'QAT', players: [{ number: 1, pos: 'GK', name: 'Saad Al Sheeb', date_of_birth: '1990-02-19' }] },
    { name: 'Ecuador', fifa_code: 'ECU', players: [{ number: 13, pos: 'FW', name: 'Enner Valencia', date_of_birth: '1989-11-04' }] },
  ],
  'desert.squads.json',
);
const stadiums = readStadiums(
  { stadiums: [
    { city: 'Al Khor', timezone: 'UTC+3', name: 'Al Bayt Stadium', capacity: 68895 },
    { city: 'Al Rayyan (3)', timezone: 'UTC+3', name: 'Khalifa International Stadium', capacity: 45857 },
  ] },
  'desert.stadiums.json',
);
const input = {
  json: { name: matches.name, matches: matches.matches, squads, teams: readTeams([{ name: 'Qatar', fifa_code: 'QAT' }, { name: 'Ecuador', fifa_code: 'ECU' }], 't.json'), stadiums, groups: null },
  txt: null,
  squadsTxt: null,
  files: { matches: 'desert.json', squads: 'desert.squads.json', groups: '-', txt: '-', squadsTxt: '-' },
};

describe('older openfootball JSON', () => {
  it('reads the 2014/2018 teams file: an object with "teams" whose "code" is the FIFA code', () => {
    const older = { name: 'World Cup 2018', teams: [{ name: 'Japan', code: 'JPN', continent: 'Asia', confed: 'AFC' }] };
    expect(readTeams(older, 't.json')).toEqual([{ name: 'Japan', nameNormalised: null, code: 'JPN', group: null, flagCountry: null }]);
    expect(() => readTeams({ teams: [{ name: 'Japan', code: 'JP' }] }, 't.json')).toThrow(/0\.fifa_code: must be a three-letter code/);
  });

  it('finds a ground by either name of a stadium written "Name (Other name)"', () => {
    const twoInMoscow = readStadiums({ stadiums: [
      { city: 'Moscow (1)', timezone: 'UTC+3', name: 'Luzhniki Stadium' },
      { city: 'Moscow (2)', timezone: 'UTC+3', name: 'Otkritie Arena (Spartak Stadium)' },
    ] }, 'x.stadiums.json');
    const m = readMatches({ name: 'X 2018', matches: [
      { round: 'Matchday 1', date: '2018-06-16', time: '16:00', team1: 'Qatar', team2: 'Ecuador', score: { ft: [0, 0] }, group: 'Group A', ground: 'Spartak Stadium, Moscow' },
    ] }, 'x.json');
    const r = convertOpenfootball({ ...input, json: { ...input.json, name: m.name, matches: m.matches, stadiums: twoInMoscow } }, { slug: 'x-2018', venueCountry: 'QAT' });
    expect(r.season.matches.map((x) => x.venue_id)).toEqual(['venue_otkritie-arena-spartak-stadium']);
  });

  it('reads numeric minutes with offsets', () => {
    expect(matches.matches[0]!.goals2!.map((g) => g.minute)).toEqual([{ minute: 16, extra: null }, { minute: 45, extra: 1 }]);
    expect(matches.matches[1]!.goals1).toBeNull();
  });

  it('needs the host country for stadiums without "cc"', () => {
    expect(() => convertOpenfootball(input, { slug: 'dc-2022' })).toThrow(/no country \("cc"\); give the host's team code with --venue-country/);
  });

  it('converts with the stadium offset, "Stadium, City" grounds and surname-only scorers', () => {
    const r = convertOpenfootball(input, { slug: 'dc-2022', venueCountry: 'QAT' });
    expect(r.season.venues.map((v) => [v.id, v.country_code, v.timezone])).toEqual([
      ['venue_al-bayt-stadium', 'QAT', 'Etc/GMT-3'],
      ['venue_khalifa-international-stadium', 'QAT', 'Etc/GMT-3'],
    ]);
    expect(r.season.matches.map((m) => [m.id, m.venue_id, m.scheduled_at, m.home_score, m.away_score, m.first_half_away])).toEqual([
      ['match_dc-2022-001', 'venue_al-bayt-stadium', '2022-11-20T16:00:00Z', 0, 2, 2],
      ['match_dc-2022-002', 'venue_khalifa-international-stadium', '2022-11-25T13:00:00Z', 0, 0, 0],
    ]);
    expect(r.season.events.map((e) => [e.detail, e.minute, e.extra_minute, e.player_id])).toEqual([
      ['penalty', 16, null, 'player_ecu-enner-valencia'],
      ['normal', 45, 1, 'player_ecu-enner-valencia'],
    ]);
    expect(r.season.competition).toMatchObject({ name: 'Desert Cup', year: 2022, groups: ['Group A'] });
  });
});
