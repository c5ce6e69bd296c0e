/** Results of `npm run import:all` per tournament, and the summary table it prints. */

/** What the bulk import keeps of import:openfootball's report figures (`--report`, `figures`). */
export interface BulkFigures {
  matches: number;
  /** Goal events written. */
  goals: number;
  /** Goals in the scores of the written completed matches (null when nothing was written). */
  scoreGoals: number | null;
  cards: number;
  substitutions: number;
  /** Team line-ups (two per match when complete). */
  lineups: number;
  /** Completed matches with `events_recorded` false. */
  incomplete: number;
  warnings: number;
  notes: number;
  /** Matches without a known kick-off time (`start_time_tbd`). */
  timeTbd: number;
  /** Disagreements between the sources (`source_conflict`) by what they disagree on: `venue`, `home`, `time`, `score`, `date`, `goal`, … */
  conflicts: Record<string, number>;
}

export type BulkStatus = 'new' | 'updated' | 'unchanged' | 'failed';

export interface TournamentResult {
  slug: string;
  year: number;
  status: BulkStatus;
  /** Files of the season folder written or removed by this run (0 when unchanged or failed). */
  filesChanged: number;
  seconds: number;
  /** import:openfootball's exit code: 0 imported, 1 not valid / input unusable, 2 usage (e.g. no squad list). */
  exitCode: number;
  /** Null when the import stopped before converting (no report). */
  figures: BulkFigures | null;
  /** Why a failed tournament was not imported, on one line. */
  reason: string | null;
}

interface ReportFigures {
  matches: number;
  events: Record<string, number>;
  teamLineups: number;
  eventsIncomplete: number;
  warnings: number;
  notes: number;
  conflicts?: Record<string, number>;
  timeTbd?: number;
}

export function bulkFigures(f: ReportFigures, scoreGoals: number | null): BulkFigures {
  return {
    matches: f.matches,
    goals: f.events.goal ?? 0,
    scoreGoals,
    cards: f.events.card ?? 0,
    substitutions: f.events.substitution ?? 0,
    lineups: f.teamLineups,
    incomplete: f.eventsIncomplete,
    warnings: f.warnings,
    notes: f.notes,
    timeTbd: f.timeTbd ?? 0,
    conflicts: f.conflicts ?? {},
  };
}

/** `…/content/wc-1934/matches.csv` (also in a validation scratch folder) → `wc-1934/matches.csv`; other paths stay. */
export function shortenPaths(text: string): string {
  return text.replace(/(?:[^\s"'(]*\/)?([a-z0-9][a-z0-9-]*\/(?:[a-z_]+\.csv|competition\.json))\b/g, '$1');
}

interface Problem {
  file: string;
  line?: number | null;
  message: string;
}

/**
 * The one-line reason of a failed import: the validation problems (the first two, and how many
 * more) when the importer wrote a report with problems, else its error message from stderr.
 */
export function failureReason(problems: readonly Problem[] | null, stderr: string, exitCode: number): string {
  if (problems && problems.length > 0) {
    const shown = problems.slice(0, 2).map((p) => `${shortenPaths(p.file)}${p.line ? `:${p.line}` : ''}: ${shortenPaths(p.message)}`);
    const more = problems.length > 2 ? ` (+${problems.length - 2} more)` : '';
    return `${problems.length} validation problem${problems.length === 1 ? '' : 's'}: ${shown.join('; ')}${more}`;
  }
  const lines = stderr.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  // the importer's own message and its detail lines (e.g. which JSON keys are wrong), up to the usage hint
  const at = lines.findIndex((l) => l.startsWith('import:openfootball: '));
  const own = at < 0 ? [] : [lines[at]!.slice('import:openfootball: '.length), ...lines.slice(at + 1).filter((l) => !/^Run with --help/.test(l))];
  const text = own.join(' ').replace(/:\s*$/, '') || lines.at(-1) || `exit code ${exitCode}`;
  return shortenPaths(text);
}

/** Every disagreement between the sources of a tournament (`source_conflict` items). */
export const conflictTotal = (f: Pick<BulkFigures, 'conflicts'>): number => Object.values(f.conflicts ?? {}).reduce((a, n) => a + n, 0);

const pad = (s: string, n: number, right: boolean) => (right ? s.padStart(n) : s.padEnd(n));

/** A Markdown table (aligned for the terminal): one row per tournament, then the totals of the imported ones; `conflicts` counts the `source_conflict` items. */
export function formatTable(results: readonly TournamentResult[]): string {
  const head = ['tournament', 'status', 'matches', 'goals', 'cards', 'subs', 'line-ups', 'incomplete', 'warnings', 'notes', 'conflicts', 's'];
  const right = [false, false, true, true, true, true, true, true, true, true, true, true];
  const num = (f: BulkFigures | null, k: keyof BulkFigures) => (f === null ? '–' : String(f[k] ?? '–'));
  const goals = (f: BulkFigures | null) => (f === null ? '–' : f.scoreGoals === null ? String(f.goals) : `${f.goals}/${f.scoreGoals}`);
  const row = (r: TournamentResult) => [
    r.slug,
    r.status === 'updated' ? `updated (${r.filesChanged} files)` : r.status,
    num(r.figures, 'matches'),
    goals(r.figures),
    num(r.figures, 'cards'),
    num(r.figures, 'substitutions'),
    num(r.figures, 'lineups'),
    num(r.figures, 'incomplete'),
    num(r.figures, 'warnings'),
    num(r.figures, 'notes'),
    r.figures === null ? '–' : String(conflictTotal(r.figures)),
    r.seconds.toFixed(1),
  ];
  const ok = results.filter((r) => r.status !== 'failed' && r.figures);
  const sum = (k: keyof BulkFigures) => ok.reduce((a, r) => a + ((r.figures![k] as number | null) ?? 0), 0);
  const total = [
    `all imported (${ok.length})`,
    '',
    String(sum('matches')),
    `${sum('goals')}/${sum('scoreGoals')}`,
    String(sum('cards')),
    String(sum('substitutions')),
    String(sum('lineups')),
    String(sum('incomplete')),
    String(sum('warnings')),
    String(sum('notes')),
    String(ok.reduce((a, r) => a + conflictTotal(r.figures!), 0)),
    results.reduce((a, r) => a + r.seconds, 0).toFixed(1),
  ];
  const rows = [head, ...results.map(row), total];
  const widths = head.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => pad(c, widths[i]!, right[i]!)).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (right[i] ? `${'-'.repeat(w + 1)}:` : `${'-'.repeat(w + 2)}`)).join('|')}|`;
  return [line(head), rule, ...results.map((r) => line(row(r))), line(total)].join('\n');
}
