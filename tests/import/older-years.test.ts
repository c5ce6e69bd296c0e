/**
 * Formats of the World Cups before 2014 (inline fixtures, written like the openfootball files):
 * squads without shirt numbers (1930), goals only in the TXT report (1954–2010), no stadiums file
 * (venues from the grounds), a group play-off round (1954).
 */
import { describe, expect, it } from 'vitest';
import { readMatches } from '../../src/lib/import/openfootball/json-source.ts';
import { parseSquadsTxt } from '../../src/lib/import/openfootball/squads-txt.ts';
import { parseFootballTxt } from '../../src/lib/import/openfootball/football-txt.ts';
import { convertOpenfootball, type ConvertInput } from '../../src/lib/import/openfootball/convert.ts';

const squadsTxt = parseSquadsTxt(`
== Uruguay
      Enrique BALLESTRERO,      GK,  b. 1905/01/18
      Hector SCARONE,           FW,  b. 1898/11/26
      Pedro CEA,                FW,
== Argentina
      Juan BOSSIO,              GK,  b. 1903/10/05
      Guillermo STABILE,        FW,  b. 1905/01/17
`);

const full = parseFootballTxt(`
▪ Final
Jul 30 @ Estadio Centenario, Montevideo
  Uruguay v Argentina  2-1
     (Pedro CEA 57', Hector SCARONE 89'; Guillermo STABILE 37')
`);

function input(matches: unknown[]): ConvertInput {
  const m = readMatches({ name: 'World Cup 1930', matches }, 'wc.json');
  return {
    json: { name: m.name, matches: m.matches, squads: null, teams: null, stadiums: null, groups: null },
    txt: full,
    squadsTxt,
    files: { matches: 'wc.json', squads: '(no squads file)', groups: '(no groups file)', txt: 'full.txt', squadsTxt: 'squads.txt' },
  };
}
const final = { round: 'Final', date: '1930-07-30', team1: 'Uruguay', team2: 'Argentina', score: { ft: [2, 1] }, ground: 'Estadio Centenario, Montevideo' };

describe('older World Cups', () => {
  it('reads squad lines without shirt numbers (and without a birth date)', () => {
    expect(squadsTxt.problems).toEqual([]);
    expect(squadsTxt.squads[0]!.players.map((p) => [p.number, p.name, p.pos, p.dateOfBirth])).toEqual([
      [null, 'Enrique BALLESTRERO', 'GK', '1905-01-18'],
      [null, 'Hector SCARONE', 'FW', '1898-11-26'],
      [null, 'Pedro CEA', 'FW', null],
    ]);
  });

  it('without a stadiums file, needs the host and its UTC offset, then builds the venues from the grounds', () => {
    expect(() => convertOpenfootball(input([final]), { slug: 'wc-1930', venueCountry: 'URU' })).toThrow(/no stadiums file; give --venue-timezone/);
    expect(() => convertOpenfootball(input([final]), { slug: 'wc-1930', venueCountry: 'URU', venueTimezone: 'Montevideo' })).toThrow(/is not a UTC offset/);
    const r = convertOpenfootball(input([final]), { slug: 'wc-1930', venueCountry: 'URU', venueTimezone: 'UTC-3' });
    expect(r.season.venues).toEqual([{ id: 'venue_estadio-centenario', name: 'Estadio Centenario', city: 'Montevideo', country_code: 'URU', timezone: 'Etc/GMT+3', capacity: null }]);
    expect(r.season.matches[0]).toMatchObject({ home_team_id: 'team_uru', away_team_id: 'team_arg', scheduled_at: '1930-07-30T15:00:00Z' });
  });

  it('takes the goals from the TXT report when the JSON has no goal list', () => {
    const r = convertOpenfootball(input([final]), { slug: 'wc-1930', venueCountry: 'URU', venueTimezone: 'UTC-3' });
    expect(r.season.events.filter((e) => e.type === 'goal').map((e) => [e.minute, e.team_id, e.player_id, e.score_home, e.score_away])).toEqual([
      [37, 'team_arg', 'player_arg-guillermo-stabile', 0, 1],
      [57, 'team_uru', 'player_uru-pedro-cea', 1, 1],
      [89, 'team_uru', 'player_uru-hector-scarone', 2, 1],
    ]);
    expect(r.season.matches[0]).toMatchObject({ home_score: 2, away_score: 1, first_half_home: 0, first_half_away: 1 });
    expect(r.report.items.map((i) => i.message)).toContain("match 1: the JSON has no goal list; the TXT report's goals are used");
  });

  it('a "Group 2 Play-off" round is a knockout stage of its own, not a group', () => {
    const playOff = { ...final, round: 'Group 2 Play-off', date: '1930-07-30' };
    const r = convertOpenfootball(input([playOff]), { slug: 'wc-1930', venueCountry: 'URU', venueTimezone: 'UTC-3' });
    expect(r.season.competition.stages).toEqual([{ name: 'Group 2 Play-off', knockout: true }]);
    expect(r.season.matches[0]).toMatchObject({ stage: 'Group 2 Play-off', group: null });
  });
});
