/**
 * Final league tables computed from the imported football.json seasons equal the published ones.
 * Expected positions and points are written out from the published final tables (sources named
 * per season), never from the code.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../src/lib/dataset/dataset.ts';
import { loadDataset } from '../helpers/load-dataset.ts';
import { finalTable, importInto } from './helpers.ts';

let dir = '';
let ds: Dataset;

beforeAll(async () => {
  const r = await importInto({ competitions: ['en.1', 'it.1', 'es.1', 'fr.1'], seasons: ['2013-14', '2018-19', '2019-20', '2020-21', '2022-23', '2023-24'] });
  dir = r.dir;
  const failed = r.result.results.filter((x) => x.status === 'failed');
  expect(failed.map((f) => `${f.slug}: ${f.reasons.join('; ')}`)).toEqual([]);
  ds = await loadDataset(dir);
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** `name points` per position, as published. */
const names = (rows: ReturnType<typeof finalTable>) => rows.map((r) => `${r.name} ${r.points}`);

describe('Premier League (points, goal difference, goals scored)', () => {
  it('2018-19 equals the published final table (premierleague.com, Wikipedia "2018–19 Premier League")', () => {
    expect(names(finalTable(ds, 'season_en-1-2018-19'))).toEqual([
      'Manchester City 98', 'Liverpool FC 97', 'Chelsea FC 72', 'Tottenham Hotspur 71', 'Arsenal FC 70', 'Manchester United 66',
      'Wolverhampton Wanderers 57', 'Everton FC 54', 'Leicester City 52', 'West Ham United 52', 'Watford FC 50', 'Crystal Palace 49',
      'Newcastle United 45', 'AFC Bournemouth 45', 'Burnley FC 40', 'Southampton FC 39', 'Brighton & Hove Albion 36', 'Cardiff City 34',
      'Fulham FC 26', 'Huddersfield Town 16',
    ]);
  });

  it('2023-24 counts the points deductions (Everton −8, Nottingham Forest −4) and names them (Wikipedia "2023–24 Premier League")', () => {
    const rows = finalTable(ds, 'season_en-1-2023-24');
    expect(names(rows)).toEqual([
      'Manchester City 91', 'Arsenal FC 89', 'Liverpool FC 82', 'Aston Villa 68', 'Tottenham Hotspur 66', 'Chelsea FC 63', 'Newcastle United 60',
      'Manchester United 60', 'West Ham United 52', 'Crystal Palace 49', 'Brighton & Hove Albion 48', 'AFC Bournemouth 48', 'Fulham FC 47',
      'Wolverhampton Wanderers 46', 'Everton FC 40', 'Brentford FC 39', 'Nottingham Forest FC 32', 'Luton Town FC 26', 'Burnley FC 24', 'Sheffield United 16',
    ]);
    expect(rows.find((r) => r.name === 'Everton FC')!.adjustment).toBe(-8);
    expect(rows.find((r) => r.name === 'Nottingham Forest FC')!.adjustment).toBe(-4);
    expect(rows.filter((r) => r.zone === 'relegation').map((r) => r.position)).toEqual([18, 19, 20]);
  });
});

describe('La Liga and Serie A (head-to-head first)', () => {
  it('La Liga 2022-23: teams level on points ordered by head-to-head, not goal difference (laliga.com, Wikipedia "2022–23 La Liga")', () => {
    const rows = finalTable(ds, 'season_es-1-2022-23');
    // 49 points: Girona (+3), Rayo Vallecano (−8), Sevilla (−7); 42 points: Cádiz (−23), Getafe (−11), Valencia (−3)
    expect(rows.slice(9, 12).map((r) => `${r.position} ${r.name} ${r.points}`)).toEqual(['10 Girona FC 49', '11 Rayo Vallecano 49', '12 Sevilla FC 49']);
    expect(rows.slice(13, 16).map((r) => `${r.position} ${r.name} ${r.points}`)).toEqual(['14 Cádiz CF 42', '15 Getafe CF 42', '16 Valencia CF 42']);
    expect(rows[0]!.name).toBe('FC Barcelona');
    expect(rows[0]!.points).toBe(88);
  });

  it('La Liga 2013-14: Barcelona second ahead of Real Madrid on 87 points; Villarreal sixth ahead of Real Sociedad on 59', () => {
    const rows = finalTable(ds, 'season_es-1-2013-14');
    expect(rows.slice(0, 7).map((r) => `${r.name} ${r.points}`)).toEqual([
      'Atlético Madrid 90', 'FC Barcelona 87', 'Real Madrid 87', 'Athletic Club 70', 'Sevilla FC 63', 'Villarreal CF 59', 'Real Sociedad 59',
    ]);
  });

  it('Serie A 2020-21: Atalanta third ahead of Juventus on 78 (head-to-head), Cagliari ahead of Torino on 37 (legaseriea.it)', () => {
    const rows = finalTable(ds, 'season_it-1-2020-21');
    expect(rows.slice(0, 5).map((r) => `${r.name} ${r.points}`)).toEqual(['Inter 91', 'AC Milan 79', 'Atalanta 78', 'Juventus 78', 'SSC Napoli 77']);
    expect(rows.slice(15, 17).map((r) => `${r.position} ${r.name} ${r.points}`)).toEqual(['16 Cagliari Calcio 37', '17 Torino FC 37']);
  });

  it('Serie A 2022-23: Juventus seventh on 62 after a 10-point deduction (Wikipedia "2022–23 Serie A")', () => {
    const rows = finalTable(ds, 'season_it-1-2022-23');
    expect(rows.slice(0, 7).map((r) => `${r.name} ${r.points}`)).toEqual(['SSC Napoli 90', 'Lazio Roma 74', 'Inter 72', 'AC Milan 70', 'Atalanta 64', 'AS Roma 63', 'Juventus 62']);
    expect(rows[6]!.adjustment).toBe(-10);
  });
});

describe('Ligue 1 2019-20: curtailed, ranked by points per match', () => {
  it('equals the LFP final table (L’Équipe "Classement Ligue 1 2019-2020": ratio, then head-to-head)', () => {
    const rows = finalTable(ds, 'season_fr-1-2019-20');
    expect(rows.map((r) => `${r.name} ${r.played} ${r.points}`)).toEqual([
      'Paris Saint-Germain 27 68', 'Olympique Marseille 28 56', 'Stade Rennais 28 50', 'Lille OSC 28 49', 'OGC Nice 28 41', 'Stade de Reims 28 41',
      'Olympique Lyonnais 28 40', 'Montpellier HSC 28 40', 'AS Monaco 28 40', 'RC Strasbourg 27 38', 'Angers SCO 28 39', 'Girondins Bordeaux 28 37',
      'FC Nantes 28 37', 'Stade Brestois 29 28 34', 'FC Metz 28 34', 'Dijon FCO 28 30', 'AS Saint-Étienne 28 30', 'Nîmes Olympique 28 27',
      'Amiens SC 28 23', 'Toulouse FC 28 13',
    ]);
    expect(ds.seasons.get('season_fr-1-2019-20')!.rules.ranked_by).toBe('points_per_match');
  });

  it('publishes the 101 cancelled matches as completed without a result that counts', () => {
    const cancelled = [...ds.matches.values()].filter((m) => m.season_id === 'season_fr-1-2019-20' && m.status_detail === 'cancelled');
    expect(cancelled).toHaveLength(101);
    expect(cancelled.every((m) => m.status === 'completed')).toBe(true);
  });
});
