/** The semantic diff of two content versions: what changed, in football terms (npm run diff). */
import type { Dataset } from '../dataset/dataset.ts';
import { namesOf } from './describe.ts';
import { diffEvents } from './diff-events.ts';
import { diffLineups } from './diff-lineups.ts';
import { diffMatches } from './diff-matches.ts';
import { diffPeople } from './diff-people.ts';
import type { Change } from './types.ts';

export type { Change, ContentDiff } from './types.ts';
export { renderDiff, type DiffFormat } from './render.ts';

export function diffContent(base: Dataset, head: Dataset): Change[] {
  const n = namesOf(head, base);
  return [...diffPeople(base, head), ...diffMatches(base, head, n), ...diffEvents(base, head, n), ...diffLineups(base, head, n)];
}
