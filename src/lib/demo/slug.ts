/** ASCII slugs for IDs made from names (venue IDs): accents folded, lower case, hyphens. */
const EXTRA: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i', ð: 'd', þ: 'th' };

export function slugify(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłđßæœıðþ]/g, (c) => EXTRA[c]!)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
