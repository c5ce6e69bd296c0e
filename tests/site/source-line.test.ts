import { expect, it } from 'vitest';
import { sourceLine } from '../../src/lib/site/site-index.ts';

it("the footer names a source's repository once, not every file of it", () => {
  expect(sourceLine('openfootball/football.json 2019-20/en.1.json, CC0')).toBe('openfootball/football.json, CC0');
  expect(sourceLine('openfootball/football.json 2010-11/de.1.json, CC0')).toBe('openfootball/football.json, CC0');
  expect(sourceLine('openfootball/euro.json 2024/euro.json, CC0')).toBe('openfootball/euro.json, CC0');
  expect(sourceLine('openfootball (github.com/openfootball), public domain (CC0 1.0)')).toBe('openfootball (github.com/openfootball), public domain (CC0 1.0)');
});
