/**
 * The black-box contract suite: starts the built server and checks every endpoint against the
 * specification's tables, the OpenAPI document and the content the build was made from.
 * Run on the demo content and on the imported real World Cup 2026.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ContentSnapshot } from '../../src/lib/dataset/snapshot.ts';
import { foldText } from '../../src/lib/text/fold.ts';
import { matchesSearch } from '../../src/lib/search/search-key.ts';
import { openApiValidator } from '../helpers/openapi-validator.ts';
import { runScript, startServer, type ServerProcess } from '../helpers/server-process.ts';

const V1 = '/api/public/v1';

const MATCH_ITEM_KEYS = ['id', 'match_number', 'competition', 'stage', 'group', 'home_team', 'away_team', 'status', 'home_score', 'away_score', 'status_detail', 'scheduled_at', 'start_time_tbd', 'venue', 'home_slot', 'away_slot', 'updated_at'];
const MATCH_DETAIL_KEYS = ['id', 'match_number', 'home_team', 'away_team', 'status', 'home_score', 'away_score', 'status_detail', 'scheduled_at', 'start_time_tbd', 'venue', 'home_slot', 'away_slot', 'first_half', 'second_half', 'extra_time', 'home_penalty', 'away_penalty', 'has_extra_time', 'has_penalties', 'home_formation', 'away_formation', 'coverage', 'minute', 'period', 'updated_at'];
const PLAYER_KEYS = ['id', 'first_name', 'last_name', 'full_name', 'short_name', 'position', 'date_of_birth', 'country_code', 'height_cm'];

/** `env`: extra environment of the server and the key CLI (e.g. MATCHDAY_PLANS for content too large for the pro plan's rate). */
export function contractSuite(name: string, distDir: () => string, opts: { env?: () => Record<string, string> } = {}) {
  describe(`API contract: ${name}`, () => {
    let server: ServerProcess;
    let key: string;
    let snap: ContentSnapshot;
    let validate: ReturnType<typeof openApiValidator>;
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${key}`, ...headers } });
      const text = await res.text();
      return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
    };
    const ok = async (operationId: string, path: string) => {
      const r = await get(path);
      expect(r.status, `${path}: ${JSON.stringify(r.json)}`).toBe(200);
      expect(validate(operationId, 200, r.json), path).toEqual([]);
      return r;
    };

    beforeAll(async () => {
      server = await startServer({ dist: distDir(), env: opts.env?.() });
      const created = await runScript('keys', ['create', '--name', 'contract', '--plan', 'pro'], { ...opts.env?.(), MATCHDAY_DATA_DIR: server.dataDir });
      expect(created.code, created.stderr).toBe(0);
      key = created.stdout.trim();
      snap = JSON.parse(await readFile(join(distDir(), 'matchday', 'snapshot.json'), 'utf8'));
      validate = openApiValidator((await (await fetch(`${server.url}${V1}/openapi.json`)).json()));
    }, 60_000);
    afterAll(async () => server?.stop());

    const allMatches = () => snap.seasons.flatMap((s) => s.matches.map((m) => ({ ...m, season_id: s.competition.id })));

    test('the match list pages through every match in a stable kick-off order', async () => {
      const first = await ok('listMatches', `${V1}/matches`);
      expect(first.json.meta).toEqual({ page: 1, per_page: 20, total: allMatches().length });
      expect(Object.keys(first.json.data[0])).toEqual(MATCH_ITEM_KEYS);
      const seen: any[] = [];
      for (let page = 1; seen.length < allMatches().length; page++) {
        const r = await ok('listMatches', `${V1}/matches?per_page=37&page=${page}`);
        expect(r.json.data.length).toBeGreaterThan(0);
        seen.push(...r.json.data);
      }
      expect(new Set(seen.map((m) => m.id)).size).toBe(allMatches().length);
      const order = seen.map((m) => [m.scheduled_at, m.match_number]);
      expect(order).toEqual([...order].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1])));
      for (const m of seen) expect(m.scheduled_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    });

    test('status, team, date range and competition filters', async () => {
      const all = allMatches();
      for (const [q, want] of [['completed', 'completed'], ['scheduled', 'scheduled'], ['live', 'in_play'], ['in_play', 'in_play']] as const) {
        const r = await ok('listMatches', `${V1}/matches?status=${q}&per_page=100`);
        expect(r.json.meta.total).toBe(all.filter((m) => m.status === want).length);
        for (const m of r.json.data) expect(m.status).toBe(want);
      }
      const teams = snap.seasons[0]!.teams;
      for (const t of [teams[0]!, teams[Math.floor(teams.length / 2)]!, teams.at(-1)!]) {
        const r = await ok('listMatches', `${V1}/matches?team_id=${t.id}&per_page=100`);
        const named = all.filter((m) => m.home_team_id === t.id || m.away_team_id === t.id);
        // Besides the matches content names the team in, fixtures whose slot resolved to it (content: no team there, a slot).
        const viaSlot = r.json.data.filter((m: any) => !named.some((n) => n.id === m.id));
        for (const m of viaSlot) {
          const c = all.find((x) => x.id === m.id)!;
          expect(m.home_team?.id === t.id ? [c.home_team_id, c.home_slot !== null] : [c.away_team_id, c.away_slot !== null], m.id).toEqual([null, true]);
        }
        expect(r.json.meta.total).toBe(named.length + viaSlot.length);
        for (const m of r.json.data) expect([m.home_team?.id, m.away_team?.id]).toContain(t.id);
      }
      const day = all[Math.floor(all.length / 2)]!.scheduled_at.slice(0, 10);
      const onDay = all.filter((m) => m.scheduled_at.startsWith(day)).length;
      expect((await ok('listMatches', `${V1}/matches?date=${day}&per_page=100`)).json.meta.total).toBe(onDay);
      expect((await ok('listMatches', `${V1}/matches?from=${day}&to=${day}&per_page=100`)).json.meta.total).toBe(onDay);
      const from = (await ok('listMatches', `${V1}/matches?from=${day}&per_page=1`)).json.meta.total;
      const to = (await ok('listMatches', `${V1}/matches?to=${day}&per_page=1`)).json.meta.total;
      expect(from + to - onDay).toBe(all.length);
      const season = snap.seasons[0]!.competition.id;
      expect((await ok('listMatches', `${V1}/matches?competition_id=${season}&per_page=1`)).json.meta.total).toBe(snap.seasons[0]!.matches.length);
    });

    test('every match: detail, events, stats and line-ups match the specification and each other', async () => {
      for (const m of allMatches()) {
        const d = await ok('getMatch', `${V1}/matches/${m.id}`);
        expect(Object.keys(d.json.data)).toEqual(MATCH_DETAIL_KEYS);
        // The clock only while in play (content alone has no match in play: always null here).
        if (d.json.data.status !== 'in_play') expect([d.json.data.minute, d.json.data.period], m.id).toEqual([null, null]);
        expect(d.headers.get('cache-control')).toBe(m.status === 'completed' ? 'private, max-age=86400' : m.status === 'in_play' ? 'private, max-age=15' : 'private, max-age=60');
        const { coverage } = d.json.data;
        expect(coverage.events, m.id).toBe(m.events_recorded !== false);
        const ev = await ok('getMatchEvents', `${V1}/matches/${m.id}/events`);
        const goals = ev.json.data.filter((e: any) => e.type === 'goal');
        const goalsOf = (side: 'home' | 'away') => goals.filter((e: any) => e.team.id === m[`${side}_team_id`]).length;
        if (coverage.events) {
          // Every goal recorded: the goal events are the score, and so is each known period.
          expect([goalsOf('home'), goalsOf('away')], m.id).toEqual([d.json.data.home_score, d.json.data.away_score]);
          if (goals.length) expect(goals.at(-1).score).toEqual({ home: d.json.data.home_score, away: d.json.data.away_score });
          if (m.status === 'completed') expect(d.json.data.first_half, m.id).not.toBeNull();
        } else {
          // Goals missing: what is recorded, never more than the score.
          expect(goalsOf('home'), m.id).toBeLessThanOrEqual(d.json.data.home_score);
          expect(goalsOf('away'), m.id).toBeLessThanOrEqual(d.json.data.away_score);
        }
        for (const period of ['first_half', 'second_half', 'extra_time'] as const) {
          const p = d.json.data[period];
          if (p !== null) expect(p).toEqual({ home: expect.any(Number), away: expect.any(Number) });
        }
        if (d.json.data.first_half && d.json.data.second_half && (d.json.data.extra_time || !d.json.data.has_extra_time)) {
          const sum = (side: 'home' | 'away') => d.json.data.first_half[side] + d.json.data.second_half[side] + (d.json.data.extra_time?.[side] ?? 0);
          if (m.status === 'completed') expect([sum('home'), sum('away')], m.id).toEqual([d.json.data.home_score, d.json.data.away_score]);
        }
        expect(d.json.data.second_half === null, m.id).toBe(d.json.data.first_half === null);
        if (!d.json.data.has_extra_time) expect(d.json.data.extra_time).toBeNull();
        const kicks = ev.json.data.filter((e: any) => e.type === 'shootout');
        if (d.json.data.has_penalties && kicks.length) expect(kicks.at(-1).score).toEqual({ home: d.json.data.home_penalty, away: d.json.data.away_penalty });
        for (const path of ['stats', 'lineups'] as const) {
          const r = await get(`${V1}/matches/${m.id}/${path}`);
          // coverage.lineups / coverage.stats say whether the endpoint answers 200.
          expect(r.status, `${m.id}/${path}`).toBe(coverage[path] ? 200 : 404);
          if (r.status === 404) expect(r.json.error.code).toBe('resource_not_found');
          else {
            expect(r.status).toBe(200);
            expect(validate(path === 'stats' ? 'getMatchStats' : 'getMatchLineups', 200, r.json)).toEqual([]);
            if (path === 'lineups') {
              for (const side of ['home', 'away'] as const) {
                const l = r.json.data[side];
                // A side without a recorded line-up (the source lacked it) is empty with a null formation.
                expect([0, 11]).toContain(l.starting.length);
                expect(l.formation).toBe(d.json.data[`${side}_formation`]);
                if (l.starting.length === 0) expect(l.formation).toBeNull();
              }
            }
          }
        }
      }
    }, 120_000);

    test('players: paging, order, case- and accent-insensitive search, team filter, detail', async () => {
      const first = await ok('listPlayers', `${V1}/players?per_page=100`);
      expect(first.json.meta.total).toBe(snap.players.length);
      expect(Object.keys(first.json.data[0])).toEqual(PLAYER_KEYS);
      const collator = new Intl.Collator('en');
      const sorted = [...snap.players].sort((a, b) => collator.compare(a.last_name, b.last_name) || collator.compare(a.first_name, b.first_name) || (a.id < b.id ? -1 : 1));
      expect(first.json.data.map((p: any) => p.id)).toEqual(sorted.slice(0, 100).map((p) => p.id));
      const second = await ok('listPlayers', `${V1}/players?per_page=100&page=2`);
      expect(second.json.data.map((p: any) => p.id)).toEqual(sorted.slice(100, 200).map((p) => p.id));
      const accented = snap.players.find((p) => foldText(p.full_name) !== p.full_name.toLowerCase())!;
      expect(accented, 'content has an accented name').toBeTruthy();
      const q = foldText(accented.last_name).toUpperCase();
      const s = await ok('listPlayers', `${V1}/players?search=${encodeURIComponent(q)}&per_page=100`);
      expect(s.json.data.map((p: any) => p.id)).toContain(accented.id);
      expect(s.json.meta.total).toBe(snap.players.filter((p) => matchesSearch(p.full_name, q)).length);
      const team = snap.seasons[0]!.teams[1]!;
      const t = await ok('listPlayers', `${V1}/players?team_id=${team.id}&per_page=100`);
      // Players of the team's squad in any season, each once.
      expect(t.json.meta.total).toBe(new Set(snap.seasons.flatMap((x) => x.squads).filter((q) => q.team_id === team.id).map((q) => q.player_id)).size);
      const d = await ok('getPlayer', `${V1}/players/${accented.id}`);
      expect(d.json.data.country_name).toBe(snap.countries.find((c) => c.code === accented.country_code)!.name);
    });

    test('conditional requests, compression and errors over real HTTP', async () => {
      const m = allMatches().find((x) => x.status === 'completed')!;
      const a = await get(`${V1}/matches/${m.id}/events`);
      const etag = a.headers.get('etag')!;
      expect((await get(`${V1}/matches/${m.id}/events`, { 'If-None-Match': etag })).status).toBe(304);
      const gz = await fetch(`${server.url}${V1}/players?per_page=100`, { headers: { Authorization: `Bearer ${key}`, 'Accept-Encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      for (const [path, code] of [['/matches/match_doesnotexist', 'resource_not_found'], ['/players/player_doesnotexist', 'resource_not_found'], ['/venues', 'route_not_found']]) {
        const r = await get(`${V1}${path}`);
        expect(r.status).toBe(404);
        expect(r.json.error.code).toBe(code);
      }
      const bad = await get(`${V1}/matches?date=2026-02-30`);
      expect(bad.status).toBe(400);
      expect(validate('listMatches', 400, bad.json)).toEqual([]);
    });

    test('live and usage validate; every error status validates against the documented Error schema', async () => {
      await ok('liveMatches', `${V1}/matches/live`);
      const usage = await ok('getUsage', `${V1}/usage`);
      expect(usage.json.data.plan).toBe('pro');
      const m = allMatches()[0]!;
      const cases: [string, string, Record<string, string>, number, string][] = [
        ['getMatch', `${V1}/matches/${m.id}`, { Authorization: '' }, 401, 'api_key_missing'],
        ['getMatch', `${V1}/matches/${m.id}`, { Authorization: 'Bearer sk_live_nope' }, 401, 'api_key_invalid'],
        ['getMatch', `${V1}/matches/match_nope`, {}, 404, 'resource_not_found'],
        ['listPlayers', `${V1}/players?per_page=500`, {}, 400, 'parameter_invalid'],
        ['listPlayers', `${V1}/players?q=x`, {}, 400, 'parameter_unknown'],
      ];
      for (const [op, path, headers, status, code] of cases) {
        const r = await get(path, headers);
        expect(r.status, path).toBe(status);
        expect(r.json.error.code).toBe(code);
        expect(validate(op, status, r.json), `${op} ${status}`).toEqual([]);
      }
      const post = await fetch(`${server.url}${V1}/matches`, { method: 'POST' });
      expect(post.status).toBe(405);
      expect(validate('listMatches', 405, await post.json())).toEqual([]);
      const free = (await runScript('keys', ['create', '--name', 'free', '--plan', 'free'], { ...opts.env?.(), MATCHDAY_DATA_DIR: server.dataDir })).stdout.trim();
      const denied = await get(`${V1}/matches/${m.id}/events`, { Authorization: `Bearer ${free}` });
      expect(denied.status).toBe(403);
      expect(validate('getMatchEvents', 403, denied.json)).toEqual([]);
    });

    test('competitions: list, detail, standings, bracket and scorers agree with the content', async () => {
      const list = await ok('listCompetitions', `${V1}/competitions?per_page=100`);
      expect(list.json.meta.total).toBe(snap.seasons.length);
      for (const season of snap.seasons) {
        const id = season.competition.id;
        const item = list.json.data.find((c: any) => c.id === id);
        expect(item.matches_count).toBe(season.matches.length);
        const statuses = new Set(season.matches.map((m) => m.status));
        expect(item.status).toBe(statuses.size === 1 && statuses.has('completed') ? 'completed' : [...statuses].some((x) => x !== 'scheduled') ? 'in_progress' : 'scheduled');
        const detail = await ok('getCompetition', `${V1}/competitions/${id}`);
        expect(detail.json.data.stages.map((x: any) => x.name)).toEqual(season.competition.stages.map((x) => x.name));

        // Standings: counted from the completed matches of each group, with the competition's points.
        const ppw = season.competition.rules?.points_per_win ?? 3;
        const tables = (await ok('getCompetitionStandings', `${V1}/competitions/${id}/standings`)).json.data;
        for (const t of tables) {
          expect(t.live).toBe(false);
          expect(t.rows.map((r: any) => r.position)).toEqual(t.rows.map((_: unknown, i: number) => i + 1));
          // A league stage (1950's final round) has one table without a group.
          const done = season.matches.filter((m) => m.status === 'completed' && (m.group || null) === (t.group?.name ?? null) && m.stage === t.stage.name);
          for (const r of t.rows) {
            const mine = done.filter((m) => m.home_team_id === r.team.id || m.away_team_id === r.team.id);
            expect(r.played, `${t.group?.name} ${r.team.id}`).toBe(mine.length);
            expect(r.points).toBe(r.won * ppw + r.drawn);
            expect(r.goal_difference).toBe(r.goals_for - r.goals_against);
            expect(r.goals_for).toBe(mine.reduce((n, m) => n + (m.home_team_id === r.team.id ? m.home_score : m.away_score), 0));
          }
          for (let i = 1; i < t.rows.length; i++) expect(t.rows[i - 1].points).toBeGreaterThanOrEqual(t.rows[i].points);
        }

        // Bracket: every knockout match once, in its stage; winners follow the score and shoot-out.
        const bracket = (await ok('getCompetitionBracket', `${V1}/competitions/${id}/bracket`)).json.data;
        const knockout = season.competition.stages.filter((x) => x.knockout).map((x) => x.name);
        expect(bracket.rounds.map((r: any) => r.stage.name)).toEqual(knockout);
        for (const r of bracket.rounds) {
          for (const b of r.matches) {
            const m = season.matches.find((x) => x.id === b.match_id)!;
            expect(m.stage).toBe(r.stage.name);
            if (m.status !== 'completed') continue;
            // A drawn match that was replayed (1934, 1938) has no winner: its replay, in the same round, has.
            if (r.matches.some((x: any) => x.replay_of === m.match_number)) {
              expect([b.winner, m.home_score === m.away_score], m.id).toEqual([null, true]);
              continue;
            }
            const homeWon = m.home_score !== m.away_score ? m.home_score > m.away_score : m.home_penalty! > m.away_penalty!;
            expect(b.winner.id).toBe(homeWon ? m.home_team_id : m.away_team_id);
          }
        }

        // Scorers: every goal that is not an own goal, once.
        const scorers: any[] = [];
        for (let page = 1; ; page++) {
          const r = await ok('getCompetitionScorers', `${V1}/competitions/${id}/scorers?per_page=100&page=${page}`);
          scorers.push(...r.json.data);
          if (r.json.data.length < 100) break;
        }
        const goals = season.events.filter((e) => e.type === 'goal' && e.detail !== 'own_goal' && e.player_id !== null);
        expect(scorers.reduce((n, x) => n + x.goals, 0)).toBe(goals.length);
        for (let i = 1; i < scorers.length; i++) expect(scorers[i - 1].goals).toBeGreaterThanOrEqual(scorers[i].goals);
        if (scorers[0]) {
          const stats = (await ok('getPlayerStats', `${V1}/players/${scorers[0].player.id}/stats?competition_id=${id}`)).json.data;
          expect(stats).toHaveLength(1);
          expect(stats[0]).toMatchObject({ goals: scorers[0].goals, penalties: scorers[0].penalties, matches: scorers[0].matches });
        }
      }
    }, 120_000);

    test('teams and fixtures before their teams are known', async () => {
      const ids = new Set(snap.seasons.flatMap((s) => s.teams.map((t) => t.id)));
      const seen: string[] = [];
      for (let page = 1; seen.length < ids.size; page++) {
        const r = await ok('listTeams', `${V1}/teams?per_page=100&page=${page}`);
        expect(r.json.meta.total).toBe(ids.size);
        seen.push(...r.json.data.map((t: any) => t.id));
      }
      expect(new Set(seen)).toEqual(ids);
      const season = snap.seasons[0]!;
      for (const t of [season.teams[0]!, season.teams.at(-1)!]) {
        const d = await ok('getTeam', `${V1}/teams/${t.id}`);
        expect(d.json.data).toMatchObject({ id: t.id, name: t.name, code: t.code });
        expect(d.json.data.competitions.map((c: any) => c.id)).toContain(season.competition.id);
      }
      // A side content leaves to a slot is either resolved (team, no slot) or still the slot in words.
      for (const m of allMatches().filter((x) => x.home_team_id === null || x.away_team_id === null)) {
        const d = (await ok('getMatch', `${V1}/matches/${m.id}`)).json.data;
        for (const side of ['home', 'away'] as const) {
          if (m[`${side}_team_id`] !== null) continue;
          if (d[`${side}_team`] === null) expect(d[`${side}_slot`]).toBe(m[`${side}_slot`]);
          else expect(d[`${side}_slot`]).toBeNull();
        }
      }
    });
  });
}
