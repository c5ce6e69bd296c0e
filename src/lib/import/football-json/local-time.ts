/** Local wall-clock time in an IANA zone → UTC (football.json writes kick-offs local, without a zone). */

function offsetMinutes(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    .formatToParts(new Date(utcMs));
  const n = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  return (Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - utcMs) / 60000;
}

/** `2019-08-09` + `20:45` in `Europe/Paris` → `2019-08-09T18:45:00Z`. */
export function localToUtc(date: string, time: string, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hh!, mm!);
  let utc = wall - offsetMinutes(wall, timeZone) * 60000;
  utc = wall - offsetMinutes(utc, timeZone) * 60000; // the offset at the instant itself (DST changes)
  return new Date(utc).toISOString().replace('.000Z', 'Z');
}
