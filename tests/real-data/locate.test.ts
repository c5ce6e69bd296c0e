/** Where the tests and tools find the real data (src/lib/real-data/locate.ts), and what a missing file says. */
import { describe, expect, test } from 'vitest';
import { locateRealData, missingRealDataMessage } from '../../src/lib/real-data/locate.ts';

const REPO = '/home/me/matchday';
const dirs = (...present: string[]) => (p: string) => present.includes(p);

describe('locateRealData', () => {
  test('MATCHDAY_REAL_DATA wins, relative to the repository, whether or not the folder exists yet', () => {
    expect(locateRealData(REPO, { MATCHDAY_REAL_DATA: '../data' }, dirs('/home/me/shared/data'))).toEqual({ dir: '/home/me/data', origin: 'env' });
    expect(locateRealData(REPO, { MATCHDAY_REAL_DATA: '/srv/of' }, dirs())).toEqual({ dir: '/srv/of', origin: 'env' });
  });

  test('else ../shared/data when it exists, else the cache', () => {
    expect(locateRealData(REPO, { MATCHDAY_REAL_DATA: ' ' }, dirs('/home/me/shared/data'))).toEqual({ dir: '/home/me/shared/data', origin: 'shared' });
    expect(locateRealData(REPO, {}, dirs())).toEqual({ dir: '/home/me/matchday/.cache/real-data', origin: 'cache' });
  });
});

describe('missingRealDataMessage', () => {
  test('a fresh clone: what is missing where, and the command that fetches it', () => {
    const msg = missingRealDataMessage(locateRealData(REPO, {}, dirs()), ['openfootball-2026/worldcup.json']);
    expect(msg).toBe(
      'real data not found: openfootball-2026/worldcup.json missing in /home/me/matchday/.cache/real-data (the fetched cache; ../shared/data is absent and MATCHDAY_REAL_DATA is unset). ' +
        'Run `npm run fetch:real-data` to fetch the pinned openfootball repositories into .cache/real-data (checked file by file), or set MATCHDAY_REAL_DATA to a copy laid out as ../shared/data.',
    );
  });

  test('an incomplete ../shared/data: fetch elsewhere and point MATCHDAY_REAL_DATA there (the fetch never writes the shared copy)', () => {
    const msg = missingRealDataMessage(locateRealData(REPO, {}, dirs('/home/me/shared/data')), ['a', 'b', 'c', 'd', 'e']);
    expect(msg).toContain('a, b, c and 2 more missing in /home/me/shared/data (../shared/data beside the repository)');
    expect(msg).toContain('`MATCHDAY_REAL_DATA=.cache/real-data npm run fetch:real-data`');
  });
});
