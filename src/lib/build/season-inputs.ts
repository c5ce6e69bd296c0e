/**
 * A hash per season of everything its payloads and downloads are made from: the season's part of
 * snapshot.json (its competition file, teams, venues, squads, matches, events, line-ups and
 * statistics), the shared part (countries, players), and the rows of its teams as the dataset has
 * them (a team's row is the last season's that lists it, so another season can change it). Files
 * made from one season (its payloads, its downloads) are made again exactly when this hash changes.
 * The parts' digests come with the snapshot file (snapshot-file.ts: only a part made again is
 * hashed), so the keys of 299 seasons cost milliseconds; hashing every season's objects took 0.6 s.
 */
import { createHash } from 'node:crypto';
import type { Dataset } from '../dataset/dataset.ts';
import type { SnapshotDigests } from './snapshot-file.ts';

export function seasonInputKeys(ds: Dataset, digests: SnapshotDigests): (seasonId: string) => string {
  const memo = new Map<string, string>();
  return (seasonId) => {
    let key = memo.get(seasonId);
    if (key !== undefined) return key;
    const season = ds.seasons.get(seasonId);
    const part = season ? digests.seasons[season.slug] : undefined;
    // every season of the dataset has a part in the snapshot it was built from: a key without one
    // would not change with the season's content
    if (part === undefined) throw new Error(`no snapshot part digest for season ${seasonId}`);
    const teams = [...(ds.seasonTeams.get(seasonId)?.keys() ?? [])].map((id) => ds.teams.get(id) ?? null);
    key = createHash('sha256').update(`${digests.head}\n${part}\n${JSON.stringify(teams)}`).digest('base64url').slice(0, 32);
    memo.set(seasonId, key);
    return key;
  };
}
