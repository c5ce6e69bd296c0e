/** The team reference `{ id, name, code }` every output embeds, read from the dataset. */
import type { TeamRef } from '../tournament/team-ref.ts';
import type { Dataset } from './dataset.ts';

/** The team's reference; the ID must be a team of the dataset (validation guarantees it for content). */
export function teamRef(ds: Pick<Dataset, 'teams'>, id: string): TeamRef {
  const t = ds.teams.get(id)!;
  return { id: t.id, name: t.name, code: t.code };
}
