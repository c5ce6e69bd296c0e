/**
 * Share cards (og-card.ts) as PNG, for the on-demand endpoint src/pages/og/matches/[id].png.ts.
 * resvg (`@resvg/resvg-js`: Rust, prebuilt per platform as an npm package, no install script)
 * draws the SVG off the main thread (libuv's pool); text uses the DejaVu Sans TTFs of the npm
 * package `dejavu-fonts-ttf` (free licence: Bitstream Vera's, DejaVu changes public domain) and no
 * system font, so a machine with no fonts installed renders the same card. resvg reads TrueType and
 * OpenType only, not the WOFF/WOFF2 files that the @fontsource packages ship.
 * One card is rendered once: the PNGs are kept in a cache keyed by the SVG text (the endpoint passes
 * a byte-bounded LRU), and requests for a card being rendered wait for that render.
 */
import { createRequire } from 'node:module';
import type { Match } from '../dataset/dataset.ts';
import { OG_FONT_FAMILY } from './og-card.ts';

export interface OgPng {
  png: Buffer;
  /** Strong ETag of the PNG bytes. */
  etag: string;
}

export type SvgToPng = (svg: string) => Promise<Buffer>;

/** What the renderer keeps its PNGs in (src/server/api/byte-lru.ts has one). */
export interface PngCache {
  get(key: string): OgPng | undefined;
  set(key: string, value: OgPng, bytes: number): void;
}

export interface OgRendererDeps {
  toPng: SvgToPng;
  cache: PngCache;
  /** The strong ETag of some bytes (src/server/http/body.ts etagOf). */
  etag: (bytes: Buffer) => string;
}

/** The card's PNG and ETag: from the cache, from a render of the same SVG under way, or rendered now. */
export function ogRenderer({ toPng, cache, etag }: OgRendererDeps): (svg: string) => Promise<OgPng> {
  const rendering = new Map<string, Promise<OgPng>>();
  return (svg) => {
    const done = cache.get(svg);
    if (done) return Promise.resolve(done);
    let pending = rendering.get(svg);
    if (!pending) {
      pending = toPng(svg)
        .then((png) => {
          const value = { png, etag: etag(png) };
          cache.set(svg, value, png.length + svg.length);
          return value;
        })
        .finally(() => rendering.delete(svg));
      rendering.set(svg, pending);
    }
    return pending;
  };
}

/** The DejaVu Sans regular and bold TTF files, from the installed `dejavu-fonts-ttf` package. */
export function ogFontFiles(): string[] {
  const require = createRequire(import.meta.url);
  return ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) => require.resolve(`dejavu-fonts-ttf/ttf/${f}`));
}

/**
 * An SVG-to-PNG renderer with resvg; resvg and the fonts are looked up on first use. `fontFiles`
 * (default: ogFontFiles) are the only fonts it knows.
 */
export function resvgToPng(fontFiles?: readonly string[]): SvgToPng {
  let resvg: Promise<typeof import('@resvg/resvg-js')> | null = null;
  let fonts: string[] | null = null;
  return async (svg) => {
    resvg ??= import('@resvg/resvg-js');
    fonts ??= fontFiles ? [...fontFiles] : ogFontFiles();
    const { renderAsync } = await resvg;
    const image = await renderAsync(svg, {
      font: { loadSystemFonts: false, fontFiles: fonts, defaultFontFamily: OG_FONT_FAMILY, sansSerifFamily: OG_FONT_FAMILY },
      fitTo: { mode: 'original' },
      logLevel: 'off',
    });
    return image.asPng();
  };
}

/** A final result's card changes no more: an hour; anything else (before, during, a provisional result) a minute. */
export function ogCacheControl(m: Pick<Match, 'status'>, provisional: boolean): string {
  return m.status === 'completed' && !provisional ? 'public, max-age=3600' : 'public, max-age=60';
}
