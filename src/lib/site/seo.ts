/**
 * What a page says about itself to search engines and link previews (docs/seo.md): its canonical
 * address and the Open Graph / X (Twitter) card tags. Pure: the public origin and the page's path
 * are passed in (src/layouts/Base.astro).
 *
 * The origin is MATCHDAY_SITE_URL, the same public address the sitemaps name. When it is not set,
 * the page names no address of its own: no canonical link, no `og:url`, no `og:image` (and the card
 * falls back to `summary`). The variable's default (`http://localhost:4321`) would point search
 * engines at localhost; a root-relative canonical is valid HTML (RFC 6596) but Lighthouse's
 * canonical audit scores it 0 ("Is not an absolute URL") while a page without one passes, and the
 * Open Graph protocol and X cards take absolute URLs only (previewers do not resolve relative ones).
 */
import { configVariable } from '../../config/load-config.ts';
import { HISTORY_PAGE_BASE, LIVE_MATCH_BASE, pageOfLivePath } from './live-pages.ts';

export const SITE_NAME = 'Matchday';

/** The size of every share image (og-card.ts): the 1.91:1 card the previewers show large. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** A share image: a PNG of OG_IMAGE_WIDTH × OG_IMAGE_HEIGHT (the match cards, og-card.ts). */
export interface PageImage {
  /** Root-relative path (`/og/matches/x.png`) or absolute URL. */
  src: string;
  alt: string;
}

export interface PageSeoInput {
  /** The public origin (`https://matchday.example`), or null when none is configured. */
  origin: string | null;
  /** The path the page was rendered at (`Astro.url.pathname`). */
  path: string;
  title: string;
  description: string;
  /** Open Graph type; `website` unless a page says otherwise. */
  type?: string;
  image?: PageImage;
}

/** One `<meta>`: Open Graph tags use `property`, X card tags `name`. */
export type MetaTag = { property: string; content: string } | { name: string; content: string };

export interface PageSeo {
  /** The absolute canonical URL; null without an origin and for the 404 page (served at any address). */
  canonical: string | null;
  meta: MetaTag[];
  /** What structured data on the page links to (match-json-ld.ts). */
  links: PageLinks;
}

/** The page's absolute addresses for structured data; without an origin there are none (null). */
export interface PageLinks {
  /** The canonical URL (PageSeo.canonical). */
  url: string | null;
  /** The share image's URL; null without an image or an origin. */
  image: string | null;
  /** Another page of the site by its path (`/teams/x/`). */
  href(path: string): string | null;
}

type Env = Record<string, string | undefined>;

/** MATCHDAY_SITE_URL without its trailing slash, validated like every variable; null when it is not set. */
export function siteOrigin(env: Env = process.env): string | null {
  if (!env.MATCHDAY_SITE_URL) return null;
  return configVariable('MATCHDAY_SITE_URL', env).replace(/\/+$/, '');
}

const NOT_FOUND = /^\/404(\.html|\/)?$/;
const LIVE_MATCH = new RegExp(`^${LIVE_MATCH_BASE.replace(/\//g, '\\/')}([^/]+)\\/?$`);

/**
 * The page's own address, spelled as the sitemap spells it: a trailing slash on pages (the build
 * writes `<path>/index.html`), percent-encoded once. The live match page (rendered on demand at
 * LIVE_MATCH_BASE, served at `/matches/<id>/`) is the match page, a live groups or bracket page the
 * page it is served as (`/live/groups/` → `/groups/`), a history season's page rendered on demand
 * (HISTORY_PAGE_BASE, season-pages.ts) the address it is served at. Null for the 404 page, which is
 * served at any address.
 */
export function canonicalPath(path: string): string | null {
  let p = path || '/';
  try {
    p = decodeURI(p);
  } catch {
    // already decoded, or not decodable: used as it is
  }
  if (NOT_FOUND.test(p)) return null;
  const live = LIVE_MATCH.exec(p);
  if (live) p = `/matches/${live[1]}/`;
  else if (p.startsWith(`${HISTORY_PAGE_BASE}/`)) p = p.slice(HISTORY_PAGE_BASE.length);
  else p = pageOfLivePath(p) ?? p;
  const last = p.slice(p.lastIndexOf('/') + 1);
  if (last !== '' && !last.includes('.')) p += '/';
  return encodeURI(p);
}

/** `src` made absolute against `origin`; null when it cannot be (no origin and a relative `src`). */
function absolute(src: string, origin: string | null): string | null {
  if (/^https?:\/\//i.test(src)) return src;
  return origin === null ? null : `${origin}${encodeURI(src)}`;
}

export function pageSeo(input: PageSeoInput): PageSeo {
  const path = canonicalPath(input.path);
  const canonical = path !== null && input.origin !== null ? `${input.origin}${path}` : null;
  const image = input.image ? absolute(input.image.src, input.origin) : null;
  const meta: MetaTag[] = [
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    ...(image && input.image
      ? [
          { property: 'og:image', content: image },
          { property: 'og:image:type', content: 'image/png' },
          { property: 'og:image:width', content: String(OG_IMAGE_WIDTH) },
          { property: 'og:image:height', content: String(OG_IMAGE_HEIGHT) },
          { property: 'og:image:alt', content: input.image.alt },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    ...(image && input.image ? [{ name: 'twitter:image:alt', content: input.image.alt }] : []),
  ];
  const href = (p: string) => absolute(p, input.origin);
  return { canonical, meta, links: { url: canonical, image, href } };
}

/**
 * `value` as JSON to put inside `<script type="application/ld+json">`: `<`, `>` and `&` written as
 * \u escapes (still the same JSON), so no text in it can close the script (`</script>`) or open a
 * comment (`<!--`); U+2028 and U+2029 escaped too, for any reader that takes the text as JavaScript.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
