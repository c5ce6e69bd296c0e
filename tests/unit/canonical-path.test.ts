import { describe, expect, test } from 'vitest';
import { canonicalize, isApiPath } from '../../src/server/http/canonical-path.ts';

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

describe('isApiPath', () => {
  test.each([['/api', true], ['/api/x', true], ['/API/public', true], ['/Api', true], ['/apix', false], ['/', false], ['/matches/api', false]])('%s → %s', (p, want) => {
    expect(isApiPath(p)).toBe(want);
  });
});
