/** The team reference every output carries, and the stable order used when nothing else decides. */

/** `{ id, name, code }`, as the API embeds a team. */
export interface TeamRef {
  id: string;
  name: string;
  code: string;
}

const collator = new Intl.Collator('en');

/** Compares strings by UTF-16 code units (the order of IDs). */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Stable team order: name (Intl.Collator 'en'), then ID by code units. */
export function compareTeams(a: Pick<TeamRef, 'id' | 'name'>, b: Pick<TeamRef, 'id' | 'name'>): number {
  return collator.compare(a.name, b.name) || compareIds(a.id, b.id);
}
