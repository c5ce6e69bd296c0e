/** The players search index answers exactly what the scan it replaced answered, accents folded. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { buildSubstringIndex, findSubstring } from '../../src/lib/search/substring-index.ts';
import { filterPlayers, scanPlayers as scanPlayersWithoutIndex, type PlayerListQuery } from '../../src/lib/api/player-list.ts';
import { buildDataset } from '../../src/lib/dataset/dataset.ts';
import { foldText } from '../../src/lib/text/fold.ts';
import { searchKey, searchNeedle } from '../../src/lib/search/search-key.ts';
import { REPO } from '../helpers/server-process.ts';

const scan = (texts: string[], needle: string) => texts.flatMap((t, i) => (t.includes(needle) ? [i] : []));

test('findSubstring equals a scan with includes, for needles of every length, absent grams and repeats', () => {
  const texts = ['joão félix', 'aaaa', 'ab', '', 'abab abab', 'x y', 'mbappé', 'quiñones', '🏆 cup', 'aab'];
  const folded = texts.map(foldText);
  const index = buildSubstringIndex(folded);
  const needles = ['', 'a', 'aa', 'aaa', 'aaaa', 'aaaaa', 'ab', 'aba', 'abab', 'abab a', 'b a', ' ', 'x y', 'joao', 'oao f', 'felix', 'mbappe', 'quinones', 'z', 'zzzz', 'abx', 'cup', '🏆', 'b'];
  for (const needle of needles) expect(findSubstring(index, needle), needle).toEqual(scan(folded, needle));
  expect(findSubstring(index, 'quinones')).toEqual([7]);
  expect(findSubstring(index, '')).toHaveLength(texts.length);
});

test('GET /players search on the built dataset: same players in the same order as the scan, for every 1–5 letter piece of every name', () => {
  const ds = buildDataset(JSON.parse(readFileSync(join(REPO, 'dist', 'matchday', 'snapshot.json'), 'utf8')));
  // The scan: every player's search key (folded forms of the name), tested with includes.
  const keys = new Map(ds.playerList.map((p) => [p.id, searchKey(p.full_name)]));
  const scanPlayers = (q: PlayerListQuery) => {
    const needle = q.search === undefined ? undefined : searchNeedle(q.search);
    return ds.playerList.filter((p) => (needle === undefined || keys.get(p.id)!.includes(needle)) && (q.team_id === undefined || ds.playerTeams.get(p.id)?.has(q.team_id) === true));
  };
  const team = [...ds.teams.keys()][0]!;
  const needles = new Set<string>(['Quiñones', 'QUINONES', 'ø', 'o', 'ss', 'zzzzq', ' ', 'Ł', 'ð', 'th', 'ue', 'Ü', 'mueller']);
  for (const p of ds.playerList.slice(0, 200)) {
    const name = p.full_name;
    for (let n = 1; n <= 5; n++) for (let i = 0; i + n <= name.length; i += 3) needles.add(name.slice(i, i + n));
  }
  let checked = 0;
  for (const search of needles) {
    for (const team_id of [undefined, team]) {
      const q: PlayerListQuery = { search, team_id, page: 1, per_page: 20 };
      expect(filterPlayers(ds, q).map((p) => p.id), `${search} ${team_id ?? ''}`).toEqual(scanPlayers(q).map((p) => p.id));
      // the build's scan without an index (the API reference's examples) finds the same players
      if (team_id === undefined) expect(scanPlayersWithoutIndex(ds, search).map((p) => p.id), search).toEqual(scanPlayers(q).map((p) => p.id));
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(1000);
  const accented = ds.playerList.find((p) => /[^\x00-\x7f]/.test(p.last_name))!;
  const plain = foldText(accented.last_name);
  expect(plain).not.toBe(accented.last_name.toLowerCase());
  expect(filterPlayers(ds, { search: plain.toUpperCase(), page: 1, per_page: 20 }).map((p) => p.id)).toContain(accented.id);
});
