/**
 * Whether a venue as the Football.TXT writes it (`@ Stadio Olimpico, Rome`) is the venue the JSON
 * gives a match. The two files name grounds in their own words, so names are compared by their
 * distinctive words: accents, case and punctuation ignored, generic words (`Stadium`, `Estadio`,
 * `Stade`, `de`…) left out, and one name's words all found in the other's (`Pocitos` and `Estadio
 * Pocitos`, `Charmilles` and `Charmilles Stadium`; `Sant'Elia` and `Sant Elia`). Cities are the same when equal in those terms,
 * or when one names the other in brackets (`Detroit (Pontiac)` and `Pontiac`). Anything else
 * (`Stadio Delle Alpi` and `Allianz Stadium`, `München` and `Munich`) is a difference to report.
 */
import type { TxtVenue } from './football-txt.ts';
import { nameKey, nameTokens } from './text-keys.ts';

const GENERIC = new Set([
  'stadium', 'stadio', 'estadio', 'stade', 'stadion', 'stadionul', 'stadyum', 'arena', 'the', 'de', 'des', 'do', 'da', 'dos', 'das', 'del', 'della', 'delle',
  'di', 'la', 'le', 'el', 'of', 'y', 'e', 'field', 'park', 'ground', 'football',
]);

const words = (s: string): string[] => nameTokens(s).filter((t) => !GENERIC.has(t));

function sameName(a: string, b: string): boolean {
  const x = words(a);
  const y = words(b);
  if (x.length === 0 || y.length === 0) return nameTokens(a).join(' ') === nameTokens(b).join(' ');
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  // `Sant'Elia` and `Sant Elia`, `Marc'Antonio` and `Marc Antonio`: the same letters
  return short.every((t) => long.includes(t)) || x.join('') === y.join('');
}

/** `Los Angeles (Pasadena)` → [`angeles los`, `pasadena`]; `West Berlin` → [`berlin west`]: words in order, so word order does not matter. */
function cityNames(city: string): string[] {
  const m = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(city);
  const names = m ? [m[1]!, m[2]!] : [city];
  return names.map((n) => [...nameTokens(n)].sort().join(' ')).filter(Boolean);
}

/** `Stadio Olimpico, Rome` → name and city (the text after the last comma; no comma: both). */
export function splitVenueText(text: string): { name: string; city: string } {
  const comma = text.lastIndexOf(',');
  return comma < 0 ? { name: text.trim(), city: text.trim() } : { name: text.slice(0, comma).trim(), city: text.slice(comma + 1).trim() };
}

export function sameVenue(venue: { name: string; city: string }, text: string): boolean {
  const t = splitVenueText(text);
  const cities = cityNames(venue.city);
  const sameCity = cityNames(t.city).some((c) => cities.includes(c));
  return sameCity && sameName(venue.name, t.name);
}

/**
 * The country the TXT header's venue list gives a match's venue text (`Sapporo Dome, Sapporo` →
 * `JPN`, from `#   Sapporo Dome, Sapporo (JPN)`): the entry of the same text, else the one entry
 * naming the same venue; null when none or several do.
 */
export function listedCountry(venues: readonly TxtVenue[], text: string | null): string | null {
  if (!text || venues.length === 0) return null;
  const same = venues.find((v) => nameKey(v.text) === nameKey(text));
  if (same) return same.country;
  const like = venues.filter((v) => sameVenue(splitVenueText(v.text), text));
  return like.length === 1 ? like[0]!.country : null;
}
