/**
 * A season's groups and bracket pages follow live play (src/lib/site/live-pages.ts, live-season.ts).
 * First over the minimal fixture (two seasons of it) and the real live overlay: which paths the
 * server renders live, and what the live view counts. Then the real build (dist/, or MATCHDAY_DIST)
 * served by the product server before, during and after play. The demo's content has every match
 * with known teams completed, so the served part runs over a copy of the build's data in which one
 * group match is not played yet: its full time is then a result content has not caught up with.
 */
import { copyFile, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { minimalFixture, pid, type Fixture } from '../fixtures/minimal-content.ts';
import { mergeShared, writeSeason } from '../../src/lib/content/write-content.ts';
import { loadContent } from '../../src/lib/content/load.ts';
import { buildDataset, type Dataset } from '../../src/lib/dataset/dataset.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { withSlots } from '../../src/lib/dataset/slot-source.ts';
import { liveOverlay, type LiveView } from '../../src/lib/live/overlay.ts';
import { emptyState, type LiveMatchState } from '../../src/lib/live/state.ts';
import type { EventRow } from '../../src/schemas/content/index.ts';
import { LIVE_BASE, liveRenderPath, pageOfLivePath, seasonOfPage } from '../../src/lib/site/live-pages.ts';
import { liveSeasonPage, liveSiteIndex } from '../../src/lib/site/live-season.ts';
import { siteIndex } from '../../src/lib/site/site-index.ts';
import { groupsView } from '../../src/lib/site/groups.ts';
import { seasonView, siteSource } from '../../src/lib/site/season-view.ts';
import { slugify } from '../../src/lib/site/format.ts';
import { createKeyWithCli, REPO, startServer, type ServerProcess } from '../helpers/server-process.ts';
import { rawGet } from '../helpers/raw-http.ts';

/** The fixture as a current season (fx-2030) and an older copy of it (fy-2029), so that both kinds of season page exist. */
async function twoSeasons(mutate?: (f: Fixture) => void): Promise<Dataset> {
  const f = minimalFixture();
  mutate?.(f);
  const text = JSON.stringify(f.season).replaceAll('fx-2030', 'fy-2029').replaceAll('fx-', 'fy-').replaceAll('2030-', '2029-').replaceAll('"year":2030', '"year":2029');
  const older = JSON.parse(text) as Fixture['season'];
  const root = join(await mkdtemp(join(tmpdir(), 'matchday-lt-')), 'content');
  await mergeShared(root, f.shared);
  await writeSeason(root, 'fx-2030', f.season);
  await writeSeason(root, 'fy-2029', older);
  const { raw, problems } = await loadContent(root);
  expect(problems).toEqual([]);
  return buildDataset(snapshotOf(raw));
}

/** The server's live-aware source (live overlay, slots resolved) over `states`. */
function liveSource(ds: Dataset, states: LiveMatchState[]) {
  const byId = new Map(states.map((s) => [s.match_id, s]));
  const view: LiveView = { get: (id) => byId.get(id), states: () => byId.values(), version: 1 };
  return withSlots(ds, liveOverlay(ds, staticSource(ds), view));
}

const goal = (matchId: string, seq: number, team: string, minute: number): EventRow => ({
  match_id: matchId, seq, type: 'goal', detail: 'normal', minute, extra_minute: null, team_id: team, player_id: pid(team, 9), player_off_id: null, score_home: null, score_away: null,
});

/** Match `id` in play (or as `over` says) with `events`. */
const state = (id: string, over: Partial<LiveMatchState> = {}, events: EventRow[] = []): LiveMatchState => ({
  ...emptyState(id, '2030-06-01T21:30:00.000Z'), status: 'in_play', period: 'first_half', minute: 23, periods: ['first_half'], events, started_at: '2030-06-01T21:00:00.000Z', ...over,
});

describe('which groups and bracket pages are rendered live', () => {
  let ds: Dataset;
  beforeAll(async () => {
    ds = await twoSeasons();
  });

  test('a season page by its path: the current season at /groups/ and /bracket/, the others under /seasons/<slug>/', () => {
    expect(siteIndex(ds).current.id).toBe('season_fx-2030');
    expect(seasonOfPage(ds, '/groups/')).toEqual({ season: ds.seasons.get('season_fx-2030'), kind: 'groups', path: '/groups/' });
    expect(seasonOfPage(ds, '/bracket')).toEqual({ season: ds.seasons.get('season_fx-2030'), kind: 'bracket', path: '/bracket/' });
    // a tournament has no league table page
    expect(seasonOfPage(ds, '/leagues/fx-2030/')).toBeNull();
    expect(seasonOfPage(ds, '/seasons/fy-2029/groups')?.season.id).toBe('season_fy-2029');
    for (const path of ['/seasons/fx-2030/groups/', '/seasons/nope/bracket/', '/schedule/', '/groups/x/', '/live/groups/']) expect(seasonOfPage(ds, path), path).toBeNull();
  });

  test('while a match of the season is in play or finished live and not yet in content; line-ups alone, another season or nothing live: the built page', () => {
    const playing = liveSource(ds, [state('match_fx-2')]);
    for (const path of ['/groups/', '/groups', '/bracket/']) expect(liveRenderPath(path, playing, ds), path).toBe(`${LIVE_BASE}${path.replace(/\/?$/, '/')}`);
    expect(liveRenderPath('/seasons/fy-2029/groups/', playing, ds)).toBeNull();
    expect(liveRenderPath('/schedule/', playing, ds)).toBeNull();
    // without the dataset the server cannot tell a season page's season
    expect(liveRenderPath('/groups/', playing)).toBeNull();

    const finished = liveSource(ds, [state('match_fx-2', { status: 'completed', period: 'second_half', minute: 90, periods: ['first_half', 'half_time', 'second_half'] })]);
    expect(finished.provisional?.('match_fx-2')).toBe(true);
    expect(liveRenderPath('/groups/', finished, ds)).toBe('/live/groups/');

    const lineupsOnly = liveSource(ds, [state('match_fx-2', { status: 'scheduled', period: null, minute: 0, periods: [], started_at: null })]);
    expect(lineupsOnly.followsLive?.('match_fx-2')).toBe(true);
    expect(liveRenderPath('/groups/', lineupsOnly, ds)).toBeNull();
    expect(liveRenderPath('/matches/match_fx-2/', lineupsOnly, ds)).toBe('/live/matches/match_fx-2/');

    // a replay of an older season's final: that season's pages only
    const replay = liveSource(ds, [state('match_fy-3', { replay: true })]);
    expect(liveRenderPath('/seasons/fy-2029/bracket/', replay, ds)).toBe('/live/seasons/fy-2029/bracket/');
    expect(liveRenderPath('/bracket/', replay, ds)).toBeNull();
    expect(liveRenderPath('/groups/', liveSource(ds, []), ds)).toBeNull();
  });

  test('a live page is served as the page at its path without the live prefix', () => {
    expect(pageOfLivePath('/live/groups/')).toBe('/groups/');
    expect(pageOfLivePath('/live/seasons/fy-2029/bracket')).toBe('/seasons/fy-2029/bracket/');
    expect(pageOfLivePath('/live/matches/match_fx-1/')).toBe('/matches/match_fx-1/');
    for (const path of ['/live/', '/live', '/groups/', '/live/schedule/', '/live/matches/']) expect(pageOfLivePath(path), path).toBeNull();
  });
});

describe('the live view of a season', () => {
  let ds: Dataset;
  beforeAll(async () => {
    ds = await twoSeasons();
  });
  const row = (tables: ReturnType<typeof groupsView>['tables'], team: string) => tables[0]!.rows.find((r) => r.team.id === team)!;

  test('a match in play counts with its current score, its table is live; the dataset and the built view are untouched', () => {
    const source = liveSource(ds, [state('match_fx-2', {}, [goal('match_fx-2', 1, 'team_ccc', 10)])]);
    const page = liveSeasonPage(ds, source, '/groups/')!;
    expect(page.season.id).toBe('season_fx-2030');
    expect(page.live).toEqual({ url: '/live/groups/', state: 'playing' });
    const live = groupsView(page.idx, page.season).tables;
    expect(live[0]!.live).toBe(true);
    expect(row(live, 'team_ccc')).toMatchObject({ played: 1, won: 1, goals_for: 1, points: 3 });
    expect(row(live, 'team_ddd')).toMatchObject({ played: 1, lost: 1, goals_against: 1, points: 0 });
    expect(page.idx.ds.matches.get('match_fx-2')).toMatchObject({ status: 'in_play', home_score: 1, away_score: 0 });
    expect(page.idx.ds.events.get('match_fx-2')).toHaveLength(1);

    const built = groupsView(siteIndex(ds), siteIndex(ds).current).tables;
    expect(built[0]!.live).toBe(false);
    expect(row(built, 'team_ccc')).toMatchObject({ played: 0, points: 0 });
    expect(ds.matches.get('match_fx-2')!.status).toBe('scheduled');
    // the same view for the same live state; the built index itself while nothing is live
    expect(liveSiteIndex(ds, source)).toBe(page.idx);
    expect(liveSiteIndex(ds, liveSource(ds, []))).toBe(siteIndex(ds));
  });

  test('a match finished live that content has not caught up with counts with its result; nothing is in play', () => {
    const done = state('match_fx-2', { status: 'completed', period: 'second_half', minute: 90, periods: ['first_half', 'half_time', 'second_half'] }, [goal('match_fx-2', 1, 'team_ddd', 80)]);
    const page = liveSeasonPage(ds, liveSource(ds, [done]), '/groups/')!;
    expect(page.live.state).toBe('unpublished');
    const tables = groupsView(page.idx, page.season).tables;
    expect(tables[0]!.live).toBe(false);
    expect(row(tables, 'team_ddd')).toMatchObject({ played: 1, won: 1, points: 3 });
  });

  test('the bracket of a replayed final shows the live score, not content\'s result', () => {
    const page = liveSeasonPage(ds, liveSource(ds, [state('match_fx-3', { replay: true }, [goal('match_fx-3', 1, 'team_ccc', 20)])]), '/bracket/')!;
    const final = seasonView(page.idx.ds, page.season).bracket.rounds.find((r) => r.stage.name === 'Final')!.matches[0]!;
    expect(final).toMatchObject({ status: 'in_play', winner: null });
    expect([final.home.score, final.away.score]).toEqual([0, 1]);
    // Bracket.astro reads the match's status from the dataset: Live
    expect(page.idx.ds.matches.get('match_fx-3')!.status).toBe('in_play');
    const built = seasonView(ds, siteIndex(ds).current).bracket.rounds.find((r) => r.stage.name === 'Final')!.matches[0]!;
    expect([built.home.score, built.away.score]).toEqual([2, 2]);
  });

  test('a fixture waiting on a finished match shows its teams while another match is in play, as on the built page', async () => {
    // the final not played yet, its teams from slots: the winner and the loser of match 1 (2–1)
    const slotted = await twoSeasons((f) => {
      const final = f.season.matches.find((m) => m.id === 'match_fx-3')!;
      Object.assign(final, { home_team_id: null, away_team_id: null, home_slot: 'Winner match 1', away_slot: 'Loser match 1', status: 'scheduled', home_score: 0, away_score: 0, first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null, extra_time_home: null, extra_time_away: null, has_extra_time: false, has_penalties: false, home_penalty: null, away_penalty: null });
      f.season.events = f.season.events.filter((e) => e.match_id !== 'match_fx-3');
    });
    const teams = (m: { home_team_id: string | null; away_team_id: string | null } | undefined) => [m?.home_team_id, m?.away_team_id];
    expect(teams(siteSource(slotted).match('match_fx-3'))).toEqual(['team_aaa', 'team_bbb']);
    const page = liveSeasonPage(slotted, liveSource(slotted, [state('match_fx-2')]), '/bracket/')!;
    expect(page.live.state).toBe('playing');
    // the bracket page lists placement matches by id (siteSource(idx.ds).match), match cards read idx.ds.matches
    expect(teams(siteSource(page.idx.ds).match('match_fx-3'))).toEqual(['team_aaa', 'team_bbb']);
    expect(teams(page.idx.ds.matches.get('match_fx-3'))).toEqual(['team_aaa', 'team_bbb']);
    expect(page.idx.ds.matches.get('match_fx-3')).toBe(page.idx.ds.matchList.find((m) => m.id === 'match_fx-3'));
    // content's row is untouched
    expect(teams(slotted.matches.get('match_fx-3'))).toEqual([null, null]);
  });

  test('a replay does not spoil the next round: a fixture not played yet takes its teams from its slots while the match it waits for is replayed', async () => {
    // the final not played yet; content names its teams (the winner and the loser of match 1, 2–1) and their slots
    const named = await twoSeasons((f) => {
      const final = f.season.matches.find((m) => m.id === 'match_fx-3')!;
      Object.assign(final, { away_team_id: 'team_bbb', home_slot: 'Winner match 1', away_slot: 'Loser match 1', status: 'scheduled', home_score: 0, away_score: 0, first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null, extra_time_home: null, extra_time_away: null, has_extra_time: false, has_penalties: false, home_penalty: null, away_penalty: null });
      f.season.events = f.season.events.filter((e) => e.match_id !== 'match_fx-3');
    });
    const teams = (m: { home_team_id: string | null; away_team_id: string | null } | undefined) => [m?.home_team_id, m?.away_team_id];
    const final = (source: ReturnType<typeof liveSource>) => [teams(source.match('match_fx-3')), teams(source.list().find((m) => m.id === 'match_fx-3'))];
    expect(final(liveSource(named, []))).toEqual([['team_aaa', 'team_bbb'], ['team_aaa', 'team_bbb']]);
    // match 1 replayed: the final waits for it
    const replay = liveSource(named, [state('match_fx-1', { replay: true }, [goal('match_fx-1', 1, 'team_bbb', 10)])]);
    expect(final(replay)).toEqual([[null, null], [null, null]]);
    const page = liveSeasonPage(named, replay, '/bracket/')!;
    expect(page.live.state).toBe('playing');
    expect(teams(siteSource(page.idx.ds).match('match_fx-3'))).toEqual([null, null]);
    const round = seasonView(page.idx.ds, page.season).bracket.rounds.find((r) => r.stage.name === 'Final')!.matches[0]!;
    expect([round.home.team, round.away.team, round.home.slot, round.away.slot]).toEqual([null, null, 'Winner match 1', 'Loser match 1']);
    // a replay of the other season's match, or a match of this season played live for the first time: content's teams
    expect(final(liveSource(named, [state('match_fy-1', { replay: true })]))).toEqual([['team_aaa', 'team_bbb'], ['team_aaa', 'team_bbb']]);
    expect(final(liveSource(named, [state('match_fx-2')]))).toEqual([['team_aaa', 'team_bbb'], ['team_aaa', 'team_bbb']]);
    // the replay over: content's teams again
    const over = state('match_fx-1', { replay: true, status: 'completed', period: 'second_half', minute: 90, periods: ['first_half', 'half_time', 'second_half'] });
    expect(final(liveSource(named, [over]))).toEqual([['team_aaa', 'team_bbb'], ['team_aaa', 'team_bbb']]);
  });

  test('no live page without the server\'s live state or for a path that is no season page', () => {
    const source = liveSource(ds, []);
    expect(liveSeasonPage(undefined, source, '/groups/')).toBeNull();
    expect(liveSeasonPage(ds, undefined, '/groups/')).toBeNull();
    expect(liveSeasonPage(ds, source, '/seasons/fx-2030/groups/')).toBeNull();
    expect(liveSeasonPage(ds, source, '/seasons/fy-2029/bracket/')).toMatchObject({ live: { url: '/live/seasons/fy-2029/bracket/', state: 'published' } });
  });
});

const DIST = resolve(process.env.MATCHDAY_DIST ?? 'dist');

interface Row { played: number; won: number; drawn: number; lost: number; goals_for: number; goals_against: number; points: number }
/** What one match adds to a team's row, `f`–`a` from the team's side. */
const counted = (f: number, a: number): Row => ({ played: 1, won: +(f > a), drawn: +(f === a), lost: +(f < a), goals_for: f, goals_against: a, points: f > a ? 3 : f === a ? 1 : 0 });
const plus = (r: Row, s: Row, k = 1): Row => Object.fromEntries(Object.entries(r).map(([key, v]) => [key, v + k * s[key as keyof Row]])) as unknown as Row;

/** The standings table of `group` on a groups page (its caption to the end of the table). */
function tableOf(html: string, group: string): string {
  const at = html.indexOf(`<caption id="g-${slugify(group)}">`);
  expect(at, group).toBeGreaterThan(0);
  return html.slice(at, html.indexOf('</table>', at));
}

/** A team's counts in a table: P W D L GF GA (GD) Pts. */
function rowOf(table: string, team: string): Row {
  const tr = table.split('<tr').find((t) => t.includes(`href="/teams/${team}/"`));
  expect(tr, team).toBeDefined();
  const n = [...tr!.matchAll(/<td class="num[^"]*"[^>]*>(?:<strong>)?([+-]?\d+)/g)].map((m) => Number(m[1]));
  expect(n, tr).toHaveLength(9);
  const [, played, won, drawn, lost, goals_for, goals_against, gd, points] = n as [number, number, number, number, number, number, number, number, number];
  expect(gd).toBe(goals_for - goals_against);
  return { played, won, drawn, lost, goals_for, goals_against, points };
}

/** The scores shown in the bracket box of a match. */
function boxScores(html: string, matchId: string): { scores: string[]; text: string } {
  const box = new RegExp(`<a class="bm" href="/matches/${matchId}/">([\\s\\S]*?)</a>`).exec(html)?.[1];
  expect(box, matchId).toBeDefined();
  return { scores: [...box!.matchAll(/<span class="s">(\d*)/g)].map((m) => m[1]!), text: box!.replace(/<[^>]+>/g, '') };
}

const LIVE_CAPTION = /<caption id="[^"]+">[^<]*<span class="pill live">/g;

describe('the groups and bracket pages served before, during and after play', () => {
  let server: ServerProcess;
  let folder: string;
  // a group match content has completed, not won by the home team (so a 1–0 home lead changes its table), played anew
  let g: any;
  // a completed knockout match with goals, replayed
  let k: any;
  let builtGroups: string;
  let builtBracket: string;
  let scorer: string;
  let kScorer: string;
  let feed: (matchId: string, message: object) => Promise<void>;
  const get = async (path: string) => {
    const r = await rawGet(server.port, path);
    return { ...r, body: Buffer.from(r.body, 'latin1').toString('utf8') };
  };

  beforeAll(async () => {
    const snap = JSON.parse(await readFile(join(DIST, 'matchday', 'snapshot.json'), 'utf8'));
    const season = snap.seasons[0];
    g = season.matches.find((m: any) => m.group !== null && m.status === 'completed' && m.home_team_id !== null && m.home_score <= m.away_score);
    k = season.matches.find((m: any) => m.group === null && m.status === 'completed' && m.home_score > 0 && !m.has_penalties);
    expect(g && k, 'the build has a group match and a knockout match to play').toBeTruthy();
    scorer = season.squads.find((s: any) => s.team_id === g.home_team_id).player_id;
    kScorer = season.squads.find((s: any) => s.team_id === k.home_team_id).player_id;
    builtGroups = await readFile(join(DIST, 'client', 'groups', 'index.html'), 'utf8');
    builtBracket = await readFile(join(DIST, 'client', 'bracket', 'index.html'), 'utf8');

    // The server's copy of the build: the same site, with g not played yet in its data.
    const unplayed = { ...g, status: 'scheduled', home_score: 0, away_score: 0, first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null, attendance: null, home_formation: null, away_formation: null };
    season.matches = season.matches.map((m: any) => (m.id === g.id ? unplayed : m));
    for (const rows of ['events', 'lineups', 'stats']) season[rows] = season[rows].filter((r: any) => r.match_id !== g.id);
    await mkdir(join(REPO, '.tmp'), { recursive: true });
    folder = await mkdtemp(join(REPO, '.tmp', 'live-tables-'));
    await mkdir(join(folder, 'matchday'));
    for (const part of ['client', 'server', 'matchday/api', 'matchday/exports']) await symlink(join(DIST, part), join(folder, part));
    await copyFile(join(DIST, 'matchday', 'build-info.json'), join(folder, 'matchday', 'build-info.json'));
    await writeFile(join(folder, 'matchday', 'snapshot.json'), JSON.stringify(snap));
    server = await startServer({ dist: folder });

    const key = await createKeyWithCli(['--name', 'live-tables', '--plan', 'free', '--permissions', 'feed_write'], { MATCHDAY_DATA_DIR: server.dataDir });
    const seqs = new Map<string, number>();
    feed = async (matchId, message) => {
      seqs.set(matchId, (seqs.get(matchId) ?? 0) + 1);
      const r = await fetch(`${server.url}/api/feed/v1/matches/${matchId}/messages`, {
        method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ seq: seqs.get(matchId), ...message }),
      });
      expect(r.status, await r.text()).toBe(200);
    };
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  test('before kick-off: the built pages, as built', async () => {
    for (const [path, built] of [['/groups/', builtGroups], ['/bracket/', builtBracket]] as const) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(r.body, path).toBe(built);
      expect(r.body, path).not.toContain('id="season-live"');
    }
    // the live address answers too (the script's last fetch after play): nothing in play
    const live = await get('/live/groups/');
    expect(live.status).toBe(200);
    expect(live.body).toContain('<p id="season-live" data-follow="/live/groups/" data-live="0">');
    expect((await get('/live/seasons/no-such-season/groups/')).status).toBe(404);
  });

  test('during the match: the groups table counts the current score and says live, at the same address', async () => {
    await feed(g.id, { type: 'start' });
    await feed(g.id, { type: 'clock', period: 'first_half', minute: 23 });
    await feed(g.id, { type: 'event', event: { type: 'goal', detail: 'normal', minute: 10, team_id: g.home_team_id, player_id: scorer } });
    const expected = {
      home: plus(plus(rowOf(tableOf(builtGroups, g.group), g.home_team_id), counted(g.home_score, g.away_score), -1), counted(1, 0)),
      away: plus(plus(rowOf(tableOf(builtGroups, g.group), g.away_team_id), counted(g.away_score, g.home_score), -1), counted(0, 1)),
    };
    for (const path of ['/groups/', '/groups', '/groups/?utm=x']) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(r.headers['cache-control'], path).toBe('no-cache');
      expect(r.body, path).toContain('<p id="season-live" data-follow="/live/groups/" data-live="1">');
      expect(r.body, path).toContain('<meta http-equiv="refresh" content="30">');
      const table = tableOf(r.body, g.group);
      expect(table).toMatch(LIVE_CAPTION);
      expect(r.body.match(LIVE_CAPTION), 'only the group of the match in play is live').toHaveLength(1);
      expect(rowOf(table, g.home_team_id)).toEqual(expected.home);
      expect(rowOf(table, g.away_team_id)).toEqual(expected.away);
    }
    expect(builtGroups.match(LIVE_CAPTION)).toBeNull();
    // the bracket's season has a match in play: rendered live too
    expect((await get('/bracket/')).body).toContain('<p id="season-live" data-follow="/live/bracket/" data-live="1" data-bracket="1">');
  });

  test('a knockout match replayed: the bracket shows its live score and status, then content\'s result again', async () => {
    expect(boxScores(builtBracket, k.id).scores).toEqual([String(k.home_score), String(k.away_score)]);
    await feed(k.id, { type: 'start', replay: true });
    await feed(k.id, { type: 'clock', period: 'first_half', minute: 30 });
    const during = boxScores((await get('/bracket/')).body, k.id);
    expect(during.scores).toEqual(['0', '0']);
    expect(during.text).toMatch(/ · Live$/);
    // A knockout match cannot end level without extra time: a late winner, then full time.
    await feed(k.id, { type: 'event', event: { type: 'goal', detail: 'normal', minute: 80, team_id: k.home_team_id, player_id: kScorer } });
    await feed(k.id, { type: 'clock', period: 'second_half', minute: 90 });
    await feed(k.id, { type: 'finish' });
    const after = boxScores((await get('/bracket/')).body, k.id);
    expect(after).toEqual(boxScores(builtBracket, k.id));
  });

  test('after full time, content not caught up: the result, no longer live', async () => {
    const during = rowOf(tableOf((await get('/groups/')).body, g.group), g.home_team_id);
    await feed(g.id, { type: 'finish' });
    const r = await get('/groups/');
    expect(r.status).toBe(200);
    expect(r.body).toContain('<p id="season-live" data-follow="/live/groups/" data-live="0">');
    expect(r.body).not.toContain('http-equiv="refresh"');
    expect(r.body.match(LIVE_CAPTION)).toBeNull();
    expect(rowOf(tableOf(r.body, g.group), g.home_team_id)).toEqual(during);
  });
});
