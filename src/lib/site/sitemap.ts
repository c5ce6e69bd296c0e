/**
 * sitemap.xml for a build (sitemaps.org protocol): the site's page paths cut into parts of at most
 * 50,000 URLs (the protocol's limit; also under its 50 MB per file), `sitemap-1.xml`, `sitemap-2.xml`…,
 * and `sitemap.xml`, a sitemap index naming every part. URLs are absolute: the public origin the site
 * is served from (MATCHDAY_SITE_URL). Pure: the build writes the files (scripts/build.ts).
 */
import { HISTORY_PAGE_BASE, LIVE_MATCH_BASE } from './live-pages.ts';

export const URLS_PER_SITEMAP = 50_000;

export interface SitemapFiles {
  /** File name (at the site's root) → XML text. */
  files: Map<string, string>;
  urls: number;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** `paths`: the pages' paths (`/matches/x/`), any order; `origin`: `https://example.org` (no trailing slash needed). */
export function buildSitemaps(paths: readonly string[], origin: string, perFile = URLS_PER_SITEMAP): SitemapFiles {
  const base = origin.replace(/\/+$/, '');
  const sorted = [...new Set(paths)].sort();
  const files = new Map<string, string>();
  const parts = Math.max(1, Math.ceil(sorted.length / perFile));
  const names: string[] = [];
  for (let i = 0; i < parts; i++) {
    const name = `sitemap-${i + 1}.xml`;
    names.push(name);
    const urls = sorted.slice(i * perFile, (i + 1) * perFile).map((p) => `<url><loc>${escapeXml(base + encodeURI(p))}</loc></url>`);
    files.set(name, `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  }
  files.set('sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${names.map((n) => `<sitemap><loc>${escapeXml(`${base}/${n}`)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`);
  return { files, urls: sorted.length };
}

/**
 * robots.txt: everything may be crawled except the API (and the live feed under it) and the live
 * match pages' own address (the same page is served at /matches/<id>/); it names the sitemap index.
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /api/\nDisallow: ${LIVE_MATCH_BASE}\nDisallow: /live/groups/\nDisallow: /live/bracket/\nDisallow: /live/seasons/\nDisallow: /live/leagues/\nDisallow: ${HISTORY_PAGE_BASE}/\nSitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml\n`;
}

/** The page path of a built HTML file relative to the client folder: `matches/x/index.html` → `/matches/x/`; null for the 404 page and non-HTML. */
export function pagePathOf(relativeFile: string): string | null {
  const f = relativeFile.split('\\').join('/');
  if (!f.endsWith('.html') || f === '404.html' || f.startsWith('404/')) return null;
  if (f === 'index.html') return '/';
  if (f.endsWith('/index.html')) return `/${f.slice(0, -'index.html'.length)}`;
  return `/${f}`;
}
