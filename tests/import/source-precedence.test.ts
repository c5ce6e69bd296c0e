/**
 * The JSON against the Football.TXT report (pairs written out from the openfootball files): when
 * two venue texts are one venue, and which kick-off time a match gets.
 */
import { describe, expect, it } from 'vitest';
import { sameVenue } from '../../src/lib/import/openfootball/venue-text.ts';
import { chooseKickoff } from '../../src/lib/import/openfootball/kickoff-sources.ts';

describe('sameVenue', () => {
  it('the same ground written two ways', () => {
    for (const [name, city, text] of [
      ['Estadio Pocitos', 'Montevideo', 'Pocitos, Montevideo'], // 1930
      ['Charmilles Stadium', 'Geneva', 'Charmilles, Geneva'], // 1954
      ['Stade Olympique de Colombes', 'Paris', 'Stade Olympique, Paris (Colombes)'], // 1938
      ['Pontiac Silverdome', 'Pontiac', 'Pontiac Silverdome, Detroit (Pontiac)'], // 1994
      ['Olympiastadion', 'West Berlin', 'Olympiastadion, Berlin West'], // 1974
      ["Stadio Sant'Elia", 'Cagliari', 'Sant Elia, Cagliari'], // 1990
      ['Estadio Cuauhtémoc', 'Puebla', 'Estadio Cuauhtemoc, Puebla'], // 1970
    ]) expect(sameVenue({ name: name!, city: city! }, text!), text).toBe(true);
  });

  it('another name or another city is a difference', () => {
    for (const [name, city, text] of [
      ['Stadio Delle Alpi', 'Turin', 'Allianz Stadium, Turin'], // 1990
      ['Luzhniki Stadium', 'Moscow', 'Lenin, Moscow'], // 2018
      ['Olympiastadion', 'München', 'Olympiastadion, Munich'], // 1974
      ['Stade municipal', 'Le Havre', 'Cavee Verte, Le Havre'], // 1938
      ['Olympiastadion', 'West Berlin', 'Olympiastadion, München'],
    ]) expect(sameVenue({ name: name!, city: city! }, text!), text).toBe(false);
  });
});

describe('chooseKickoff', () => {
  it('JSON first; the TXT where the JSON has none; none: start_time_tbd', () => {
    const txt = { time: '18:00', offset: 120 };
    expect(chooseKickoff(null, txt)).toEqual({ local: txt, from: 'txt', unreadable: null, conflict: null });
    expect(chooseKickoff('16:00', { time: '16:00', offset: 120 })).toEqual({ local: { time: '16:00', offset: 120 }, from: 'json', unreadable: null, conflict: null });
    expect(chooseKickoff('19:00 UTC-6', { time: '20:00', offset: -360 }).conflict).toEqual({ json: '19:00 UTC-6', txt: '20:00 UTC-6' });
    expect(chooseKickoff('19:00 UTC-6', { time: '19:00', offset: -300 }).conflict).toEqual({ json: '19:00 UTC-6', txt: '19:00 UTC-5' });
    expect(chooseKickoff(null, null)).toEqual({ local: null, from: null, unreadable: null, conflict: null });
    expect(chooseKickoff('13:00 local', txt)).toMatchObject({ local: txt, from: 'txt', unreadable: '13:00 local' });
  });
});
