/**
 * Spellings of one player's name: near spellings matched (and only within limits), the TXT's
 * capitals written as a name, the best spelling of several sources. Written-out pairs from the
 * openfootball files (years in the comments).
 */
import { describe, expect, it } from 'vitest';
import { editDistance, matchName, type Candidate } from '../../src/lib/import/openfootball/name-match.ts';
import { displayCase } from '../../src/lib/import/openfootball/name-parts.ts';
import { bestSpelling } from '../../src/lib/import/openfootball/best-spellings.ts';
import { isBetterSpelling } from '../../src/lib/content/name-spelling.ts';

const c = (id: string, name: string, surname: string): Candidate => ({ id, names: [name], surnames: [surname] });

describe('near spellings (match report v squad list)', () => {
  it('counts changed, inserted, deleted and swapped letters', () => {
    expect(editDistance('trezeguet', 'treziguet', 2)).toBe(1);
    expect(editDistance('oleggusev', 'oleghusyev', 2)).toBe(2);
    expect(editDistance('fryedryk', 'fryderyk', 2)).toBe(1); // swapped neighbours
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3); // more than the limit
  });

  it('matches one or two letters of difference in one team, with the rule named', () => {
    // 2006 Ukraine: report "Oleg GUSEV", squad "9, Oleg HUSYEV" (and "14, Andriy GUSIN")
    const ukr = [c('husyev', 'Oleg HUSYEV', 'HUSYEV'), c('gusin', 'Andriy GUSIN', 'GUSIN'), c('shovkovski', 'Oleksandr SHOVKOVSKI', 'SHOVKOVSKI')];
    expect(matchName('Oleg GUSEV', ukr)).toEqual({ id: 'husyev', rule: 'spelling', edits: 2 });
    expect(matchName('Oleksandr SHOVKOVSKYI', ukr)).toEqual({ id: 'shovkovski', rule: 'spelling', edits: 1 });
    // 2018 Egypt: "TREZEGUET" / "21, TREZIGUET"; 1990 Belgium: "Marc DEGRYSE" / "9, Marc DE GRIJSE"
    expect(matchName('TREZEGUET', [c('t', 'TREZIGUET', 'TREZIGUET')])).toMatchObject({ id: 't', rule: 'spelling' });
    expect(matchName('Marc DEGRYSE', [c('d', 'Marc DE GRIJSE', 'DE GRIJSE'), c('w', 'Michel DE WOLF', 'DE WOLF')])).toMatchObject({ id: 'd', rule: 'spelling' });
  });

  it('does not stretch short names, and never picks between two near spellings', () => {
    // 1950 Spain: the JSON's own goal by "Parra"; "ZARRA" is another player
    expect(matchName('Parra', [c('zarra', 'ZARRA', 'ZARRA')]).id).toBeNull();
    const r = matchName('Olaf MEYER', [c('a', 'Olaf MAYER', 'MAYER'), c('b', 'Olaf MEIER', 'MEIER')]);
    expect(r).toMatchObject({ id: null, reason: 'ambiguous' });
    expect((r as { candidates: string[] }).candidates.sort()).toEqual(['a', 'b']);
  });

  it('a family name shared by two players is not shortened to pick one (2018 Tunisia)', () => {
    const tun = [c('syam', 'Syam BEN YOUSSEF', 'Ben Youssef'), c('fakhreddine', 'BEN YOUSSEF Fakhreddine', 'Ben Youssef')];
    expect(matchName('F. Ben Youssef', tun).id).toBeNull();
    // the JSON's "Fakhereedine Ben Youssef" is two letters from the squad's name
    expect(matchName('Fakhereedine Ben Youssef', tun)).toMatchObject({ id: 'fakhreddine', rule: 'spelling' });
  });

  it('a family name alone: umlauts as ae/oe/ue, then a near spelling when nothing else fits', () => {
    // 1934 "Jäggi" / "Willy JAEGGI"; 1950 "Jeppson" / "Hans JEPPSSON"
    expect(matchName('Jäggi', [c('j', 'Willy JAEGGI', 'JAEGGI'), c('x', 'Andre ABEGGLEN', 'ABEGGLEN')]).id).toBe('j');
    expect(matchName('Jeppson', [c('j', 'Hans JEPPSSON', 'JEPPSSON'), c('p', 'Karl-Erik PALMER', 'PALMER')])).toMatchObject({ id: 'j', rule: 'spelling' });
  });
});

describe('the TXT capitals written as a name', () => {
  it.each([
    ['Trent ALEXANDER-ARNOLD', 'Trent Alexander-Arnold'],
    ['Sergej MILINKOVIC-SAVIC', 'Sergej Milinkovic-Savic'],
    ['Weston McKENNIE', 'Weston McKennie'],
    ['Jamie MacLAREN', 'Jamie MacLaren'],
    ["Aiden O'NEILL", "Aiden O'Neill"],
    ['Kevin GROßKREUTZ', 'Kevin Großkreutz'],
    ['MARIO FERNANDES', 'Mario Fernandes'],
    ['HWANG Inbeom', 'Hwang Inbeom'],
    ['GONZALVO III', 'Gonzalvo III'],
    ['Ali Gabr', 'Ali Gabr'],
  ])('%s → %s', (txt, shown) => {
    expect(displayCase(txt).text).toBe(shown);
  });
});

describe('the best spelling of several sources', () => {
  it('takes the accents another source writes, word by word, letters unchanged', () => {
    expect(bestSpelling('Luka Modric', new Set(['Luka', 'Modric']), ['Modrić', 'Luka MODRIC'])).toBe('Luka Modrić');
    expect(bestSpelling('Thomas Mueller', new Set(['Thomas', 'Mueller']), ['Thomas Müller'])).toBe('Thomas Müller');
    expect(bestSpelling('Gylfi Sigurdsson', new Set(['Sigurdsson']), ['G. Sigurðsson'])).toBe('Gylfi Sigurðsson');
    // another spelling is not a better spelling: the squad list's letters stay
    expect(bestSpelling('Sergey Ignashevich', new Set(), ['Sergei Ignashevich'])).toBe('Sergey Ignashevich');
  });

  it('a case made up from capitals gives way to a source in normal case, a written one does not', () => {
    expect(bestSpelling('Virgil Van Dijk', new Set(['Van', 'Dijk']), ['Virgil van Dijk'])).toBe('Virgil van Dijk');
    expect(bestSpelling('CJ dos Santos', new Set(), ['CJ DOS SANTOS'])).toBe('CJ dos Santos');
  });

  it('across seasons: more accents on the same letters replace a row, nothing else does', () => {
    expect(isBetterSpelling('Luka Modric', 'Luka Modrić')).toBe(true);
    expect(isBetterSpelling('Thomas Mueller', 'Thomas Müller')).toBe(true);
    expect(isBetterSpelling('Luka Modrić', 'Luka Modric')).toBe(false);
    expect(isBetterSpelling('Sergey Ignashevich', 'Sérgei Ignashevich')).toBe(false);
    expect(isBetterSpelling('CJ dos Santos', 'Cj Dos Santos')).toBe(false);
  });
});
