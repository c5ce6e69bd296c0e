/**
 * Name keys for comparing names across openfootball files: accents folded (decisions.md rules),
 * case ignored, apostrophes dropped, hyphens and other punctuation treated as spaces.
 */
const EXTRA: Record<string, string> = {
  ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ß: 'ss', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ı: 'i', ð: 'd', Ð: 'D', þ: 'th', Þ: 'Th',
};

/** Removes accents but keeps case: `Quiñones` → `Quinones`, `Ødegaard` → `Odegaard`. */
export function foldAccents(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øØłŁđĐßæÆœŒıðÐþÞ]/g, (c) => EXTRA[c]!);
}

/** Words of a name for comparison: folded, lower case, apostrophes removed, split on anything else. */
export function nameTokens(s: string): string[] {
  return foldAccents(s)
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** `Julián  Quiñones` → `julian quinones`. */
export function nameKey(s: string): string {
  return nameTokens(s).join(' ');
}

/** Without any separators: `Hyeon-Gyu` and `Hyeongyu` → `hyeongyu`. */
export function compactKey(s: string): string {
  return nameTokens(s).join('');
}

/** ASCII slug for IDs: `AT&T Stadium` → `at-and-t-stadium`, `Levi's Stadium` → `levis-stadium`. */
export function slugify(s: string, maxLength = 64): string {
  const slug = nameTokens(s.replace(/&/g, ' and ')).join('-');
  if (slug.length <= maxLength) return slug;
  return slug.slice(0, maxLength).replace(/-+$/, '');
}

/**
 * The German transliteration of umlauts (`Rüdiger` → `Ruediger`, `Cömert` → `Coemert`), the form
 * FIFA lists often use; compared as an alternative to the plain folding.
 */
export function expandUmlauts(s: string): string {
  return s.replace(/[äöüÄÖÜ]/g, (c) => ({ ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' })[c]!);
}

/** The name and, when it differs, its umlaut-expanded form. */
export function nameVariants(s: string): string[] {
  const e = expandUmlauts(s.normalize('NFC'));
  return e === s.normalize('NFC') ? [s] : [s, e];
}
