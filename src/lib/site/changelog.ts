/**
 * The project's changelog (CHANGELOG.md, Keep a Changelog) as the site serves it: at
 * `/changelog.txt`, linked from the API reference, where the stability promise says new vocabulary
 * values are announced first.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Where the site serves the changelog (src/pages/[changelog].txt.ts). */
export const CHANGELOG_PATH = '/changelog.txt';

/** CHANGELOG.md of the repository the site is built from (the build runs at its root, as for content/). */
export function readChangelog(root = process.cwd()): string {
  return readFileSync(resolve(root, 'CHANGELOG.md'), 'utf8');
}
