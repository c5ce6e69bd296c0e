/**
 * A temporary content folder for partial validation: the shared files of content/ and two valid
 * seasons, content/demo-2026 and its copy demo-2027 (every `demo-2026` renamed: season ID, match IDs).
 */
import { cp, mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CONTENT = join(import.meta.dirname, '../../content');

/** `<tmp>/content` with countries.csv, players.csv, demo-2026 and demo-2027. */
export async function twoDemoSeasons(): Promise<string> {
  const root = join(await mkdtemp(join(tmpdir(), 'matchday-partial-')), 'content');
  for (const f of ['countries.csv', 'players.csv']) await cp(join(CONTENT, f), join(root, f));
  await cp(join(CONTENT, 'demo-2026'), join(root, 'demo-2026'), { recursive: true });
  await copySeason(root, 'demo-2026', 'demo-2027');
  return root;
}

/** Copies season folder `from` to `to`, renaming every `from` in its files (season ID, match IDs). */
export async function copySeason(root: string, from: string, to: string): Promise<void> {
  await mkdir(join(root, to));
  for (const f of await readdir(join(root, from))) {
    await writeFile(join(root, to, f), (await readFile(join(root, from, f), 'utf8')).replaceAll(from, to));
  }
}

/** Replaces `from` by `to` in one file of the content folder (throws when `from` is not there). */
export async function edit(root: string, file: string, from: string | RegExp, to: string): Promise<void> {
  const path = join(root, file);
  const text = await readFile(path, 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`${file}: ${String(from)} not found`);
  await writeFile(path, next);
}
