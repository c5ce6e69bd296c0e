import { describe, expect, it } from 'vitest';
import { buildSitemaps, pagePathOf, robotsTxt, URLS_PER_SITEMAP } from '../../src/lib/site/sitemap.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemaps', () => {
  it('cuts the URLs into parts of at most 50,000 and names every part in the index', () => {
    expect(URLS_PER_SITEMAP).toBe(50_000);
    const paths = Array.from({ length: 12 }, (_, i) => `/matches/m${String(i).padStart(2, '0')}/`);
    const { files, urls } = buildSitemaps(paths, 'https://matchday.example/', 5);
    expect(urls).toBe(12);
    expect([...files.keys()].sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
    expect(locs(files.get('sitemap.xml')!)).toEqual(['https://matchday.example/sitemap-1.xml', 'https://matchday.example/sitemap-2.xml', 'https://matchday.example/sitemap-3.xml']);
    expect(files.get('sitemap.xml')).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const all = ['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml'].flatMap((f) => locs(files.get(f)!));
    expect(all).toEqual(paths.map((p) => `https://matchday.example${p}`));
    expect(locs(files.get('sitemap-3.xml')!)).toHaveLength(2);
  });

  it('percent-encodes paths and escapes XML', () => {
    const { files } = buildSitemaps(['/teams/a&b/', '/players/müller/'], 'https://x.example');
    const xml = files.get('sitemap-1.xml')!;
    expect(xml).toContain('<loc>https://x.example/players/m%C3%BCller/</loc>');
    expect(xml).toContain('<loc>https://x.example/teams/a&amp;b/</loc>');
  });

  it('one part for an empty site, and duplicates counted once', () => {
    expect(buildSitemaps([], 'https://x.example').files.has('sitemap-1.xml')).toBe(true);
    expect(buildSitemaps(['/a/', '/a/'], 'https://x.example').urls).toBe(1);
  });

  it('page paths from built files: directories, the home page; not the 404 page or other files', () => {
    expect(pagePathOf('index.html')).toBe('/');
    expect(pagePathOf('matches/x/index.html')).toBe('/matches/x/');
    expect(pagePathOf('404.html')).toBeNull();
    expect(pagePathOf('_astro/site.css')).toBeNull();
  });

  it('robots.txt names the sitemap index and keeps crawlers off the API', () => {
    expect(robotsTxt('https://x.example/')).toBe('User-agent: *\nDisallow: /api/\nDisallow: /live/matches/\nDisallow: /live/groups/\nDisallow: /live/bracket/\nDisallow: /live/seasons/\nDisallow: /live/leagues/\nDisallow: /on-demand/\nSitemap: https://x.example/sitemap.xml\n');
  });
});
