/**
 * The pages of a build the server renders on demand (src/lib/site/on-demand-pages.ts), rendered the
 * way the product server renders them: the build's Astro handler (loadSite) in an HTTP server on a
 * loopback port, with the content's dataset (and its match source, no live state) as Astro.locals. For tests that read a build's pages as
 * files: `materialize` writes each as `<client>/<path>/index.html`, beside the built ones.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { loadContent } from '../../src/lib/content/load.ts';
import { buildDataset, type Dataset } from '../../src/lib/dataset/dataset.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { onDemandPaths } from '../../src/lib/site/on-demand-pages.ts';
import { loadSite } from '../../src/server/http/site-handler.ts';

/** The site of the build in `dist` served as the product server serves it, with `locals` as Astro.locals, on a loopback port. */
export async function serveSite(dist: string, locals: App.Locals): Promise<{ url: string; close: () => Promise<void> }> {
  const site = await loadSite(dist, locals);
  if (!site) throw new Error(`${dist} has no site`);
  const server = createServer((req, res) => void site(req, res, decodeURI(new URL(req.url ?? '/', 'http://x').pathname), 'req_test'));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((ok) => server.close(ok));
    },
  };
}

/** The dataset of the content folder `content` (valid: it throws on a problem). */
export async function datasetOf(content: string): Promise<Dataset> {
  const { raw, problems } = await loadContent(content);
  if (problems.length > 0) throw new Error(`content is invalid: ${problems.length} problem(s)`);
  return buildDataset(snapshotOf(raw));
}

/** Every on-demand page of the build in `dist` of `content`: address → HTML (each must answer 200). */
export async function renderOnDemandPages(dist: string, content: string): Promise<Map<string, string>> {
  const dataset = await datasetOf(content);
  const site = await serveSite(dist, { dataset, source: staticSource(dataset) });
  const pages = new Map<string, string>();
  try {
    for (const path of onDemandPaths(dataset)) {
      const r = await fetch(`${site.url}${encodeURI(path)}`);
      if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
      pages.set(path, await r.text());
    }
  } finally {
    await site.close();
  }
  return pages;
}

/** Writes each page of `pages` as `<client><path>index.html`. */
export function materialize(client: string, pages: ReadonlyMap<string, string>): void {
  for (const [path, html] of pages) {
    mkdirSync(join(client, path), { recursive: true });
    writeFileSync(join(client, path, 'index.html'), html);
  }
}
