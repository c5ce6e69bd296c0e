/**
 * No result before the match: at the validation's clock a completed or in-play match has kicked
 * off (rules/played-before-now.ts); a scheduled match whose kick-off has passed stays valid. The
 * clock is injected (loadContent `now`; MATCHDAY_NOW for the commands).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../src/lib/content/load.ts';
import { formatProblem } from '../../src/lib/content/problem.ts';
import { validationNow } from '../../src/lib/content/validation-clock.ts';
import { FIXTURE_NOW, writeFixture } from '../fixtures/minimal-content.ts';

// The fixture: match_fx-1 completed 2030-06-01 18:00, match_fx-2 scheduled 2030-06-01 21:00, match_fx-3 (final) completed 2030-06-10 18:00.
const problemsAt = async (now: string | undefined, root?: string) =>
  (await loadContent(root ?? (await writeFixture()), now === undefined ? {} : { now: new Date(now) })).problems.map((p) => p.message);

describe('loadContent with a clock', () => {
  test('after every kick-off: valid, the scheduled match in the past included', async () => {
    expect(await problemsAt(FIXTURE_NOW)).toEqual([]);
    expect(await problemsAt('2040-01-01T00:00:00Z')).toEqual([]);
  });

  test('a completed match that kicks off after now is refused, at its status cell', async () => {
    const root = await writeFixture();
    const { problems } = await loadContent(root, { now: new Date('2030-06-05T12:00:00Z') });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^\S*fx-2030\/matches\.csv:4:\d+: match match_fx-3 is completed but kicks off at 2030-06-10T18:00:00(\.000)?Z, after now \(2030-06-05T12:00:00\.000Z\): a result is recorded once the match has been played; until then its status is scheduled$/),
    ]);
  });

  test('one second before a kick-off the match cannot be completed; at the kick-off it can', async () => {
    expect(await problemsAt('2030-06-01T17:59:59Z')).toHaveLength(2);
    expect(await problemsAt('2030-06-10T18:00:00Z')).toEqual([]);
  });

  test('an in-play match that kicks off after now is refused too', async () => {
    const root = await writeFixture((f) => {
      const m = f.season.matches.find((x) => x.id === 'match_fx-1')!;
      m.status = 'in_play';
    });
    const before = await problemsAt(undefined, root);
    const at = await problemsAt('2030-05-01T00:00:00Z', root);
    const added = at.filter((m) => !before.includes(m));
    expect(added).toContain('match match_fx-1 is in play but kicks off at 2030-06-01T18:00:00.000Z, after now (2030-05-01T00:00:00.000Z): a result is recorded once the match has been played; until then its status is scheduled');
  });

  test('without a clock the rule does not run (library callers, content set in the future)', async () => {
    expect(await problemsAt(undefined)).toEqual([]);
  });
});

describe('the clock of the commands', () => {
  test('MATCHDAY_NOW pins it; else the real time', () => {
    const real = () => new Date('2026-11-26T15:00:00Z');
    expect(validationNow({}, real).toISOString()).toBe('2026-11-26T15:00:00.000Z');
    expect(validationNow({ MATCHDAY_NOW: '2030-07-01T00:00:00Z' }, real).toISOString()).toBe('2030-07-01T00:00:00.000Z');
    expect(() => validationNow({ MATCHDAY_NOW: 'tomorrow' }, real)).toThrow('MATCHDAY_NOW="tomorrow" is not allowed: it must be an ISO 8601 time on a real calendar day');
  });

  test('npm run validate refuses the fixture at a clock before its final, accepts it after', async () => {
    const root = await writeFixture();
    const run = (now: string) =>
      spawnSync(process.execPath, [join(import.meta.dirname, '../../scripts/validate.ts'), '--content', 'content'], {
        encoding: 'utf8', cwd: dirname(root), env: { ...process.env, MATCHDAY_NOW: now },
      });
    const early = run('2030-06-05T00:00:00Z');
    expect(early.status).toBe(1);
    expect(early.stdout).toMatch(/^content\/fx-2030\/matches\.csv:4:\d+: match match_fx-3 is completed but kicks off at /);
    expect(run(FIXTURE_NOW).status).toBe(0);
    const bad = run('soon');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toBe('validate: MATCHDAY_NOW="soon" is not allowed: it must be an ISO 8601 time on a real calendar day, such as 2026-11-26T12:00:00Z\n');
  });
});
