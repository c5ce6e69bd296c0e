/**
 * A small API consumer written the way a customer would write one: openapi-fetch over the `paths`
 * type that openapi-typescript generates from the served OpenAPI document.
 *
 * `./openapi-types.ts` is not in the repository. tests/client/typed-client.test.ts generates it from
 * the document the built server serves, copies this file next to it (.tmp/client/run-…/), type-checks
 * both with `tsc --strict`, then runs `exerciseApi` against that server. This file is therefore left
 * out of the project's tsconfig.json.
 *
 * `exerciseApi` calls every operation of the document once; the ids it needs come from earlier
 * answers, read through typed fields, so a schema change that removes or renames a field (or an
 * endpoint, or a parameter) the client uses fails the type check.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './openapi-types.ts';

type Schemas = components['schemas'];

/** One HTTP exchange as openapi-fetch saw it; `path` is the document's path template. */
export interface Call {
  method: string;
  path: string;
  status: number;
}

export interface ClientRun {
  calls: Call[];
  /** A few values read from the answers, for the test's messages. */
  summary: {
    completedMatch: string;
    competition: string;
    team: string;
    player: string;
    topScorer: string;
    liveMatches: number;
    snapshotMatches: number;
    unitsUsed: number;
    openApiVersion: string;
  };
}

/** The `data` of a 2xx answer, or an error naming the call and the answer. */
function ok<T>(what: string, r: { data?: T; error?: unknown; response: Response }): T {
  if (r.data === undefined) throw new Error(`${what}: HTTP ${r.response.status} ${JSON.stringify(r.error)}`);
  return r.data;
}

/** The first element of a list, or an error naming the list. */
function first<T>(what: string, list: readonly T[]): T {
  const item = list[0];
  if (item === undefined) throw new Error(`${what}: empty list`);
  return item;
}

/** Reads Server-Sent Events frames until one named `name` arrives; returns its parsed `data`. */
async function readEvent(body: ReadableStream<Uint8Array>, name: string, timeoutMs: number): Promise<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const timer = setTimeout(() => void reader.cancel(new Error(`no "${name}" event within ${timeoutMs} ms`)), timeoutMs);
  let buf = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before a "${name}" event`);
      buf += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      for (let end = buf.indexOf('\n\n'); end >= 0; end = buf.indexOf('\n\n')) {
        const frame = buf.slice(0, end);
        buf = buf.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of frame.split('\n')) {
          if (line.startsWith(':')) continue;
          const i = line.indexOf(':');
          const field = i < 0 ? line : line.slice(0, i);
          const value = i < 0 ? '' : line.slice(i + 1).replace(/^ /, '');
          if (field === 'event') event = value;
          else if (field === 'data') data.push(value);
        }
        if (event === name) return JSON.parse(data.join('\n'));
      }
    }
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => {});
  }
}

export async function exerciseApi(baseUrl: string, apiKey: string): Promise<ClientRun> {
  const calls: Call[] = [];
  const record: Middleware = {
    onResponse({ request, response, schemaPath }) {
      calls.push({ method: request.method, path: schemaPath, status: response.status });
    },
  };
  const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${apiKey}` } });
  api.use(record);

  // Matches: a completed one (the demo content records events, statistics and line-ups for those).
  // (changed since the epoch: every match; the incremental sync of docs/api.md passes its last sync's start)
  const matches = ok('list matches', await api.GET('/api/public/v1/matches', { params: { query: { status: 'completed', per_page: 5, updated_since: '1970-01-01T00:00:00Z' } } }));
  const listed: Schemas['MatchListItem'] = first('completed matches', matches.data);
  if (matches.meta.total < matches.data.length) throw new Error('meta.total is below the page size');
  const changedAt: string = listed.updated_at;
  if (Number.isNaN(Date.parse(changedAt))) throw new Error(`match ${listed.id}: updated_at ${changedAt} is not a time`);
  const byId = { params: { path: { id: listed.id } } };
  const match = ok('match detail', await api.GET('/api/public/v1/matches/{id}', byId)).data;
  // A completed match has both teams (a knockout match names a team only once its slot is decided).
  const home = match.home_team?.id;
  const away = match.away_team?.id;
  if (!home || !away) throw new Error(`match ${listed.id}: completed without both teams`);
  if (home !== listed.home_team?.id || match.status !== 'completed' || match.updated_at !== listed.updated_at) throw new Error(`match ${listed.id}: detail disagrees with the list`);
  const events = ok('match events', await api.GET('/api/public/v1/matches/{id}/events', byId));
  const goals = events.data.filter((e) => e.type === 'goal').length;
  // A cancelled match is completed with null scores (status_detail "cancelled"); this one was played.
  if (match.home_score === null || match.away_score === null) throw new Error(`match ${listed.id}: completed without a score (${match.status_detail})`);
  if (goals !== match.home_score + match.away_score) throw new Error(`match ${listed.id}: ${goals} goal events for ${match.home_score}-${match.away_score}`);
  const stats = ok('match stats', await api.GET('/api/public/v1/matches/{id}/stats', byId));
  if (stats.data.home.team.id !== home) throw new Error(`match ${listed.id}: stats of the wrong home team`);
  const lineups = ok('match lineups', await api.GET('/api/public/v1/matches/{id}/lineups', byId));
  if (lineups.data.away.team.id !== away) throw new Error(`match ${listed.id}: line-ups of the wrong away team`);

  // Live: the list, and the push stream up to its first snapshot (then the connection is closed).
  const live = ok('live matches', await api.GET('/api/public/v1/matches/live'));
  const liveMatches: Schemas['LiveMatch'][] = live.data;
  const abort = new AbortController();
  let snapshot: Schemas['StreamSnapshot'];
  try {
    const stream = ok('live stream', await api.GET('/api/public/v1/matches/live/stream', { parseAs: 'stream', signal: abort.signal, headers: { Accept: 'text/event-stream' } }));
    if (!stream) throw new Error('live stream: no body');
    snapshot = (await readEvent(stream, 'snapshot', 30_000)) as Schemas['StreamSnapshot'];
  } finally {
    abort.abort();
  }
  if (!Array.isArray(snapshot.matches)) throw new Error('live stream: the snapshot has no matches list');
  if (snapshot.matches.length !== liveMatches.length) throw new Error(`live stream: snapshot of ${snapshot.matches.length} matches, live list of ${liveMatches.length}`);

  // Competitions: the newest one, with its standings, bracket and scorers.
  const competitions = ok('list competitions', await api.GET('/api/public/v1/competitions', { params: { query: { per_page: 10 } } }));
  const competitionId = first('competitions', competitions.data).id;
  const byCompetition = { params: { path: { id: competitionId } } };
  const competition = ok('competition detail', await api.GET('/api/public/v1/competitions/{id}', byCompetition));
  const stageKinds = competition.data.stages.map((s) => s.kind);
  const standings = ok('standings', await api.GET('/api/public/v1/competitions/{id}/standings', byCompetition));
  const tableRows = standings.data.reduce((n, t) => n + t.rows.length, 0);
  if (stageKinds.includes('group') && tableRows === 0) throw new Error(`${competitionId}: a group stage but no standings rows`);
  const bracket = ok('bracket', await api.GET('/api/public/v1/competitions/{id}/bracket', byCompetition));
  if (stageKinds.includes('knockout') && bracket.data.rounds.length === 0) throw new Error(`${competitionId}: a knockout stage but no bracket rounds`);
  const scorers = ok('scorers', await api.GET('/api/public/v1/competitions/{id}/scorers', { params: { path: { id: competitionId }, query: { per_page: 3 } } }));
  const topScorer: Schemas['Scorer'] = first('scorers', scorers.data);
  // The whole competition in one file (a pro key holds bulk_export): a SQLite database.
  const file = ok('export', await api.GET('/api/public/v1/competitions/{id}/export', { params: { path: { id: competitionId }, query: { format: 'sqlite' } }, parseAs: 'arrayBuffer' }));
  if (new TextDecoder().decode(new Uint8Array(file, 0, 15)) !== 'SQLite format 3') throw new Error(`${competitionId}: the sqlite export is not a SQLite database`);

  // Teams of that competition.
  const teams = ok('list teams', await api.GET('/api/public/v1/teams', { params: { query: { competition_id: competitionId, per_page: 5 } } }));
  const teamId = first('teams', teams.data).id;
  const team = ok('team detail', await api.GET('/api/public/v1/teams/{id}', { params: { path: { id: teamId } } }));
  if (!team.data.competitions.some((c) => c.id === competitionId)) throw new Error(`${teamId}: does not list ${competitionId}`);

  // Players: the first of the list, and the top scorer's statistics in the competition.
  const players = ok('list players', await api.GET('/api/public/v1/players', { params: { query: { per_page: 5 } } }));
  const playerId = first('players', players.data).id;
  const player = ok('player detail', await api.GET('/api/public/v1/players/{id}', { params: { path: { id: playerId } } }));
  if (player.data.full_name.length === 0) throw new Error(`${playerId}: no name`);
  const playerStats = ok('player stats', await api.GET('/api/public/v1/players/{id}/stats', {
    params: { path: { id: topScorer.player.id }, query: { competition_id: competitionId } },
  }));
  const scored = first('top scorer statistics', playerStats.data).goals;
  if (scored !== topScorer.goals) throw new Error(`${topScorer.player.id}: ${scored} goals in the statistics, ${topScorer.goals} in the scorers`);

  // The document itself (no key needed) and, last, what all this cost.
  const doc = ok('openapi.json', await api.GET('/api/public/v1/openapi.json'));
  const usage = ok('usage', await api.GET('/api/public/v1/usage'));
  if (!usage.data.permissions.includes('live_matches')) throw new Error(`usage: plan ${usage.data.plan} lacks live_matches`);

  return {
    calls,
    summary: {
      completedMatch: listed.id,
      competition: competitionId,
      team: teamId,
      player: playerId,
      topScorer: topScorer.player.id,
      liveMatches: liveMatches.length,
      snapshotMatches: snapshot.matches.length,
      unitsUsed: usage.data.units.used,
      // The document describes its own body only as `type: object`, so its fields are not typed.
      openApiVersion: String((doc as Record<string, unknown>).openapi),
    },
  };
}
