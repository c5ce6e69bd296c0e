/**
 * Serie B play-offs (it.2, <real data>/football.json): a tie level after both legs (or a one-match
 * preliminary round level after extra time) goes to the better-placed team of the regular season
 * (competition.json `level_tie: "better_league_position"`, decided_by `league_position`).
 * Expected (Lega Serie B, Wikipedia "2019–20 Serie B" and "2017–18 Serie B" play-offs):
 * - 2019-20: preliminary round Chievo 1-1 Empoli aet, Chievo through as the better placed; semi-final
 *   Chievo 2-0 Spezia, Spezia 3-1 Chievo (3-3), Spezia through; final Frosinone 0-1 Spezia, Spezia
 *   0-1 Frosinone (1-1), Spezia promoted as 3rd against 8th. Pordenone 0-1, 0-2 Frosinone.
 * - 2017-18: semi-final Cittadella 1-1 Frosinone, Frosinone 1-1 Cittadella (2-2), Frosinone through;
 *   final Palermo 2-1 Frosinone, Frosinone 2-0 Palermo: Frosinone promoted on aggregate.
 * The regular-season positions come from the table the project computes from the imported results.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dataset, Match } from '../../src/lib/dataset/dataset.ts';
import { loadContent } from '../../src/lib/content/load.ts';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { competitionView } from '../../src/lib/dataset/competition-view.ts';
import { contentLeg, decideTie, tieRulesOf, tiesOfStage, type TieLeg } from '../../src/lib/tournament/ties/index.ts';
import { loadDataset } from '../helpers/load-dataset.ts';
import { failuresOf, importInto, removeImport } from '../leagues/helpers.ts';

let dir = '';
let ds: Dataset;
let failed: string[] = [];

beforeAll(async () => {
  const r = await importInto({ competitions: ['it.2'], seasons: ['2017-18', '2019-20'] });
  dir = r.dir;
  failed = failuresOf(r.result);
  ds = await loadDataset(dir);
}, 180_000);
afterAll(() => removeImport(dir));

/** The promotion play-off ties of a season, `home v away: winner (decided_by)`, under the regular season's positions. */
function playOffTies(seasonId: string): string[] {
  const season = ds.seasons.get(seasonId)!;
  const table = competitionView(ds, season, staticSource(ds)).standings[0]!;
  const positions = new Map(table.rows.map((r) => [r.team.id, r.position]));
  const rules = tieRulesOf(season.rules, positions);
  const name = (id: string | null) => ds.teams.get(id ?? '')?.name ?? String(id);
  const matches = [...ds.matches.values()].filter((m) => m.season_id === seasonId && m.stage.startsWith('Play-offs')).sort((a, b) => a.match_number - b.match_number);
  const out: string[] = [];
  for (const stage of [...new Set(matches.map((m) => m.stage))]) {
    for (const tie of tiesOfStage(matches.filter((m: Match) => m.stage === stage))) {
      const result = decideTie(tie.map((m) => contentLeg(m)).filter((l): l is TieLeg => l !== null), rules);
      expect(result.problems).toEqual([]);
      out.push(`${stage}: ${name(result.home)} v ${name(result.away)}: ${name(result.winner)} (${result.decidedBy})`);
    }
  }
  return out;
}

describe('Serie B play-offs: a level tie goes to the better-placed team', () => {
  it('both seasons import and validate with zero problems', async () => {
    expect(failed).toEqual([]);
    expect((await loadContent(dir)).problems).toEqual([]);
    expect(ds.seasons.get('season_it-2-2019-20')!.rules.level_tie).toBe('better_league_position');
  });

  it('2019-20: Chievo, then Spezia twice, through as the better-placed team', () => {
    const ties = playOffTies('season_it-2-2019-20');
    expect(ties.filter((t) => t.includes('Chievo') && t.includes('Empoli'))).toEqual([expect.stringMatching(/: Chievo Verona \(league_position\)$/)]);
    expect(ties.filter((t) => t.includes('Chievo') && t.includes('Spezia'))).toEqual([expect.stringMatching(/: Spezia Calcio \(league_position\)$/)]);
    expect(ties.filter((t) => t.startsWith('Play-offs: Final'))).toEqual(['Play-offs: Final: Frosinone Calcio v Spezia Calcio: Spezia Calcio (league_position)']);
    expect(ties.filter((t) => t.includes('Pordenone'))).toEqual([expect.stringMatching(/: Frosinone Calcio \(aggregate\)$/)]);
  });

  it('2017-18: Frosinone through on position in the semi-final, promoted on aggregate in the final', () => {
    const ties = playOffTies('season_it-2-2017-18');
    expect(ties.filter((t) => t.includes('Cittadella') && t.includes('Frosinone'))).toEqual([expect.stringMatching(/: Frosinone Calcio \(league_position\)$/)]);
    expect(ties.filter((t) => t.startsWith('Play-offs: Final'))).toEqual(['Play-offs: Final: US Palermo v Frosinone Calcio: Frosinone Calcio (aggregate)']);
  });

  it('the bracket (API) publishes those winners with decided_by league_position', () => {
    const season = ds.seasons.get('season_it-2-2019-20')!;
    const slots = competitionView(ds, season, staticSource(ds)).bracket.rounds.flatMap((r) => r.matches.map((s) => `${r.stage.name}: ${s.winner?.name} (${s.decided_by})`));
    expect(slots).toEqual(expect.arrayContaining([
      'Play-offs: Round 1: Chievo Verona (league_position)',
      'Play-offs: Semi-finals: Spezia Calcio (league_position)',
      'Play-offs: Semi-finals: Frosinone Calcio (aggregate)',
      'Play-offs: Final: Spezia Calcio (league_position)',
    ]));
  });

  it('without a league table the tie stays undecided rather than guessed', () => {
    const legs: TieLeg[] = [
      { id: '1', home: 'a', away: 'b', at: '2020-08-16', state: 'played', regular: { home: 0, away: 1 }, extraTime: null, penalties: null },
      { id: '2', home: 'b', away: 'a', at: '2020-08-20', state: 'played', regular: { home: 0, away: 1 }, extraTime: null, penalties: null },
    ];
    expect(decideTie(legs, tieRulesOf({ level_tie: 'better_league_position' }))).toMatchObject({ winner: null, decidedBy: null, problems: [] });
    expect(decideTie(legs, tieRulesOf({})).problems).toEqual([expect.stringContaining('no penalty shoot-out')]);
    expect(decideTie(legs, tieRulesOf({ level_tie: 'better_league_position' }, new Map([['a', 8], ['b', 3]])))).toMatchObject({ winner: 'b', decidedBy: 'league_position' });
  });
});
