/**
 * Known errors of the shared source files (docs/football-json.md "Known errors"), corrected on
 * import so the seasons validate and publish the real results. Each entry names the file, finds
 * its match by date and teams (never by position, so a fixed or reordered source is not touched
 * wrongly) and replaces the score only while the source still holds the wrong one; the source of
 * every real result is cited. Documented in docs/competitions.md.
 */
import type { FjFile, FjScore, Pair } from './source.ts';

export interface SourceCorrection {
  /** `<season>/<code>.json`, as the importer names files. */
  file: string;
  date: string;
  team1: string;
  team2: string;
  /** The score as the source wrongly has it (the correction applies only while it is so). */
  wrong: Partial<FjScore>;
  score: FjScore;
  /** The real kick-off (local date and time) when the source has the wrong one; absent: the source's. */
  kickOff?: { date: string; time: string };
  /** Where the real result is published. */
  source: string;
}

const ht = (h: Pair | null, ft: Pair | null, et: Pair | null = null, p: Pair | null = null): FjScore => ({ ht: h, ft, et, p });

export const SOURCE_CORRECTIONS: readonly SourceCorrection[] = [
  // UEFA Champions League 2024-25 (UEFA.com match pages, "2024/25 UEFA Champions League")
  { file: '2024-25/uefa.cl.json', date: '2025-02-19', team1: 'PSV (NED)', team2: 'Juventus FC (ITA)', wrong: { ft: [3, 1], et: null }, score: ht([0, 0], [2, 1], [3, 1]), source: 'UEFA.com: PSV 3-1 Juventus aet (2-1 after 90 minutes), 19 February 2025' },
  { file: '2024-25/uefa.cl.json', date: '2025-03-11', team1: 'Liverpool FC (ENG)', team2: 'Paris Saint-Germain FC (FRA)', wrong: { p: [4, 4] }, score: ht([0, 1], [0, 1], [0, 1], [1, 4]), source: 'UEFA.com: Liverpool 0-1 Paris aet, Paris win 4-1 on penalties, 11 March 2025' },
  { file: '2024-25/uefa.cl.json', date: '2025-03-12', team1: 'Club Atlético de Madrid (ESP)', team2: 'Real Madrid CF (ESP)', wrong: { p: [4, 4] }, score: ht([1, 0], [1, 0], [1, 0], [2, 4]), source: 'UEFA.com: Atlético 1-0 Real Madrid aet, Real Madrid win 4-2 on penalties, 12 March 2025' },
  { file: '2024-25/uefa.cl.json', date: '2025-05-06', team1: 'FC Internazionale Milano (ITA)', team2: 'FC Barcelona (ESP)', wrong: { ft: [4, 3], et: null }, score: ht([2, 0], [3, 3], [4, 3]), source: 'UEFA.com: Inter 4-3 Barcelona aet (3-3 after 90 minutes), 6 May 2025' },
  { file: '2024-25/uefa.cl.json', date: '2025-05-31', team1: 'Paris Saint-Germain FC (FRA)', team2: 'FC Internazionale Milano (ITA)', wrong: { ft: null }, score: ht([2, 0], [5, 0]), source: 'UEFA.com: final, Munich, Paris 5-0 Inter, 31 May 2025' },
  // UEFA EURO 2024 (UEFA.com match pages): two matches decided in extra time whose `ft` is the score after it, with no `et`
  { file: '2024/euro.json', date: '2024-06-30', team1: 'England', team2: 'Slovakia', wrong: { ft: [2, 1], et: null }, score: ht([0, 1], [1, 1], [2, 1]), source: 'UEFA.com: round of 16, England 2-1 Slovakia aet (1-1 after 90 minutes: Bellingham 90+5, Kane 91)' },
  { file: '2024/euro.json', date: '2024-07-05', team1: 'Spain', team2: 'Germany', wrong: { ft: [2, 1], et: null }, score: ht([0, 0], [1, 1], [2, 1]), source: 'UEFA.com: quarter-final, Spain 2-1 Germany aet (1-1 after 90 minutes: Olmo 51, Wirtz 89; Merino 119)' },
  // Copa América 2024 (CONMEBOL, copaamerica.com results): shoot-outs missing from the source
  { file: '2024/copa.json', date: '2024-07-04', team1: 'Argentina', team2: 'Ecuador', wrong: { p: null }, score: ht(null, [1, 1], null, [4, 2]), source: 'CONMEBOL: quarter-final, Argentina 1-1 Ecuador, Argentina win 4-2 on penalties' },
  { file: '2024/copa.json', date: '2024-07-05', team1: 'Venezuela', team2: 'Canada', wrong: { p: null }, score: ht(null, [1, 1], null, [3, 4]), source: 'CONMEBOL: quarter-final, Venezuela 1-1 Canada, Canada win 4-3 on penalties' },
  { file: '2024/copa.json', date: '2024-07-06', team1: 'Uruguay', team2: 'Brazil', wrong: { p: null }, score: ht(null, [0, 0], null, [4, 2]), source: 'CONMEBOL: quarter-final, Uruguay 0-0 Brazil, Uruguay win 4-2 on penalties' },
  { file: '2024/copa.json', date: '2024-07-13', team1: 'Canada', team2: 'Uruguay', wrong: { p: null }, score: ht(null, [2, 2], null, [3, 4]), source: 'CONMEBOL: third-place match, Canada 2-2 Uruguay, Uruguay win 4-3 on penalties' },
  // Liga MX Apertura 2019 (mx.1 2019-20): the source gives the semi-final first leg the second leg's kick-off and the score reversed
  { file: '2019-20/mx.1.json', date: '2019-12-08', team1: 'Monarcas Morelia', team2: 'CF América', wrong: { ht: [0, 2], ft: [0, 2] }, score: ht([1, 0], [2, 0]), kickOff: { date: '2019-12-05', time: '20:30' }, source: 'El Financiero, alairelibre.cl (6 December 2019): semi-final first leg, Estadio Morelos, Thursday 5 December 2019 20:30, Morelia 2-0 América (Aristeguieta 16, Rocha 51)' },
];

const samePair = (a: Pair | null | undefined, b: Pair | null | undefined) => (a ?? null) === null ? (b ?? null) === null : b != null && a![0] === b[0] && a![1] === b[1];

/** The file with its known errors corrected; `applied` lists the corrections made (for notes). */
export function correctSource(data: FjFile, file: string, corrections: readonly SourceCorrection[] = SOURCE_CORRECTIONS): { data: FjFile; applied: SourceCorrection[] } {
  const mine = corrections.filter((c) => c.file === file);
  if (mine.length === 0) return { data, applied: [] };
  const applied: SourceCorrection[] = [];
  const matches = data.matches.map((m) => {
    const c = mine.find((x) => x.date === m.date && x.team1 === m.team1?.name && x.team2 === m.team2?.name);
    if (!c) return m;
    const stillWrong = (Object.keys(c.wrong) as (keyof FjScore)[]).every((k) => samePair(c.wrong[k], m.score[k]));
    if (!stillWrong) return m;
    applied.push(c);
    return { ...m, score: c.score, ...(c.kickOff ?? {}) };
  });
  return { data: { ...data, matches }, applied };
}
