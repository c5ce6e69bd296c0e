/**
 * The league importer (football-json) folds club names and round slugs through the project's one
 * folding (src/lib/text/fold.ts, issue 20 "Search": one module for the API, the site, slugs and the
 * importers), not a folding of its own that dropped the letters NFD does not decompose
 * (`Nordsjælland` → `nordsj lland`, `Þór` → `or`). Written-out pairs, and every club name of the
 * real football.json files (tests/helpers/real-data.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldName, teamKey } from '../../src/lib/import/football-json/team-key.ts';
import { foldText } from '../../src/lib/text/fold.ts';
import { realData, requireRealData } from '../helpers/real-data.ts';

describe('football-json club keys fold like the rest of the project', () => {
  it.each([
    ['FC Nordsjælland', 'nordsjaelland'],
    ['FC København', 'kobenhavn'],
    ['Þór Akureyri', 'thor akureyri'],
    ['Stjarnan Garðabær', 'stjarnan gardabaer'],
    ['ŁKS Łódź', 'lks lodz'],
    ['Vålerenga', 'valerenga'],
  ])('%s → %s', (name, key) => {
    expect(teamKey(name)).toBe(key);
  });

  it('the ASCII spelling of a name is the same club: Thor Akureyri = Þór Akureyri, Nordsjaelland = Nordsjælland', () => {
    expect(teamKey('Thor Akureyri')).toBe(teamKey('Þór Akureyri'));
    expect(teamKey('FC Nordsjaelland')).toBe(teamKey('FC Nordsjælland'));
    expect(foldName('Ødegaard & Søn')).toBe('odegaard and son');
  });

  it('every club name of the real football.json files: folding first changes nothing (one folding)', () => {
    requireRealData(['football.json']);
    const root = realData('football.json');
    const names = new Set<string>();
    const walk = (dir: string) => {
      for (const e of readdirSync(dir)) {
        const p = join(dir, e);
        if (statSync(p).isDirectory()) walk(p);
        else if (e.endsWith('.json')) for (const m of JSON.parse(readFileSync(p, 'utf8')).matches ?? []) for (const t of [m.team1, m.team2]) if (typeof t === 'string') names.add(t);
      }
    };
    walk(root);
    expect(names.size).toBeGreaterThan(500);
    const differ = [...names].filter((n) => teamKey(n) !== teamKey(foldText(n)));
    expect(differ).toEqual([]);
    expect(names.has('FC Nordsjælland (DEN)')).toBe(true);
  });
});
