/**
 * Built-in table of football associations (national teams): FIFA code → English name, with the
 * other spellings the openfootball files use. Used when an input names its teams without codes
 * (most World Cups, the Club World Cup's clubs "Palmeiras (BRA)"), and as a cross-check of a teams
 * file where there is one (the file wins; disagreements are reported).
 *
 * Sources and conventions (see docs/importing.md, "Team names and codes"):
 * - Codes are FIFA's three-letter trigrammes (FIFA member associations list, as used in FIFA match
 *   reports), not ISO 3166 or IOC codes where those differ (`GER`, `NED`, `SUI`, `KSA`, `RSA`, `CRC`,
 *   `POR`, `URU`, `ALG`…).
 * - Teams that no longer exist keep the code FIFA's historical records use: West Germany `FRG`,
 *   East Germany `GDR`, Soviet Union `URS`, Yugoslavia `YUG` (also the Federal Republic of Yugoslavia
 *   of 1998), Czechoslovakia `TCH`, Zaire `ZAI`, Dutch East Indies `INH`, Serbia and Montenegro `SCG`.
 *   A successor is a different team with its own code (Germany `GER`, Russia `RUS`, Serbia `SRB`,
 *   Czech Republic `CZE`, DR Congo `COD`, Indonesia `IDN`): the table never merges them.
 * - `name` is the common English short name, as the openfootball JSON writes it for most years
 *   ("South Korea", "Ivory Coast", "Czech Republic", "United States"); FIFA's official forms
 *   ("Korea Republic", "Côte d'Ivoire", "Czechia", "IR Iran", "Türkiye", "Cabo Verde", "Congo DR")
 *   are aliases. "Ireland" is the Republic of Ireland (`IRL`), as in the World Cups of 1990–2002.
 * - Names are compared accent-, case- and punctuation-insensitively, `&` = `and`
 *   (`teamNameKey`), so "Curacao" finds "Curaçao" and "Bosnia & Herzegovina" the `and` form.
 * - Coverage: every team of the World Cups 1930–2026 and the 2026 qualifying play-offs, the countries
 *   of the Club World Cup 2025 clubs, and the other members of UEFA, CONMEBOL and CONCACAF and the
 *   better-known ones of the other confederations. Not exhaustive: add a row when an input needs it
 *   (tests/import/associations.test.ts checks every team name of the World Cup files maps).
 */
import { nameKey, slugify } from './text-keys.ts';

export interface Association {
  /** FIFA code, three capital letters. */
  code: string;
  /** Common English short name. */
  name: string;
  /** Other spellings found in sources (FIFA's official form, older or local names). */
  aliases?: string[];
  /** Years the team played under this code, for teams that no longer exist. */
  historic?: string;
}

export const ASSOCIATIONS: readonly Association[] = [
  // historic teams
  { code: 'FRG', name: 'West Germany', aliases: ['Germany FR', 'FR Germany'], historic: '1950–1990' },
  { code: 'GDR', name: 'East Germany', aliases: ['Germany DR', 'DR Germany'], historic: '1952–1990' },
  { code: 'URS', name: 'Soviet Union', aliases: ['USSR'], historic: '1924–1991' },
  { code: 'YUG', name: 'Yugoslavia', aliases: ['FR Yugoslavia'], historic: '1920–2003' },
  { code: 'TCH', name: 'Czechoslovakia', historic: '1920–1993' },
  { code: 'ZAI', name: 'Zaire', historic: '1971–1997' },
  { code: 'INH', name: 'Dutch East Indies', aliases: ['Netherlands East Indies'], historic: '1934–1945' },
  { code: 'SCG', name: 'Serbia and Montenegro', historic: '2003–2006' },
  // AFC
  { code: 'AUS', name: 'Australia' },
  { code: 'BHR', name: 'Bahrain' },
  { code: 'CHN', name: 'China', aliases: ['China PR'] },
  { code: 'IDN', name: 'Indonesia' },
  { code: 'IND', name: 'India' },
  { code: 'IRN', name: 'Iran', aliases: ['IR Iran'] },
  { code: 'IRQ', name: 'Iraq' },
  { code: 'JOR', name: 'Jordan' },
  { code: 'JPN', name: 'Japan' },
  { code: 'KOR', name: 'South Korea', aliases: ['Korea Republic', 'Republic of Korea'] },
  { code: 'KSA', name: 'Saudi Arabia' },
  { code: 'KUW', name: 'Kuwait' },
  { code: 'LBN', name: 'Lebanon' },
  { code: 'OMA', name: 'Oman' },
  { code: 'PLE', name: 'Palestine' },
  { code: 'PRK', name: 'North Korea', aliases: ['Korea DPR', 'DPR Korea'] },
  { code: 'QAT', name: 'Qatar' },
  { code: 'SYR', name: 'Syria' },
  { code: 'THA', name: 'Thailand' },
  { code: 'UAE', name: 'United Arab Emirates', aliases: ['UAE'] },
  { code: 'UZB', name: 'Uzbekistan' },
  { code: 'VIE', name: 'Vietnam' },
  // CAF
  { code: 'ALG', name: 'Algeria' },
  { code: 'ANG', name: 'Angola' },
  { code: 'BEN', name: 'Benin' },
  { code: 'BFA', name: 'Burkina Faso' },
  { code: 'CGO', name: 'Congo' },
  { code: 'CIV', name: 'Ivory Coast', aliases: ["Côte d'Ivoire"] },
  { code: 'CMR', name: 'Cameroon' },
  { code: 'COD', name: 'DR Congo', aliases: ['Congo DR', 'Democratic Republic of the Congo'] },
  { code: 'CPV', name: 'Cape Verde', aliases: ['Cabo Verde'] },
  { code: 'EGY', name: 'Egypt' },
  { code: 'EQG', name: 'Equatorial Guinea' },
  { code: 'GAB', name: 'Gabon' },
  { code: 'GHA', name: 'Ghana' },
  { code: 'GUI', name: 'Guinea' },
  { code: 'KEN', name: 'Kenya' },
  { code: 'LBY', name: 'Libya' },
  { code: 'MAR', name: 'Morocco' },
  { code: 'MLI', name: 'Mali' },
  { code: 'NGA', name: 'Nigeria' },
  { code: 'RSA', name: 'South Africa' },
  { code: 'SEN', name: 'Senegal' },
  { code: 'TOG', name: 'Togo' },
  { code: 'TUN', name: 'Tunisia' },
  { code: 'ZAM', name: 'Zambia' },
  { code: 'ZIM', name: 'Zimbabwe' },
  // CONCACAF
  { code: 'CAN', name: 'Canada' },
  { code: 'CRC', name: 'Costa Rica' },
  { code: 'CUB', name: 'Cuba' },
  { code: 'CUW', name: 'Curaçao' },
  { code: 'GUA', name: 'Guatemala' },
  { code: 'HAI', name: 'Haiti' },
  { code: 'HON', name: 'Honduras' },
  { code: 'JAM', name: 'Jamaica' },
  { code: 'MEX', name: 'Mexico' },
  { code: 'PAN', name: 'Panama' },
  { code: 'SLV', name: 'El Salvador' },
  { code: 'SUR', name: 'Suriname' },
  { code: 'TRI', name: 'Trinidad and Tobago' },
  { code: 'USA', name: 'United States', aliases: ['USA', 'United States of America'] },
  // CONMEBOL
  { code: 'ARG', name: 'Argentina' },
  { code: 'BOL', name: 'Bolivia' },
  { code: 'BRA', name: 'Brazil' },
  { code: 'CHI', name: 'Chile' },
  { code: 'COL', name: 'Colombia' },
  { code: 'ECU', name: 'Ecuador' },
  { code: 'PAR', name: 'Paraguay' },
  { code: 'PER', name: 'Peru' },
  { code: 'URU', name: 'Uruguay' },
  { code: 'VEN', name: 'Venezuela' },
  // OFC
  { code: 'FIJ', name: 'Fiji' },
  { code: 'NCL', name: 'New Caledonia' },
  { code: 'NZL', name: 'New Zealand' },
  { code: 'TAH', name: 'Tahiti' },
  // UEFA
  { code: 'ALB', name: 'Albania' },
  { code: 'AND', name: 'Andorra' },
  { code: 'ARM', name: 'Armenia' },
  { code: 'AUT', name: 'Austria' },
  { code: 'AZE', name: 'Azerbaijan' },
  { code: 'BEL', name: 'Belgium' },
  { code: 'BIH', name: 'Bosnia and Herzegovina', aliases: ['Bosnia-Herzegovina'] },
  { code: 'BLR', name: 'Belarus' },
  { code: 'BUL', name: 'Bulgaria' },
  { code: 'CRO', name: 'Croatia' },
  { code: 'CYP', name: 'Cyprus' },
  { code: 'CZE', name: 'Czech Republic', aliases: ['Czechia'] },
  { code: 'DEN', name: 'Denmark' },
  { code: 'ENG', name: 'England' },
  { code: 'ESP', name: 'Spain' },
  { code: 'EST', name: 'Estonia' },
  { code: 'FIN', name: 'Finland' },
  { code: 'FRA', name: 'France' },
  { code: 'FRO', name: 'Faroe Islands' },
  { code: 'GEO', name: 'Georgia' },
  { code: 'GER', name: 'Germany' },
  { code: 'GIB', name: 'Gibraltar' },
  { code: 'GRE', name: 'Greece' },
  { code: 'HUN', name: 'Hungary' },
  { code: 'IRL', name: 'Republic of Ireland', aliases: ['Ireland'] },
  { code: 'ISL', name: 'Iceland' },
  { code: 'ISR', name: 'Israel' },
  { code: 'ITA', name: 'Italy' },
  { code: 'KAZ', name: 'Kazakhstan' },
  { code: 'KVX', name: 'Kosovo' },
  { code: 'LIE', name: 'Liechtenstein' },
  { code: 'LTU', name: 'Lithuania' },
  { code: 'LUX', name: 'Luxembourg' },
  { code: 'LVA', name: 'Latvia' },
  { code: 'MDA', name: 'Moldova' },
  { code: 'MKD', name: 'North Macedonia', aliases: ['Macedonia', 'FYR Macedonia'] },
  { code: 'MLT', name: 'Malta' },
  { code: 'MNE', name: 'Montenegro' },
  { code: 'NED', name: 'Netherlands', aliases: ['Holland'] },
  { code: 'NIR', name: 'Northern Ireland' },
  { code: 'NOR', name: 'Norway' },
  { code: 'POL', name: 'Poland' },
  { code: 'POR', name: 'Portugal' },
  { code: 'ROU', name: 'Romania' },
  { code: 'RUS', name: 'Russia' },
  { code: 'SCO', name: 'Scotland' },
  { code: 'SMR', name: 'San Marino' },
  { code: 'SRB', name: 'Serbia' },
  { code: 'SUI', name: 'Switzerland' },
  { code: 'SVK', name: 'Slovakia' },
  { code: 'SVN', name: 'Slovenia' },
  { code: 'SWE', name: 'Sweden' },
  { code: 'TUR', name: 'Turkey', aliases: ['Türkiye'] },
  { code: 'UKR', name: 'Ukraine' },
  { code: 'WAL', name: 'Wales' },
];

/** The comparison key of a team name: accents, case and punctuation ignored, `&` = `and`. */
export function teamNameKey(name: string): string {
  return nameKey(name.replace(/&/g, ' and '));
}

const byCode = new Map<string, Association>();
const byKey = new Map<string, Association>();
for (const a of ASSOCIATIONS) {
  if (!/^[A-Z]{3}$/.test(a.code) || byCode.has(a.code)) throw new Error(`associations: bad or duplicate code ${a.code}`);
  byCode.set(a.code, a);
  for (const n of [a.name, a.code, ...(a.aliases ?? [])]) {
    const k = teamNameKey(n);
    const prev = byKey.get(k);
    if (prev && prev !== a) throw new Error(`associations: "${n}" is both ${prev.code} and ${a.code}`);
    byKey.set(k, a);
  }
}

/** The association of a code (`FRG`), or null. */
export function associationByCode(code: string): Association | null {
  return byCode.get(code.toUpperCase()) ?? null;
}

/** The association a team name (or code) denotes: `Korea Republic` → KOR; null when unknown. */
export function associationByName(name: string): Association | null {
  return byKey.get(teamNameKey(name)) ?? null;
}

/**
 * A club written with its association in brackets, as the Club World Cup files do:
 * `Palmeiras (BRA)` → `{ name: 'Palmeiras', association: BRA }`. Null for anything else (also
 * when the bracket is not a known association code).
 */
export function parseClubName(text: string): { name: string; association: Association } | null {
  const m = /^(.+?)\s*\(([A-Za-z]{3})\)\s*$/.exec(text.trim());
  if (!m) return null;
  const association = associationByCode(m[2]!);
  return association ? { name: m[1]!.trim().replace(/\s+/g, ' '), association } : null;
}

/** Legal-form and qualifier words left out when deriving a club code. */
const CLUB_NOISE = new Set(['fc', 'cf', 'sc', 'ac', 'afc', 'cd', 'sl', 'rb', 'rj', 'sp', 'de', 'da', 'do', 'of', 'the', 'and']);

/**
 * Team ID of a club: `team_<club name slug>-<association code>`, e.g. `team_palmeiras-bra`,
 * `team_fc-porto-por`. Depends only on the name as written and the association, so it is the same
 * in every tournament the club plays (national teams are `team_<code>`, which never has a hyphen).
 */
export function clubTeamId(name: string, association: string): string {
  return `team_${slugify(name, 58)}-${association.toLowerCase()}`;
}

/**
 * The three-letter code of a club, derived from its name (accents folded, the words of
 * `CLUB_NOISE` left out):
 * - three or more words: the initials of the first three (`Paris Saint-Germain` → PSG);
 * - two words: the first letter of the first and the first two of the second
 *   (`Manchester City` → MCI, `Real Madrid` → RMA);
 * - one word: its first three letters (`Palmeiras` → PAL, `FC Porto` → POR).
 * When that code is in `taken` (an association code or a club coded before, in the order
 * `deriveClubCodes` gives), the next candidate is the first letter followed by two later letters
 * of the name in order (`FC Porto`: POR is Portugal → POT). Deterministic for a given set of names.
 */
export function clubCode(name: string, taken: Set<string>): string {
  const words = nameKey(name).toUpperCase().split(' ').filter((w) => w !== '' && !CLUB_NOISE.has(w.toLowerCase()));
  const letters = (words.length > 0 ? words : nameKey(name).toUpperCase().split(' ')).join('').replace(/[^A-Z]/g, '');
  const base =
    words.length >= 3 ? words.slice(0, 3).map((w) => w[0]).join('')
    : words.length === 2 ? `${words[0]![0]}${words[1]!.slice(0, 2)}`
    : letters.slice(0, 3);
  const free = (c: string) => /^[A-Z]{3}$/.test(c) && !taken.has(c) && !byCode.has(c);
  if (free(base)) return base;
  for (let i = 1; i < letters.length; i++)
    for (let j = i + 1; j < letters.length; j++) {
      const c = `${letters[0]}${letters[i]}${letters[j]}`;
      if (free(c)) return c;
    }
  for (let n = 0; n < 26 * 26; n++) {
    const c = `${letters[0] ?? 'X'}${String.fromCharCode(65 + Math.floor(n / 26))}${String.fromCharCode(65 + (n % 26))}`;
    if (free(c)) return c;
  }
  throw new Error(`no free code for club "${name}"`);
}

/** Codes for a tournament's clubs: assigned in alphabetical order of the names, so the result does not depend on source order. */
export function deriveClubCodes(names: string[]): Map<string, string> {
  const taken = new Set<string>();
  const out = new Map<string, string>();
  for (const name of [...new Set(names)].sort((a, b) => (teamNameKey(a) < teamNameKey(b) ? -1 : teamNameKey(a) > teamNameKey(b) ? 1 : 0))) {
    const code = clubCode(name, taken);
    taken.add(code);
    out.set(name, code);
  }
  return out;
}
