/**
 * The real football.json, euro.json and copa-america.json copies in the real-data folder
 * (tests/helpers/real-data.ts: ../shared/data or the fetched cache; CC0, never copied into the
 * repository), read with the football-json reader.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REAL_DATA, requireRealData } from '../helpers/real-data.ts';
import { readFootballJsonText, type FjFile, type FjRead } from '../../src/lib/import/football-json/source.ts';

export const SHARED = REAL_DATA.dir;
export const FOOTBALL_JSON = join(SHARED, 'football.json');

export interface SharedFile {
  /** Relative to the real-data folder, e.g. `football.json/2019-20/uefa.cl.json`. */
  file: string;
  /** Competition code from the file name (`uefa.cl`, `euro`, `copa`). */
  code: string;
  /** Season folder (`2019-20`, `2024`). */
  season: string;
}

/** Every season file: football.json/<season>/<code>.json, then the Euro and Copa América match files. */
export function sharedFiles(): SharedFile[] {
  requireRealData(['football.json'], ['euro.json', '2024', 'euro.json'], ['copa-america.json', '2024', 'copa.json']);
  const out: SharedFile[] = [];
  for (const season of readdirSync(FOOTBALL_JSON).sort()) {
    if (!statSync(join(FOOTBALL_JSON, season)).isDirectory()) continue;
    for (const f of readdirSync(join(FOOTBALL_JSON, season)).sort()) {
      if (f.endsWith('.json')) out.push({ file: `football.json/${season}/${f}`, code: f.replace(/\.json$/, ''), season });
    }
  }
  out.push({ file: 'euro.json/2024/euro.json', code: 'euro', season: '2024' });
  out.push({ file: 'copa-america.json/2024/copa.json', code: 'copa', season: '2024' });
  return out;
}

export function readShared(file: string): FjRead {
  return readFootballJsonText(readFileSync(join(SHARED, file), 'utf8'), file);
}

/** Reads a file that must be valid (throws with its problems otherwise). */
export function readValid(file: string): FjFile {
  const r = readShared(file);
  if (!r.ok) throw new Error(`${file}: ${r.problems.map((p) => p.message).join('; ')}`);
  return r.data;
}
