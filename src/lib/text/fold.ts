/**
 * The one text folding of the project (decisions.md "Accent folding"): Unicode NFD with the
 * combining marks removed, then the letters NFD does not decompose mapped to plain Latin
 * (ø→o, ł→l, đ→d, ð→d, þ→th, ß→ss, æ→ae, œ→oe, ı→i, ħ→h, ŧ→t), then — for comparisons — lower
 * case. The API's and the site's search, slugs (IDs, page anchors), "did you mean" and the
 * importers' name keys all fold through this module.
 */

/** Letters without a decomposition, with their case kept (`Þór` → `Thor`, `ÞÓR` → `THOR`). */
const LETTERS: Readonly<Record<string, string>> = {
  ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ð: 'd', Ð: 'D', þ: 'th', Þ: 'Th', ß: 'ss', ẞ: 'SS',
  æ: 'ae', Æ: 'Ae', œ: 'oe', Œ: 'Oe', ı: 'i', ħ: 'h', Ħ: 'H', ŧ: 't', Ŧ: 'T',
};
const LETTER = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'gu');

/** German umlauts and their transliteration (`Müller` → `Mueller`). */
const UMLAUTS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

const isUpper = (c: string | undefined): boolean => c !== undefined && c !== c.toLowerCase() && c === c.toUpperCase();

/**
 * A two-letter replacement of a capital: all capitals inside an all-capital word (`ÆRØ` → `AERO`,
 * `MÜLLER` → `MUELLER`), else a capital and a small letter (`Æsir` → `Aesir`).
 */
function keepCase(plain: string, next: string | undefined): string {
  return plain.length > 1 && isUpper(plain[0]) && isUpper(next) ? plain.toUpperCase() : plain;
}

/** Accents removed, case kept: `Quiñones` → `Quinones`, `Ødegaard` → `Odegaard`, `Guðmundsson` → `Gudmundsson`. */
export function foldAccents(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(LETTER, (c, at: number, all: string) => keepCase(LETTERS[c]!, all[at + c.length]));
}

/** The folded, lower-case form every comparison uses: `Þór Guðmundsson` → `thor gudmundsson`, `İlkay` → `ilkay`. */
export function foldText(s: string): string {
  return foldAccents(s).toLowerCase();
}

/** The German transliteration of ä, ö, ü (composed or not), other letters untouched: `Müller` → `Mueller`, `Cömert` → `Coemert`. */
export function expandUmlauts(s: string): string {
  return s.normalize('NFC').replace(/[äöüÄÖÜ]/g, (c, at: number, all: string) => keepCase(UMLAUTS[c]!, all[at + 1]));
}
