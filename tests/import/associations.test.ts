/**
 * The built-in table of football associations (src/lib/import/openfootball/associations.ts):
 * every team name of the real openfootball World Cup files (<real data>/openfootball, CC0, read
 * in place, never copied) maps to a code; historic teams keep their own codes; clubs get a derived,
 * deterministic code and ID; and an input without teams/squads files is imported by the table.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSOCIATIONS, associationByCode, associationByName, clubCode, clubTeamId, deriveClubCodes, parseClubName } from '../../src/lib/import/openfootball/associations.ts';
import { parseFootballTxt } from '../../src/lib/import/openfootball/football-txt.ts';
import { parseSquadsTxt } from '../../src/lib/import/openfootball/squads-txt.ts';
import { readMatches, readStadiums, readTeams } from '../../src/lib/import/openfootball/json-source.ts';
import { convertOpenfootball, type ConvertInput } from '../../src/lib/import/openfootball/convert.ts';
import { realData, requireRealData } from '../helpers/real-data.ts';

const data = realData('openfootball');

/** Team name → the files (year/file) it appears in. */
function realTeamNames(): Map<string, Set<string>> {
  requireRealData(['openfootball', 'worldcup.json']);
  const names = new Map<string, Set<string>>();
  const add = (name: string, where: string) => {
    if (!names.has(name)) names.set(name, new Set());
    names.get(name)!.add(where);
  };
  const jsonDir = join(data, 'worldcup.json');
  for (const year of readdirSync(jsonDir).filter((y) => /^\d{4}$/.test(y))) {
    for (const file of readdirSync(join(jsonDir, year)).filter((f) => f.endsWith('.json'))) {
      const body = JSON.parse(readFileSync(join(jsonDir, year, file), 'utf8')) as Record<string, unknown>;
      if (file.split('.').length === 2 || file.endsWith('.quali_playoffs.json')) {
        // read raw: the play-offs file writes scores as arrays, which the importer does not read
        const list = (body.matches ?? (body.rounds as { matches: unknown[] }[]).flatMap((r) => r.matches)) as { team1: unknown; team2: unknown }[];
        for (const m of list) for (const t of [m.team1, m.team2]) add(typeof t === 'string' ? t : (t as { name: string }).name, `${year}/${file}`);
      } else if (file.endsWith('.teams.json')) {
        for (const t of readTeams(body, file)) for (const n of [t.name, t.nameNormalised]) if (n) add(n, `${year}/${file}`);
      } else if (file.endsWith('.groups.json')) {
        for (const g of (body as { groups: { teams: string[] }[] }).groups) for (const n of g.teams) add(n, `${year}/${file}`);
      }
    }
  }
  const more = join(data, 'worldcup', 'more');
  for (const file of readdirSync(more)) {
    const text = readFileSync(join(more, file), 'utf8');
    if (file.endsWith('_squads.txt')) for (const s of parseSquadsTxt(text).squads) add(s.name, `more/${file}`);
    else if (file.endsWith('.txt'))
      for (const m of parseFootballTxt(text).matches) {
        for (const n of [m.team1, m.team2]) if (m.score !== null) add(n, `more/${file}`); // N.N. v N.N. fixtures have no result
        for (const l of m.lineups) add(l.team, `more/${file}`);
      }
  }
  return names;
}

describe('built-in table of associations', () => {
  it('maps every team name of the World Cup files 1930–2026 and the Club World Cup 2025 (clubs by their association)', () => {
    const names = realTeamNames();
    expect(names.size).toBeGreaterThan(100);
    const unknown = [...names].filter(([n]) => !associationByName(n) && !parseClubName(n)).map(([n, where]) => `${n} (${[...where].join(', ')})`);
    expect(unknown).toEqual([]);
    // the clubs' codes are all different and no association's
    const clubs = [...names.keys()].map(parseClubName).filter((c) => c !== null);
    expect(clubs.length).toBe(33); // 32 clubs and the play-off loser (CF América)
    const codes = [...deriveClubCodes(clubs.map((c) => c.name)).values()];
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((c) => associationByCode(c))).toEqual([]);
  });

  it('has one row per code, three capital letters, and no name for two codes', () => {
    const codes = ASSOCIATIONS.map((a) => a.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^[A-Z]{3}$/.test(c))).toBe(true);
  });

  it('keeps historic teams apart from their successors and knows the alternative spellings', () => {
    const code = (n: string) => associationByName(n)?.code ?? null;
    expect([code('West Germany'), code('Germany'), code('East Germany')]).toEqual(['FRG', 'GER', 'GDR']);
    expect([code('Soviet Union'), code('Russia'), code('Yugoslavia'), code('Serbia'), code('Serbia and Montenegro')]).toEqual(['URS', 'RUS', 'YUG', 'SRB', 'SCG']);
    expect([code('Czechoslovakia'), code('Czechia'), code('Czech Republic'), code('Zaire'), code('DR Congo'), code('Congo DR')]).toEqual(['TCH', 'CZE', 'CZE', 'ZAI', 'COD', 'COD']);
    expect([code('Dutch East Indies'), code('USA'), code('United States'), code('Korea Republic'), code('South Korea'), code('North Korea')]).toEqual(['INH', 'USA', 'USA', 'KOR', 'KOR', 'PRK']);
    expect([code('Ivory Coast'), code("Côte d'Ivoire"), code('Cote d’Ivoire'), code('IR Iran'), code('Türkiye'), code('Turkey'), code('Curacao')]).toEqual(['CIV', 'CIV', 'CIV', 'IRN', 'TUR', 'TUR', 'CUW']);
    expect([code('Bosnia & Herzegovina'), code('Bosnia-Herzegovina'), code('Ireland'), code('Republic of Ireland'), code('Northern Ireland')]).toEqual(['BIH', 'BIH', 'IRL', 'IRL', 'NIR']);
    expect(code('Atlantis')).toBeNull();
    expect(associationByCode('frg')?.name).toBe('West Germany');
  });

  it('reads clubs "Name (ABC)" and derives their codes and IDs deterministically', () => {
    expect(parseClubName('Palmeiras (BRA)')).toMatchObject({ name: 'Palmeiras', association: { code: 'BRA', name: 'Brazil' } });
    expect(parseClubName('Brazil')).toBeNull();
    expect(parseClubName('Something (XYZ)')).toBeNull(); // not an association code
    expect(clubCode('Paris Saint-Germain', new Set())).toBe('PSG');
    expect(clubCode('Manchester City', new Set())).toBe('MCI');
    expect(clubCode('Palmeiras', new Set())).toBe('PAL');
    expect(clubCode('FC Porto', new Set())).toBe('POT'); // POR is Portugal
    expect(clubCode('Fluminense RJ', new Set(['FLU']))).toBe('FLM');
    const a = deriveClubCodes(['Inter', 'Inter Miami CF', 'Real Madrid']);
    const b = deriveClubCodes(['Real Madrid', 'Inter Miami CF', 'Inter']);
    expect([...a].sort()).toEqual([...b].sort());
    expect(clubTeamId('Bayern München', 'GER')).toBe('team_bayern-munchen-ger');
  });
});

describe('importing without teams and squads files', () => {
  const stadiums = readStadiums({ stadiums: [{ city: 'Montevideo', name: 'Estadio Centenario', timezone: 'UTC-3' }] }, 's.json');
  const input = (matches: unknown[], teams: ConvertInput['json']['teams'] = null): ConvertInput => {
    const m = readMatches({ name: 'World Cup 1930', matches }, 'wc.json');
    return {
      json: { name: m.name, matches: m.matches, squads: null, teams, stadiums, groups: null },
      txt: null,
      squadsTxt: null,
      files: { matches: 'wc.json', squads: '(no squads file)', groups: '(no groups file)', txt: '-', squadsTxt: '-', teams: 'wc.teams.json' },
    };
  };
  const match = (team1: string, team2: string, date: string, extra: Record<string, unknown> = {}) => ({
    round: 'Matchday 1', date, team1, team2, score: { ft: [0, 0] }, group: 'Group 1', ground: 'Estadio Centenario, Montevideo', ...extra,
  });

  it('identifies national teams by the table, with its English names, and their groups by their matches', () => {
    const r = convertOpenfootball(input([match('USA', 'West Germany', '1930-07-13'), match('Korea Republic', 'United States', '1930-07-17', { group: 'Group 2' })]), { slug: 'wc-1930', venueCountry: 'USA' });
    expect(r.season.teams).toEqual([
      { id: 'team_usa', name: 'United States', code: 'USA', group: 'Group 1' },
      { id: 'team_frg', name: 'West Germany', code: 'FRG', group: 'Group 1' },
      { id: 'team_kor', name: 'South Korea', code: 'KOR', group: 'Group 2' },
    ]);
    expect(r.shared.countries.map((c) => `${c.code} ${c.name}`)).toEqual(['USA United States', 'FRG West Germany', 'KOR South Korea']);
    expect(r.season.matches.map((m) => [m.home_team_id, m.away_team_id])).toEqual([['team_usa', 'team_frg'], ['team_kor', 'team_usa']]);
    // Group 2 starts after Group 1 is over and shares a team with it: a second group stage (1974, 1978)
    expect(r.report.items.map((i) => i.message).join('\n')).toMatch(/USA plays group matches in Group 1 and Group 2 \(group stages one after the other\); teams.csv puts it in Group 1/);
    // groups at the same time: one stage, a team in two of them is left without a group (validation reports it)
    const same = convertOpenfootball(input([match('USA', 'West Germany', '1930-07-13'), match('Korea Republic', 'United States', '1930-07-13', { group: 'Group 2' })]), { slug: 'wc-1930', venueCountry: 'USA' });
    expect(same.season.teams[0]!.group).toBeNull();
    expect(same.report.items.map((i) => i.message).join('\n')).toMatch(/USA plays group matches in Group 1 and Group 2 of the same group stage; no group is set/);
  });

  it('refuses a team with a result that the table does not know, naming it', () => {
    expect(() => convertOpenfootball(input([match('Atlantis', 'Brazil', '1930-07-13')]), { slug: 'x' })).toThrow(/does not know "Atlantis"; add it to the table/);
  });

  it('keeps a teams file first and reports once where it disagrees with the table', () => {
    const teams = readTeams([{ name: 'West Germany', fifa_code: 'GER' }, { name: 'Brazil', fifa_code: 'BRA' }], 't.json');
    const r = convertOpenfootball(input([match('West Germany', 'Brazil', '1930-07-13'), match('Brazil', 'West Germany', '1930-07-14')], teams), { slug: 'x', venueCountry: 'BRA' });
    expect(r.season.teams.map((t) => t.id)).toEqual(['team_ger', 'team_bra']);
    const conflicts = r.report.items.filter((i) => i.kind === 'source_conflict').map((i) => i.message);
    expect(conflicts).toEqual(['wc.teams.json gives "West Germany" the code GER; the built-in table of associations says FRG (West Germany); GER from the file is used']);
  });

  it('imports clubs "Name (ABC)": derived code, stable ID, the association as country; a host that is no team', () => {
    const r = convertOpenfootball(
      input([
        { round: 'Group A', date: '2025-06-15', time: '18:00', team1: 'Palmeiras (BRA)', team2: 'FC Porto (POR)', score: { ft: [0, 0] }, ground: 'Estadio Centenario' },
      ]),
      { slug: 'cwc-2025', venueCountry: 'URU' },
    );
    expect(r.season.teams).toEqual([
      { id: 'team_palmeiras-bra', name: 'Palmeiras', code: 'PAL', group: 'Group A' },
      { id: 'team_fc-porto-por', name: 'FC Porto', code: 'POT', group: 'Group A' },
    ]);
    expect(r.season.competition.groups).toEqual(['Group A']);
    expect(r.shared.countries).toEqual([{ code: 'BRA', name: 'Brazil' }, { code: 'POR', name: 'Portugal' }, { code: 'URU', name: 'Uruguay' }]);
    expect(r.season.matches.map((m) => [m.home_team_id, m.away_team_id, m.group])).toEqual([['team_palmeiras-bra', 'team_fc-porto-por', 'Group A']]);
    expect(r.season.venues[0]!.country_code).toBe('URU');
  });
});
