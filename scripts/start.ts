/** `npm start`: builds when the inputs changed, then serves site + API on HOST:PORT (default 127.0.0.1:4321). */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { buildInputsHash } from '../src/lib/build/inputs-hash.ts';
import { loadRuntime, DIST } from '../src/server/runtime.ts';
import { startServer } from '../src/server/node-server.ts';
import { CliFailure, runCli } from '../src/lib/cli/run-cli.ts';

await runCli({
  name: 'start',
  usage: `Usage: npm start [-- --no-build]

Serves the fan site and the API (/api/public/v1) on HOST:PORT (default 127.0.0.1:4321).
Builds first when content/, src/ or the config changed since the last build.
Keys and usage live in data/matchday.db (MATCHDAY_DATA_DIR), or in Redis when REDIS_URL is set.
Create a key with: npm run keys -- create --name me --plan starter`,
  options: { 'no-build': { type: 'boolean', default: false } },
  async run({ values }) {
    const info = `${DIST()}/matchday/build-info.json`;
    const fresh = existsSync(info) && JSON.parse(readFileSync(info, 'utf8')).inputs === buildInputsHash();
    if (!fresh && !values['no-build']) {
      process.stderr.write('start: the build is missing or out of date; building…\n');
      const r = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
      if (r.status !== 0) throw new CliFailure('build failed; not starting');
    }
    const rt = await loadRuntime();
    const host = process.env.HOST ?? '127.0.0.1';
    const port = Number(process.env.PORT ?? 4321);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CliFailure(`PORT must be a port number, not ${process.env.PORT}`);
    const server = await startServer(rt, host, port).catch(async (err: NodeJS.ErrnoException) => {
      await rt.close();
      if (err.code === 'EADDRINUSE') throw new CliFailure(`${host}:${port} is already in use; stop the other server or set PORT`);
      if (err.code === 'EACCES' || err.code === 'EADDRNOTAVAIL') throw new CliFailure(`cannot listen on ${host}:${port} (${err.code}); check HOST and PORT`);
      throw err;
    });
    const addr = server.address();
    const shown = typeof addr === 'object' && addr ? `http://${host}:${addr.port}` : `http://${host}:${port}`;
    process.stderr.write(
      `Matchday is running at ${shown} (${rt.ds.matches.size} matches, ${rt.store.kind} key store)\n` +
        `  site: ${shown}/   API: ${shown}/api/public/v1/matches   OpenAPI: ${shown}/api/public/v1/openapi.json\n` +
        `  get a key: npm run keys -- create --name me --plan starter\n`,
    );
    const stop = async () => {
      server.close();
      await rt.close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    await new Promise(() => {});
  },
});
