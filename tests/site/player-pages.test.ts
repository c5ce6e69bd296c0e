/** The players index in bounded pages, and the site's player search over every season. */
import { describe, expect, it } from 'vitest';
import type { PlayerRow } from '../../src/schemas/content/index.ts';
import { initialOf, letterHref, letterPages, PLAYERS_PER_PAGE } from '../../src/lib/site/player-pages.ts';
import { searchHref, searchPlayers, SEARCH_PER_PAGE } from '../../src/lib/site/player-search.ts';
import { comparePlayers } from '../../src/lib/dataset/dataset.ts';
import { foldText } from '../../src/lib/text/fold.ts';

function player(i: number, last: string, first = 'Ana'): PlayerRow {
  return { id: `player_p${i}`, first_name: first, last_name: last, full_name: `${first} ${last}`, short_name: `${first[0]}. ${last}`, position: 'Forward', date_of_birth: null, country_code: 'QAA', height_cm: null };
}

/** 20 "seasons" of players: 25,000 names over a few initials, as a big history would have. */
function many(): PlayerRow[] {
  const lasts = ['Álvarez', 'Öztürk', 'Smith', 'Søren', "O'Neil", 'SStraße', '1860er', 'Bá', 'Zúñiga', 'Quiñones'];
  return Array.from({ length: 25_000 }, (_, i) => player(i, `${lasts[i % lasts.length]}${Math.floor(i / lasts.length)}`)).sort(comparePlayers);
}

describe('players by letter', () => {
  it('files names under their accent-folded initial, non-letters under #', () => {
    expect(initialOf({ last_name: 'Özil' })).toBe('O');
    expect(initialOf({ last_name: 'Ødegaard' })).toBe('O');
    expect(initialOf({ last_name: 'Łukasz' })).toBe('L');
    expect(initialOf({ last_name: "d'Artagnan" })).toBe('D');
    expect(initialOf({ last_name: '1860er' })).toBe('#');
    expect(initialOf({ last_name: 'Ἀχιλλεύς' })).toBe('#');
    expect(letterHref('B')).toBe('/players/letter/b/');
    expect(letterHref('B', 3)).toBe('/players/letter/b/3/');
    expect(letterHref('#', 2)).toBe('/players/letter/other/2/');
  });

  it('never puts more than PLAYERS_PER_PAGE players on a page, and lists everyone exactly once in player order', () => {
    const players = many();
    const pages = letterPages(players);
    expect(Math.max(...pages.map((p) => p.players.length))).toBeLessThanOrEqual(PLAYERS_PER_PAGE);
    expect(pages.flatMap((p) => p.players.map((x) => x.id)).sort()).toEqual(players.map((p) => p.id).sort());
    for (const p of pages) {
      expect(p.players.every((x) => initialOf(x) === p.letter)).toBe(true);
      const sorted = [...p.players].sort(comparePlayers);
      expect(p.players).toEqual(sorted);
    }
    const letters = [...new Set(pages.map((p) => p.letter))];
    expect(letters).toEqual(['1', 'A', 'B', 'O', 'Q', 'S', 'Z', '#'].filter((l) => l !== '1'));
    const s = pages.filter((p) => p.letter === 'S');
    expect(s.map((p) => p.page)).toEqual(Array.from({ length: s.length }, (_, i) => i + 1));
    expect(s.every((p) => p.pages === s.length && p.total === s.reduce((n, x) => n + x.players.length, 0))).toBe(true);
    expect(new Set(pages.map((p) => letterHref(p.letter, p.page))).size).toBe(pages.length);
  });
});

describe('site player search', () => {
  const players = many();
  const ds = { playerList: players, playerSearch: new Map(players.map((p) => [p.id, foldText(p.full_name)])), playerTeams: new Map<string, Set<string>>() };
  const search = (qs: string) => searchPlayers(ds, new URLSearchParams(qs));

  it('finds any player of the whole list, ignoring case and accents, in pages', () => {
    const r = search('q=QUINONES');
    expect(r.total).toBe(2_500);
    expect(r.players).toHaveLength(SEARCH_PER_PAGE);
    expect(r.pages).toBe(50);
    expect(r.players.every((p) => p.last_name.startsWith('Quiñones'))).toBe(true);
    const last = search('q=quinones&page=50');
    expect(last.page).toBe(50);
    expect(last.players.at(-1)!.id).toBe(players.filter((p) => p.last_name.startsWith('Quiñones')).at(-1)!.id);
    expect(search('q=strasse2499').players.map((p) => p.last_name)).toEqual(['SStraße2499']);
    expect(search('q=zzzz').total).toBe(0);
  });

  it('cleans its input instead of failing: control characters, length, page numbers, accents alone', () => {
    expect(search('q=%0D%0Aquin%00ones').q).toBe('quinones');
    const long = search(`q=${'a'.repeat(300)}`);
    expect(long.q).toHaveLength(100);
    expect(long.notes.join(' ')).toMatch(/cut to its first 100 characters/);
    for (const page of ['0', '-1', 'abc', '1.5', '9999999']) {
      const r = search(`q=smith&page=${page}`);
      expect(r.page, page).toBe(1);
      expect(r.notes.join(' '), page).toMatch(/whole number from 1/);
    }
    const past = search('q=smith1&page=9999');
    expect(past.page).toBe(past.pages);
    expect(past.notes.join(' ')).toMatch(/showing the last/);
    const accentsOnly = search('q=%CC%81%CC%83');
    expect(accentsOnly).toMatchObject({ q: '', total: 0, players: [] });
    expect(searchHref('é & co', 2)).toBe('/players/search/?q=%C3%A9+%26+co&page=2');
  });
});
