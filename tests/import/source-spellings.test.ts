/**
 * Names spelt differently in the match report and the squad list (real openfootball data, CC0,
 * converted in-process as import:openfootball does): the goal, the line-up and the shoot-out are
 * kept and the report names both spellings (issue 20, "Names"). Expected values are written out
 * from the source files quoted beside them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { findTournaments } from '../../src/lib/import/bulk/tournaments.ts';
import { loadSources, locateSources } from '../../src/lib/import/openfootball/load-sources.ts';
import { convertOpenfootball, type ConvertResult } from '../../src/lib/import/openfootball/convert.ts';
import { OPENFOOTBALL } from '../helpers/all-tournaments.ts';

const results = new Map<number, ConvertResult>();

async function convertYear(year: number): Promise<ConvertResult> {
  const t = findTournaments(OPENFOOTBALL).find((x) => x.slug === `wc-${year}`);
  if (!t) throw new Error(`wc-${year} not found in ${OPENFOOTBALL}`);
  const input = await loadSources(await locateSources(t.json, t.txt, t.squadsTxt));
  return convertOpenfootball(input, { slug: t.slug, ...t.options });
}

beforeAll(async () => {
  for (const year of [1990, 2006, 2018]) results.set(year, await convertYear(year));
});

const season = (year: number) => results.get(year)!.season;
const report = (year: number) => results.get(year)!.report.items;
const playerName = (year: number, id: string | null) => results.get(year)!.shared.players.find((p) => p.id === id)?.full_name ?? id;

/** The match between two teams (ids), in either order. */
function matchOf(year: number, a: string, b: string) {
  const m = season(year).matches.find((x) => (x.home_team_id === a && x.away_team_id === b) || (x.home_team_id === b && x.away_team_id === a));
  if (!m) throw new Error(`no match ${a} v ${b} in ${year}`);
  return m;
}

describe('goals whose scorer is spelt differently in the report and the squad list', () => {
  // 2006_full.txt: "Tunisia v Saudi Arabia 2-2 (Zied JAZIRI 23', Radhi JAIDI 90+2'; YASSER AL QAHTANI 57', Sami AL JABER 84')",
  //   2006_squads.txt: "20, Yasser AL KAHTANI"
  // 2006_full.txt: "Ghana v USA 2-1 (Haminu DRAMAN 22', Stephen APPIAH 45+2'(p); Clint DEMPSEY 43')", squads: "23, Haminu Dramani"
  // 1990_full.txt: "Belgium v South Korea 2-0 (Marc DEGRYSE 53', Michel DE WOLF 64')", 1990_squads.txt: "9, Marc DE GRIJSE"
  const cases = [
    { year: 2006, teams: ['team_tun', 'team_ksa'], goals: 4, scorer: ['team_ksa', 57, 'Yasser Al Kahtani'] },
    { year: 2006, teams: ['team_gha', 'team_usa'], goals: 3, scorer: ['team_gha', 22, 'Haminu Dramani'] },
    { year: 1990, teams: ['team_bel', 'team_kor'], goals: 2, scorer: ['team_bel', 53, 'Marc De Grijse'] },
  ] as const;

  for (const c of cases) {
    it(`${c.year} ${c.teams.join(' v ')}: every goal of the score is an event, with its scorer`, () => {
      const m = matchOf(c.year, c.teams[0], c.teams[1]);
      expect(m.home_score + m.away_score).toBe(c.goals);
      const goals = season(c.year).events.filter((e) => e.match_id === m.id && e.type === 'goal');
      expect(goals).toHaveLength(c.goals);
      expect(m.events_recorded).toBeUndefined();
      const [team, minute, name] = c.scorer;
      expect(goals.filter((g) => g.team_id === team && g.minute === minute).map((g) => playerName(c.year, g.player_id))).toEqual([name]);
    });
  }

  it('reports each such name once as a fuzzy_name warning naming both spellings', () => {
    const fuzzy = [...report(2006), ...report(1990)].filter((i) => i.kind === 'fuzzy_name' && i.severity === 'warning').map((i) => i.message);
    for (const [asWritten, inSquad] of [['YASSER AL QAHTANI', 'Yasser AL KAHTANI'], ['Haminu DRAMAN', 'Haminu Dramani'], ['Marc DEGRYSE', 'Marc DE GRIJSE'], ['Oleg GUSEV', 'Oleg HUSYEV']]) {
      const hits = fuzzy.filter((m) => m.includes(`"${asWritten}"`));
      expect(hits, asWritten).toHaveLength(1);
      expect(hits[0]).toContain(inSquad);
    }
    for (const y of [1990, 2006]) expect(report(y).filter((i) => i.kind === 'events_incomplete' && /not in the squad/.test(i.message))).toEqual([]);
  });
});

describe('2018 line-ups: each team published, a differently spelt player matched', () => {
  // 2018_full.txt line-ups name "ABDULLAH ALMUAIOUF" (squad: "1, Abdullah Al-Mayouf"), "TREZEGUET" (squad: "21, TREZIGUET"),
  // "RAMADAN SOBHI" (squad: "14, RAMADAN SOBHY")
  const matches = [
    ['team_rus', 'team_ksa'],
    ['team_egy', 'team_uru'],
    ['team_rus', 'team_egy'],
    ['team_ksa', 'team_egy'],
  ] as const;
  for (const [a, b] of matches) {
    it(`${a} v ${b}: both teams have 11 starters and a formation`, () => {
      const m = matchOf(2018, a, b);
      for (const team of [a, b]) {
        const starters = season(2018).lineups.filter((l) => l.match_id === m.id && l.team_id === team && l.starter);
        expect(starters, team).toHaveLength(11);
      }
      expect(m.home_formation).not.toBeNull();
      expect(m.away_formation).not.toBeNull();
    });
  }

  it('the goalkeeper of Saudi Arabia in the opening match is #1 and Egypt field #21 against Uruguay', () => {
    const opening = matchOf(2018, 'team_rus', 'team_ksa');
    const keeper = season(2018).lineups.find((l) => l.match_id === opening.id && l.team_id === 'team_ksa' && l.position === 'Goalkeeper' && l.starter);
    expect(keeper?.jersey_number).toBe(1);
    const egyUru = matchOf(2018, 'team_egy', 'team_uru');
    expect(season(2018).lineups.filter((l) => l.match_id === egyUru.id && l.team_id === 'team_egy' && l.starter).map((l) => l.jersey_number)).toContain(21);
  });
});

describe('2006 shoot-out Switzerland v Ukraine', () => {
  // 2006_full.txt: "Switzerland v Ukraine 0-0 a.e.t., 0-3 pen." and
  // "Penalties: Andriy SHEVCHENKO (missed), Marco STRELLER (missed), 0-1 Artem MILEVSKIY, Tranquillo BARNETTA (missed),
  //  0-2 Serhiy REBROV, Ricardo CABANAS (missed), 0-3 Oleg GUSEV" (the squad list spells him "9, Oleg HUSYEV")
  const expected = [
    ['team_ukr', 'Andriy Shevchenko', 'missed'],
    ['team_sui', 'Marco Streller', 'missed'],
    ['team_ukr', 'Artem Milevskiy', 'scored'],
    ['team_sui', 'Tranquillo Barnetta', 'missed'],
    ['team_ukr', 'Serhiy Rebrov', 'scored'],
    ['team_sui', 'Ricardo Cabanas', 'missed'],
    ['team_ukr', 'Oleg Husyev', 'scored'],
  ];

  it('has its 7 kicks in order, with who missed', () => {
    const m = matchOf(2006, 'team_sui', 'team_ukr');
    expect([m.home_penalty, m.away_penalty]).toEqual([0, 3]);
    const kicks = season(2006).events.filter((e) => e.match_id === m.id && e.type === 'shootout');
    expect(kicks.map((k) => [k.team_id, playerName(2006, k.player_id), k.detail])).toEqual(expected);
    expect(kicks.at(-1)).toMatchObject({ score_home: 0, score_away: 3 });
    expect(report(2006).filter((i) => i.kind === 'shootout_skipped')).toEqual([]);
  });
});

describe('JSON and TXT goals that disagree', () => {
  // worldcup.json 2018 France v Australia: goals1 Griezmann 58' (penalty), Behich 81' (own goal);
  // 2018_full.txt: "(Antoine GRIEZMANN 58', Paul POGBA 82'; Mile JEDINAK 62')"
  it('reports the 81st-minute goal once, with both scorers and minutes', () => {
    const m = matchOf(2018, 'team_fra', 'team_aus');
    const conflicts = report(2018).filter((i) => i.kind === 'source_conflict' && i.match === m.match_number && /goal|JSON has/.test(i.message));
    const about = conflicts.filter((i) => /Behich|POGBA/.test(i.message));
    expect(about).toHaveLength(1);
    expect(about[0]!.severity).toBe('warning');
    expect(about[0]!.message).toContain("Behich 81' (o.g.)");
    expect(about[0]!.message).toContain("Paul POGBA 82'");
  });

  it('a penalty the TXT does not mark is a note, not a warning', () => {
    const m = matchOf(2018, 'team_fra', 'team_aus');
    const griezmann = report(2018).filter((i) => i.kind === 'source_conflict' && i.match === m.match_number && i.message.includes('Griezmann 58'));
    expect(griezmann.map((i) => i.severity)).toEqual(['note']);
  });
});
