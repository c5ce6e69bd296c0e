/**
 * The season folder of a competition named on the command line: its public ID (`season_demo-2026`,
 * as the API's `{id}`) or its folder (`demo-2026`). Reads only the competition.json files' `id`.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export type SeasonFolderResult = { slug: string } | { error: string };

async function idOf(root: string, slug: string): Promise<string | null> {
  try {
    const json = JSON.parse((await readFile(join(root, slug, 'competition.json'), 'utf8')).replace(/^\uFEFF/, '')) as { id?: unknown };
    return typeof json.id === 'string' ? json.id : null;
  } catch {
    return null;
  }
}

export async function findSeasonFolder(root: string, competition: string): Promise<SeasonFolderResult> {
  if (!existsSync(root)) return { error: `content folder ${root} not found` };
  const folders = (await readdir(root, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  if (!competition.startsWith('season_') && folders.includes(competition) && existsSync(join(root, competition, 'competition.json'))) return { slug: competition };
  const ids = await Promise.all(folders.map(async (slug) => ({ slug, id: await idOf(root, slug) })));
  const hit = ids.find((f) => f.id === competition);
  if (hit) return { slug: hit.slug };
  const known = ids.filter((f) => f.id !== null).slice(0, 5).map((f) => `${f.id} (${f.slug})`);
  return { error: `no competition ${competition} in ${root}: give a competition ID or its folder${known.length ? `, e.g. ${known.join(', ')}` : ''}` };
}
