/**
 * The sandbox's candidates made a step at a time (src/lib/sandbox/candidates.ts), as a server's
 * scheduler makes them after it is ready: the same rotation as made at once, with a pause after
 * every `step` matches.
 */
import { expect, test } from 'vitest';
import { sandboxCandidates, sandboxCandidatesInSteps } from '../../src/lib/sandbox/candidates.ts';
import { datasetFrom } from '../helpers/api-harness.ts';
import { writeFull } from '../live/fixtures.ts';

test('the same candidates in the same order as made at once; a pause after every step of matches', async () => {
  const ds = await datasetFrom(await writeFull());
  const once = sandboxCandidates(ds, 90);
  expect(once.candidates.length).toBeGreaterThan(0);
  for (const step of [1, 2, ds.matchList.length + 1]) {
    let pauses = 0;
    const stepped = await sandboxCandidatesInSteps(ds, 90, async () => void pauses++, step);
    expect(stepped.candidates, `step ${step}`).toEqual(once.candidates);
    expect(pauses, `step ${step}`).toBe(Math.floor(ds.matchList.length / step));
    expect(stepped.plan(once.candidates[0]!.matchId)).toEqual(once.plan(once.candidates[0]!.matchId));
  }
});
