/** Page data of the fan site over the minimal fixture: tables, bracket, scorers and player statistics from the competition view, home sections, filters, timeline, calendars, API reference. */
import { beforeAll, describe, expect, it } from 'vitest';
import { writeFixture, pid, type Fixture } from '../fixtures/minimal-content.ts';
import { loadContent } from '../../src/lib/content/load.ts';
import { buildDataset, type Dataset } from '../../src/lib/dataset/dataset.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import { applyFilter, homeSections, scheduleFilters, siteIndex } from '../../src/lib/site/site-index.ts';
import { groupsView } from '../../src/lib/site/groups.ts';
import { bracketLayout } from '../../src/lib/site/bracket-layout.ts';
import { seasonView } from '../../src/lib/site/season-view.ts';
import { playerMatches } from '../../src/lib/site/player-matches.ts';
import { careerTotals, playerCompetitions } from '../../src/lib/site/player-competitions.ts';
import { scorersTable } from '../../src/lib/site/scorers.ts';
import { teamSquad } from '../../src/lib/site/team-squad.ts';
import { timeline } from '../../src/lib/site/timeline.ts';
import { matchCalendar } from '../../src/lib/site/calendar.ts';
import { apiReference, callsPerDay, codeSpans, ERROR_WHEN, exampleIds, PLANS } from '../../src/lib/site/api-reference.ts';
import { ENDPOINTS } from '../../src/lib/api/endpoints.ts';
import { ERROR_CODES } from '../../src/schemas/api/error.ts';

async function load(mutate?: (f: Fixture) => void): Promise<Dataset> {
  const { raw, problems } = await loadContent(await writeFixture(mutate));
  expect(problems).toEqual([]);
  return buildDataset(snapshotOf(raw));
}

let ds: Dataset;
beforeAll(async () => {
  ds = await load();
});

describe('site index', () => {
  it('knows the current season, demo flag and groups', () => {
    const idx = siteIndex(ds);
    expect(idx.current.id).toBe('season_fx-2030');
    expect(idx.demo).toBe(true);
    expect(idx.groups.get('season_fx-2030')!.get('Group A')).toHaveLength(4);
  });

  it('builds a filter page for every stage, group and team', () => {
    const idx = siteIndex(ds);
    const f = scheduleFilters(idx, idx.current);
    expect(f.map((x) => x.path)).toEqual([undefined, 'stage/group-stage', 'stage/final', 'group/group-a', 'team/team_aaa', 'team/team_bbb', 'team/team_ccc', 'team/team_ddd']);
    expect(applyFilter(idx.seasonMatches.get(idx.current.id)!, f.find((x) => x.path === 'team/team_ccc')!).map((m) => m.id)).toEqual(['match_fx-2', 'match_fx-3']);
  });

  it('splits the home page into live, today, next and latest', () => {
    const s = homeSections(ds.matchList, new Date('2030-06-01T12:00:00Z'));
    expect(s.live).toEqual([]);
    expect(s.today.map((m) => m.id)).toEqual(['match_fx-1', 'match_fx-2']);
    expect(s.next).toEqual([]);
    expect(s.latest.map((m) => m.id)).toEqual(['match_fx-3']);
    const later = homeSections(ds.matchList, new Date('2030-05-01T12:00:00Z'));
    expect(later.next.map((m) => m.id)).toEqual(['match_fx-2']);
    expect(later.latest.map((m) => m.id)).toEqual(['match_fx-3', 'match_fx-1']);
  });
});

describe('groups page', () => {
  it("shows the view's table: order, why each row is placed, qualified teams", () => {
    const idx = siteIndex(ds);
    const g = groupsView(idx, idx.current);
    expect(g.tables).toHaveLength(1);
    const t = g.tables[0]!;
    expect(t).toMatchObject({ id: 'g-group-a', caption: 'Group A', group: 'Group A', stage: 'Group stage', live: false, complete: false });
    expect(t.rows).toEqual(seasonView(ds, idx.current).standings[0]!.rows);
    expect(t.rows.map((r) => [r.team.id, r.points, r.decided_by])).toEqual([
      ['team_aaa', 3, 'points'], ['team_ccc', 0, 'unresolved'], ['team_ddd', 0, 'unresolved'], ['team_bbb', 0, 'goal_difference'],
    ]);
    expect([...g.qualified].sort()).toEqual(['team_aaa', 'team_ccc']);
    expect(g.thirds).toEqual([]);
    expect(g.fixed).toEqual([]);
  });

  it('lists the positions content fixes and places the rows by them', async () => {
    const fixed = await load((f) => {
      f.season.competition.rules = { ...f.season.competition.rules, positions: [{ group: 'Group A', team_id: 'team_ddd', position: 2, reason: 'Drawing of lots' }] };
    });
    const idx = siteIndex(fixed);
    const g = groupsView(idx, idx.current);
    expect(g.fixed).toEqual([{ group: 'Group A', team: 'Dalmoor', position: 2, reason: 'Drawing of lots' }]);
    expect(g.tables[0]!.rows.map((r) => [r.team.id, r.decided_by, r.fixed_reason])).toEqual([
      ['team_aaa', 'points', null], ['team_ddd', 'fixed', 'Drawing of lots'], ['team_ccc', 'fixed', 'Drawing of lots'], ['team_bbb', 'goal_difference', null],
    ]);
  });

  it('marks a table live while one of its matches is in play, counting the current score', async () => {
    const live = await load((f) => {
      const m = f.season.matches.find((x) => x.id === 'match_fx-2')!;
      Object.assign(m, { status: 'in_play', home_score: 1, away_score: 0, first_half_home: null, first_half_away: null });
    });
    const idx = siteIndex(live);
    const t = groupsView(idx, idx.current).tables[0]!;
    expect(t.live).toBe(true);
    expect(t.rows.find((r) => r.team.id === 'team_ccc')).toMatchObject({ played: 1, points: 3 });
  });
});

describe('bracket page', () => {
  it("lays out the view's bracket: the final, no placement round", () => {
    const idx = siteIndex(ds);
    const b = bracketLayout(seasonView(ds, idx.current).bracket);
    expect(b.rounds.map((r) => [r.stage, r.matches.map((m) => m.match_id)])).toEqual([['Final', ['match_fx-3']]]);
    expect(b.rounds[0]!.matches[0]!.winner?.id).toBe('team_aaa');
    expect(b.placement).toEqual([]);
  });
});

describe('player statistics', () => {
  const stats = (n: string, team: string) => playerCompetitions(siteIndex(ds), pid(team, Number(n)));

  it("takes each competition's line from the view's playerStats", () => {
    // team_aaa #6: starter, yellow 75', second yellow 80' → 80 minutes, sent off.
    const six = stats('6', 'team_aaa');
    expect(six.map((c) => c.season.id)).toEqual(['season_fx-2030']);
    expect(six[0]!.stats).toBe(seasonView(ds, six[0]!.season).playerStats.get(pid('team_aaa', 6)));
    expect(six[0]!.stats).toMatchObject({ team_id: 'team_aaa', matches: 1, starts: 1, minutes: 80, yellow_cards: 1, second_yellow_cards: 1, red_cards: 0 });
    // team_bbb #13 came on for #4 at 60'.
    expect(stats('13', 'team_bbb')[0]!.stats).toMatchObject({ matches: 1, starts: 0, minutes: 30, substituted_on: 1 });
    expect(stats('4', 'team_bbb')[0]!.stats).toMatchObject({ minutes: 60, yellow_cards: 1, substituted_off: 1 });
    // team_aaa #3 scored an own goal (credited to team_bbb) in match 1: still a team_aaa player.
    expect(stats('3', 'team_aaa')[0]!.stats).toMatchObject({ team_id: 'team_aaa', goals: 0, own_goals: 1 });
    // team_aaa #11 scored twice in the final, which has no line-ups: counted, minutes unknown.
    expect(stats('11', 'team_aaa')[0]!.stats).toMatchObject({ goals: 2, matches: 2, minutes: null });
    // team_aaa #10: a penalty goal in match 1 (and a shoot-out kick, which is not a goal).
    expect(stats('10', 'team_aaa')[0]!.stats).toMatchObject({ goals: 1, penalties: 1 });
    // An unused substitute has no line.
    expect(stats('16', 'team_aaa')).toEqual([]);
  });

  it('sums the competitions for the career tiles; unknown minutes stay unknown', () => {
    expect(careerTotals(stats('6', 'team_aaa'))).toMatchObject({ matches: 1, minutes: 80, second_yellow_cards: 1 });
    expect(careerTotals(stats('11', 'team_aaa'))).toMatchObject({ matches: 2, goals: 2, minutes: null });
    expect(careerTotals([])).toMatchObject({ matches: 0, minutes: 0 });
  });

  it('lists the match-by-match lines from the domain: appearance, involvement and his events', () => {
    const six = playerMatches(ds, pid('team_aaa', 6));
    expect(six.map((pm) => pm.match.id)).toEqual(['match_fx-1']);
    expect(six[0]).toMatchObject({ jersey_number: 6, captain: false, appearance: { started: true, off: 80, sent_off: true }, involvement: { minutes: 80 } });
    expect(six[0]!.events.map((e) => e.detail)).toEqual(['yellow', 'second_yellow']);
    const eleven = playerMatches(ds, pid('team_aaa', 11));
    expect(eleven.map((pm) => [pm.match.id, pm.appearance?.minutes ?? null, pm.involvement.goals])).toEqual([['match_fx-1', 90, 0], ['match_fx-3', null, 2]]);
    expect(playerMatches(ds, pid('team_aaa', 16))[0]).toMatchObject({ appearance: { on: null }, involvement: { played: false } });
  });

  it("fills a team's squad table from the view's playerStats for that team", () => {
    const idx = siteIndex(ds);
    const squad = teamSquad(idx, seasonView(ds, idx.current), 'team_aaa');
    expect(squad.map((s) => s.no)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(squad.find((s) => s.no === 6)!.stats).toMatchObject({ matches: 1, minutes: 80 });
    expect(squad.find((s) => s.no === 16)!.stats).toBeNull();
    const ccc = teamSquad(idx, seasonView(ds, idx.current), 'team_ccc');
    expect(ccc.find((s) => s.no === 9)!.stats).toMatchObject({ goals: 2, minutes: null });
  });
});

describe('scorers page', () => {
  it("ranks the view's scorers; equal goals, penalties and minutes share a rank; bounded", () => {
    const idx = siteIndex(ds);
    const t = scorersTable(idx, idx.current);
    expect(t.total).toBe(4);
    expect(t.lines.map((s) => [s.rank, s.player_id, s.team.id, s.goals, s.penalties, s.matches, s.minutes])).toEqual([
      [1, pid('team_aaa', 11), 'team_aaa', 2, 0, 2, null],
      [1, pid('team_ccc', 9), 'team_ccc', 2, 0, 1, null],
      [3, pid('team_aaa', 9), 'team_aaa', 1, 0, 1, 90],
      [4, pid('team_aaa', 10), 'team_aaa', 1, 1, 2, null],
    ]);
    expect(t.lines[0]!.player?.full_name).toBe('José Alandson11');
    expect(scorersTable(idx, idx.current, 2).lines).toHaveLength(2);
  });
});

describe('timeline', () => {
  it('marks half-time, end of normal time, end of extra time and the result', () => {
    const m = ds.matches.get('match_fx-3')!;
    const items = timeline(m, ds.events.get(m.id)!);
    const labels = items.map((i) => (i.kind === 'phase' ? i.label : `${i.event.seq}:${i.side}`));
    expect(labels).toEqual([
      'Half-time 0–0', '1:away', '2:home', 'End of normal time 1–1 · extra time', '3:home', '4:away',
      'End of extra time 2–2 · penalty shoot-out', '5:home', '6:away', 'After penalties 2–2, 1–0 on penalties',
    ]);
  });
  it('has nothing for a scheduled match', () => {
    const m = ds.matches.get('match_fx-2')!;
    expect(timeline(m, [])).toEqual([]);
  });
  it('shows no score where the source does not know it (half-time; then 90 minutes when extra time is unknown too)', () => {
    const m = { ...ds.matches.get('match_fx-3')!, first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null, events_recorded: false };
    const phases = (x: typeof m) => timeline(x, ds.events.get(m.id)!).flatMap((i) => (i.kind === 'phase' ? [i.label] : []));
    expect(phases(m).slice(0, 2)).toEqual(['Half-time', 'End of normal time 1–1 · extra time']);
    expect(phases({ ...m, extra_time_home: null, extra_time_away: null }).slice(0, 2)).toEqual(['Half-time', 'End of normal time · extra time']);
  });
});

describe('calendar feeds', () => {
  it('has one event per match with a stable UID, the score when played, and the venue', () => {
    const ics = matchCalendar(ds, ds.matchList, 'Fixture Cup', 'All matches', new Date('2030-05-01T00:00:00Z'));
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain('UID:match_fx-1@matchday\r\n');
    expect(ics).toContain('DTSTART:20300601T180000Z\r\n');
    expect(ics).toContain('LOCATION:Fixture Park\\, Testville\r\n');
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Aland 2–1 Borea\r\n');
    expect(unfolded).toContain('SUMMARY:Cyrenia v Dalmoor\r\n');
    expect(unfolded).toContain('SUMMARY:Aland 2–2 (1–0 pens) Cyrenia\r\n');
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});

describe('API reference', () => {
  it('has an example for every endpoint of the table and a text for every error code', () => {
    const ids = exampleIds(ds, 'season_fx-2030');
    for (const e of ENDPOINTS) expect(ids, `example for ${e.id}`).toContain(e.id);
    for (const code of Object.keys(ERROR_CODES)) expect(ERROR_WHEN[code as keyof typeof ERROR_WHEN]).toBeTruthy();
  });

  it('takes its examples from the dataset through the serialisers, valid against the response schemas', () => {
    const ref = apiReference(ds, 'season_fx-2030', new Date('2030-06-01T12:00:00Z'));
    expect(ref.endpoints.map((d) => d.endpoint.id)).toEqual(ENDPOINTS.map((e) => e.id));
    for (const d of ref.endpoints) {
      if (d.endpoint.stream || d.endpoint.id === 'getOpenApi' || d.example.note?.startsWith('Shortened')) continue;
      const body = JSON.parse(d.example.body) as { data: unknown };
      const parsed = d.endpoint.data.safeParse(body.data);
      expect(parsed.success, `${d.endpoint.id}: ${parsed.error?.message}`).toBe(true);
    }
    const detail = ref.endpoints.find((d) => d.endpoint.id === 'getMatch')!;
    expect(JSON.parse(detail.example.body).data).toMatchObject({ id: 'match_fx-1', has_penalties: false, home_score: 2 });
    const players = ref.endpoints.find((d) => d.endpoint.id === 'listPlayers')!;
    expect(players.example.request).toMatch(/search=jose&per_page=2$/);
    expect(players.params.map((p) => p.name)).toEqual(['search', 'team_id', 'page', 'per_page']);
    const match = ref.endpoints.find((d) => d.endpoint.id === 'getMatchEvents')!;
    expect(match.params[0]).toMatchObject({ name: 'id', in: 'path', example: 'match_fx-1' });
    expect(match.errors).toContain('permission_missing');
  });

  it('computes calls per day per plan, and escapes endpoint texts', () => {
    const events = ENDPOINTS.find((e) => e.id === 'getMatchEvents')!;
    const free = PLANS.find((p) => p.id === 'free')!;
    const starter = PLANS.find((p) => p.id === 'starter')!;
    expect(callsPerDay(free, events)).toBeNull();
    expect(callsPerDay(starter, events)).toBe(starter.units_per_day / 2);
    expect(codeSpans('a `b<c>` & d')).toBe('a <code>b&lt;c&gt;</code> &amp; d');
  });
});
