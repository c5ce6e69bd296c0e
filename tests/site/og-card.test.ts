/**
 * The share image of a match: the card's content and SVG (src/lib/site/og-card.ts), its PNG with
 * resvg and the DejaVu fonts (og-render.ts), and the endpoint that serves it
 * (src/pages/og/matches/[id].png.ts).
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import { escapeXml, fitName, matchCard, ogCardSvg, shorten, textWidth, type OgCard } from '../../src/lib/site/og-card.ts';
import { ogCacheControl, ogFontFiles, ogRenderer, resvgToPng, type OgPng } from '../../src/lib/site/og-render.ts';
import { ByteLru } from '../../src/server/api/byte-lru.ts';
import { etagOf } from '../../src/server/http/body.ts';
import { staticSource, type MatchSource } from '../../src/lib/dataset/match-source.ts';
import { buildDataset, type Dataset, type Match } from '../../src/lib/dataset/dataset.ts';
import { loadContent } from '../../src/lib/content/load.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import { writeFixture } from '../fixtures/minimal-content.ts';
import { GET } from '../../src/pages/og/matches/[id].png.ts';

let ds: Dataset;
const match = (id: string) => ds.matches.get(id)!;

beforeAll(async () => {
  const { raw, problems } = await loadContent(await writeFixture((f) => {
    const two = f.season.matches.find((m) => m.id === 'match_fx-2')!;
    two.start_time_tbd = true;
    two.scheduled_at = '2030-06-01T11:00:00.000Z'; // noon at the venue (Lisbon, summer time)
  }));
  expect(problems).toEqual([]);
  ds = buildDataset(snapshotOf(raw));
});

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(Buffer.from(png.subarray(12, 16)).toString('latin1')).toBe('IHDR');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Strict XML parse (resvg refuses malformed XML, a bad entity or an unclosed element). */
const parses = (svg: string) => () => new Resvg(svg, { font: { loadSystemFonts: false } });

describe('matchCard', () => {
  test('a completed match: competition and group, teams, score, full time, the day and kick-off at the venue', () => {
    expect(matchCard(ds, match('match_fx-1'))).toEqual({
      competition: 'Fixture Cup 2030 · Group A', home: 'Aland', away: 'Borea', score: '2–1', status: 'Full time', date: 'Saturday 1 June 2030 · 19:00 GMT+1',
    });
  });
  test('penalties, a match known by its day only, a cancelled and a postponed match', () => {
    expect(matchCard(ds, match('match_fx-3'))).toMatchObject({ competition: 'Fixture Cup 2030 · Final', score: '2–2', status: 'After penalties 1–0' });
    expect(matchCard(ds, match('match_fx-2'))).toMatchObject({ score: null, status: '', date: 'Saturday 1 June 2030' });
    expect(matchCard(ds, { ...match('match_fx-1'), status_detail: 'cancelled', home_score: 0, away_score: 0 })).toMatchObject({ score: null, status: 'Cancelled' });
    expect(matchCard(ds, { ...match('match_fx-2'), status_detail: 'postponed' })).toMatchObject({ score: null, status: 'Postponed' });
    expect(matchCard(ds, { ...match('match_fx-1'), status: 'in_play' })).toMatchObject({ score: '2–1', status: 'Live' });
  });
  test('a side not known yet is named by its slot', () => {
    const slot: Match = { ...match('match_fx-3'), status: 'scheduled', home_team_id: null, away_team_id: null, home_slot: 'Winner Group A', away_slot: 'Runner-up Group A' };
    expect(matchCard(ds, slot)).toMatchObject({ home: 'Winner Group A', away: 'Runner-up Group A', score: null });
  });
});

describe('ogCardSvg', () => {
  const card: OgCard = { competition: 'Fixture Cup 2030 · Group A', home: 'Aland', away: 'Borea', score: '2–1', status: 'Full time', date: 'Saturday 1 June 2030 · 19:00 GMT+1' };

  test('a well-formed 1200 × 630 SVG with the score, or "v" before the match', () => {
    const svg = ogCardSvg(card);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630" viewBox="0 0 1200 630">/);
    expect(parses(svg)).not.toThrow();
    for (const t of ['Fixture Cup 2030 · Group A', 'Aland', 'Borea', '>2–1<', 'Full time', 'Saturday 1 June 2030 · 19:00 GMT+1']) expect(svg).toContain(t);
    const before = ogCardSvg({ ...card, score: null, status: '' });
    expect(before).toContain('>v<');
    expect(before).not.toContain('2–1');
    expect(parses(before)).not.toThrow();
  });

  test('names and every other text escaped: the SVG stays well-formed', () => {
    const evil = { ...card, home: 'A&B <Club>', away: '"Quote" \'FC\'', competition: 'Cup </svg><script>' };
    const svg = ogCardSvg(evil);
    expect(svg).toContain('A&amp;B &lt;Club&gt;');
    expect(svg).toContain('&quot;Quote&quot; &apos;FC&apos;');
    expect(svg).toContain('Cup &lt;/svg&gt;&lt;script&gt;');
    expect(svg).not.toContain('<script');
    expect(parses(svg)).not.toThrow();
    expect(escapeXml('<&>"\'')).toBe('&lt;&amp;&gt;&quot;&apos;');
  });

  test('long names get a smaller size, then are shortened with an ellipsis (never inside an escape)', () => {
    expect(fitName('Aland')).toEqual({ size: 80, text: 'Aland' });
    expect(fitName('Bosnia and Herzegovina')).toEqual({ size: 64, text: 'Bosnia and Herzegovina' });
    const long = fitName('Sociedade Esportiva Palmeiras & Associação Atlética Ponte Preta');
    expect(long.size).toBe(52);
    expect(long.text).toMatch(/^Sociedade Esportiva Palmeiras.*…$/);
    expect(textWidth(long.text, 52)).toBeLessThanOrEqual(1080);
    // Wide letters are measured as wide: 21 capital Ws do not fit at the largest size, 21 is do.
    expect(fitName('W'.repeat(21)).size).toBeLessThan(80);
    expect(fitName('i'.repeat(21)).size).toBe(80);
    const wide = fitName('W'.repeat(60));
    expect(textWidth(wide.text, wide.size)).toBeLessThanOrEqual(1080);
    // Accents take no room of their own.
    expect(textWidth('Côte', 80)).toBe(textWidth('Cote', 80));
    expect(parses(ogCardSvg({ ...card, home: '&'.repeat(80) }))).not.toThrow();
    expect(ogCardSvg({ ...card, home: '&'.repeat(80) })).toMatch(/(&amp;)+…</);
  });

  test('shorten cuts between code points and drops the spaces and separators before the ellipsis', () => {
    expect(shorten('short', 30, 1000)).toBe('short');
    expect(shorten('Ab cd', 1000, 2900)).toBe('Ab…');
    expect(shorten('Ab, cd', 1000, 3300)).toBe('Ab…');
    const emoji = shorten('😀😀😀😀😀😀', 100, 300);
    expect(emoji.endsWith('…')).toBe(true);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('the PNG', () => {
  const render = resvgToPng();
  const card: OgCard = { competition: 'Fixture Cup 2030 · Final', home: 'Aland', away: 'Cyrenia', score: '2–2', status: 'After penalties 1–0', date: 'Monday 10 June 2030 · 19:00 GMT+1' };

  test('the fonts come from the dejavu-fonts-ttf package', () => {
    const files = ogFontFiles();
    expect(files.map((f) => f.split('/').slice(-3).join('/'))).toEqual(['dejavu-fonts-ttf/ttf/DejaVuSans.ttf', 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf']);
  });

  test('resvg renders a 1200 × 630 PNG, and its text is drawn (another name gives other pixels)', async () => {
    const png = await render(ogCardSvg(card));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    const other = await render(ogCardSvg({ ...card, home: 'Dalmoor' }));
    expect(other.equals(png)).toBe(false);
    // Without its fonts resvg draws no text at all: both cards would be the same picture.
    const blank = resvgToPng([]);
    expect((await blank(ogCardSvg(card))).equals(await blank(ogCardSvg({ ...card, home: 'Dalmoor' })))).toBe(true);
  });

  test('the renderer renders one card once: concurrent requests share a render, later ones hit the cache', async () => {
    let renders = 0;
    const cards = ogRenderer({ toPng: async (svg) => { renders++; return Buffer.from(svg); }, cache: new ByteLru<OgPng>(1 << 20), etag: etagOf });
    const [a, b] = await Promise.all([cards('<svg>a</svg>'), cards('<svg>a</svg>')]);
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect(a.etag).toBe(etagOf(Buffer.from('<svg>a</svg>')));
    expect(await cards('<svg>a</svg>')).toBe(a);
    expect(renders).toBe(1);
    await cards('<svg>b</svg>');
    expect(renders).toBe(2);
  });

  test('a failed render is not kept: the next request renders again', async () => {
    let renders = 0;
    const cards = ogRenderer({ toPng: async () => { renders++; if (renders === 1) throw new Error('boom'); return Buffer.from('png'); }, cache: new ByteLru<OgPng>(1 << 20), etag: etagOf });
    await expect(cards('<svg/>')).rejects.toThrow('boom');
    expect((await cards('<svg/>')).png.toString()).toBe('png');
    expect(renders).toBe(2);
  });

  test('an hour of caching for a final result, a minute for anything else', () => {
    expect(ogCacheControl({ status: 'completed' }, false)).toBe('public, max-age=3600');
    expect(ogCacheControl({ status: 'completed' }, true)).toBe('public, max-age=60');
    expect(ogCacheControl({ status: 'in_play' }, false)).toBe('public, max-age=60');
    expect(ogCacheControl({ status: 'scheduled' }, false)).toBe('public, max-age=60');
  });
});

describe('GET /og/matches/<id>.png', () => {
  const get = (id: string, source: MatchSource = staticSource(ds), headers: Record<string, string> = {}) =>
    GET({ params: { id }, locals: { dataset: ds, source }, request: new Request(`http://x/og/matches/${id}.png`, { headers }) } as never) as Promise<Response>;

  test('a completed match: the PNG, cached for an hour, a strong ETag of its bytes; 304 when it is named', async () => {
    const res = await get('match_fx-1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const png = Buffer.from(await res.arrayBuffer());
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    const etag = res.headers.get('etag')!;
    expect(etag).toBe(etagOf(png));
    expect(etag.startsWith('"')).toBe(true);
    const again = await get('match_fx-1', staticSource(ds), { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect((await get('match_fx-1', staticSource(ds), { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  test('a match not played yet, and one in play (its live score), are cached for a minute', async () => {
    expect((await get('match_fx-2')).headers.get('cache-control')).toBe('public, max-age=60');
    const base = staticSource(ds);
    const one = match('match_fx-1');
    const live: MatchSource = { ...base, match: (id) => (id === one.id ? { ...one, status: 'in_play', home_score: 0, away_score: 0 } : base.match(id)) };
    const res = await get('match_fx-1', live);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const final = await get('match_fx-1');
    expect(res.headers.get('etag')).not.toBe(final.headers.get('etag'));
  });

  test('an unknown match: 404', async () => {
    expect((await get('match_nope')).status).toBe(404);
  });
});
