/** Accent folding for search (decisions.md): NFD without combining marks, a few letters mapped, lower case. */
const EXTRA: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };

export function foldText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłđßæœı]/g, (c) => EXTRA[c]!);
}
