/** Figures of an import and the text summary the CLI prints. */
import type { SeasonContent, SharedContent } from '../../content/season-content.ts';
import { eventsRecorded } from '../../../schemas/content/index.ts';
import { sortedItems, type ImportReport, type ReportItem } from './report.ts';

export interface ImportFigures {
  matches: number;
  completed: number;
  scheduled: number;
  teams: number;
  venues: number;
  players: number;
  /** `type` → count; `type/detail` → count. */
  events: Record<string, number>;
  eventDetails: Record<string, number>;
  /** Matches with at least one team line-up, and team line-ups in all. */
  lineupMatches: number;
  teamLineups: number;
  matchesWithCards: number;
  matchesWithSubstitutions: number;
  /** Completed matches whose goals are not all in events.csv (`events_recorded` false). */
  eventsIncomplete: number;
  /** Completed matches without a known half-time score (half cells empty). */
  halvesUnknown: number;
  warnings: number;
  notes: number;
  /** `source_conflict` items by what the sources disagree on (`conflict`; `other` when not set). */
  conflicts: Record<string, number>;
  /** Matches whose kick-off time no source knows (`start_time_tbd`). */
  timeTbd: number;
}

/** `source_conflict` items counted by their `conflict` field. */
export function conflictCounts(report: ImportReport): Record<string, number> {
  const out: Record<string, number> = {};
  for (const i of report.items) if (i.kind === 'source_conflict') out[i.conflict ?? 'other'] = (out[i.conflict ?? 'other'] ?? 0) + 1;
  return out;
}

export function importFigures(season: SeasonContent, shared: SharedContent, report: ImportReport): ImportFigures {
  const events: Record<string, number> = {};
  const eventDetails: Record<string, number> = {};
  for (const e of season.events) {
    events[e.type] = (events[e.type] ?? 0) + 1;
    eventDetails[`${e.type}/${e.detail}`] = (eventDetails[`${e.type}/${e.detail}`] ?? 0) + 1;
  }
  const withType = (t: string) => new Set(season.events.filter((e) => e.type === t).map((e) => e.match_id)).size;
  return {
    matches: season.matches.length,
    completed: season.matches.filter((m) => m.status === 'completed').length,
    scheduled: season.matches.filter((m) => m.status === 'scheduled').length,
    teams: season.teams.length,
    venues: season.venues.length,
    players: shared.players.length,
    events,
    eventDetails,
    lineupMatches: new Set(season.lineups.map((l) => l.match_id)).size,
    teamLineups: new Set(season.lineups.map((l) => `${l.match_id}/${l.team_id}`)).size,
    matchesWithCards: withType('card'),
    matchesWithSubstitutions: withType('substitution'),
    eventsIncomplete: season.matches.filter((m) => m.status === 'completed' && !eventsRecorded(m)).length,
    halvesUnknown: season.matches.filter((m) => m.status === 'completed' && m.first_half_home === null).length,
    warnings: report.items.filter((i) => i.severity === 'warning').length,
    notes: report.items.filter((i) => i.severity === 'note').length,
    conflicts: conflictCounts(report),
    timeTbd: season.matches.filter((m) => m.start_time_tbd === true).length,
  };
}

function itemLine(i: ReportItem): string {
  const where = i.source ? ` [${i.source}]` : '';
  return `  ${i.severity === 'warning' ? '!' : '·'} ${i.kind}: ${i.message}${where}`;
}

/** The summary: figures, then every warning, then notes (all with `verbose`, else the first few). */
export function formatSummary(f: ImportFigures, report: ImportReport, opts: { verbose: boolean; maxNotes?: number }): string {
  const byType = Object.entries(f.events)
    .sort()
    .map(([t, n]) => `${t} ${n} (${Object.entries(f.eventDetails).filter(([k]) => k.startsWith(`${t}/`)).sort().map(([k, c]) => `${k.split('/')[1]} ${c}`).join(', ')})`);
  const lines = [
    `  matches    ${f.matches} (${f.completed} completed, ${f.scheduled} scheduled)`,
    `  teams      ${f.teams}   venues ${f.venues}   players ${f.players}`,
    `  events     ${Object.values(f.events).reduce((a, b) => a + b, 0)}: ${byType.join('; ') || 'none'}`,
    `  line-ups   ${f.teamLineups} team line-ups in ${f.lineupMatches} matches; cards in ${f.matchesWithCards} matches, substitutions in ${f.matchesWithSubstitutions}`,
    `  coverage   ${f.eventsIncomplete} match(es) with goals missing from events.csv (events_recorded false), ${f.halvesUnknown} without a half-time score, ${f.timeTbd} without a kick-off time (start_time_tbd)`,
    `  conflicts  ${Object.entries(f.conflicts).sort().map(([k, n]) => `${k} ${n}`).join(', ') || 'none'} (source_conflict: the sources disagree; docs/importing.md says which wins)`,
    `  report     ${f.warnings} warning(s), ${f.notes} note(s)`,
  ];
  const items = sortedItems(report);
  const warnings = items.filter((i) => i.severity === 'warning');
  const notes = items.filter((i) => i.severity === 'note');
  if (warnings.length > 0) lines.push('', 'Warnings:', ...warnings.map(itemLine));
  if (notes.length > 0) {
    const max = opts.verbose ? notes.length : (opts.maxNotes ?? 15);
    lines.push('', 'Notes:', ...notes.slice(0, max).map(itemLine));
    if (notes.length > max) lines.push(`  … ${notes.length - max} more note(s); use --verbose or --report <file> to see them all`);
  }
  return lines.join('\n');
}
