/** The summary table of `npm run import:football-json`: one row per season, then the totals. */
import type { SeasonResult } from './import-leagues.ts';

export function formatLeagueTable(results: readonly SeasonResult[]): string {
  const head = ['season', 'status', 'teams', 'matches', 'completed', 'scheduled', 'postponed', 'awarded', 'cancelled'];
  const row = (r: SeasonResult) => r.status === 'failed'
    ? [r.slug, 'failed', '–', '–', '–', '–', '–', '–', '–']
    : [r.slug, r.status, String(r.teams), String(r.matches), String(r.completed), String(r.scheduled), String(r.details.postponed ?? 0), String(r.details.awarded ?? 0), String(r.details.cancelled ?? 0)];
  const ok = results.filter((r) => r.status !== 'failed');
  const sum = (f: (r: SeasonResult) => number) => String(ok.reduce((a, r) => a + f(r), 0));
  const total = [`all imported (${ok.length})`, '', '', sum((r) => r.matches), sum((r) => r.completed), sum((r) => r.scheduled), sum((r) => r.details.postponed ?? 0), sum((r) => r.details.awarded ?? 0), sum((r) => r.details.cancelled ?? 0)];
  const rows = [head, ...results.map(row), total];
  const widths = head.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(head), rule, ...rows.slice(1).map(line)].join('\n');
}
