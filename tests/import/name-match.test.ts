import { describe, expect, it } from 'vitest';
import { matchName, type Candidate } from '../../src/lib/import/openfootball/name-match.ts';
import { shortName, splitName, txtSurname } from '../../src/lib/import/openfootball/name-parts.ts';
import { createTeamIndex } from '../../src/lib/import/openfootball/team-names.ts';
import { slugify } from '../../src/lib/import/openfootball/text-keys.ts';

const squad: Candidate[] = [
  { id: 'quinones', names: ['Julián Quiñones'], surnames: ['Quiñones'] },
  { id: 'krejci', names: ['Ladislav Krejčí'], surnames: ['Krejčí'] },
  { id: 'hwang', names: ['Hwang In-beom'], surnames: ['Hwang'] },
  { id: 'araujo', names: ['Maximiliano Araújo'], surnames: ['Araújo'] },
  { id: 'lisandro', names: ['Lisandro Martínez'], surnames: ['Martínez'] },
  { id: 'lautaro', names: ['Lautaro Martínez'], surnames: ['Martínez'] },
  { id: 'emiliano', names: ['Emiliano Martínez'], surnames: ['Martínez'] },
  { id: 'rudiger', names: ['Antonio Rüdiger'], surnames: ['Rüdiger'] },
  { id: 'diney', names: ['Diney'], surnames: ['Diney'] },
  { id: 'oneill', names: ["Aiden O'Neill"], surnames: ["O'Neill"] },
  { id: 'mueller', names: ['Thomas MUELLER'], surnames: ['MUELLER'] },
];

describe('matchName', () => {
  it('matches accents, case and TXT capitals exactly', () => {
    expect(matchName('Julian QUINONES', squad)).toEqual({ id: 'quinones', rule: 'exact' });
    expect(matchName('Ladislav Krejcí', squad)).toEqual({ id: 'krejci', rule: 'exact' });
    expect(matchName('Ladislav KREJCI', squad)).toEqual({ id: 'krejci', rule: 'exact' });
    expect(matchName('Aiden ONEILL', squad)).toEqual({ id: 'oneill', rule: 'exact' });
    expect(matchName('Antonio RUEDIGER', squad)).toEqual({ id: 'rudiger', rule: 'exact' });
    // the other way round (2014: JSON "Thomas Müller", TXT squad "Thomas MUELLER")
    expect(matchName('Thomas Müller', squad)).toEqual({ id: 'mueller', rule: 'exact' });
    expect(matchName('Müller Thomas', squad)).toEqual({ id: 'mueller', rule: 'word-order' });
  });

  it('matches family-name-first and run-together given names', () => {
    expect(matchName('HWANG In-beom', squad).id).toBe('hwang');
    expect(matchName('HWANG Inbeom', squad)).toEqual({ id: 'hwang', rule: 'compact' });
    expect(matchName('In-beom Hwang', squad)).toEqual({ id: 'hwang', rule: 'word-order' });
  });

  it('falls back to a unique surname, then a unique initial + surname', () => {
    expect(matchName('Maxi Araújo', squad)).toEqual({ id: 'araujo', rule: 'surname' });
    expect(matchName('E. Martínez', squad)).toEqual({ id: 'emiliano', rule: 'initial-surname' });
    expect(matchName('Diney Borges', squad)).toEqual({ id: 'diney', rule: 'contained' });
  });

  it('never guesses between players', () => {
    const r = matchName('L. Martínez', squad);
    expect(r.id).toBeNull();
    expect(r).toMatchObject({ reason: 'ambiguous' });
    expect((r as { candidates: string[] }).candidates.sort()).toEqual(['lautaro', 'lisandro']);
    expect(matchName('Nobody Known', squad)).toEqual({ id: null, reason: 'none', candidates: [] });
  });
});

describe('names', () => {
  it('finds the capitalised family name of a TXT name', () => {
    expect(txtSurname('Julian QUINONES')).toEqual({ surname: 'QUINONES', familyFirst: false });
    expect(txtSurname('Jan Paul VAN HECKE')).toEqual({ surname: 'VAN HECKE', familyFirst: false });
    expect(txtSurname('Weston McKENNIE')).toEqual({ surname: 'McKENNIE', familyFirst: false });
    expect(txtSurname('HWANG Inbeom')).toEqual({ surname: 'HWANG', familyFirst: true });
    expect(txtSurname('CRISTIANO RONALDO')).toBeNull();
    expect(txtSurname('Patrik Schick')).toBeNull();
  });

  it('splits the accented full name where the TXT says', () => {
    const q = splitName('Julián Quiñones', txtSurname('Julian QUINONES'));
    expect(q).toMatchObject({ first: 'Julián', last: 'Quiñones' });
    expect(shortName('Julián Quiñones', q)).toBe('J. Quiñones');
    expect(splitName('Jan Paul van Hecke', txtSurname('Jan Paul VAN HECKE'))).toMatchObject({ first: 'Jan Paul', last: 'van Hecke' });
    const h = splitName('Hwang In-beom', txtSurname('HWANG Inbeom'));
    expect(h).toMatchObject({ first: 'In-beom', last: 'Hwang', familyFirst: true });
    expect(shortName('Hwang In-beom', h)).toBe('Hwang In-beom');
  });

  it('falls back to the last word with its particles, and keeps single names whole', () => {
    expect(splitName('Cristiano Ronaldo', null)).toMatchObject({ first: 'Cristiano', last: 'Ronaldo' });
    expect(splitName('Mohamed El Shenawy', null)).toMatchObject({ first: 'Mohamed', last: 'El Shenawy' });
    const c = splitName('Casemiro', null);
    expect(c).toMatchObject({ first: 'Casemiro', last: 'Casemiro', mononym: true });
    expect(shortName('Casemiro', c)).toBe('Casemiro');
  });

  it('slugs names for IDs in ASCII', () => {
    expect(slugify('Julián Quiñones')).toBe('julian-quinones');
    expect(slugify('Martin Ødegaard')).toBe('martin-odegaard');
    expect(slugify("Levi's Stadium")).toBe('levis-stadium');
    expect(slugify('AT&T Stadium')).toBe('at-and-t-stadium');
  });
});

describe('team names', () => {
  it('resolves the files’ different spellings to one code', () => {
    const idx = createTeamIndex([
      { name: 'Bosnia & Herzegovina', code: 'BIH' },
      { name: "Cote d'Ivoire", code: 'CIV' },
      { name: 'Türkiye', code: 'TUR' },
      { name: 'South Korea', code: 'KOR' },
    ]);
    expect(idx.resolve('Bosnia and Herzegovina')).toBe('BIH');
    expect(idx.resolve("Côte d'Ivoire")).toBe('CIV');
    expect(idx.resolve('TURKIYE')).toBe('TUR');
    expect(idx.resolve('Korea Republic')).toBe('KOR'); // FIFA form, from the small table
    expect(idx.resolve('Atlantis')).toBeNull();
  });
});
