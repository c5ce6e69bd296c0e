/** A long command stopped by a signal stops the processes it started (run-cli.ts ownChild). */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { until } from '../helpers/until.ts';
import { processAlive as alive } from '../../src/lib/cli/process-alive.ts';


test.each([['SIGTERM', 143], ['SIGINT', 130]] as const)('on %s the children get SIGTERM and the command exits %i', async (signal, code) => {
  const script = join(mkdtempSync(join(tmpdir(), 'matchday-own-child-')), 'command.ts');
  writeFileSync(script, `
import { spawn } from 'node:child_process';
import { ownChild } from ${JSON.stringify(resolve('src/lib/cli/run-cli.ts'))};
const kids = [0, 1].map(() => ownChild(spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })));
process.stdout.write(kids.map((k) => k.pid).join(' ') + '\\n');
setInterval(() => {}, 1000);
`);
  const command = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  command.stdout.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((ok) => command.once('exit', (c) => ok(c)));
  const pids = (await until(() => (out.includes('\n') ? out : undefined), 'the children started')).trim().split(' ').map(Number);
  expect(pids.every(alive)).toBe(true);
  command.kill(signal);
  expect(await exited).toBe(code);
  await until(() => pids.every((p) => !alive(p)), 'the children stopped');
});
