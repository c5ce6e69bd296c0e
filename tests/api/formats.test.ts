/**
 * Formats of older tournaments through the domain and the API, on the minimal fixture: a second
 * group stage (1974, 1978: teams.csv gives the first stage's groups, a later stage's tables are the
 * teams of its matches) and a replayed drawn final (1934, 1938: the replay decides).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { writeFixture, type Fixture } from '../fixtures/minimal-content.ts';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';

type Row = Fixture['season']['matches'][number];
const played = (over: Partial<Row> & Pick<Row, 'id' | 'match_number' | 'stage' | 'home_team_id' | 'away_team_id' | 'scheduled_at'>): Row => ({
  group: null, home_slot: null, away_slot: null, venue_id: 'venue_one', status: 'completed', home_score: 1, away_score: 0,
  first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null, extra_time_home: null, extra_time_away: null,
  has_extra_time: false, has_penalties: false, home_penalty: null, away_penalty: null, home_formation: null, away_formation: null, attendance: null,
  events_recorded: false, ...over,
});

/** Group stage (Group A, 4 teams) → Second group stage (Group B: Aland v Cyrenia 1-0) → Final Aland v Cyrenia 2-2 a.e.t., replayed: Cyrenia 1-0. */
function formats(f: Fixture): void {
  const c = f.season.competition;
  c.stages = [{ name: 'Group stage', knockout: false }, { name: 'Second group stage', knockout: false }, { name: 'Final', knockout: true }];
  c.groups.push('Group B');
  const final = f.season.matches[2]!;
  Object.assign(final, { has_penalties: false, home_penalty: null, away_penalty: null });
  f.season.events = f.season.events.filter((e) => e.type !== 'shootout');
  f.season.matches.push(
    played({ id: 'match_fx-4', match_number: 4, stage: 'Second group stage', group: 'Group B', home_team_id: 'team_aaa', away_team_id: 'team_ccc', scheduled_at: '2030-06-05T18:00:00.000Z' }),
    played({ id: 'match_fx-5', match_number: 5, stage: 'Final', home_team_id: 'team_ccc', away_team_id: 'team_aaa', scheduled_at: '2030-06-12T18:00:00.000Z', replay_of: 3 }),
  );
}

describe('a second group stage and a replayed final', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await apiHarness(await writeFixture(formats));
  });

  it('computes one table per stage and group: the first stage from teams.csv, the later one from its matches', async () => {
    const res = await h.get('/api/public/v1/competitions/season_fx-2030/standings');
    expect(res.status).toBe(200);
    const tables = (res.json.data as { stage: { name: string }; group: { name: string } | null; rows: { team: { id: string }; played: number; points: number }[] }[]);
    expect(tables.map((t) => [t.stage.name, t.group?.name, t.rows.map((r) => r.team.id).sort()])).toEqual([
      ['Group stage', 'Group A', ['team_aaa', 'team_bbb', 'team_ccc', 'team_ddd']],
      ['Second group stage', 'Group B', ['team_aaa', 'team_ccc']],
    ]);
    expect(tables[1]!.rows.map((r) => [r.team.id, r.played, r.points])).toEqual([['team_aaa', 1, 3], ['team_ccc', 1, 0]]);
  });

  it('lists each stage\'s groups in the competition detail and names the replay\'s winner as the champion', async () => {
    const res = await h.get('/api/public/v1/competitions/season_fx-2030');
    expect(res.status).toBe(200);
    const stages = res.json.data.stages as { name: string; kind: string; groups: { name: string; teams: { id: string }[] }[] }[];
    expect(stages.map((s) => [s.name, s.kind, s.groups.map((g) => [g.name, g.teams.map((t) => t.id)])])).toEqual([
      ['Group stage', 'group', [['Group A', ['team_aaa', 'team_bbb', 'team_ccc', 'team_ddd']]]],
      ['Second group stage', 'group', [['Group B', ['team_aaa', 'team_ccc']]]],
      ['Final', 'knockout', []],
    ]);
    expect(res.json.data.winner?.id).toBe('team_ccc');
  });

  it('shows the drawn final without a winner and its replay, with replay_of, as deciding', async () => {
    const res = await h.get('/api/public/v1/competitions/season_fx-2030/bracket');
    expect(res.status).toBe(200);
    const final = res.json.data.rounds.find((r: { stage: { name: string } }) => r.stage.name === 'Final');
    expect(final.matches.map((m: { match_number: number; winner: { id: string } | null; replay_of: number | null; home: { score: number }; away: { score: number } }) =>
      [m.match_number, m.home.score, m.away.score, m.winner?.id ?? null, m.replay_of])).toEqual([
      [3, 2, 2, null, null],
      [5, 1, 0, 'team_ccc', 3],
    ]);
  });
});
