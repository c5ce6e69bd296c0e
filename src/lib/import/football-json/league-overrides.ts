/**
 * `content/league-overrides.json`: what an editor sets over the built-in competition table
 * (competition-table.ts), kept across re-imports. Keys are a competition code (`it.1`, every
 * season) or a season folder name (`it-1-2022-23`, that season only, applied last); values may
 * set `name`, `series` and `rules` (any key of competition.json `rules`, which replaces the
 * built-in value of that key). Example: `{ "it-1-2022-23": { "rules": { "positions": [...] } } }`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { seriesSchema, type CompetitionFile } from '../../../schemas/content/competition.ts';

export const OVERRIDES_FILE = 'league-overrides.json';

const overrideSchema = z
  .object({ name: z.string().min(1).optional(), series: seriesSchema.nullable().optional(), rules: z.record(z.string(), z.unknown()).optional() })
  .strict();
const fileSchema = z.record(z.string(), overrideSchema);
export type LeagueOverrides = z.output<typeof fileSchema>;

/** Reads the overrides of a content folder ({} when there is none); throws with the reason when the file is not valid. */
export function readOverrides(content: string): LeagueOverrides {
  const path = join(content, OVERRIDES_FILE);
  if (!existsSync(path)) return {};
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`${path}: not valid JSON: ${(err as Error).message}`);
  }
  const r = fileSchema.safeParse(json);
  if (!r.success) throw new Error(`${path}: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return r.data;
}

/** The competition with the code's, then the season's overrides applied. */
export function applyOverrides(c: CompetitionFile, overrides: LeagueOverrides, code: string, slug: string): CompetitionFile {
  let out = c;
  for (const o of [overrides[code], overrides[slug]]) {
    if (!o) continue;
    out = { ...out, ...(o.name ? { name: o.name } : {}), ...(o.series !== undefined ? { series: o.series } : {}), rules: { ...out.rules, ...(o.rules ?? {}) } as CompetitionFile['rules'] };
  }
  return out;
}
