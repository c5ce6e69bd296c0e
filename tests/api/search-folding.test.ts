/**
 * `GET /players?search=` and `GET /teams?search=` fold as decisions.md says: ð→d, þ→th, and the
 * German transliteration of ä, ö, ü. On the committed demo content (30-odd Icelandic names) and on
 * the minimal fixture with a Müller and a Þór added. Expected players are picked out of the
 * content by written-out patterns, not by the folding under test.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { pid, writeFixture } from '../fixtures/minimal-content.ts';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';
import { REPO } from '../helpers/server-process.ts';

const V1 = '/api/public/v1';

async function searchIds(h: Harness, q: string): Promise<string[]> {
  const r = await h.get(`${V1}/players?search=${encodeURIComponent(q)}&per_page=100`);
  expect(r.status, q).toBe(200);
  return r.json.data.map((p: { id: string }) => p.id);
}

describe('the demo content', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await apiHarness(join(REPO, 'content'));
  });

  test('gudmundsson finds every Guðmundsson and Guðmundur; thorsson every Þórsson', async () => {
    const named = (re: RegExp) => [...h.ds.players.values()].filter((p) => re.test(p.full_name)).map((p) => p.id).sort();
    const gud = named(/Guðmunds?son|Gudmundsson/);
    expect(gud.length, 'the demo has a Guðmundsson').toBeGreaterThan(0);
    expect((await searchIds(h, 'gudmundsson')).sort()).toEqual(gud);
    const thor = named(/[ÞT]h?órsson|Thorsson/i);
    expect(thor.length, 'the demo has a Þórsson').toBeGreaterThan(0);
    expect((await searchIds(h, 'THORSSON')).sort()).toEqual(thor);
    expect((await searchIds(h, 'Þórsson')).sort()).toEqual(thor);
  });

  test('an umlaut name is found by its German transliteration and by the plain letter', async () => {
    const p = [...h.ds.players.values()].find((x) => /ü/.test(x.last_name) && !/[^\x00-\x7fü]/.test(x.last_name))!;
    expect(p, 'the demo has a family name with ü').toBeTruthy();
    const german = p.last_name.replace(/ü/g, 'ue').toLowerCase();
    const plain = p.last_name.replace(/ü/g, 'u').toLowerCase();
    expect(await searchIds(h, german)).toContain(p.id);
    expect(await searchIds(h, plain)).toContain(p.id);
  });
});

describe('a fixture with Thomas Müller and Þór Guðmundsson', () => {
  let h: Harness;
  const muller = pid('team_aaa', 2);
  const thor = pid('team_bbb', 2);
  beforeAll(async () => {
    h = await apiHarness(
      await writeFixture((f) => {
        const rename = (id: string, first: string, last: string) => {
          const p = f.shared.players.find((x) => x.id === id)!;
          Object.assign(p, { first_name: first, last_name: last, full_name: `${first} ${last}`, short_name: `${first[0]}. ${last}` });
        };
        rename(muller, 'Thomas', 'Müller');
        rename(thor, 'Þór', 'Guðmundsson');
      }),
    );
  });

  test.each([['mueller'], ['muller'], ['müller'], ['MÜLLER'], ['Thomas Mue']])('%j finds Thomas Müller', async (q) => {
    expect(await searchIds(h, q)).toEqual([muller]);
  });

  test.each([['gudmundsson'], ['thor gud'], ['Þór'], ['THOR']])('%j finds Þór Guðmundsson', async (q) => {
    expect(await searchIds(h, q)).toEqual([thor]);
  });

  test('the site search answers the same', async () => {
    const { searchPlayers } = await import('../../src/lib/site/player-search.ts');
    expect(searchPlayers(h.ds, new URLSearchParams({ q: 'mueller' })).players.map((p) => p.id)).toEqual([muller]);
    expect(searchPlayers(h.ds, new URLSearchParams({ q: 'gudmundsson' })).players.map((p) => p.id)).toEqual([thor]);
  });
});
