/** A change between two versions of content/, in football terms. */
export type ChangeKind = 'added' | 'removed' | 'changed';

export interface Change {
  /** What changed: `match`, `event`, `lineup`, `team`, `player`, `venue`, `season`. */
  entity: 'season' | 'match' | 'event' | 'lineup' | 'team' | 'player' | 'venue';
  kind: ChangeKind;
  /** The ID of the thing (a match for events and line-ups). */
  id: string;
  /** One line for people: "Mexico 2–1 South Africa: score 1–1 → 2–1". */
  text: string;
  /** Field-level before/after, for tools. */
  fields?: Record<string, { before: unknown; after: unknown }>;
}

export interface ContentDiff {
  base: string;
  head: string;
  changes: Change[];
}
