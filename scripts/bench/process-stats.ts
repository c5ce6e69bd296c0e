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

/** The process and all its descendants (e.g. a cluster primary and its workers). */
export function processTree(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    try {
      const kids = readFileSync(`/proc/${out[i]}/task/${out[i]}/children`, 'utf8').trim();
      if (kids) out.push(...kids.split(/\s+/).map(Number));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** CPU seconds of the process and its descendants (descendants that exited meanwhile are not counted). */
export function treeCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  return processTree(pid).reduce((sum, p) => sum + (cpuSeconds(p) || 0), 0);
}
