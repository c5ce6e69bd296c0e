/** `npm run live:export -- <match_id>`: writes a finished live match into the content files, validated. */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { eventRow, lineupRow, matchRow, teamStatsRow } from '../src/schemas/content/index.ts';
import { toCsv } from '../src/lib/content/csv-write.ts';
import { loadContent } from '../src/lib/content/load.ts';
import { formatProblem } from '../src/lib/content/problem.ts';
import { exportRows, exportedUpdatedAt, mergeMatchRow, replaceMatchRows, toCells } from '../src/lib/live/export.ts';
import { matchFilesOf } from '../src/lib/content/season-stamps.ts';
import { feedClient, FeedClientError } from '../src/lib/live/feed-client.ts';
import type { LiveMatchState } from '../src/lib/live/state.ts';
import { liveConfigFromEnv, openLiveStore } from '../src/server/live/live-runtime.ts';
import { CliFailure, UsageError, runCli } from '../src/lib/cli/run-cli.ts';

type Cells = Record<string, string>;

async function readRows(path: string): Promise<Cells[]> {
  return parse(await readFile(path, 'utf8'), { columns: true, skip_empty_lines: true, bom: true }) as Cells[];
}

async function liveState(matchId: string, url: string | undefined, key: string | undefined): Promise<LiveMatchState | null> {
  if (url) {
    if (!key) throw new UsageError('--url needs --key (or MATCHDAY_FEED_KEY): a key with the feed_write permission');
    try {
      return (await feedClient(url, key).view(matchId)).state;
    } catch (err) {
      if (err instanceof FeedClientError) throw new CliFailure(`the server answered ${err.status} ${err.code}: ${err.message}`);
      throw err;
    }
  }
  const store = await openLiveStore(liveConfigFromEnv());
  try {
    return (await store.getState(matchId))?.state ?? null;
  } finally {
    await store.close();
  }
}

await runCli({
  name: 'live:export',
  usage: `Usage: npm run live:export -- <match_id> [--content DIR] [--url URL --key KEY]

Writes a match finished live into the content files of its season, ready for a pull request:
its matches.csv row (status, score and breakdown, extra time, shoot-out, formations, attendance),
its events.csv, lineups.csv and stats.csv rows (replacing any it had), and its updated_at: the
time of the last live change (the final whistle, or a correction after it), kept when the export
changes none of the match's rows. Other rows are untouched.
The content is then validated as by npm run validate; on any problem the files are restored.

The live state is read from the live store of this machine (data/live.db in MATCHDAY_DATA_DIR,
or Redis when REDIS_URL is set), or with --url from a running server's feed API (--key: a key
with the feed_write permission, default $MATCHDAY_FEED_KEY).

Exit codes: 0 written and valid, 1 failure (no finished live state, content problems), 2 usage.`,
  allowPositionals: true,
  options: { content: { type: 'string', default: 'content' }, url: { type: 'string' }, key: { type: 'string' } },
  async run({ values, positionals }) {
    const [matchId] = positionals;
    if (!matchId || positionals.length > 1) throw new UsageError('give exactly one match ID');
    const root = resolve(String(values.content));
    const st = await liveState(matchId, values.url as string | undefined, (values.key as string | undefined) ?? process.env.MATCHDAY_FEED_KEY);
    if (!st) throw new CliFailure(`there is no live state for ${matchId}`);
    if (st.status !== 'completed') throw new CliFailure(`${matchId} is ${st.status} live; it can be exported once the feed has sent finish`);

    let season: string | null = null;
    for (const e of await readdir(root, { withFileTypes: true })) {
      if (e.isDirectory() && existsSync(join(root, e.name, 'matches.csv')) && (await readRows(join(root, e.name, 'matches.csv'))).some((r) => r.id === matchId)) season = e.name;
    }
    if (!season) throw new CliFailure(`no season folder of ${root} has ${matchId} in its matches.csv`);
    const dir = join(root, season);
    const competition = JSON.parse(await readFile(join(dir, 'competition.json'), 'utf8')) as { id: string };
    const files = { matches: join(dir, 'matches.csv'), events: join(dir, 'events.csv'), lineups: join(dir, 'lineups.csv'), stats: join(dir, 'stats.csv') };
    const before = Object.fromEntries(await Promise.all(Object.entries(files).map(async ([k, p]) => [k, await readFile(p, 'utf8')]))) as Record<keyof typeof files, string>;

    const matches = await readRows(files.matches);
    const at = matches.findIndex((r) => r.id === matchId);
    const parsed = matchRow.safeParse(matches[at]);
    if (!parsed.success) throw new CliFailure(`${files.matches}: the row of ${matchId} is not valid; run npm run validate first`);
    const rows = exportRows({ ...parsed.data, season_id: competition.id }, st);
    matches[at] = mergeMatchRow(matches[at]!, rows.match);
    const order = new Map(matches.map((r, i) => [r.id!, i]));
    const events = replaceMatchRows(await readRows(files.events), matchId, rows.events.map(toCells), order);
    const lineups = replaceMatchRows(await readRows(files.lineups), matchId, rows.lineups.map(toCells), order);
    const stats = replaceMatchRows(await readRows(files.stats), matchId, rows.stats.map(toCells), order);
    matches[at]!.updated_at = exportedUpdatedAt(matchFilesOf(before), { matches, events, lineups, stats }, st);
    await writeFile(files.matches, toCsv(matchRow, matches, before.matches));
    await writeFile(files.events, toCsv(eventRow, events, before.events));
    await writeFile(files.lineups, toCsv(lineupRow, lineups, before.lineups));
    await writeFile(files.stats, toCsv(teamStatsRow, stats, before.stats));

    const { problems } = await loadContent(root);
    if (problems.length > 0) {
      for (const [k, p] of Object.entries(files)) await writeFile(p, before[k as keyof typeof files]);
      for (const p of problems.slice(0, 50)) process.stdout.write(`${formatProblem(p)}\n`);
      throw new CliFailure(`the exported match makes the content invalid (${problems.length} problem(s) above); nothing was changed`);
    }
    const m = rows.match;
    process.stderr.write(
      `live:export: wrote ${matchId} (${m.home_score}-${m.away_score}${m.has_penalties ? `, ${m.home_penalty}-${m.away_penalty} on penalties` : ''}) into ${dir}: ` +
        `${rows.events.length} events, ${rows.lineups.length} line-up rows, ${rows.stats.length} stats rows; the content is valid\n`,
    );
  },
});
