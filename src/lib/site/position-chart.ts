/**
 * Geometry of a team's position chart (an inline SVG, no script): matchdays left to right,
 * position 1 at the top. Pure: the page draws the path and points it returns.
 */
import type { PositionPoint } from './position-history.ts';
import { ordinal as ord } from './format.ts';

export interface ChartTick {
  at: number;
  label: string;
}

export interface PositionChart {
  width: number;
  height: number;
  /** The plot area. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** SVG path through every point (`M x y L x y …`), empty without points. */
  path: string;
  points: (PositionPoint & { x: number; y: number })[];
  /** Horizontal grid lines: position 1, the last position and a few between. */
  yTicks: ChartTick[];
  /** Matchday labels: the first, the last and every fifth. */
  xTicks: ChartTick[];
}

const r1 = (n: number) => Math.round(n * 10) / 10;

export function positionChart(points: readonly PositionPoint[], teams: number, size = { width: 640, height: 260 }): PositionChart {
  const left = 34;
  const right = size.width - 10;
  const top = 12;
  const bottom = size.height - 26;
  const last = points.at(-1)?.matchday ?? 1;
  const first = points[0]?.matchday ?? 1;
  const span = Math.max(1, last - first);
  const rows = Math.max(1, teams - 1);
  const x = (md: number) => r1(left + ((md - first) / span) * (right - left));
  const y = (pos: number) => r1(top + ((pos - 1) / rows) * (bottom - top));
  const placed = points.map((p) => ({ ...p, x: x(p.matchday), y: y(p.position) }));
  const path = placed.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
  const step = teams > 12 ? 5 : teams > 6 ? 2 : 1;
  const positions = [...new Set([1, ...Array.from({ length: Math.floor(teams / step) }, (_, i) => (i + 1) * step), teams])].filter((p) => p >= 1 && p <= teams).sort((a, b) => a - b);
  const yTicks = positions.map((p) => ({ at: y(p), label: String(p) }));
  const mds = points.map((p) => p.matchday);
  const xTicks = mds.filter((md, i) => i === 0 || i === mds.length - 1 || md % 5 === 0).map((md) => ({ at: x(md), label: String(md) }));
  return { width: size.width, height: size.height, left, right, top, bottom, path, points: placed, yTicks, xTicks };
}

/** The chart's description for screen readers: where the team started, its best and worst position, and where it ended. */
export function chartSummary(team: string, points: readonly PositionPoint[]): string {
  if (points.length === 0) return `${team} has not played a matchday yet.`;
  const best = points.reduce((a, b) => (b.position < a.position ? b : a));
  const worst = points.reduce((a, b) => (b.position > a.position ? b : a));
  const end = points.at(-1)!;
  return `${team}: ${ord(points[0]!.position)} after matchday ${points[0]!.matchday}, best ${ord(best.position)} (matchday ${best.matchday}), lowest ${ord(worst.position)} (matchday ${worst.matchday}), ${ord(end.position)} after matchday ${end.matchday}.`;
}
