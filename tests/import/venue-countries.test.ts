/**
 * A venue's country from the Football.TXT header's venue list (`#   Sapporo Dome, Sapporo (JPN)`)
 * where no stadiums file gives one. Real data: the 2002 World Cup (two hosts) as import:all
 * imports it. Before, every venue was placed in the first host of the folder name
 * (`2002--south-korea-n-japan` → KOR), Sapporo and Yokohama too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { importYear, type ImportedYear } from './import-year.ts';

let imported: ImportedYear;
let venues: Record<string, string>[];

beforeAll(() => {
  imported = importYear(2002);
  venues = parse(readFileSync(join(imported.content, 'wc-2002', 'venues.csv')), { columns: true, bom: true });
}, 120_000);

describe('World Cup 2002: venues in the country the TXT header lists', () => {
  it('ten venues in Japan, ten in South Korea', () => {
    const byCountry = (code: string) => venues.filter((v) => v.country_code === code).map((v) => v.city).sort();
    // 2002_full.txt header: Kashima, Kobe, Niigata, Oita, Osaka, Rifu, Saitama, Sapporo, Shizuoka, Yokohama (JPN)
    expect(byCountry('JPN')).toEqual(['Ibaraki', 'Kobe', 'Miyagi', 'Niigata', 'Osaka', 'Saitama', 'Sapporo', 'Shizuoka', 'Yokohama', 'Ōita']);
    expect(byCountry('KOR')).toEqual(['Busan', 'Daegu', 'Daejeon', 'Gwangju', 'Incheon', 'Jeju', 'Jeonju', 'Seoul', 'Suwon', 'Ulsan']);
  });

  it('the report says which venues are not in the host country given', () => {
    const note = imported.items.find((i) => /venue\(s\) placed in the country the TXT header lists/.test(i.message));
    expect(note?.message).toMatch(/^10 venue\(s\) placed in the country the TXT header lists for them, not the host KOR: .*Sapporo Dome \(JPN\)/);
  });
});
