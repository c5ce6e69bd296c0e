import { describe, expect, test } from 'vitest';
import { byteRange } from '../../src/server/http/byte-range.ts';

describe('byteRange', () => {
  test('no header: the whole file', () => expect(byteRange(undefined, 100)).toEqual({ kind: 'whole' }));
  test('a start and an end, inclusive', () => expect(byteRange('bytes=0-9', 100)).toEqual({ kind: 'part', start: 0, end: 9 }));
  test('an open end: to the last byte (resuming a download)', () => expect(byteRange('bytes=40-', 100)).toEqual({ kind: 'part', start: 40, end: 99 }));
  test('an end past the file is cut at the last byte', () => expect(byteRange('bytes=90-500', 100)).toEqual({ kind: 'part', start: 90, end: 99 }));
  test('a suffix: the last n bytes', () => {
    expect(byteRange('bytes=-10', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(byteRange('bytes=-500', 100)).toEqual({ kind: 'part', start: 0, end: 99 });
  });
  test('a start at or past the end is unsatisfiable', () => {
    expect(byteRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
  });
  test('several ranges, other units and malformed values are ignored (the whole file)', () => {
    for (const h of ['bytes=0-1,5-6', 'items=0-1', 'bytes=a-b', 'bytes=-', 'bytes=9-3', 'bytes=0-1 junk'])
      expect(byteRange(h, 100), h).toEqual({ kind: 'whole' });
  });
  test('If-Range keeps the range only for the current ETag', () => {
    expect(byteRange('bytes=10-', 100, '"abc"', '"abc"')).toEqual({ kind: 'part', start: 10, end: 99 });
    expect(byteRange('bytes=10-', 100, '"old"', '"abc"')).toEqual({ kind: 'whole' });
    expect(byteRange('bytes=10-', 100, 'Wed, 21 Oct 2015 07:28:00 GMT', '"abc"')).toEqual({ kind: 'whole' });
  });
});
