/** An unknown ID is followed by the closest existing IDs of the file it should be in, with their names. */
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../src/lib/content/load.ts';
import { closest, editDistance, suggestion } from '../../src/lib/content/did-you-mean.ts';
import { pid, writeFixture, type Fixture } from '../fixtures/minimal-content.ts';

async function messages(mutate: (f: Fixture) => void): Promise<string[]> {
  const { problems } = await loadContent(await writeFixture(mutate));
  return problems.map((p) => `${p.file.slice(p.file.indexOf('content/') + 8)}:${p.line}: ${p.message}`);
}

const m1 = (f: Fixture) => f.season.matches[0]!;
const event = (f: Fixture, seq: number) => f.season.events.find((e) => e.match_id === 'match_fx-1' && e.seq === seq)!;

describe('did you mean', () => {
  test('edit distance counts a swap of neighbours as one edit', () => {
    expect(editDistance('mex', 'mxe')).toBe(1);
    expect(editDistance('mexx', 'mex')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  test('closest IDs by ID or by name, only the closest, at most three', () => {
    const teams = [{ id: 'team_mex', name: 'Mexico' }, { id: 'team_mar', name: 'Morocco' }, { id: 'team_rsa', name: 'South Africa' }];
    expect(suggestion(closest('team_mexx', teams))).toBe(' (did you mean team_mex "Mexico"?)');
    expect(suggestion(closest('team_south-africa', teams))).toBe(' (did you mean team_rsa "South Africa"?)');
    expect(suggestion(closest('team_zzz', teams))).toBe('');
    expect(closest('team_ma', [{ id: 'team_mb' }, { id: 'team_mc' }, { id: 'team_md' }, { id: 'team_me' }])).toHaveLength(3);
  });

  test('every kind of unknown reference gets its suggestions, pinned', async () => {
    const p = await messages((f) => {
      m1(f).home_team_id = 'team_aab';
      m1(f).away_team_id = 'team_borea';
      m1(f).venue_id = 'venue_onee';
      event(f, 1).player_id = 'player_jose-alandson9';
      f.shared.players[0]!.country_code = 'QAB';
      f.season.squads.push({ team_id: 'team_cc', player_id: pid('team_ccc', 1), jersey_number: 98 });
    });
    expect(p).toEqual(expect.arrayContaining([
      'fx-2030/matches.csv:2: home_team_id team_aab is not in this season\'s teams.csv (did you mean team_aaa "Aland"?)',
      'fx-2030/matches.csv:2: away_team_id team_borea is not in this season\'s teams.csv (did you mean team_bbb "Borea"?)',
      'fx-2030/matches.csv:2: venue_id venue_onee is not in this season\'s venues.csv (did you mean venue_one "Fixture Park"?)',
      'fx-2030/events.csv:2: player_id player_jose-alandson9 is not in players.csv (did you mean player_aaa-9 "José Alandson9"?)',
      'players.csv:2: country_code QAB is not in countries.csv (did you mean QAA "Aland" or QBB "Borea"?)',
      'fx-2030/squads.csv:66: team_id team_cc is not in teams.csv (did you mean team_ccc "Cyrenia"?)',
    ]));
  });

  test('a match is named by its teams, or by its slots before they are known', async () => {
    const p = await messages((f) => {
      f.season.stats[0]!.match_id = 'match_fx-4';
      Object.assign(f.season.matches[1]!, { stage: 'Final', group: null, home_team_id: null, home_slot: 'Winner match 1' });
    });
    expect(p).toContain('fx-2030/stats.csv:2: match_id match_fx-4 is not in this season\'s matches.csv (did you mean match_fx-1 "Aland v Borea", match_fx-2 "Winner match 1 v Dalmoor" or match_fx-3 "Aland v Cyrenia"?)');
  });

  test('nothing is appended when no ID is close', async () => {
    const p = await messages((f) => (m1(f).venue_id = 'venue_nowhere'));
    expect(p).toContain("fx-2030/matches.csv:2: venue_id venue_nowhere is not in this season's venues.csv");
  });
});
