/** What a server process uses, read from Linux /proc (NaN elsewhere or once it is gone). */
import { readFileSync } from 'node:fs';

/** CPU seconds (user + system, all threads) the process has used so far. */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return NaN;
  }
}

/** Resident memory of the process, MiB. */
export function rssMiB(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}
