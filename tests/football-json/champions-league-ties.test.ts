/**
 * Tie winners of every Champions League knockout round in the shared seasons, derived from
 * ../shared/data/football.json/<season>/uefa.cl.json, against the real competitions.
 *
 * The expected ties are written out from the published results, NOT from the code. Sources: the
 * UEFA.com season pages ("UEFA Champions League 2011/12" … "2024/25", Matches / Results) and the
 * English Wikipedia articles "2011–12 UEFA Champions League knockout phase" … "2019–20 UEFA
 * Champions League knockout phase" and "2024–25 UEFA Champions League knockout phase".
 * (2015-16 is not in the shared copy: it is held out.)
 */
import { describe, expect, it } from 'vitest';
import { classifyFile } from '../../src/lib/import/football-json/round.ts';
import { sectionsFor } from '../../src/lib/import/football-json/sections.ts';
import { knockoutTies, type FjTie } from '../../src/lib/import/football-json/knockout-ties.ts';
import { uefaTieRules, type DecidedBy } from '../../src/lib/tournament/ties/index.ts';
import { readValid } from './shared-files.ts';

/**
 * [stage, team, team, winner, how it was decided, aggregate from the winner's side (null for a
 * one-match tie)]. Teams are written as a part of the name the source uses ("Bayern" for "Bayern
 * München (GER)" and "FC Bayern München (GER)").
 */
type Expected = [string, string, string, string, DecidedBy, string | null];

const REAL: Record<string, Expected[]> = {
  '2011-12': [
    ['Round of 16', 'APOEL', 'Lyon', 'APOEL', 'penalties', '1-1'], // 1-1 aet, APOEL 4-3 on penalties
    ['Round of 16', 'Barcelona', 'Leverkusen', 'Barcelona', 'aggregate', '10-2'],
    ['Round of 16', 'Benfica', 'Zenit', 'Benfica', 'aggregate', '4-3'],
    ['Round of 16', 'AC Milan', 'Arsenal', 'AC Milan', 'aggregate', '4-3'],
    ['Round of 16', 'Real Madrid', 'CSKA', 'Real Madrid', 'aggregate', '5-2'],
    ['Round of 16', 'Chelsea', 'Napoli', 'Chelsea', 'extra_time', '5-4'],
    ['Round of 16', 'Bayern', 'Basel', 'Bayern', 'aggregate', '7-1'],
    ['Round of 16', 'Marseille', 'Inter', 'Marseille', 'away_goals', '2-2'],
    ['Quarter-finals', 'Real Madrid', 'APOEL', 'Real Madrid', 'aggregate', '8-2'],
    ['Quarter-finals', 'Chelsea', 'Benfica', 'Chelsea', 'aggregate', '3-1'],
    ['Quarter-finals', 'Bayern', 'Marseille', 'Bayern', 'aggregate', '4-0'],
    ['Quarter-finals', 'Barcelona', 'AC Milan', 'Barcelona', 'aggregate', '3-1'],
    ['Semi-finals', 'Bayern', 'Real Madrid', 'Bayern', 'penalties', '3-3'], // 3-1 on penalties
    ['Semi-finals', 'Chelsea', 'Barcelona', 'Chelsea', 'aggregate', '3-2'],
    ['Final', 'Bayern', 'Chelsea', 'Chelsea', 'penalties', null], // Munich, 1-1 aet, 4-3 on penalties
  ],
  '2012-13': [
    ['Round of 16', 'Juventus', 'Celtic', 'Juventus', 'aggregate', '5-0'],
    ['Round of 16', 'Paris', 'Valencia', 'Paris', 'aggregate', '3-2'],
    ['Round of 16', 'Dortmund', 'Shakhtar', 'Dortmund', 'aggregate', '5-2'],
    ['Round of 16', 'Real Madrid', 'Manchester United', 'Real Madrid', 'aggregate', '3-2'],
    ['Round of 16', 'Bayern', 'Arsenal', 'Bayern', 'away_goals', '3-3'],
    ['Round of 16', 'Málaga', 'Porto', 'Málaga', 'aggregate', '2-1'],
    ['Round of 16', 'Galatasaray', 'Schalke', 'Galatasaray', 'aggregate', '4-3'],
    ['Round of 16', 'Barcelona', 'AC Milan', 'Barcelona', 'aggregate', '4-2'],
    ['Quarter-finals', 'Barcelona', 'Paris', 'Barcelona', 'away_goals', '3-3'],
    ['Quarter-finals', 'Bayern', 'Juventus', 'Bayern', 'aggregate', '4-0'],
    ['Quarter-finals', 'Dortmund', 'Málaga', 'Dortmund', 'aggregate', '3-2'],
    ['Quarter-finals', 'Real Madrid', 'Galatasaray', 'Real Madrid', 'aggregate', '5-3'],
    ['Semi-finals', 'Bayern', 'Barcelona', 'Bayern', 'aggregate', '7-0'],
    ['Semi-finals', 'Dortmund', 'Real Madrid', 'Dortmund', 'aggregate', '4-3'],
    ['Final', 'Dortmund', 'Bayern', 'Bayern', 'score', null], // London, 2-1
  ],
  '2013-14': [
    ['Round of 16', 'Barcelona', 'Manchester City', 'Barcelona', 'aggregate', '4-1'],
    ['Round of 16', 'Paris', 'Leverkusen', 'Paris', 'aggregate', '6-1'],
    ['Round of 16', 'Atlético', 'AC Milan', 'Atlético', 'aggregate', '5-1'],
    ['Round of 16', 'Bayern', 'Arsenal', 'Bayern', 'aggregate', '3-1'],
    ['Round of 16', 'Dortmund', 'Zenit', 'Dortmund', 'aggregate', '5-4'],
    ['Round of 16', 'Manchester United', 'Olympiakos', 'Manchester United', 'aggregate', '3-2'],
    ['Round of 16', 'Chelsea', 'Galatasaray', 'Chelsea', 'aggregate', '3-1'],
    ['Round of 16', 'Real Madrid', 'Schalke', 'Real Madrid', 'aggregate', '9-2'],
    ['Quarter-finals', 'Atlético', 'Barcelona', 'Atlético', 'aggregate', '2-1'],
    ['Quarter-finals', 'Bayern', 'Manchester United', 'Bayern', 'aggregate', '4-2'],
    ['Quarter-finals', 'Real Madrid', 'Dortmund', 'Real Madrid', 'aggregate', '3-2'],
    ['Quarter-finals', 'Chelsea', 'Paris', 'Chelsea', 'away_goals', '3-3'],
    ['Semi-finals', 'Atlético', 'Chelsea', 'Atlético', 'aggregate', '3-1'],
    ['Semi-finals', 'Real Madrid', 'Bayern', 'Real Madrid', 'aggregate', '5-0'],
    ['Final', 'Real Madrid', 'Atlético', 'Real Madrid', 'extra_time', null], // Lisbon, 4-1 aet (1-1 after 90 minutes)
  ],
  '2014-15': [
    ['Round of 16', 'Paris', 'Chelsea', 'Paris', 'away_goals', '3-3'], // 2-2 aet at Stamford Bridge: away goals in extra time
    ['Round of 16', 'Bayern', 'Shakhtar', 'Bayern', 'aggregate', '7-0'],
    ['Round of 16', 'Real Madrid', 'Schalke', 'Real Madrid', 'aggregate', '5-4'],
    ['Round of 16', 'Porto', 'Basel', 'Porto', 'aggregate', '5-1'],
    ['Round of 16', 'Barcelona', 'Manchester City', 'Barcelona', 'aggregate', '3-1'],
    ['Round of 16', 'Juventus', 'Dortmund', 'Juventus', 'aggregate', '5-1'],
    ['Round of 16', 'Atlético', 'Leverkusen', 'Atlético', 'penalties', '1-1'], // 3-2 on penalties
    ['Round of 16', 'Monaco', 'Arsenal', 'Monaco', 'away_goals', '3-3'],
    ['Quarter-finals', 'Real Madrid', 'Atlético', 'Real Madrid', 'aggregate', '1-0'],
    ['Quarter-finals', 'Juventus', 'Monaco', 'Juventus', 'aggregate', '1-0'],
    ['Quarter-finals', 'Barcelona', 'Paris', 'Barcelona', 'aggregate', '5-1'],
    ['Quarter-finals', 'Bayern', 'Porto', 'Bayern', 'aggregate', '7-4'],
    ['Semi-finals', 'Juventus', 'Real Madrid', 'Juventus', 'aggregate', '3-2'],
    ['Semi-finals', 'Barcelona', 'Bayern', 'Barcelona', 'aggregate', '5-3'],
    ['Final', 'Juventus', 'Barcelona', 'Barcelona', 'score', null], // Berlin, 3-1
  ],
  '2016-17': [
    ['Round of 16', 'Dortmund', 'Benfica', 'Dortmund', 'aggregate', '4-1'],
    ['Round of 16', 'Barcelona', 'Paris', 'Barcelona', 'aggregate', '6-5'],
    ['Round of 16', 'Real Madrid', 'Napoli', 'Real Madrid', 'aggregate', '6-2'],
    ['Round of 16', 'Bayern', 'Arsenal', 'Bayern', 'aggregate', '10-2'],
    ['Round of 16', 'Monaco', 'Manchester City', 'Monaco', 'away_goals', '6-6'],
    ['Round of 16', 'Atlético', 'Leverkusen', 'Atlético', 'aggregate', '4-2'],
    ['Round of 16', 'Juventus', 'Porto', 'Juventus', 'aggregate', '3-0'],
    ['Round of 16', 'Leicester', 'Sevilla', 'Leicester', 'aggregate', '3-2'],
    ['Quarter-finals', 'Juventus', 'Barcelona', 'Juventus', 'aggregate', '3-0'],
    ['Quarter-finals', 'Monaco', 'Dortmund', 'Monaco', 'aggregate', '6-3'],
    ['Quarter-finals', 'Atlético', 'Leicester', 'Atlético', 'aggregate', '2-1'],
    ['Quarter-finals', 'Real Madrid', 'Bayern', 'Real Madrid', 'extra_time', '6-3'], // 4-2 aet in Madrid
    ['Semi-finals', 'Real Madrid', 'Atlético', 'Real Madrid', 'aggregate', '4-2'],
    ['Semi-finals', 'Juventus', 'Monaco', 'Juventus', 'aggregate', '4-1'],
    ['Final', 'Juventus', 'Real Madrid', 'Real Madrid', 'score', null], // Cardiff, 4-1
  ],
  '2017-18': [
    ['Round of 16', 'Juventus', 'Tottenham', 'Juventus', 'aggregate', '4-3'],
    ['Round of 16', 'Manchester City', 'Basel', 'Manchester City', 'aggregate', '5-2'],
    ['Round of 16', 'Liverpool', 'Porto', 'Liverpool', 'aggregate', '5-0'],
    ['Round of 16', 'Real Madrid', 'Paris', 'Real Madrid', 'aggregate', '5-2'],
    ['Round of 16', 'Barcelona', 'Chelsea', 'Barcelona', 'aggregate', '4-1'],
    ['Round of 16', 'Bayern', 'Beşiktaş', 'Bayern', 'aggregate', '8-1'],
    ['Round of 16', 'Sevilla', 'Manchester United', 'Sevilla', 'aggregate', '2-1'],
    ['Round of 16', 'Roma', 'Shakhtar', 'Roma', 'away_goals', '2-2'],
    ['Quarter-finals', 'Bayern', 'Sevilla', 'Bayern', 'aggregate', '2-1'],
    ['Quarter-finals', 'Real Madrid', 'Juventus', 'Real Madrid', 'aggregate', '4-3'],
    ['Quarter-finals', 'Roma', 'Barcelona', 'Roma', 'away_goals', '4-4'],
    ['Quarter-finals', 'Liverpool', 'Manchester City', 'Liverpool', 'aggregate', '5-1'],
    ['Semi-finals', 'Liverpool', 'Roma', 'Liverpool', 'aggregate', '7-6'],
    ['Semi-finals', 'Real Madrid', 'Bayern', 'Real Madrid', 'aggregate', '4-3'],
    ['Final', 'Real Madrid', 'Liverpool', 'Real Madrid', 'score', null], // Kyiv, 3-1
  ],
  '2018-19': [
    ['Round of 16', 'Manchester United', 'Paris', 'Manchester United', 'away_goals', '3-3'],
    ['Round of 16', 'Porto', 'Roma', 'Porto', 'extra_time', '4-3'], // 3-1 aet in Porto
    ['Round of 16', 'Tottenham', 'Dortmund', 'Tottenham', 'aggregate', '4-0'],
    ['Round of 16', 'Ajax', 'Real Madrid', 'Ajax', 'aggregate', '5-3'],
    ['Round of 16', 'Barcelona', 'Lyon', 'Barcelona', 'aggregate', '5-1'],
    ['Round of 16', 'Liverpool', 'Bayern', 'Liverpool', 'aggregate', '3-1'],
    ['Round of 16', 'Manchester City', 'Schalke', 'Manchester City', 'aggregate', '10-2'],
    ['Round of 16', 'Juventus', 'Atlético', 'Juventus', 'aggregate', '3-2'],
    ['Quarter-finals', 'Liverpool', 'Porto', 'Liverpool', 'aggregate', '6-1'],
    ['Quarter-finals', 'Tottenham', 'Manchester City', 'Tottenham', 'away_goals', '4-4'],
    ['Quarter-finals', 'Ajax', 'Juventus', 'Ajax', 'aggregate', '3-2'],
    ['Quarter-finals', 'Barcelona', 'Manchester United', 'Barcelona', 'aggregate', '4-0'],
    ['Semi-finals', 'Tottenham', 'Ajax', 'Tottenham', 'away_goals', '3-3'],
    ['Semi-finals', 'Liverpool', 'Barcelona', 'Liverpool', 'aggregate', '4-3'],
    ['Final', 'Tottenham', 'Liverpool', 'Liverpool', 'score', null], // Madrid, 2-0
  ],
  '2019-20': [
    ['Round of 16', 'Paris', 'Dortmund', 'Paris', 'aggregate', '3-2'],
    ['Round of 16', 'Atlético', 'Liverpool', 'Atlético', 'extra_time', '4-2'], // 3-2 aet at Anfield
    ['Round of 16', 'Atalanta', 'Valencia', 'Atalanta', 'aggregate', '8-4'],
    ['Round of 16', 'Leipzig', 'Tottenham', 'Leipzig', 'aggregate', '4-0'],
    ['Round of 16', 'Bayern', 'Chelsea', 'Bayern', 'aggregate', '7-1'],
    ['Round of 16', 'Barcelona', 'Napoli', 'Barcelona', 'aggregate', '4-2'],
    ['Round of 16', 'Manchester City', 'Real Madrid', 'Manchester City', 'aggregate', '4-2'],
    ['Round of 16', 'Lyon', 'Juventus', 'Lyon', 'away_goals', '2-2'],
    // from the quarter-finals, single matches in Lisbon (August 2020)
    ['Quarter-finals', 'Paris', 'Atalanta', 'Paris', 'score', null],
    ['Quarter-finals', 'Leipzig', 'Atlético', 'Leipzig', 'score', null],
    ['Quarter-finals', 'Bayern', 'Barcelona', 'Bayern', 'score', null],
    ['Quarter-finals', 'Lyon', 'Manchester City', 'Lyon', 'score', null],
    ['Semi-finals', 'Paris', 'Leipzig', 'Paris', 'score', null],
    ['Semi-finals', 'Bayern', 'Lyon', 'Bayern', 'score', null],
    ['Final', 'Paris', 'Bayern', 'Bayern', 'score', null], // 1-0
  ],
  '2024-25': [
    ['Play-offs', 'Paris', 'Brest', 'Paris', 'aggregate', '10-0'],
    ['Play-offs', 'Real Madrid', 'Manchester City', 'Real Madrid', 'aggregate', '6-3'],
    ['Play-offs', 'PSV', 'Juventus', 'PSV', 'extra_time', '4-3'], // 3-1 aet in Eindhoven (2-1 after 90 minutes)
    ['Play-offs', 'Dortmund', 'Sporting', 'Dortmund', 'aggregate', '3-0'],
    ['Play-offs', 'Club Brugge', 'Atalanta', 'Club Brugge', 'aggregate', '5-2'],
    ['Play-offs', 'Benfica', 'Monaco', 'Benfica', 'aggregate', '4-3'],
    ['Play-offs', 'Bayern', 'Celtic', 'Bayern', 'aggregate', '3-2'],
    ['Play-offs', 'Feyenoord', 'AC Milan', 'Feyenoord', 'aggregate', '2-1'],
    ['Round of 16', 'Aston Villa', 'Club Brugge', 'Aston Villa', 'aggregate', '6-1'],
    ['Round of 16', 'Real Madrid', 'Atlético', 'Real Madrid', 'penalties', '2-2'], // 1-0 aet to Atlético in the second leg, Real Madrid 4-2 on penalties
    ['Round of 16', 'Arsenal', 'PSV', 'Arsenal', 'aggregate', '9-3'],
    ['Round of 16', 'Dortmund', 'Lille', 'Dortmund', 'aggregate', '3-2'],
    ['Round of 16', 'Inter', 'Feyenoord', 'Inter', 'aggregate', '4-1'],
    ['Round of 16', 'Paris', 'Liverpool', 'Paris', 'penalties', '1-1'], // 0-1 aet at Anfield, Paris 4-1 on penalties
    ['Round of 16', 'Bayern', 'Leverkusen', 'Bayern', 'aggregate', '5-0'],
    ['Round of 16', 'Barcelona', 'Benfica', 'Barcelona', 'aggregate', '4-1'],
    ['Quarter-finals', 'Arsenal', 'Real Madrid', 'Arsenal', 'aggregate', '5-1'],
    ['Quarter-finals', 'Inter', 'Bayern', 'Inter', 'aggregate', '4-3'],
    ['Quarter-finals', 'Paris', 'Aston Villa', 'Paris', 'aggregate', '5-4'],
    ['Quarter-finals', 'Barcelona', 'Dortmund', 'Barcelona', 'aggregate', '5-3'],
    ['Semi-finals', 'Paris', 'Arsenal', 'Paris', 'aggregate', '3-1'],
    ['Semi-finals', 'Inter', 'Barcelona', 'Inter', 'extra_time', '7-6'], // 4-3 aet in Milan (3-3 after 90 minutes)
    ['Final', 'Paris', 'Inter', 'Paris', 'score', null], // Munich, 5-0
  ],
};

/**
 * Where the source file differs from the real match, what the code derives from the source instead
 * (checked in the source text; see the report to the openfootball maintainers). Keyed by
 * `<season> <stage> <team> <team>` as in REAL.
 */
const SOURCE_ERRORS: Record<string, { source: string; derived: { winner: string | null; decidedBy: DecidedBy | null } }> = {
  '2024-25 Play-offs PSV Juventus': {
    source: 'second leg (match 159) "ft": [3,1] is the score after extra time (2-1 after 90 minutes) and there is no "et"',
    derived: { winner: 'PSV', decidedBy: 'aggregate' },
  },
  '2024-25 Round of 16 Real Madrid Atlético': {
    source: 'second leg (match 174) "p": [4,4]; the shoot-out ended 2-4 (Real Madrid won 4-2)',
    derived: { winner: null, decidedBy: null },
  },
  '2024-25 Round of 16 Paris Liverpool': {
    source: 'second leg (match 169) "p": [4,4]; the shoot-out ended 1-4 (Paris won 4-1)',
    derived: { winner: null, decidedBy: null },
  },
  '2024-25 Semi-finals Inter Barcelona': {
    source: 'second leg (match 186) "ft": [4,3] is the score after extra time (3-3 after 90 minutes) and there is no "et"',
    derived: { winner: 'Inter', decidedBy: 'aggregate' },
  },
  '2024-25 Final Paris Inter': {
    source: 'the final (match 188) has "score": {} although it was played (Paris 5-0 Inter, 31 May 2025)',
    derived: { winner: null, decidedBy: null },
  },
};

const has = (name: string, part: string) => name.includes(part);

function findTie(ties: FjTie[], stage: string, a: string, b: string): FjTie {
  const found = ties.filter((t) => t.stage === stage && [t.result.home, t.result.away].some((x) => has(x, a)) && [t.result.home, t.result.away].some((x) => has(x, b)));
  if (found.length !== 1) throw new Error(`${stage} ${a} v ${b}: ${found.length} ties found`);
  return found[0]!;
}

/** The aggregate from the side of the team named `winner` ("5-4"). */
function aggregateFor(t: FjTie, winner: string): string | null {
  const agg = t.result.aggregate;
  if (!agg) return null;
  return has(t.result.home, winner) ? `${agg.home}-${agg.away}` : `${agg.away}-${agg.home}`;
}

describe.each(Object.keys(REAL))('Champions League %s', (season) => {
  const file = `football.json/${season}/uefa.cl.json`;
  const data = readValid(file);
  const phases = classifyFile(data, file, sectionsFor('uefa.cl')).phases;
  const { ties } = knockoutTies(data, phases, uefaTieRules(season), file);

  it('has exactly the real knockout ties, round by round', () => {
    const stages = (list: string[]) => [...new Set(list)].map((s) => `${s} x${list.filter((x) => x === s).length}`);
    expect(stages(ties.map((t) => t.stage))).toEqual(stages(REAL[season]!.map((e) => e[0])));
  });

  it.each(REAL[season]!)('%s: %s v %s goes to %s (%s, %s)', (stage, a, b, winner, decidedBy, aggregate) => {
    const tie = findTie(ties, stage, a, b);
    const known = SOURCE_ERRORS[`${season} ${stage} ${a} ${b}`];
    const got = { winner: tie.result.winner === null ? null : has(tie.result.winner, winner) ? winner : tie.result.winner, decidedBy: tie.result.decidedBy };
    expect(got).toEqual(known ? known.derived : { winner, decidedBy });
    if (known) expect(known.derived).not.toEqual({ winner, decidedBy }); // the source was fixed: drop the SOURCE_ERRORS entry
    if (aggregate !== null && !(known && known.derived.winner === null)) expect(aggregateFor(tie, winner)).toBe(aggregate);
    expect(tie.matches.length).toBe(aggregate === null ? 1 : 2);
  });
});

describe('2019-20 and 2024-25 formats', () => {
  it('home of a two-legged tie is the first leg\'s home team, and the legs are in playing order', () => {
    const file = 'football.json/2024-25/uefa.cl.json';
    const data = readValid(file);
    const { ties } = knockoutTies(data, classifyFile(data, file, sectionsFor('uefa.cl')).phases, uefaTieRules('2024-25'), file);
    // play-offs first legs, 11-12 February 2025: Brest v Paris, Manchester City v Real Madrid
    const brest = findTie(ties, 'Play-offs', 'Paris', 'Brest');
    expect([brest.result.home, brest.result.away].map((n) => n.split(' (')[0])).toEqual(['Stade Brestois 29', 'Paris Saint-Germain FC']);
    expect(brest.result.legs.map((l) => l.at.slice(0, 10))).toEqual(['2025-02-11', '2025-02-19']);
    expect(brest.result.aggregate).toEqual({ home: 0, away: 10 });
  });
});
