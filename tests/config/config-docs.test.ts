/**
 * The README's and docs/deployment.md's configuration tables against the schema
 * (src/config/config-schema.ts): every variable of the schema is in both, with its default; nothing
 * is documented there that the schema lacks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CONFIG_VARIABLES, variableMeta } from '../../src/config/config-schema.ts';
import { REPO } from '../helpers/server-process.ts';

/** Rows `| `NAME` | default | …` of the table under `heading`: name → default cell (backticks removed). */
function configTable(file: string, heading: string): Map<string, string> {
  const text = readFileSync(join(REPO, file), 'utf8');
  const start = text.indexOf(heading);
  expect(start, `${file} has a "${heading}" section`).toBeGreaterThanOrEqual(0);
  const rows = new Map<string, string>();
  for (const line of text.slice(start).split('\n').slice(1)) {
    if (/^#/.test(line)) break;
    const m = /^\|\s*`([A-Z_]+)`\s*\|([^|]*)\|/.exec(line);
    if (m) rows.set(m[1]!, m[2]!.replaceAll('`', '').trim());
  }
  return rows;
}

describe.each([
  ['README.md', '## Configuration'],
  ['docs/deployment.md', '## Configuration reference'],
])('%s', (file, heading) => {
  const rows = configTable(file, heading);
  test.each(CONFIG_VARIABLES)('documents %s with its default', (name) => {
    expect(rows.has(name), `${name} is missing from ${file}`).toBe(true);
    expect(rows.get(name)).toContain(variableMeta(name).shown);
  });
  test('documents no variable the schema lacks', () => {
    expect([...rows.keys()].filter((n) => !(CONFIG_VARIABLES as string[]).includes(n))).toEqual([]);
  });
});
