/**
 * The key of a season's payloads and downloads (seasonInputKeys): its part of the snapshot, the
 * shared part, and its teams' rows as the dataset has them (a row another season can change).
 */
import { describe, expect, it } from 'vitest';
import { seasonInputKeys } from '../../src/lib/build/season-inputs.ts';
import { leagueAndCupDataset } from '../site/league-and-cup.ts';

describe('seasonInputKeys', () => {
  it('changes with its own part, the shared part and its teams\' rows; not with another season\'s part', async () => {
    const ds = await leagueAndCupDataset();
    const [a, b] = [...ds.seasons.values()];
    const digests = { head: 'h1', seasons: { [a!.slug]: 'a1', [b!.slug]: 'b1' } };
    const key = (d = digests, data = ds) => seasonInputKeys(data, d)(a!.id);
    const before = key();
    expect(key({ ...digests, seasons: { ...digests.seasons, [b!.slug]: 'b2' } })).toBe(before);
    expect(key({ ...digests, seasons: { ...digests.seasons, [a!.slug]: 'a2' } })).not.toBe(before);
    expect(key({ ...digests, head: 'h2' })).not.toBe(before);
    // a team of the season whose row another season set (the dataset keeps the last season's)
    const teamId = [...ds.seasonTeams.get(a!.id)!.keys()][0]!;
    const renamed = { ...ds, teams: new Map(ds.teams).set(teamId, { ...ds.teams.get(teamId)!, name: 'Another name' }) };
    expect(key(digests, renamed)).not.toBe(before);
    // a season without a part digest has no key (it would not follow its content)
    expect(() => key({ ...digests, seasons: { [b!.slug]: 'b1' } })).toThrow(`no snapshot part digest for season ${a!.id}`);
  });
});
