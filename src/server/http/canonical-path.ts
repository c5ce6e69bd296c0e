/**
 * One canonical spelling of a request path, decided once: the gate authorises it and the server
 * serves exactly it. Percent-decoding (once), backslashes, duplicate slashes, dot segments and
 * trailing slashes all collapse; undecodable paths and encoded control characters are refused.
 */
export interface CanonicalUrl {
  /** Canonical path, e.g. `/api/public/v1/matches`. */
  path: string;
  /** Raw query string without `?` (decoded later by URLSearchParams). */
  query: string;
}

/**
 * A target that is already canonical: segments of unreserved and sub-delimiter characters, none
 * empty, none starting with a dot, no percent-encoding, no backslash, no fragment. The general
 * path below answers the same for it (tests/http/canonical-path.test.ts checks both agree).
 */
const CANONICAL = /^(?:\/[\w~!$&'()*+,;=:@-][\w~.!$&'()*+,;=:@-]*)+(?:\?[^#]*)?$/;

export function canonicalize(rawUrl: string): CanonicalUrl | null {
  if (CANONICAL.test(rawUrl)) {
    const q = rawUrl.indexOf('?');
    return q === -1 ? { path: rawUrl, query: '' } : { path: rawUrl.slice(0, q), query: rawUrl.slice(q + 1) };
  }
  return canonicalizeAny(rawUrl);
}

/** The general case (exported for the test that compares it with the fast path). */
export function canonicalizeAny(rawUrl: string): CanonicalUrl | null {
  const target = rawUrl.split('#')[0]!; // a fragment (never sent by browsers) ends the target
  const q = target.indexOf('?');
  const rawPath = q === -1 ? target : target.slice(0, q);
  const query = q === -1 ? '' : target.slice(q + 1);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return null;
  // Absolute-form request targets (`http://host/path`) are reduced to their path.
  const abs = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(decoded);
  if (abs) decoded = decoded.slice(abs[0].length);
  const out: string[] = [];
  for (const seg of decoded.replace(/\\/g, '/').split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') out.pop();
    else out.push(seg);
  }
  return { path: `/${out.join('/')}`, query };
}

/** True when the canonical path belongs to the API (any letter case): the gate applies. */
export function isApiPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}
