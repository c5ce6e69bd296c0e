/**
 * The build's finishing work done while the kept bundle renders (scripts/lib/render-pages.ts): each
 * page compressed as soon as the renderer has written it, and the sitemaps made as soon as it has
 * listed the pages and the API files are written (for the addresses served on demand). At scale
 * these were 0.6 s of the build's last second, after the renderer had finished.
 * If the renderer fails, `settle` waits for what was started, before `astro build` writes the pages
 * again (a late compression would otherwise replace the new page's variants).
 */
import { join } from 'node:path';
import pLimit from 'p-limit';
import { addFigures, precompressFile, type PrecompressSummary } from '../../src/server/http/precompress-static.ts';
import { isCompressible } from '../../src/server/http/content-type.ts';
import { writeSitemaps } from '../../src/lib/build/sitemap-files.ts';
import type { ListedPages } from './render-pages.ts';

/** What the renderer says as it goes. */
export interface RendererEvents {
  pages(pages: ListedPages): void;
  written(file: string): void;
}

export interface WhileRendering {
  events: RendererEvents;
  /** The sitemaps' address count, made from the renderer's pages once `onDemand` is known; null when the renderer listed none. */
  sitemaps(): Promise<number> | null;
  /** The files compressed so far (paths), and their figures. */
  compressed(): Promise<{ files: Set<string>; sum: PrecompressSummary }>;
  /** Waits for everything started (errors included). */
  settle(): Promise<void>;
}

export function whileRendering(out: string, cacheDir: string, origin: string, onDemand: Promise<readonly string[]>): WhileRendering {
  const limit = pLimit(4);
  const jobs = new Map<string, Promise<PrecompressSummary>>();
  let sitemaps: Promise<number> | null = null;
  const client = join(out, 'client');
  return {
    events: {
      pages(pages) {
        sitemaps = onDemand.then((paths) => writeSitemaps(client, cacheDir, pages.outputs.map((f) => ({ path: join(out, f), mtimeMs: 0 })), paths, origin));
        sitemaps.catch(() => {});
      },
      written(file) {
        if (!isCompressible(file)) return;
        const job = limit(() => precompressFile(join(out, file)));
        job.catch(() => {});
        jobs.set(join(out, file), job);
      },
    },
    sitemaps: () => sitemaps,
    async compressed() {
      const sum: PrecompressSummary = { files: 0, bytes: 0, brBytes: 0, gzipBytes: 0 };
      for (const one of await Promise.all(jobs.values())) addFigures(sum, one);
      return { files: new Set(jobs.keys()), sum };
    },
    async settle() {
      await Promise.allSettled([...jobs.values(), ...(sitemaps ? [sitemaps] : [])]);
    },
  };
}
