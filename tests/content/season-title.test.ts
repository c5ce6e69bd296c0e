/** Every page names a season the same way: the series' name (else the competition's) and the season text (else the year). */
import { expect, test } from 'vitest';
import { seasonTitle } from '../../src/schemas/content/competition.ts';

test.each([
  [{ name: 'World Cup', year: 2026 }, 'World Cup 2026'],
  [{ name: 'Premier League', year: 2023, season: '2023-24' }, 'Premier League 2023-24'],
  [{ name: 'English Premier League 2023/24', year: 2023, season: '2023-24', series: { id: 'series_en-1', name: 'Premier League' } }, 'Premier League 2023-24'],
  [{ name: 'Copa', year: 2024, season: null, series: null }, 'Copa 2024'],
])('%o → %s', (c, title) => {
  expect(seasonTitle(c as Parameters<typeof seasonTitle>[0])).toBe(title);
});
