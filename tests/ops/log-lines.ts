/** Reads the JSON log lines out of a server process's output (other lines are skipped). */
export interface LogLine {
  level: string;
  msg: string;
  pid: number;
  worker?: number;
  request_id?: string;
  route?: string;
  status?: number;
  key_id?: string;
  units?: number;
  duration_ms?: number;
  [field: string]: unknown;
}

export function logLines(output: string): LogLine[] {
  const lines: LogLine[] = [];
  for (const raw of output.split('\n')) {
    if (!raw.startsWith('{')) continue;
    try {
      lines.push(JSON.parse(raw) as LogLine);
    } catch {
      // a partial line still being written
    }
  }
  return lines;
}

export const requestLine = (output: string, requestId: string) => logLines(output).find((l) => l.msg === 'request' && l.request_id === requestId);
