/**
 * The real knockout ties of every Champions League season in the shared copy (shared by
 * tests/football-json/champions-league-ties.test.ts and tests/champions-league/*.test.ts).
 *
 * The expected ties are written out from the published results, NOT from the code. Sources: the
 * UEFA.com season pages ("UEFA Champions League 2011/12" … "2024/25", Matches / Results) and the
 * English Wikipedia articles "2011–12 UEFA Champions League knockout phase" … "2019–20 UEFA
 * Champions League knockout phase" and "2024–25 UEFA Champions League knockout phase".
 * (2015-16 is not in the shared copy: it is held out.)
 */
import type { DecidedBy } from '../../src/lib/tournament/ties/index.ts';

/**
 * [stage, team, team, winner, how it was decided, aggregate from the winner's side (null for a
 * one-match tie)]. Teams are written as a part of the name the source uses ("Bayern" for "Bayern
 * München (GER)" and "FC Bayern München (GER)").
 */
export type Expected = [string, string, string, string, DecidedBy, string | null];

export const REAL: Record<string, Expected[]> = {
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
