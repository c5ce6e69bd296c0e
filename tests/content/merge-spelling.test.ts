/**
 * players.csv across imports: one row per player ID, the existing row kept — except that a better
 * spelling of the same name (more accents, same letters) replaces its name cells, in whichever
 * order the seasons are imported (2006's TXT squad "Luka MODRIC", 2026's JSON squad "Luka Modrić").
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { expect, test } from 'vitest';
import { mergeShared } from '../../src/lib/content/write-content.ts';
import type { PlayerRow } from '../../src/schemas/content/index.ts';

const player = (names: Pick<PlayerRow, 'first_name' | 'last_name' | 'full_name' | 'short_name'>, position: PlayerRow['position'] = 'Midfielder'): PlayerRow => ({
  id: 'player_cro-luka-modric', ...names, position, date_of_birth: '1985-09-09', country_code: 'CRO', height_cm: null,
});
const ascii = player({ first_name: 'Luka', last_name: 'Modric', full_name: 'Luka Modric', short_name: 'L. Modric' });
const accented = player({ first_name: 'Luka', last_name: 'Modrić', full_name: 'Luka Modrić', short_name: 'L. Modrić' });

async function merged(...imports: PlayerRow[][]) {
  const root = await mkdtemp(join(tmpdir(), 'matchday-spelling-'));
  const conflicts: string[] = [];
  for (const players of imports) conflicts.push(...(await mergeShared(root, { countries: [], players })).conflicts);
  const rows = parse(await readFile(join(root, 'players.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
  return { rows, conflicts };
}

test('the accented spelling wins in either order, without a conflict', async () => {
  for (const order of [[ascii, accented], [accented, ascii]]) {
    const { rows, conflicts } = await merged(...order.map((p) => [p]));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ full_name: 'Luka Modrić', last_name: 'Modrić', short_name: 'L. Modrić' });
    expect(conflicts).toEqual([]);
  }
});

test('other cells stay as first imported and their difference is still a conflict', async () => {
  const { rows, conflicts } = await merged([ascii], [{ ...accented, position: 'Forward' }]);
  expect(rows[0]).toMatchObject({ full_name: 'Luka Modrić', position: 'Midfielder' });
  expect(conflicts).toHaveLength(1);
});

test('another name under the same ID is not a spelling: the row is kept and the conflict reported', async () => {
  const { rows, conflicts } = await merged([ascii], [player({ first_name: 'Luca', last_name: 'Modrić', full_name: 'Luca Modrić', short_name: 'L. Modrić' })]);
  expect(rows[0]!.full_name).toBe('Luka Modric');
  expect(conflicts).toHaveLength(1);
});
