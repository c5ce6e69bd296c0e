/** Page data of the fan site over the minimal fixture: player records, home sections, filters, groups, timeline, calendars, API reference. */
import { beforeAll, describe, expect, it } from 'vitest';
import { writeFixture, pid } from '../fixtures/minimal-content.ts';
import { loadContent } from '../../src/lib/content/load.ts';
import { buildDataset, type Dataset } from '../../src/lib/dataset/dataset.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import { applyFilter, homeSections, playerTotals, scheduleFilters, siteIndex } from '../../src/lib/site/site-index.ts';
import { groupsView } from '../../src/lib/site/groups.ts';
import { buildBracket } from '../../src/lib/site/bracket.ts';
import { timeline } from '../../src/lib/site/timeline.ts';
import { matchCalendar } from '../../src/lib/site/calendar.ts';
import { apiReference, callsPerDay, codeSpans, ERROR_WHEN, exampleIds, PLANS } from '../../src/lib/site/api-reference.ts';
import { ENDPOINTS } from '../../src/lib/api/endpoints.ts';
import { ERROR_CODES } from '../../src/schemas/api/error.ts';

let ds: Dataset;
beforeAll(async () => {
  const { raw, problems } = await loadContent(await writeFixture());
  expect(problems).toEqual([]);
  ds = buildDataset(snapshotOf(raw));
});

describe('site index', () => {
  it('knows the current season, demo flag, groups and qualified teams', () => {
    const idx = siteIndex(ds);
    expect(idx.current.id).toBe('season_fx-2030');
    expect(idx.demo).toBe(true);
    expect(idx.groups.get('season_fx-2030')!.get('Group A')).toHaveLength(4);
    const g = groupsView(idx, idx.current);
    expect(g.tables[0]!.rows.map((r) => [r.team.id, r.points])).toEqual([['team_aaa', 3], ['team_ccc', 0], ['team_ddd', 0], ['team_bbb', 0]]);
    expect([...g.qualified].sort()).toEqual(['team_aaa', 'team_ccc']);
  });

  it("computes a player's record: minutes, goals, cards, own goals", () => {
    const idx = siteIndex(ds);
    // team_aaa #6: starter, yellow 75', second yellow 80' → 80 minutes, sent off.
    const six = idx.playerMatches.get(pid('team_aaa', 6))!;
    expect(playerTotals(six)).toMatchObject({ matches: 1, starts: 1, minutes: 80, yellow_cards: 2, red_cards: 1 });
    // team_bbb #13 came on for #4 at 60'.
    expect(playerTotals(idx.playerMatches.get(pid('team_bbb', 13))!)).toMatchObject({ matches: 1, starts: 0, minutes: 30 });
    expect(playerTotals(idx.playerMatches.get(pid('team_bbb', 4))!)).toMatchObject({ minutes: 60, yellow_cards: 1 });
    // team_aaa #3 scored an own goal (credited to team_bbb) in match 1.
    const three = idx.playerMatches.get(pid('team_aaa', 3))!;
    expect(three[0]!.team_id).toBe('team_aaa');
    expect(playerTotals(three)).toMatchObject({ goals: 0, own_goals: 1 });
    // team_aaa #11 scored twice in the final, which has no line-ups: counted, without minutes.
    const eleven = playerTotals(idx.playerMatches.get(pid('team_aaa', 11))!);
    expect(eleven).toMatchObject({ goals: 2, matches: 1 });
    // team_aaa #10: a penalty goal in match 1 (and a shoot-out kick, which is not a goal).
    expect(playerTotals(idx.playerMatches.get(pid('team_aaa', 10))!)).toMatchObject({ goals: 1, penalty_goals: 1 });
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

  it('builds a filter page for every stage, group and team', () => {
    const idx = siteIndex(ds);
    const f = scheduleFilters(idx, idx.current);
    expect(f.map((x) => x.path)).toEqual([undefined, 'stage/group-stage', 'stage/final', 'group/group-a', 'team/team_aaa', 'team/team_bbb', 'team/team_ccc', 'team/team_ddd']);
    expect(applyFilter(idx.seasonMatches.get(idx.current.id)!, f.find((x) => x.path === 'team/team_ccc')!).map((m) => m.id)).toEqual(['match_fx-2', 'match_fx-3']);
  });

  it('puts the final in the bracket', () => {
    const idx = siteIndex(ds);
    const b = buildBracket(idx.current, idx.seasonMatches.get(idx.current.id)!);
    expect(b.rounds.map((r) => [r.stage, r.matches.length])).toEqual([['Final', 1]]);
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
