import { describe, expect, test } from 'vitest';
import { canonicalize, canonicalizeAny, isApiPath } from '../../src/server/http/canonical-path.ts';

describe('canonicalize', () => {
  test.each([
    ['/api/public/v1/matches', '/api/public/v1/matches', ''],
    ['/api/public/v1/matches/', '/api/public/v1/matches', ''],
    ['//api//public/v1/matches', '/api/public/v1/matches', ''],
    ['/api/./public/x/../v1/matches', '/api/public/v1/matches', ''],
    ['/static/../../api/public/v1/matches', '/api/public/v1/matches', ''],
    ['/%61pi/public/v1/matches?status=live', '/api/public/v1/matches', 'status=live'],
    ['/api%2Fpublic%2Fv1%2Fmatches', '/api/public/v1/matches', ''],
    ['\\api\\public\\v1\\matches', '/api/public/v1/matches', ''],
    ['http://example.com/api/public/v1/matches?x=1#frag', '/api/public/v1/matches', 'x=1'],
    ['/api/public/v1/matches#x?y', '/api/public/v1/matches', ''],
    ['/', '/', ''],
  ])('%s → %s', (raw, path, query) => {
    expect(canonicalize(raw)).toEqual({ path, query });
  });

  test.each(['/api/%zz', '/api/%00/x', '/api/%0a', '/%E0%A4%A'])('refuses %s', (raw) => {
    expect(canonicalize(raw)).toBeNull();
  });

  test('decodes once: a double-encoded dot segment stays a literal segment', () => {
    expect(canonicalize('/api/%252e%252e/x')!.path).toBe('/api/%2e%2e/x');
  });
});

test('the fast path for already canonical targets answers exactly as the general one', () => {
  // Random targets over an alphabet of the characters that matter (dots, slashes, escapes, query,
  // fragment, scheme), with a fixed seed so a failure reproduces.
  const pieces = ['/', '/', '.', '..', 'a', 'B', '9', '-', '_', '~', '%2e', '%2F', '%41', '%zz', '\\', '?', '#', '=', '&', ':', '@', 'http:', '%00', ' ', "'", '*', 'é'];
  let seed = 42;
  const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
  let fast = 0;
  for (let i = 0; i < 20_000; i++) {
    let raw = '/';
    for (let j = rand(12); j >= 0; j--) raw += pieces[rand(pieces.length)];
    const got = canonicalize(raw);
    expect(got, raw).toEqual(canonicalizeAny(raw));
    if (got?.path === raw.split('?')[0]) fast++;
  }
  expect(fast).toBeGreaterThan(1000); // the corpus reaches the fast path often, not only the general one
  for (const raw of ['/api/public/v1/matches/match_x1?status=live&per_page=5', '/players?search=m%C3%BC', '/a/b.c/d'])
    expect(canonicalize(raw)).toEqual(canonicalizeAny(raw));
});

describe('isApiPath', () => {
  test.each([['/api', true], ['/api/x', true], ['/API/public', true], ['/Api', true], ['/apix', false], ['/', false], ['/matches/api', false]])('%s → %s', (p, want) => {
    expect(isApiPath(p)).toBe(want);
  });
});
