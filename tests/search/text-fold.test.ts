/**
 * The one folding (src/lib/text/fold.ts, decisions.md "Accent folding") against written-out pairs,
 * and everything that folds through it: search keys, slugs (IDs, site anchors), "did you mean",
 * the importers' name keys.
 */
import { describe, expect, it } from 'vitest';
import { expandUmlauts, foldAccents, foldText } from '../../src/lib/text/fold.ts';
import { slugify } from '../../src/lib/text/slug.ts';
import { matchesSearch, searchForms } from '../../src/lib/search/search-key.ts';
import { slugify as siteSlug } from '../../src/lib/site/format.ts';
import { closest } from '../../src/lib/content/did-you-mean.ts';
import { nameKey, slugify as importSlug } from '../../src/lib/import/openfootball/text-keys.ts';
import { initialOf } from '../../src/lib/site/player-pages.ts';

describe('foldText: lower case, accents and special letters folded', () => {
  it.each([
    ['Guðmundsson', 'gudmundsson'],
    ['Þór', 'thor'],
    ['Þórir Ólafsson', 'thorir olafsson'],
    ['Ødegaard', 'odegaard'],
    ['Modrić', 'modric'],
    ['Łukasz Fabiański', 'lukasz fabianski'],
    ['İlkay Gündoğan', 'ilkay gundogan'],
    ['Yıldız', 'yildiz'],
    ['Strauß', 'strauss'],
    ['Müller', 'muller'],
    ['Quiñones', 'quinones'],
    ['Đoković', 'dokovic'],
    ['Ærø', 'aero'],
    ['Œuvre', 'oeuvre'],
    ['Ħamrun', 'hamrun'],
    ['São Paulo', 'sao paulo'],
    ['Kébémer-sur-Mer', 'kebemer-sur-mer'],
    // decomposed input (NFD, as macOS file names come) folds the same
    ['Mu\u0308ller', 'muller'],
  ])('%s → %s', (input, folded) => {
    expect(foldText(input)).toBe(folded);
  });
});

describe('foldAccents keeps the case; expandUmlauts transliterates German umlauts', () => {
  it.each([
    ['Þór Guðmundsson', 'Thor Gudmundsson'],
    ['ÞÓR', 'THOR'],
    ['Martin Ødegaard', 'Martin Odegaard'],
    ['Æsir', 'Aesir'],
    ['ÆRØ', 'AERO'],
    ['Quiñones', 'Quinones'],
  ])('foldAccents(%s) = %s', (input, folded) => {
    expect(foldAccents(input)).toBe(folded);
  });
  it.each([
    ['Müller', 'Mueller'],
    ['MÜLLER', 'MUELLER'],
    ['Jäger', 'Jaeger'],
    ['Cömert', 'Coemert'],
    ['Über', 'Ueber'],
    ['Mu\u0308ller', 'Mueller'],
    ['Modrić', 'Modrić'],
  ])('expandUmlauts(%s) = %s', (input, expanded) => {
    expect(expandUmlauts(input)).toBe(expanded);
  });
});

describe('search: "Müller" is found by muller, müller and mueller (decisions.md)', () => {
  it.each(['mueller', 'muller', 'müller', 'MÜLLER', 'Mueller', 'thomas m', 'mas mue'])('Thomas Müller is found by %j', (q) => {
    expect(matchesSearch('Thomas Müller', q)).toBe(true);
  });
  it.each([
    ['Ögmundur Guðmundsson', 'gudmundsson'],
    ['Ögmundur Guðmundsson', 'oegmundur'],
    ['Ögmundur Guðmundsson', 'ogmundur'],
    ['Viðar Þórsson', 'thorsson'],
    ['Martin Ødegaard', 'odegaard'],
    ['Luka Modrić', 'MODRIC'],
    ['Łukasz Piszczek', 'lukasz'],
    ['İlkay Gündoğan', 'ilkay gundogan'],
    ['İlkay Gündoğan', 'guendogan'],
    ['Franz Strauß', 'strauss'],
  ])('%s is found by %j', (name, q) => {
    expect(matchesSearch(name, q)).toBe(true);
  });
  it('finds nothing that is in neither form, and never across the two forms', () => {
    expect(searchForms('Thomas Müller')).toEqual(['thomas muller', 'thomas mueller']);
    expect(searchForms('Luka Modrić')).toEqual(['luka modric']);
    expect(matchesSearch('Thomas Müller', 'muellerr')).toBe(false);
    expect(matchesSearch('Thomas Müller', 'mullerthomas')).toBe(false);
    expect(matchesSearch('Thomas Müller', 'muller\u0000thomas')).toBe(false);
    expect(matchesSearch('Luka Modrić', 'mueller')).toBe(false);
  });
});

describe('slugs and keys fold the same way', () => {
  it.each([
    ['Martin Ødegaard', 'martin-odegaard'],
    ['Þór Guðmundsson', 'thor-gudmundsson'],
    ['Thomas Müller', 'thomas-muller'],
    ["Levi's Stadium", 'levis-stadium'],
    ['AT&T Stadium', 'at-and-t-stadium'],
    ['Round of 32', 'round-of-32'],
    ['Third-place match', 'third-place-match'],
    ['Kébémer-sur-Mer', 'kebemer-sur-mer'],
    ['  Group  A ', 'group-a'],
  ])('slugify(%s) = %s, on the site and in the importers too', (input, slug) => {
    expect(slugify(input)).toBe(slug);
    expect(siteSlug(input)).toBe(slug);
    expect(importSlug(input)).toBe(slug);
  });
  it('cuts a long slug at a word end within the limit', () => {
    expect(slugify('Estadio Olímpico Universitario de la Ciudad', 20)).toBe('estadio-olimpico-uni');
    expect(slugify('Estadio Olímpico Universitario', 17)).toBe('estadio-olimpico');
    expect(importSlug('x'.repeat(70))).toHaveLength(64);
  });
  it('importer name keys: Þórsson and Thorsson, Guðmundsson and Gudmundsson are one key', () => {
    expect(nameKey('Viðar Þórsson')).toBe(nameKey('VIDAR THORSSON'));
    expect(nameKey('Ögmundur Guðmundsson')).toBe('ogmundur gudmundsson');
  });
  it('did you mean: an ID typed as the folded name finds the team with ð/þ', () => {
    expect(closest('team_thor', [{ id: 'team_isl', name: 'Þór' }, { id: 'team_abc', name: 'Abc' }])).toEqual([{ id: 'team_isl', name: 'Þór' }]);
  });
  it('players-by-letter: Þórsson is under T, Ødegaard under O', () => {
    expect(initialOf({ last_name: 'Þórsson' })).toBe('T');
    expect(initialOf({ last_name: 'Ødegaard' })).toBe('O');
  });
});
