/**
 * Writes generated demo seasons into a content folder, one season at a time, then merges the
 * shared countries and players. Demo rows left by an earlier run (codes of the demo nation pool)
 * are dropped first unless another season folder still uses them, so regenerating with another
 * seed or a newer generator does not leave orphan players behind; other rows are never touched.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { countryRow, playerRow } from '../../schemas/content/index.ts';
import { toCsv } from '../content/csv-write.ts';
import { mergeShared, writeSeason } from '../content/write-content.ts';
import type { DemoGenerator, SeasonPlan } from './generate.ts';
import { NATION_POOL } from './nation-pool.ts';

export const FILES_PER_SEASON = 8;

export interface SeasonWritten {
  plan: SeasonPlan;
  index: number;
  total: number;
  matches: number;
  events: number;
  ms: number;
}

export interface DemoWritten {
  seasons: number;
  matches: number;
  events: number;
  eventsByType: Record<string, number>;
  players: number;
  files: number;
  /** Rows of players.csv/countries.csv that clashed with existing rows (kept as they were). */
  conflicts: string[];
}

async function readRows(path: string): Promise<Record<string, string>[]> {
  if (!existsSync(path)) return [];
  return parse(await readFile(path, 'utf8'), { columns: true, skip_empty_lines: true, bom: true });
}

/** Removes demo-pool rows from the shared files unless season folders other than `written` still use them. */
async function pruneOldDemoRows(root: string, written: Set<string>): Promise<void> {
  const demoCodes = new Set(NATION_POOL.map((n) => n.code));
  const stillUsedPlayers = new Set<string>();
  const stillUsedCodes = new Set<string>();
  if (!existsSync(root)) return;
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || written.has(entry.name)) continue;
    for (const r of await readRows(join(root, entry.name, 'squads.csv'))) if (r.player_id) stillUsedPlayers.add(r.player_id);
    for (const r of await readRows(join(root, entry.name, 'venues.csv'))) if (r.country_code) stillUsedCodes.add(r.country_code);
  }
  const playersPath = join(root, 'players.csv');
  const players = await readRows(playersPath);
  const keptPlayers = players.filter((p) => !demoCodes.has(p.country_code!) || stillUsedPlayers.has(p.id!));
  for (const p of keptPlayers) stillUsedCodes.add(p.country_code!);
  if (keptPlayers.length !== players.length) await writeFile(playersPath, toCsv(playerRow, keptPlayers));
  const countriesPath = join(root, 'countries.csv');
  const countries = await readRows(countriesPath);
  const keptCountries = countries.filter((c) => !demoCodes.has(c.code!) || stillUsedCodes.has(c.code!));
  if (keptCountries.length !== countries.length) await writeFile(countriesPath, toCsv(countryRow, keptCountries));
}

export async function writeDemo(root: string, generator: DemoGenerator, onSeason?: (s: SeasonWritten) => void): Promise<DemoWritten> {
  const totals: DemoWritten = { seasons: 0, matches: 0, events: 0, eventsByType: {}, players: 0, files: 0, conflicts: [] };
  const { plans } = generator;
  for (const [index, plan] of plans.entries()) {
    const started = performance.now();
    const content = generator.season(plan);
    await writeSeason(root, plan.slug, content, true, () => generator.now);
    totals.seasons++;
    totals.matches += content.matches.length;
    totals.events += content.events.length;
    totals.files += FILES_PER_SEASON;
    for (const e of content.events) totals.eventsByType[e.type] = (totals.eventsByType[e.type] ?? 0) + 1;
    onSeason?.({ plan, index, total: plans.length, matches: content.matches.length, events: content.events.length, ms: performance.now() - started });
  }
  await pruneOldDemoRows(root, new Set(plans.map((p) => p.slug)));
  const shared = generator.shared();
  const { conflicts } = await mergeShared(root, shared);
  totals.players = shared.players.length;
  totals.files += 2;
  totals.conflicts = conflicts;
  return totals;
}
