/**
 * The shape every command-line tool of the project shares: `--help`, strict option parsing,
 * exit codes scripts can trust (0 ok, 1 failure, 2 usage error) and no stack traces for
 * expected errors.
 */
import type { ChildProcess } from 'node:child_process';
import { parseArgs, type ParseArgsConfig } from 'node:util';

export class UsageError extends Error {}
export class CliFailure extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;

export interface CliSpec<O extends Options> {
  name: string;
  usage: string;
  options: O;
  allowPositionals?: boolean;
  run: (args: { values: Record<string, string | boolean | string[] | undefined>; positionals: string[] }) => Promise<number | void>;
}

export async function runCli<O extends Options>(spec: CliSpec<O>, argv = process.argv.slice(2)): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { ...spec.options, help: { type: 'boolean', short: 'h' } }, allowPositionals: spec.allowPositionals ?? false, strict: true });
  } catch (err) {
    process.stderr.write(`${spec.name}: ${(err as Error).message}\n\n${spec.usage}\n`);
    process.exit(2);
  }
  if ((parsed.values as Record<string, unknown>).help) {
    process.stdout.write(`${spec.usage}\n`);
    process.exit(0);
  }
  try {
    const code = await spec.run({ values: parsed.values as never, positionals: parsed.positionals });
    process.exitCode = code ?? 0;
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`${spec.name}: ${err.message}\n\nRun with --help for usage.\n`);
      process.exitCode = 2;
    } else if (err instanceof CliFailure) {
      process.stderr.write(`${spec.name}: ${err.message}\n`);
      process.exitCode = 1;
    } else {
      process.stderr.write(`${spec.name}: unexpected error: ${(err as Error).stack ?? err}\n`);
      process.exitCode = 1;
    }
  }
}

/** A one-line progress display on stderr (rewritten in place on a terminal). */
export function progress(label: string): (done: number, total: number) => void {
  const tty = process.stderr.isTTY;
  let last = -1;
  return (done, total) => {
    const pct = total === 0 ? 100 : Math.floor((done / total) * 100);
    if (pct === last && done !== total) return;
    last = pct;
    if (tty) process.stderr.write(`\r${label} ${done}/${total} (${pct}%)${done === total ? '\n' : ''}`);
    else if (done === total || pct % 25 === 0) process.stderr.write(`${label} ${done}/${total} (${pct}%)\n`);
  };
}

const owned = new Set<ChildProcess>();
let signalsHandled = false;

/**
 * Ties a child process (a server, a load generator…) to this command: when the command is
 * stopped by SIGINT or SIGTERM (Ctrl-C reaches the whole process group, a `kill` only the
 * command), its running children get SIGTERM too, and the command exits 130 or 143. Returns `child`.
 */
export function ownChild<T extends ChildProcess>(child: T): T {
  owned.add(child);
  child.once('exit', () => owned.delete(child));
  if (!signalsHandled) {
    signalsHandled = true;
    const stop = (signal: NodeJS.Signals) => {
      for (const c of owned) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
      process.stderr.write(`stopped by ${signal}\n`);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
  return child;
}
