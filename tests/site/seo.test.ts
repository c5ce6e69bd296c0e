/** Canonical links and Open Graph / X card tags of a page (src/lib/site/seo.ts). */
import { describe, expect, test } from 'vitest';
import { canonicalPath, jsonLdText, pageSeo, siteOrigin, type MetaTag } from '../../src/lib/site/seo.ts';

const tags = (meta: MetaTag[]) => Object.fromEntries(meta.map((t) => ['property' in t ? t.property : t.name, t.content]));

describe('siteOrigin', () => {
  test('MATCHDAY_SITE_URL without its trailing slash; null when it is not set (not its localhost default)', () => {
    expect(siteOrigin({ MATCHDAY_SITE_URL: 'https://matchday.example/' })).toBe('https://matchday.example');
    expect(siteOrigin({})).toBeNull();
    expect(siteOrigin({ MATCHDAY_SITE_URL: '' })).toBeNull();
  });
  test('a bad value is refused as every variable is', () => {
    expect(() => siteOrigin({ MATCHDAY_SITE_URL: 'ftp://x.example' })).toThrow(/MATCHDAY_SITE_URL/);
  });
});

describe('canonicalPath', () => {
  test('pages end in a slash, as the sitemap names them; files keep their name', () => {
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('')).toBe('/');
    expect(canonicalPath('/matches/match_x')).toBe('/matches/match_x/');
    expect(canonicalPath('/matches/match_x/')).toBe('/matches/match_x/');
    expect(canonicalPath('/calendar.ics')).toBe('/calendar.ics');
    expect(canonicalPath('/live/groups/')).toBe('/groups/');
    expect(canonicalPath('/live/seasons/wc-2014/bracket/')).toBe('/seasons/wc-2014/bracket/');
  });
  test('percent-encoded once, whether the path came decoded or encoded', () => {
    expect(canonicalPath('/players/müller/')).toBe('/players/m%C3%BCller/');
    expect(canonicalPath('/players/m%C3%BCller/')).toBe('/players/m%C3%BCller/');
  });
  test('the live match page is the match page; the 404 page has no address of its own', () => {
    expect(canonicalPath('/live/matches/match_x/')).toBe('/matches/match_x/');
    expect(canonicalPath('/live/matches/match_x')).toBe('/matches/match_x/');
    expect(canonicalPath('/live/')).toBe('/live/');
    for (const p of ['/404', '/404/', '/404.html']) expect(canonicalPath(p), p).toBeNull();
  });
});

describe('pageSeo', () => {
  const page = { path: '/matches/match_x/', title: 'Aland 2–1 Borea', description: 'Fixture Cup 2030, match 1.' };
  const image = { src: '/og/matches/match_x.png', alt: 'Aland 2–1 Borea' };

  test('no origin configured: no canonical, no og:url, no image, a summary card; no addresses for structured data', () => {
    const seo = pageSeo({ ...page, origin: null, image });
    expect(seo.canonical).toBeNull();
    expect(tags(seo.meta)).toEqual({
      'og:site_name': 'Matchday',
      'og:type': 'website',
      'og:title': 'Aland 2–1 Borea',
      'og:description': 'Fixture Cup 2030, match 1.',
      'twitter:card': 'summary',
    });
    expect(seo.links.url).toBeNull();
    expect(seo.links.image).toBeNull();
    expect(seo.links.href('/teams/team_aaa/')).toBeNull();
  });

  test('an absolute image URL is used as it is, with or without an origin', () => {
    const seo = pageSeo({ ...page, origin: null, image: { src: 'https://cdn.example/card.png', alt: 'x' } });
    expect(tags(seo.meta)).toMatchObject({ 'og:image': 'https://cdn.example/card.png', 'twitter:card': 'summary_large_image' });
  });

  test('with an origin: absolute canonical and og:url, the image with its size, a large card', () => {
    const seo = pageSeo({ ...page, origin: 'https://matchday.example', image, type: 'article' });
    expect(seo.canonical).toBe('https://matchday.example/matches/match_x/');
    expect(tags(seo.meta)).toEqual({
      'og:site_name': 'Matchday',
      'og:type': 'article',
      'og:title': 'Aland 2–1 Borea',
      'og:description': 'Fixture Cup 2030, match 1.',
      'og:url': 'https://matchday.example/matches/match_x/',
      'og:image': 'https://matchday.example/og/matches/match_x.png',
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Aland 2–1 Borea',
      'twitter:card': 'summary_large_image',
      'twitter:image:alt': 'Aland 2–1 Borea',
    });
    // Open Graph tags are `property`, X card tags `name`.
    expect(seo.meta.find((t) => 'property' in t && t.property === 'og:title')).toBeDefined();
    expect(seo.meta.find((t) => 'name' in t && t.name === 'twitter:card')).toBeDefined();
    expect(seo.links).toMatchObject({ url: 'https://matchday.example/matches/match_x/', image: 'https://matchday.example/og/matches/match_x.png' });
    expect(seo.links.href('/teams/team_aaa/')).toBe('https://matchday.example/teams/team_aaa/');
    expect(pageSeo({ ...page, path: '/players/müller/', origin: 'https://matchday.example' }).canonical).toBe('https://matchday.example/players/m%C3%BCller/');
  });

  test('a page without an image has a summary card with an origin too; the 404 page no canonical or og:url', () => {
    expect(tags(pageSeo({ ...page, origin: 'https://matchday.example' }).meta)['twitter:card']).toBe('summary');
    const missing = pageSeo({ ...page, path: '/404.html', origin: 'https://matchday.example' });
    expect(missing.canonical).toBeNull();
    expect(tags(missing.meta)['og:url']).toBeUndefined();
  });
});

describe('jsonLdText', () => {
  test('the same JSON, with nothing that can close the script or open a comment', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- & \u2028' };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
