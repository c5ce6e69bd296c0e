/**
 * Page data of a league season's table (/leagues/<slug>/): the league stage's table from the
 * competition view, its zones as a legend (a colour and a short mark per zone, with the zone's name
 * and positions in words), points adjustments as numbered footnotes with their reason, and what the
 * page must explain: a table ranked by points per match, a season declared void.
 */
import type { Season } from '../dataset/dataset.ts';
import type { StandingsEntry } from '../dataset/competition-view.ts';
import type { GroupStandingRow } from '../tournament/index.ts';
import { seasonView } from './season-view.ts';
import type { SiteIndex } from './site-index.ts';

export interface ZoneKey {
  id: string;
  name: string;
  /** Short visible mark shown in the row (`CL`, `R`): the table never relies on colour alone. */
  mark: string;
  /** CSS class of the zone's colour (`z1`…`z4`). */
  tone: string;
  positions: readonly [number, number];
}

export interface AdjustmentNote {
  /** Footnote number, from 1 in table order. */
  n: number;
  team: string;
  points: number;
  reason: string;
}

export interface LeagueRow {
  row: GroupStandingRow;
  zone: ZoneKey | null;
  /** The row's adjustment footnote, or null. */
  note: AdjustmentNote | null;
  /** Points per match, two decimals (`2.13`), shown when the table is ranked by it. */
  ppm: string;
}

export interface LeagueTableView {
  stage: string;
  rows: LeagueRow[];
  zones: ZoneKey[];
  notes: AdjustmentNote[];
  live: boolean;
  complete: boolean;
  rankedBy: 'points' | 'points_per_match';
  /** Why the table is not ranked by points, in words; null when it is. */
  rankedByText: string | null;
  /** The season was declared void: the reason, in words; else null. */
  voidText: string | null;
  /** Counted matches and all matches of the stage. */
  played: number;
  total: number;
}

/** The league stage's table of a season view, or undefined. */
export function leagueStandings(standings: readonly StandingsEntry[]): StandingsEntry | undefined {
  return standings.find((s) => s.stage.kind === 'league');
}

/** `CL` for Champions League, `R` for Relegation; numbered when two zones share initials. */
export function zoneMarks(names: readonly string[]): string[] {
  const initials = names.map((n) => n.split(/[\s-]+/).filter(Boolean).map((w) => w[0]!.toUpperCase()).join('').slice(0, 3) || '?');
  return initials.map((m, i) => (initials.indexOf(m) === i && initials.lastIndexOf(m) === i ? m : `${m}${initials.slice(0, i + 1).filter((x) => x === m).length}`));
}

/** The zones of the table (content `rules.zones` of this stage), in position order, with their mark and colour. */
export function zoneKeys(season: Pick<Season, 'rules' | 'stages'>, stage: string): ZoneKey[] {
  if (season.rules.declared_void) return [];
  const first = season.stages.find((s) => !s.knockout)?.name;
  const zones = (season.rules.zones ?? []).filter((z) => (z.stage ?? first) === stage && z.group === undefined).sort((a, b) => a.positions[0] - b.positions[0]);
  const marks = zoneMarks(zones.map((z) => z.name));
  return zones.map((z, i) => ({ id: z.id, name: z.name, mark: marks[i]!, tone: `z${(i % 4) + 1}`, positions: z.positions }));
}

/** `Positions 1–4`, `Position 18`. */
export function positionsText(p: readonly [number, number]): string {
  return p[0] === p[1] ? `Position ${p[0]}` : `Positions ${p[0]}–${p[1]}`;
}

/** `2.13`: points per match to two decimals, `0.00` before any match. */
export function pointsPerMatch(points: number, played: number): string {
  return (played === 0 ? 0 : points / played).toFixed(2);
}

/** `−8`, `+3`: points of an adjustment with a real minus sign. */
export function signedPoints(n: number): string {
  return n > 0 ? `+${n}` : `−${Math.abs(n)}`;
}

export function rankedByText(rankedBy: 'points' | 'points_per_match'): string | null {
  return rankedBy === 'points_per_match'
    ? 'Ranked by points per match (points divided by matches played), then the tie-breakers: the season was stopped before every match was played, and the league decided the final table this way.'
    : null;
}

export function leagueTableView(idx: SiteIndex, season: Season): LeagueTableView | null {
  const view = seasonView(idx.ds, season);
  const table = leagueStandings(view.standings);
  if (!table) return null;
  return tableView(season, table, view.matches.filter((m) => m.stage === table.stage.name));
}

/** The view of one league table; `matches` are the stage's matches (for the played count). */
export function tableView(season: Pick<Season, 'rules' | 'stages'>, table: StandingsEntry, matches: readonly { status: string; status_detail?: string | null }[]): LeagueTableView {
  const zones = zoneKeys(season, table.stage.name);
  const notes: AdjustmentNote[] = [];
  const rows = table.rows.map((row): LeagueRow => {
    let note: AdjustmentNote | null = null;
    if (row.adjustment !== 0) {
      note = { n: notes.length + 1, team: row.team.name, points: row.adjustment, reason: row.adjustment_reason ?? 'No reason recorded' };
      notes.push(note);
    }
    return { row, zone: zones.find((z) => z.id === row.zone?.id) ?? null, note, ppm: pointsPerMatch(row.points, row.played) };
  });
  const voidReason = season.rules.declared_void;
  return {
    stage: table.stage.name,
    rows,
    zones,
    notes,
    live: table.live,
    complete: table.complete,
    rankedBy: table.ranked_by,
    rankedByText: rankedByText(table.ranked_by),
    voidText: voidReason ? `This season was declared void (${voidReason}). The table shows the standings when play stopped; it decided no title, promotion or relegation.` : null,
    played: matches.filter((m) => m.status !== 'scheduled' && m.status_detail !== 'cancelled').length,
    total: matches.length,
  };
}
