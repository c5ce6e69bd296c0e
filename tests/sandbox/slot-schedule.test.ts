/**
 * The sandbox schedule (src/lib/sandbox/slot-schedule.ts) is a pure function of the clock: the same
 * in every process; a run of a match never overlaps another run of it; with enough matches a replay
 * kicks off every slot, and at any moment a match is in play or one kicks off within the interval.
 */
import { describe, expect, test } from 'vitest';
import { activeRuns, rotation, runOfSlot, type ReplayCandidate } from '../../src/lib/sandbox/slot-schedule.ts';
import { parseDuration } from '../../src/lib/sandbox/duration.ts';
import { sandboxConfigFromEnv } from '../../src/server/sandbox/sandbox-config.ts';

const MIN = 60_000;
/** A rotation of n matches of `minutes`, every third one 30 % longer (extra time and a shoot-out). */
const cands = (n: number, minutes = 105): ReplayCandidate[] => rotation(Array.from({ length: n }, (_, i) => ({ matchId: `match_${i}`, durationMs: Math.round(minutes * (i % 3 === 1 ? 1.3 : 1) * MIN) })));

/** Every run that starts in [from, to). */
function runsBetween(c: ReplayCandidate[], from: number, to: number, every: number, linger: number) {
  const out = [];
  for (let s = Math.floor(from / every); s * every < to; s++) {
    const r = runOfSlot(c, s, { everyMs: every, lingerMs: linger });
    if (r) out.push(r);
  }
  return out;
}

describe('slot schedule', () => {
  test('slot n starts at n × every and plays candidate n mod N', () => {
    const c = cands(104);
    const r = runOfSlot(c, 1_995_017, { everyMs: 15 * MIN, lingerMs: 5 * MIN })!;
    const m = c[1_995_017 % 104]!;
    expect(r).toEqual({ slot: 1_995_017, matchId: m.matchId, startsAt: 1_995_017 * 15 * MIN, playsUntil: 1_995_017 * 15 * MIN + m.durationMs, endsAt: 1_995_017 * 15 * MIN + m.durationMs + 5 * MIN });
    expect(c[0]!.durationMs).toBe(Math.max(...c.map((x) => x.durationMs)));
  });

  test('with many matches a replay kicks off every slot (default: every 15 minutes)', () => {
    const runs = runsBetween(cands(104), 0, 48 * 60 * MIN, 15 * MIN, 5 * MIN);
    expect(runs).toHaveLength(48 * 4);
  });

  for (const [n, every, minutes] of [[1, 15 * MIN, 105], [2, 2000, 0.2], [2, 2000, 0.01], [3, 15 * MIN, 105], [7, 15 * MIN, 105], [104, 15 * MIN, 105], [2, 30_000, 1.6], [5, 7_000, 1.3]] as const) {
    test(`${n} match(es), every ${every / 1000} s: runs of one match never overlap; a match is always in play or kicks off within the interval`, () => {
      const c = cands(n, minutes);
      const linger = Math.min(every, 5 * MIN);
      const opts = { everyMs: every, lingerMs: linger };
      const span = 40 * Math.max(...c.map((x) => x.durationMs + linger));
      const start = 1_700_000_000_000 - (1_700_000_000_000 % every);
      const runs = runsBetween(c, start - span, start + span, every, linger);
      const byMatch = new Map<string, typeof runs>();
      for (const r of runs) byMatch.set(r.matchId, [...(byMatch.get(r.matchId) ?? []), r]);
      const overlaps = [...byMatch.values()].flatMap((list) => list.slice(1).filter((r, i) => r.startsAt < list[i]!.playsUntil));
      expect(overlaps).toEqual([]);
      expect(byMatch.size).toBe(n);
      const step = Math.max(250, Math.floor(every / 7));
      let next = 0;
      const waits: number[] = [];
      for (let t = start; t < start + span / 2; t += step) {
        while (runs[next]!.startsAt < t) next++;
        const playing = activeRuns(c, t, opts).some((r) => r.playsUntil > t);
        waits.push(playing ? 0 : runs[next]!.startsAt - t);
      }
      expect(waits.reduce((a, b) => Math.max(a, b), 0)).toBeLessThanOrEqual(every);
      expect(waits.length).toBeGreaterThan(100);
    });
  }

  test('activeRuns lists exactly the runs whose window holds the moment', () => {
    const c = cands(5);
    const opts = { everyMs: 15 * MIN, lingerMs: 5 * MIN };
    const t = 1_800_000_000_000 + 7 * MIN;
    const expected = runsBetween(c, t - 200 * MIN, t + 1, opts.everyMs, opts.lingerMs).filter((r) => r.startsAt <= t && t < r.endsAt);
    expect(activeRuns(c, t, opts)).toEqual(expected);
    expect(activeRuns([], t, opts)).toEqual([]);
  });
});

describe('configuration', () => {
  test('durations and the environment', () => {
    expect([parseDuration('15m', 'x'), parseDuration('30s', 'x'), parseDuration('2', 'x'), parseDuration('500ms', 'x'), parseDuration('1h', 'x')]).toEqual([900_000, 30_000, 2000, 500, 3_600_000]);
    for (const bad of ['', '0s', '-1m', 'soon', '5d']) expect(() => parseDuration(bad, 'MATCHDAY_SANDBOX_EVERY')).toThrow(/MATCHDAY_SANDBOX_EVERY/);
    expect(sandboxConfigFromEnv({})).toEqual({ enabled: true, everyMs: 900_000, speed: 1 });
    expect(sandboxConfigFromEnv({ MATCHDAY_SANDBOX: 'off', MATCHDAY_SANDBOX_EVERY: '30s', MATCHDAY_SANDBOX_SPEED: '60' })).toEqual({ enabled: false, everyMs: 30_000, speed: 60 });
    expect(() => sandboxConfigFromEnv({ MATCHDAY_SANDBOX_SPEED: '0' })).toThrow(/MATCHDAY_SANDBOX_SPEED/);
    expect(() => sandboxConfigFromEnv({ MATCHDAY_SANDBOX: 'maybe' })).toThrow(/MATCHDAY_SANDBOX/);
  });
});
