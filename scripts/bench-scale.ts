/**
 * `npm run bench:scale -- --big <build> [--small dist]`: does the API answer as fast with the whole
 * history as with one tournament? Starts the product server on both builds (one process each,
 * embedded key store, both running during the whole bench) and loads, alternating between them, the
 * requests whose cost could grow with the history: a club's matches across all its seasons, a league
 * table in progress, player and team search, a completed match. Prints req/s of each side by side and
 * the ratio big/small against the target (≥ 0.8).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CliFailure, runCli, UsageError } from '../src/lib/cli/run-cli.ts';
import { foldText } from '../src/lib/text/fold.ts';
import { startBenchServer, type BenchServer } from './bench/bench-server.ts';
import { load, medianRun, type LoadResult } from './bench/load.ts';

const V1 = '/api/public/v1';
const TARGET = 0.8;

interface Target {
  label: string;
  path: string;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the snapshot is read as plain JSON */
/** The requests to load on one build, chosen from its snapshot the same way for both builds. */
export function targetsOf(snap: any): Target[] {
  const seasons: any[] = snap.seasons;
  // The team that played in the most seasons (a club across its whole history); its matches five at
  // a time on both builds, so the ratio measures the filter across seasons, not a longer answer.
  const seasonsOf = new Map<string, number>();
  for (const s of seasons) for (const t of s.teams) seasonsOf.set(t.id, (seasonsOf.get(t.id) ?? 0) + 1);
  const [club, clubSeasons] = [...seasonsOf].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]!;
  const teamName: string = seasons.flatMap((s) => s.teams).find((t: any) => t.id === club).name;
  // A table in progress: the largest season with completed and scheduled matches, a league if any.
  const inProgress = seasons.filter((s) => s.matches.some((m: any) => m.status === 'completed') && s.matches.some((m: any) => m.status !== 'completed'));
  const pool = inProgress.length ? inProgress : seasons;
  const table = [...pool].sort((a, b) => Number(b.competition.kind === 'league') - Number(a.competition.kind === 'league') || b.matches.length - a.matches.length)[0];
  const completed = table.matches.find((m: any) => m.status === 'completed') ?? seasons.flatMap((s) => s.matches).find((m: any) => m.status === 'completed');
  const players: any[] = snap.players;
  const player = players[Math.floor(players.length / 2)];
  return [
    { label: `club across seasons (${clubSeasons})`, path: `${V1}/matches?team_id=${club}&per_page=5` },
    { label: `table in progress (${table.matches.length} m.)`, path: `${V1}/competitions/${table.competition.id}/standings` },
    { label: 'player search', path: `${V1}/players?search=${encodeURIComponent(foldText(player.last_name).slice(0, 4))}` },
    { label: 'team search', path: `${V1}/teams?search=${encodeURIComponent(foldText(teamName).slice(0, 4))}` },
    { label: 'completed match', path: `${V1}/matches/${completed.id}` },
  ];
}
/* eslint-enable @typescript-eslint/no-explicit-any */

await runCli({
  name: 'bench:scale',
  usage: `Usage: npm run bench:scale -- --big <build> [--small dist] [--seconds 3] [--rounds 3] [--connections 10]

Starts the product server (one process, embedded key store) on both builds and keeps both running;
then, round by round, loads on each build in turn (the order alternates): a club's matches across all
its seasons (the team in the most seasons), the largest table in progress, a player search, a team
search and a completed match. The targets are chosen from each build's snapshot by the same rule.
Prints the median req/s of each build, p99 and the ratio big/small against the target (>= ${TARGET}).
A build is a folder made by npm run build (e.g. of everything imported: npm run bench:build --
--everything ../shared/data leaves one in .tmp/bench-build-everything/dist).
Exit codes: 0 measured (met or not), 1 a server failed, 2 usage.`,
  options: {
    big: { type: 'string' }, small: { type: 'string', default: 'dist' },
    seconds: { type: 'string', default: '3' }, rounds: { type: 'string', default: '3' }, connections: { type: 'string', default: '10' },
  },
  async run({ values }) {
    if (typeof values.big !== 'string') throw new UsageError('give --big <build folder>');
    const seconds = Number(values.seconds);
    const rounds = Number(values.rounds);
    const connections = Number(values.connections);
    if (!(seconds > 0) || !(connections > 0) || !(Number.isInteger(rounds) && rounds > 0)) throw new UsageError('--seconds, --rounds and --connections must be positive numbers');
    const builds = [{ name: 'small', dist: String(values.small) }, { name: 'big', dist: values.big }];
    const dataDir = mkdtempSync(join(tmpdir(), 'matchday-bench-scale-'));
    const plansFile = join(dataDir, 'plans.json');
    const plans = JSON.parse(readFileSync('src/config/plans.json', 'utf8'));
    plans.plans.push({ id: 'bench', units_per_day: 1_000_000_000, requests_per_minute: 1_000_000_000, permissions: [] });
    writeFileSync(plansFile, JSON.stringify(plans));
    const servers: (BenchServer & { name: string; key: string; targets: Target[]; matches: number })[] = [];
    try {
      for (const b of builds) {
        let snap: unknown;
        try {
          snap = JSON.parse(readFileSync(join(b.dist, 'matchday', 'snapshot.json'), 'utf8'));
        } catch (err) {
          throw new UsageError(`${b.dist} is no build (${(err as Error).message}): run npm run build first`);
        }
        const env = { MATCHDAY_DIST: b.dist, MATCHDAY_DATA_DIR: join(dataDir, b.name), MATCHDAY_PLANS: plansFile };
        const key = spawnSync(process.execPath, ['scripts/keys.ts', 'create', '--name', 'bench', '--plan', 'bench'], { env: { ...process.env, ...env }, encoding: 'utf8' });
        if (key.status !== 0) throw new CliFailure(`could not create a key: ${key.stderr}`);
        process.stderr.write(`[${b.name}] starting the server on ${b.dist}…\n`);
        const server = await startBenchServer(env);
        const s = snap as { seasons: { matches: unknown[] }[] };
        servers.push({ ...server, name: b.name, key: key.stdout.trim(), targets: targetsOf(snap), matches: s.seasons.reduce((n, x) => n + x.matches.length, 0) });
      }
      const runs = new Map<string, LoadResult[]>();
      for (let round = 0; round < rounds; round++) {
        process.stderr.write(`round ${round + 1} of ${rounds}\n`);
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        for (let t = 0; t < servers[0]!.targets.length; t++) {
          for (const s of order) {
            const target = s.targets[t]!;
            const r = await load(`${s.url}${target.path}`, { Authorization: `Bearer ${s.key}` }, seconds, connections, s.child.pid);
            if (r.non2xx || r.errors) throw new CliFailure(`${s.name} ${target.path}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
            const k = `${s.name}:${t}`;
            runs.set(k, [...(runs.get(k) ?? []), r]);
            process.stderr.write(`  ${s.name.padEnd(5)} ${target.label.padEnd(32)} ${Math.round(r.rps).toString().padStart(7)} req/s\n`);
          }
        }
      }
      const [small, big] = servers as [typeof servers[number], typeof servers[number]];
      const lines = [
        `bench:scale (${new Date().toISOString().slice(0, 10)}): small ${small.matches.toLocaleString('en')} matches, big ${big.matches.toLocaleString('en')} matches; median of ${rounds} × ${seconds} s, ${connections} connections`,
        '',
        '| request | small req/s | big req/s | big/small | p99 small / big (ms) | target ≥ 0.8 |',
        '|---|---|---|---|---|---|',
      ];
      let met = 0;
      for (let t = 0; t < small.targets.length; t++) {
        const a = medianRun(runs.get(`small:${t}`)!);
        const b = medianRun(runs.get(`big:${t}`)!);
        const ratio = b.rps / a.rps;
        if (ratio >= TARGET) met++;
        lines.push(`| ${big.targets[t]!.label} (small: ${small.targets[t]!.label}) | ${Math.round(a.rps)} | ${Math.round(b.rps)} | **${ratio.toFixed(2)}** | ${a.p99} / ${b.p99} | ${ratio >= TARGET ? 'met' : 'missed'} |`);
      }
      lines.push('', `${met} of ${small.targets.length} requests at least ${TARGET} × their small-build throughput.`);
      process.stdout.write(`${lines.join('\n')}\n`);
    } finally {
      for (const s of servers) s.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});
