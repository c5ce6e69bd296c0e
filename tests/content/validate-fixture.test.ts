import { describe, expect, test } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadContent } from '../../src/lib/content/load.ts';
import { formatProblem } from '../../src/lib/content/problem.ts';
import { pid, writeFixture, type Fixture } from '../fixtures/minimal-content.ts';

/** Loads the fixture after `mutate`; returns the problems as `file:line:col: message` relative to the content root. */
async function problemsAfter(mutate?: (f: Fixture) => void, edit?: (root: string) => Promise<void>): Promise<string[]> {
  const root = await writeFixture(mutate);
  await edit?.(root);
  const { problems } = await loadContent(root);
  return problems.map((p) => formatProblem({ ...p, file: p.file.slice(p.file.indexOf('content/')) }));
}

const m1 = (f: Fixture) => f.season.matches[0]!;
const event = (f: Fixture, match: string, seq: number) => f.season.events.find((e) => e.match_id === match && e.seq === seq)!;

describe('the minimal fixture', () => {
  test('is valid', async () => {
    expect(await problemsAfter()).toEqual([]);
  });
});

describe('file and cell rules', () => {
  test('CSV syntax error is located', async () => {
    const p = await problemsAfter(undefined, async (root) => {
      const f = join(root, 'fx-2030', 'teams.csv');
      await writeFile(f, `${await readFile(f, 'utf8')}team_eee,"Broken,QEE,Group A\n`);
    });
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(/^content\/fx-2030\/teams\.csv:6:\d+: CSV syntax error: /);
  });
  test('unknown and missing columns', async () => {
    const p = await problemsAfter(undefined, async (root) => {
      const f = join(root, 'fx-2030', 'venues.csv');
      await writeFile(f, (await readFile(f, 'utf8')).replace('capacity', 'capacty'));
    });
    expect(p).toEqual([
      'content/fx-2030/venues.csv:1:1: missing column "capacity"',
      'content/fx-2030/venues.csv:1:36: unknown column "capacty" (columns are: id, name, city, country_code, timezone, capacity)',
    ]);
  });
  test('wrong types and impossible dates, every one reported', async () => {
    const p = await problemsAfter((f) => {
      f.shared.players[0]!.date_of_birth = '1995-02-30';
      (f.shared.players[1] as { height_cm: unknown }).height_cm = 'tall';
    });
    expect(p).toEqual([
      expect.stringMatching(/^content\/players\.csv:\d+:68: date_of_birth "1995-02-30" is not a real date: February 1995 has 28 days \(1995 is not a leap year\)$/),
      expect.stringMatching(/^content\/players\.csv:\d+:85: height_cm "tall" must be a whole number from 140 to 220$/),
    ]);
  });
  test('wrong ID prefix', async () => {
    const p = await problemsAfter((f) => (f.season.venues[0]!.id = 'stadium_one'));
    expect(p).toContain('content/fx-2030/venues.csv:2:1: id "stadium_one" must be an ID starting with "venue_" followed by 1-64 letters, digits or hyphens');
  });
  test('duplicate IDs', async () => {
    const p = await problemsAfter((f) => f.season.matches.push({ ...f.season.matches[1]!, match_number: 9 }));
    expect(p).toEqual([expect.stringMatching(/^content\/fx-2030\/matches\.csv:5:1: duplicate match ID match_fx-2 \(first defined at \S*content\/fx-2030\/matches\.csv:3\)$/)]);
  });
  test('formation syntax and sum', async () => {
    const p = await problemsAfter((f) => (m1(f).home_formation = '4-4-3'));
    expect(p).toEqual([
      expect.stringMatching(/^content\/fx-2030\/matches\.csv:2:\d+: home_formation "4-4-3" must be a formation like 4-3-3: digits joined by hyphens adding up to 10 outfield players$/),
    ]);
  });
});

describe('references', () => {
  test('unknown team, venue and player', async () => {
    const p = await problemsAfter((f) => {
      m1(f).venue_id = 'venue_nowhere';
      event(f, 'match_fx-1', 2).player_id = 'player_ghost';
      f.season.squads.push({ team_id: 'team_zzz', player_id: pid('team_aaa', 1), jersey_number: 99 });
    });
    expect(p).toEqual(expect.arrayContaining([
      expect.stringMatching(/matches\.csv:2:\d+: venue_id venue_nowhere is not in this season's venues\.csv$/),
      expect.stringMatching(/events\.csv:3:\d+: player_id player_ghost is not in players\.csv$/),
      expect.stringMatching(/squads\.csv:66:1: team_id team_zzz is not in teams\.csv$/),
    ]));
  });
});

describe('score rules', () => {
  test('score must equal the goal events', async () => {
    const p = await problemsAfter((f) => {
      m1(f).home_score = 3;
      m1(f).second_half_home = 2;
    });
    expect(p).toEqual([expect.stringMatching(/matches\.csv:2:\d+: home_score is 3 but events\.csv has 2 home goals \(own goals count for the team credited\)$/)]);
  });
  test('own goal credited to the wrong team is caught', async () => {
    const p = await problemsAfter((f) => (event(f, 'match_fx-1', 4).team_id = 'team_aaa'));
    expect(p).toEqual(expect.arrayContaining([
      expect.stringMatching(/events\.csv:5:\d+: own goal: player player_aaa-3 must be in the squad of team_bbb, the team that conceded \(team_id is the team credited\)$/),
    ]));
  });
  test('half-time breakdown must add up', async () => {
    const p = await problemsAfter((f) => {
      m1(f).first_half_home = 2;
      m1(f).second_half_home = 0;
    });
    expect(p).toEqual([
      expect.stringMatching(/matches\.csv:2:\d+: first_half_home is 2 but the goal events give 1$/),
      expect.stringMatching(/matches\.csv:2:\d+: second_half_home is 0 but the goal events give 1$/),
    ]);
  });
  test('periods must sum to the score', async () => {
    const p = await problemsAfter((f) => (m1(f).first_half_away = 1));
    expect(p[0]).toMatch(/matches\.csv:2:\d+: away_score is 1 but first half \+ second half make 2$/);
  });
  test('running score of goal events', async () => {
    const p = await problemsAfter((f) => (event(f, 'match_fx-1', 7).score_away = 0));
    expect(p).toEqual([expect.stringMatching(/events\.csv:8:\d+: running score after this goal is 2-1, not 2-0$/)]);
  });
  test('extra time and penalties consistent with the flags', async () => {
    const p = await problemsAfter((f) => {
      const final = f.season.matches[2]!;
      final.has_penalties = false;
    });
    expect(p).toEqual(expect.arrayContaining([
      expect.stringMatching(/matches\.csv:4:\d+: home_penalty\/away_penalty must be empty when has_penalties is false$/),
      expect.stringMatching(/matches\.csv:4:\d+: a knockout match cannot end level without a shoot-out, unless it was replayed \(a later match names it in replay_of\)$/),
      expect.stringMatching(/events\.csv:\d+:\d+: match match_fx-3 has has_penalties false, so it has no shoot-out kicks$/),
    ]));
  });
  test('extra-time cells without extra time', async () => {
    const p = await problemsAfter((f) => (m1(f).extra_time_home = 0));
    expect(p).toEqual([expect.stringMatching(/matches\.csv:2:\d+: extra_time_home\/extra_time_away must be empty when has_extra_time is false$/)]);
  });
  test('shoot-out score must match its kicks', async () => {
    const p = await problemsAfter((f) => (f.season.matches[2]!.home_penalty = 3));
    expect(p).toEqual([expect.stringMatching(/matches\.csv:4:\d+: the shoot-out is 3-0 but the shootout events give 1-0$/)]);
  });
  test('a scheduled match has zero scores and no events', async () => {
    const p = await problemsAfter((f) => {
      f.season.matches[1]!.home_score = 1;
      f.season.events.push({ match_id: 'match_fx-2', seq: 1, type: 'card', detail: 'yellow', minute: 3, extra_minute: null, team_id: 'team_ccc', player_id: pid('team_ccc', 2), player_off_id: null, score_home: null, score_away: null });
    });
    expect(p).toEqual(expect.arrayContaining([
      expect.stringMatching(/matches\.csv:3:\d+: a scheduled match has scores 0-0$/),
      expect.stringMatching(/events\.csv:\d+:1: match match_fx-2 is scheduled but has events$/),
    ]));
  });
  test('group matches pair teams of that group', async () => {
    const p = await problemsAfter((f) => {
      f.season.competition.groups.push('Group B');
      f.season.teams[3]!.group = 'Group B';
    });
    expect(p).toEqual([expect.stringMatching(/matches\.csv:3:\d+: team_ddd is in Group B, not Group A$/)]);
  });
  test('detail must fit the type', async () => {
    const p = await problemsAfter((f) => (event(f, 'match_fx-1', 2).detail = 'orange'));
    expect(p).toEqual([expect.stringMatching(/events\.csv:3:\d+: detail "orange" is not allowed for type card \(allowed: yellow, second_yellow, red\)$/)]);
  });
});

describe('competition rules and stage kinds', () => {
  test('fixed positions name a group, a team of that group and a position within its size', async () => {
    const p = await problemsAfter((f) => {
      f.season.competition.rules.positions = [
        { group: 'Group Z', team_id: 'team_aaa', position: 1, reason: 'lots' },
        { group: 'Group A', team_id: 'team_eee', position: 2, reason: 'lots' },
        { group: 'Group A', team_id: 'team_bbb', position: 5, reason: 'lots' },
      ];
    });
    expect(p).toEqual([
      'content/fx-2030/competition.json:1:1: rules.positions: team_aaa in Group Z: "Group Z" is not one of the groups',
      'content/fx-2030/competition.json:1:1: rules.positions: team_eee in Group A: teams.csv does not put team_eee in Group A',
      'content/fx-2030/competition.json:1:1: rules.positions: team_bbb in Group A: position 5 but the group has 4 teams',
    ]);
  });
  test('tie-breakers once each, drawing of lots last; kind only on stages that are not knockouts', async () => {
    const p = await problemsAfter((f) => {
      f.season.competition.rules.tie_breakers = ['points', 'drawing_of_lots', 'points'];
      (f.season.competition.stages[1] as { kind?: string }).kind = 'league';
    });
    expect(p.join('\n')).toMatch(/"points" is listed twice/);
    expect(p.join('\n')).toMatch(/drawing_of_lots must be the last tie-breaker/);
    expect(p.join('\n')).toMatch(/kind is for group and league stages; leave it out of a knockout stage/);
  });
  test('a league stage has no groups in its matches', async () => {
    const p = await problemsAfter((f) => {
      f.season.competition.stages[0] = { name: 'Group stage', knockout: false, kind: 'league' };
    });
    expect(p).toEqual([
      expect.stringMatching(/matches\.csv:2:\d+: league match in stage "Group stage" must have an empty group$/),
      expect.stringMatching(/matches\.csv:3:\d+: league match in stage "Group stage" must have an empty group$/),
    ]);
  });
});

describe('fixtures before the teams are known', () => {
  const slotted = (home: string | null, away: string | null, team: string | null = null) => (f: Fixture) => {
    const m = f.season.matches.find((x) => x.id === 'match_fx-2')!;
    Object.assign(m, { stage: 'Final', group: null, home_team_id: team, away_team_id: null, home_slot: home, away_slot: away });
  };
  test('a slot names a real match or group of the season, in the documented words', async () => {
    const p = await problemsAfter(slotted('Winner match 99', 'Champion of Group A'));
    expect(p).toEqual([
      expect.stringMatching(/matches\.csv:3:\d+: home_slot "Winner match 99": no match 99 in this season$/),
      expect.stringMatching(/matches\.csv:3:\d+: away_slot "Champion of Group A": a slot reads like "Winner Group A", .*$/),
    ]);
    expect(await problemsAfter(slotted('Winner match 2', '3rd Group A/B'))).toEqual([
      expect.stringMatching(/home_slot "Winner match 2" names this match itself$/),
      expect.stringMatching(/away_slot "3rd Group A\/B": Group B is not among the groups in competition\.json$/),
    ]);
    expect(await problemsAfter(slotted('Winner match 1', 'Runner-up Group A'))).toEqual([]);
  });
  test('every side has a team or a slot; a played match names both teams', async () => {
    expect(await problemsAfter(slotted(null, 'Winner match 1'))).toEqual([expect.stringMatching(/matches\.csv:3:\d+: a match needs a home team, or a home_slot saying where it comes from$/)]);
    const p = await problemsAfter((f) => {
      const m = f.season.matches.find((x) => x.id === 'match_fx-3')!;
      m.away_team_id = null;
      m.away_slot = 'Winner match 1';
    });
    expect(p).toEqual(expect.arrayContaining([expect.stringMatching(/matches\.csv:4:\d+: a match that is completed names both teams; away_team_id is empty$/)]));
  });
  test('files written before the slot columns existed still validate (the columns may be left out)', async () => {
    const p = await problemsAfter(undefined, async (root) => {
      const f = join(root, 'fx-2030', 'matches.csv');
      const [header, ...rows] = (await readFile(f, 'utf8')).trimEnd().split('\n');
      const cols = header!.split(',');
      const keep = cols.map((c, i) => (c === 'home_slot' || c === 'away_slot' ? -1 : i)).filter((i) => i >= 0);
      const cut = (line: string) => keep.map((i) => line.split(',')[i]).join(',');
      expect(header).toContain('home_slot');
      await writeFile(f, `${[header!, ...rows].map(cut).join('\n')}\n`);
    });
    expect(p).toEqual([]);
  });
});

describe('incomplete sources: unknown half-time, goals not recorded', () => {
  const halvesUnknown = (m: Fixture['season']['matches'][number]) => Object.assign(m, { first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null });
  const final = (f: Fixture) => f.season.matches[2]!;
  /** Match 1 (2-1) with its half-time score unknown and its own goal (seq 4) missing from the events. */
  const partial = (f: Fixture) => {
    halvesUnknown(m1(f));
    m1(f).events_recorded = false;
    f.season.events = f.season.events.filter((e) => !(e.match_id === 'match_fx-1' && e.seq === 4));
  };
  test('a completed match with an unknown half-time score and goals missing is valid', async () => {
    expect(await problemsAfter(partial)).toEqual([]);
    expect(await problemsAfter((f) => {
      partial(f);
      f.season.events = f.season.events.filter((e) => !(e.match_id === 'match_fx-1' && e.type === 'goal'));
    })).toEqual([]);
  });
  test('recorded goals give the halves, so empty half cells need events_recorded false', async () => {
    expect(await problemsAfter((f) => halvesUnknown(m1(f)))).toEqual([
      expect.stringMatching(/matches\.csv:2:\d+: the half-time score \(first_half_\*, second_half_\*\) is required: events\.csv records every goal of this match; set events_recorded to false if it does not$/),
    ]);
  });
  test('the four half cells are filled or empty together', async () => {
    expect(await problemsAfter((f) => (m1(f).second_half_away = null))).toEqual([
      expect.stringMatching(/matches\.csv:2:\d+: second_half_away is required: fill all four half cells \(the half-time score is known\) or leave all four empty \(not known\)$/),
    ]);
  });
  test('goals not recorded: the recorded goals are at most the score, per team and per known period', async () => {
    const p = await problemsAfter((f) => {
      partial(f);
      Object.assign(m1(f), { home_score: 1 });
      event(f, 'match_fx-1', 7).score_home = null;
      event(f, 'match_fx-1', 7).score_away = null;
    });
    expect(p).toEqual([expect.stringMatching(/matches\.csv:2:\d+: home_score is 1 but events\.csv already has 2 home goals \(own goals count for the team credited\)$/)]);
    const q = await problemsAfter((f) => {
      partial(f);
      Object.assign(m1(f), { first_half_home: 0, first_half_away: 0, second_half_home: 2, second_half_away: 1 });
    });
    expect(q).toEqual([expect.stringMatching(/matches\.csv:2:\d+: first_half_home is 0 but events\.csv already has 1 home goal in that period$/)]);
  });
  test('goals not recorded: a running score, where given, counts the goals recorded before it and stays within the final score', async () => {
    expect(await problemsAfter((f) => {
      partial(f);
      event(f, 'match_fx-1', 7).score_away = 0; // 2-0: possible (the missing away goal came later)
    })).toEqual([]);
    const p = await problemsAfter((f) => {
      partial(f);
      event(f, 'match_fx-1', 7).score_home = 1;
      event(f, 'match_fx-1', 1).score_away = 2;
    });
    expect(p).toEqual([
      expect.stringMatching(/events\.csv:2:\d+: running score 1-2 after this goal is impossible: the goals recorded up to it make at least 1-0 and the final score is 2-1$/),
      expect.stringMatching(/events\.csv:\d+:\d+: running score 1-1 after this goal is impossible: the goals recorded up to it make at least 2-2 and the final score is 2-1$/),
    ]);
    expect(await problemsAfter((f) => {
      partial(f);
      event(f, 'match_fx-1', 7).score_away = null;
    })).toEqual([expect.stringMatching(/events\.csv:\d+:\d+: score_home and score_away are both filled or both empty$/)]);
  });
  test('with the half-time score unknown, extra time may be known (at most the score) or unknown', async () => {
    const etUnknown = (f: Fixture) => {
      halvesUnknown(final(f));
      final(f).events_recorded = false;
    };
    expect(await problemsAfter(etUnknown)).toEqual([]);
    expect(await problemsAfter((f) => {
      etUnknown(f);
      Object.assign(final(f), { extra_time_home: null, extra_time_away: null });
    })).toEqual([]);
    expect(await problemsAfter((f) => {
      etUnknown(f);
      final(f).extra_time_away = null;
    })).toEqual([expect.stringMatching(/matches\.csv:4:\d+: extra_time_home and extra_time_away are both filled \(extra-time goals known\) or both empty \(not known\)$/)]);
    expect(await problemsAfter((f) => {
      etUnknown(f);
      final(f).extra_time_home = 3;
    })).toEqual([expect.stringMatching(/matches\.csv:4:\d+: extra_time_home is 3 but home_score is only 2$/)]);
  });
  test('only a completed match can have events_recorded false; the cell is true, false or empty', async () => {
    expect(await problemsAfter((f) => (f.season.matches[1]!.events_recorded = false))).toEqual([
      expect.stringMatching(/matches\.csv:3:\d+: only a completed match can have events_recorded false; a match not played yet has its events recorded as they happen$/),
    ]);
    expect(await problemsAfter((f) => ((m1(f) as { events_recorded: unknown }).events_recorded = 'yes'))).toEqual([
      expect.stringMatching(/matches\.csv:2:\d+: events_recorded "yes" must be true, false or empty \(empty means true\)$/),
    ]);
  });
  test('files written before the events_recorded column existed still validate (the column may be left out)', async () => {
    const p = await problemsAfter(undefined, async (root) => {
      const f = join(root, 'fx-2030', 'matches.csv');
      const [header, ...rows] = (await readFile(f, 'utf8')).trimEnd().split('\n');
      const at = header!.split(',').indexOf('events_recorded');
      expect(at).toBeGreaterThan(-1);
      const cut = (line: string) => line.split(',').filter((_, i) => i !== at).join(',');
      await writeFile(f, `${[header!, ...rows].map(cut).join('\n')}\n`);
    });
    expect(p).toEqual([]);
  });
});

describe('line-up rules', () => {
  test('exactly 11 starters and one goalkeeper', async () => {
    const p = await problemsAfter((f) => {
      const row = f.season.lineups.find((l) => l.team_id === 'team_aaa' && l.player_id === pid('team_aaa', 12))!;
      row.starter = true;
    });
    expect(p).toEqual([
      expect.stringMatching(/lineups\.csv:2:\d+: team_aaa starts 2 goalkeepers in match match_fx-1; exactly one is required$/),
      expect.stringMatching(/lineups\.csv:2:\d+: team_aaa has 12 starters in match match_fx-1; a line-up has exactly 11$/),
    ]);
  });
  test('unique jersey numbers', async () => {
    const p = await problemsAfter((f) => (f.season.lineups[3]!.jersey_number = 1));
    expect(p).toEqual([expect.stringMatching(/lineups\.csv:5:\d+: jersey_number 1 is already worn by player_aaa-1 in this line-up$/)]);
  });
  test('every player in the squad', async () => {
    const p = await problemsAfter((f) => (f.season.lineups[15]!.player_id = pid('team_ccc', 16)));
    expect(p).toEqual([expect.stringMatching(/lineups\.csv:17:\d+: player player_ccc-16 is not in the squad of team_aaa$/)]);
  });
  test('a substitution takes off a player on the pitch and brings on a bench player', async () => {
    const p = await problemsAfter((f) => {
      const sub = event(f, 'match_fx-1', 3);
      sub.player_id = pid('team_bbb', 2);
      sub.player_off_id = pid('team_bbb', 14);
    });
    expect(p).toEqual([
      expect.stringMatching(/events\.csv:4:\d+: player player_bbb-2 is not an unused substitute of team_bbb at 60'$/),
      expect.stringMatching(/events\.csv:4:\d+: player player_bbb-14 is not on the pitch at 60', so cannot be substituted$/),
    ]);
  });
  test('a second yellow follows a yellow', async () => {
    const p = await problemsAfter((f) => (event(f, 'match_fx-1', 5).detail = 'red'));
    expect(p).toEqual(expect.arrayContaining([
      expect.stringMatching(/events\.csv:7:\d+: player player_aaa-6 was sent off at minute 75 and cannot take part in a card at 80'$/),
      expect.stringMatching(/events\.csv:7:\d+: second_yellow for player player_aaa-6, who has no yellow card before 80'$/),
    ]));
  });
  test('nobody acts after being sent off', async () => {
    const p = await problemsAfter((f) => {
      event(f, 'match_fx-1', 7).player_id = pid('team_aaa', 6);
    });
    expect(p).toEqual([expect.stringMatching(/events\.csv:8:\d+: player player_aaa-6 was sent off at minute 80 and cannot take part in a goal at 90\+3'$/)]);
  });
});

describe('formats: which rule applies to which format', () => {
  type Row = Fixture['season']['matches'][number];
  const final = (f: Fixture) => f.season.matches[2]!;
  /** A scheduled match without a group, to copy: set id, number, stage, teams and kick-off. */
  const template = (f: Fixture): Row => ({
    ...f.season.matches[1]!, group: null, status: 'scheduled', home_score: 0, away_score: 0,
    first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null,
  });

  describe('second group stage (1974, 1978): teams.csv is the first group stage, a later one takes its teams from its matches', () => {
    /** A second group stage with Group B (team_aaa v team_ccc), before the final. */
    const twoStages = (f: Fixture) => {
      f.season.competition.stages.splice(1, 0, { name: 'Second group stage', knockout: false });
      f.season.competition.groups.push('Group B', 'Group C');
      f.season.matches.push({ ...template(f), id: 'match_fx-4', match_number: 4, stage: 'Second group stage', group: 'Group B', home_team_id: 'team_aaa', away_team_id: 'team_ccc', scheduled_at: '2030-06-05T18:00:00.000Z' });
    };
    const addMatch = (f: Fixture, over: Partial<Row>) =>
      f.season.matches.push({ ...template(f), id: 'match_fx-5', match_number: 5, stage: 'Second group stage', group: 'Group C', home_team_id: 'team_bbb', away_team_id: 'team_ddd', scheduled_at: '2030-06-05T21:00:00.000Z', ...over });
    test('a team in a group of each stage is valid; teams.csv keeps its first-stage group', async () => {
      expect(await problemsAfter(twoStages)).toEqual([]);
      expect(await problemsAfter((f) => { twoStages(f); addMatch(f, {}); })).toEqual([]);
    });
    test('teams.csv names the first group stage\'s group, never a later stage\'s', async () => {
      expect(await problemsAfter((f) => { twoStages(f); f.season.teams[3]!.group = 'Group B'; })).toEqual([
        expect.stringMatching(/matches\.csv:3:\d+: team_ddd is in Group B, not Group A$/),
        expect.stringMatching(/teams\.csv:5:\d+: group "Group B" is a group of the later group stage "Second group stage"; teams\.csv group is the team's group in the first group stage \("Group stage"\), a later stage's groups take their teams from their matches$/),
      ]);
    });
    test('a team plays in one group per stage; a group belongs to one stage', async () => {
      expect(await problemsAfter((f) => { twoStages(f); addMatch(f, { home_team_id: 'team_aaa' }); })).toEqual([
        expect.stringMatching(/matches\.csv:6:\d+: team_aaa already plays in Group B of stage "Second group stage" \(match 4\), not also in Group C: a team is in one group per stage$/),
      ]);
      expect(await problemsAfter((f) => { twoStages(f); addMatch(f, { group: 'Group A' }); })).toEqual([
        expect.stringMatching(/matches\.csv:6:\d+: group "Group A" is a group of stage "Group stage" \(match 1\), not of "Second group stage": a group belongs to one stage, so each stage's groups have their own names \(e\.g\. Group 1-4, then Group A-B\)$/),
      ]);
    });
    test('a fixed position in a later group names a team of its matches', async () => {
      const fixed = (team: string) => (f: Fixture) => {
        twoStages(f);
        f.season.competition.rules.positions = [{ group: 'Group B', team_id: team, position: 1, reason: 'lots' }];
      };
      expect(await problemsAfter(fixed('team_ccc'))).toEqual([]);
      expect(await problemsAfter(fixed('team_bbb'))).toEqual([
        'content/fx-2030/competition.json:1:1: rules.positions: team_bbb in Group B: no match of Group B (a group of a later group stage) names team_bbb',
      ]);
    });
  });

  describe('replays of drawn knockout matches (1934, 1938)', () => {
    /** The final (match 3) drawn 2-2 after extra time, no shoot-out. */
    const drawn = (f: Fixture) => {
      Object.assign(final(f), { has_penalties: false, home_penalty: null, away_penalty: null });
      f.season.events = f.season.events.filter((e) => e.type !== 'shootout');
    };
    /** …replayed as match 4, two days later (not played yet). */
    const replayed = (over: Partial<Row> = {}) => (f: Fixture) => {
      drawn(f);
      f.season.matches.push({ ...template(f), id: 'match_fx-4', match_number: 4, stage: 'Final', home_team_id: 'team_ccc', away_team_id: 'team_aaa', scheduled_at: '2030-06-12T18:00:00.000Z', replay_of: 3, ...over });
    };
    test('a knockout match may end level without a shoot-out only when a replay names it', async () => {
      expect(await problemsAfter(drawn)).toEqual([
        expect.stringMatching(/matches\.csv:4:\d+: a knockout match cannot end level without a shoot-out, unless it was replayed \(a later match names it in replay_of\)$/),
      ]);
      expect(await problemsAfter(replayed())).toEqual([]);
    });
    test('the replay names a drawn knockout match of the season, in its stage, between its teams, after it, once', async () => {
      expect(await problemsAfter(replayed({ replay_of: 99 }))).toEqual([
        expect.stringMatching(/matches\.csv:4:\d+: a knockout match cannot end level without a shoot-out, unless/),
        expect.stringMatching(/matches\.csv:5:\d+: replay_of 99: no match 99 in this season$/),
      ]);
      expect(await problemsAfter(replayed({ replay_of: 4 }))).toEqual([
        expect.stringMatching(/matches\.csv:4:\d+: a knockout match cannot end level without a shoot-out, unless/),
        expect.stringMatching(/matches\.csv:5:\d+: replay_of names this match itself$/),
      ]);
      expect(await problemsAfter(replayed({ replay_of: 1, stage: 'Group stage', group: 'Group A' }))).toEqual([
        expect.stringMatching(/matches\.csv:4:\d+: a knockout match cannot end level without a shoot-out, unless/),
        expect.stringMatching(/matches\.csv:5:\d+: replay_of 1: match 1 is in the group stage "Group stage"; only knockout matches are replayed$/),
      ]);
      expect(await problemsAfter((f) => {
        replayed({ stage: 'Group stage', group: 'Group A', home_team_id: 'team_bbb', scheduled_at: '2030-06-09T18:00:00.000Z' })(f);
      })).toEqual([
        expect.stringMatching(/matches\.csv:5:\d+: a replay is in the stage of the match it replays: match 3 is in "Final", this one in "Group stage"$/),
        expect.stringMatching(/matches\.csv:5:\d+: a replay is between the teams of the match it replays: match 3 is team_aaa v team_ccc$/),
        expect.stringMatching(/matches\.csv:5:\d+: a replay kicks off after the match it replays \(match 3: 2030-06-10T18:00:00\.000Z\)$/),
      ]);
    });
    test('only a match that ended level without a shoot-out is replayed, and once', async () => {
      expect(await problemsAfter((f) => {
        f.season.matches.push({ ...template(f), id: 'match_fx-4', match_number: 4, stage: 'Final', home_team_id: 'team_ccc', away_team_id: 'team_aaa', scheduled_at: '2030-06-12T18:00:00.000Z', replay_of: 3 });
      })).toEqual([expect.stringMatching(/matches\.csv:5:\d+: replay_of 3: match 3 was decided \(2-2, 1-0 on penalties\); only a match that ended level without a shoot-out is replayed$/)]);
      expect(await problemsAfter((f) => {
        replayed()(f);
        f.season.matches.push({ ...template(f), id: 'match_fx-5', match_number: 5, stage: 'Final', home_team_id: 'team_aaa', away_team_id: 'team_ccc', scheduled_at: '2030-06-13T18:00:00.000Z', replay_of: 3 });
      })).toEqual([expect.stringMatching(/matches\.csv:6:\d+: match 3 is already replayed by match 4; a match has one replay \(a drawn replay is replayed in turn: replay_of names the replay\)$/)]);
    });
    test('files written before the replay_of column existed still validate (the column may be left out)', async () => {
      const p = await problemsAfter(undefined, async (root) => {
        const f = join(root, 'fx-2030', 'matches.csv');
        const [header, ...rows] = (await readFile(f, 'utf8')).trimEnd().split('\n');
        const at = header!.split(',').indexOf('replay_of');
        expect(at).toBeGreaterThan(-1);
        const cut = (line: string) => line.split(',').filter((_, i) => i !== at).join(',');
        await writeFile(f, `${[header!, ...rows].map(cut).join('\n')}\n`);
      });
      expect(p).toEqual([]);
    });
  });

  describe('extra time in group matches (1954): rules.extra_time_in_groups', () => {
    /** Match 1 (group): 1-1 after 90 minutes, the penalty moved to the 95th minute (extra time). */
    const groupExtraTime = (f: Fixture) => {
      Object.assign(m1(f), { second_half_home: 0, extra_time_home: 1, extra_time_away: 0, has_extra_time: true });
      Object.assign(event(f, 'match_fx-1', 7), { minute: 95, extra_minute: null });
    };
    test('extra time in a group match needs the rule', async () => {
      expect(await problemsAfter(groupExtraTime)).toEqual([
        expect.stringMatching(/matches\.csv:2:\d+: extra time is only played in knockout stages \(a competition that played it in group matches sets rules\.extra_time_in_groups in competition\.json\)$/),
      ]);
      expect(await problemsAfter((f) => { groupExtraTime(f); f.season.competition.rules.extra_time_in_groups = true; })).toEqual([]);
    });
    test('with the rule, a group match may end level after extra time, but never go to a shoot-out', async () => {
      const level = (f: Fixture) => {
        groupExtraTime(f);
        f.season.competition.rules.extra_time_in_groups = true;
        Object.assign(m1(f), { home_score: 1, extra_time_home: 0 });
        f.season.events = f.season.events.filter((e) => !(e.match_id === 'match_fx-1' && e.seq === 7));
      };
      expect(await problemsAfter(level)).toEqual([]);
      expect(await problemsAfter((f) => { level(f); Object.assign(m1(f), { has_penalties: true, home_penalty: 4, away_penalty: 3 }); })).toEqual([
        expect.stringMatching(/matches\.csv:2:\d+: shoot-outs are only held in knockout stages$/),
      ]);
    });
  });

  describe('golden goal (1998, 2002): extra time ends at the goal', () => {
    test('a knockout match decided by a goal in extra time, with no more play after it, is valid', async () => {
      expect(await problemsAfter((f) => {
        Object.assign(final(f), { away_score: 1, extra_time_away: 0, has_penalties: false, home_penalty: null, away_penalty: null });
        f.season.events = f.season.events.filter((e) => !(e.match_id === 'match_fx-3' && e.seq >= 4));
      })).toEqual([]);
    });
  });
});
