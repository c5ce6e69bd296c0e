/** `npm run replay -- <match_id> --speed N`: plays a completed match from content/ through the feed API as if live. */
import { resolve } from 'node:path';
import { loadContent } from '../src/lib/content/load.ts';
import { formatProblem } from '../src/lib/content/problem.ts';
import { snapshotOf } from '../src/lib/dataset/snapshot.ts';
import { buildDataset, played } from '../src/lib/dataset/dataset.ts';
import { feedClient, FeedClientError } from '../src/lib/live/feed-client.ts';
import { replayPlan } from '../src/lib/live/replay-plan.ts';
import { runReplay } from '../src/lib/live/replay-run.ts';
import { CliFailure, UsageError, runCli } from '../src/lib/cli/run-cli.ts';

await runCli({
  name: 'replay',
  usage: `Usage: npm run replay -- <match_id> [--speed N] [--url URL] [--key KEY] [--content DIR] [--reset]

Plays a completed match of the content folder through the feed API of a running server, message by
message at its moment of play: line-ups, kick-off, the clock every minute, every event, half-time,
extra time, the shoot-out, stats and the final whistle. The server shows it live (overlay, /matches/live,
the push stream) although content/ has it as completed.

  --speed N      minutes of play per real minute (default 60: one minute of play per second; 1 = real time)
  --url URL      server (default $MATCHDAY_URL or http://127.0.0.1:4321)
  --key KEY      a key with the feed_write permission (default $MATCHDAY_FEED_KEY);
                 create one with: npm run keys -- create --name feed --plan free --permissions feed_write
  --content DIR  content folder to read the match from (default content)
  --reset        discard the match's existing live state first (else a second replay is refused)
  --quiet        no progress lines

Exit codes: 0 replayed, 1 failure (e.g. a message refused), 2 usage.`,
  allowPositionals: true,
  options: {
    speed: { type: 'string', default: '60' }, url: { type: 'string' }, key: { type: 'string' }, content: { type: 'string', default: 'content' },
    reset: { type: 'boolean', default: false }, quiet: { type: 'boolean', default: false },
  },
  async run({ values, positionals }) {
    const [matchId] = positionals;
    if (!matchId || positionals.length > 1) throw new UsageError('give exactly one match ID, e.g. npm run replay -- match_demo-2026-001');
    const speed = Number(values.speed);
    if (!(speed > 0) || !Number.isFinite(speed)) throw new UsageError(`--speed must be a positive number, not ${values.speed}`);
    const url = String(values.url ?? process.env.MATCHDAY_URL ?? 'http://127.0.0.1:4321');
    const key = String(values.key ?? process.env.MATCHDAY_FEED_KEY ?? '');
    if (!key) throw new UsageError('a feed key is needed: --key or MATCHDAY_FEED_KEY (a key with the feed_write permission)');
    const { raw, problems } = await loadContent(resolve(String(values.content)));
    if (problems.length) throw new CliFailure(`the content folder has ${problems.length} problem(s), e.g. ${formatProblem(problems[0]!)}`);
    const ds = buildDataset(snapshotOf(raw));
    let plan;
    try {
      plan = replayPlan(ds, matchId);
    } catch (err) {
      throw new CliFailure((err as Error).message);
    }
    const m = ds.matches.get(matchId)!;
    const name = (id: string) => ds.teams.get(id)?.name ?? id;
    const quiet = Boolean(values.quiet);
    process.stderr.write(`replay: ${name(played(m).home_team_id)} v ${name(played(m).away_team_id)} (${matchId}): ${plan.length} messages at ${speed}x to ${url}\n`);
    try {
      const { last } = await runReplay({
        client: feedClient(url, key), matchId, plan, speed, reset: Boolean(values.reset),
        onMessage: ({ index, total, message, data }) => {
          if (quiet) return;
          const s = data.match;
          const what = message.type === 'event' ? `${message.event.type} ${message.event.detail} ${message.event.minute}${message.event.extra_minute ? `+${message.event.extra_minute}` : ''}'` : message.type;
          if (message.type !== 'clock' || s.minute % 15 === 0 || s.period === 'half_time')
            process.stderr.write(`  [${index + 1}/${total}] ${what.padEnd(28)} ${s.status} ${s.period ?? ''} ${s.minute}' ${s.home_score}-${s.away_score}${s.home_penalty !== null ? ` (${s.home_penalty}-${s.away_penalty} pens)` : ''}\n`);
        },
      });
      const s = last.match;
      process.stdout.write(`${matchId} ${s.status} ${s.home_score}-${s.away_score}${s.home_penalty !== null ? ` (${s.home_penalty}-${s.away_penalty} on penalties)` : ''}\n`);
    } catch (err) {
      if (err instanceof FeedClientError) throw new CliFailure(`the server refused a message (${err.status} ${err.code}): ${err.message}`);
      throw new CliFailure((err as Error).message);
    }
  },
});
