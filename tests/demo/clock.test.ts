/**
 * The demo is true to its own clock: generated for a moment `now`, it completes only matches that
 * were played by then, and validation at that clock (or any later one) passes. Before, the demo at
 * 2026-11-26 published full-time results of matches dated 27 November to 2 December.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/lib/content/load.ts';
import { formatProblem } from '../../src/lib/content/problem.ts';
import { validationNow } from '../../src/lib/content/validation-clock.ts';
import { demoGenerator, generateDemo } from '../../src/lib/demo/generate.ts';
import { writeDemo } from '../../src/lib/demo/write-demo.ts';
import { apiHarness } from '../helpers/api-harness.ts';
import { REPO } from '../helpers/server-process.ts';

const HOUR = 3_600_000;
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('generated at a moment', () => {
  it.each(['2026-11-26T16:00:00Z', '2026-11-26T00:00:00Z', '2027-02-28T23:59:59Z', '2031-06-15T09:30:00+02:00'])(
    'at %s: every completed match was played by then; the current season waits for its third-place match and final',
    (when) => {
      const now = new Date(when);
      const { seasons } = generateDemo({ seed: 3, seasons: 2, competitions: 2, now });
      for (const { slug, content } of seasons) {
        for (const m of content.matches) {
          const kickoff = Date.parse(m.scheduled_at);
          if (m.status === 'completed') expect(kickoff + 3 * HOUR, `${slug} ${m.id}`).toBeLessThanOrEqual(now.getTime());
          else expect(kickoff + 3 * HOUR, `${slug} ${m.id}`).toBeGreaterThan(now.getTime());
        }
      }
      const current = seasons.find((s) => s.slug === `demo-${seasons.at(-1)!.slug.slice(-4)}`)!.content;
      const scheduled = current.matches.filter((m) => m.status === 'scheduled');
      expect(scheduled.map((m) => m.stage)).toEqual(['Third-place match', 'Final']);
      for (const m of scheduled) expect(Date.parse(m.scheduled_at)).toBeGreaterThan(now.getTime());
      // Earlier seasons and the other competitions of the year are over.
      for (const s of seasons) if (s.content !== current) expect(s.content.matches.every((m) => m.status === 'completed'), s.slug).toBe(true);
    },
  );

  it('2026-11-26: GET /matches?from=2026-11-27&status=completed is empty; it validates at that clock and later, not two days earlier', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const root = join(await mkdtemp(join(tmpdir(), 'matchday-demo-clock-')), 'content');
    dirs.push(root);
    await writeDemo(root, demoGenerator({ seed: 2026, seasons: 1, competitions: 1, now }));
    const h = await apiHarness(root);
    const later = await h.get('/api/public/v1/matches?from=2026-11-27&status=completed');
    expect(later.status).toBe(200);
    expect(later.json.meta.total).toBe(0);
    const done = await h.get('/api/public/v1/matches?status=completed&per_page=100');
    expect(done.json.meta.total).toBe(102);
    for (const m of done.json.data) expect(Date.parse(m.scheduled_at)).toBeLessThan(now.getTime());
    expect((await loadContent(root, { now })).problems.map(formatProblem)).toEqual([]);
    expect((await loadContent(root, { now: new Date('2040-01-01T00:00:00Z') })).problems.map(formatProblem)).toEqual([]);
    const early = new Date(now.getTime() - 48 * HOUR);
    const ids = [...h.ds.matches.values()].filter((m) => m.status === 'completed' && Date.parse(m.scheduled_at) > early.getTime()).map((m) => m.id);
    expect(ids.length).toBeGreaterThan(0);
    const refused = (await loadContent(root, { now: early })).problems.map((p) => p.message);
    const [changedLater, played] = [refused.filter((m) => m.startsWith('updated_at ')), refused.filter((m) => !m.startsWith('updated_at '))];
    expect(played.map((m) => /^match (\S+) is completed but kicks off/.exec(m)?.[1])).toEqual(ids);
    // and every match whose updated_at is after that clock (those played since, the scheduled ones: the generation's clock)
    const since = [...h.ds.matches.values()].filter((m) => Date.parse(m.updated_at!) > early.getTime()).map((m) => m.id);
    expect(since.length).toBeGreaterThan(ids.length);
    expect(changedLater.map((m) => /when match (\S+) last changed/.exec(m)?.[1])).toEqual(since);
  });
});

describe('the committed demo content', () => {
  it('is valid at the real clock and stays valid later (its scheduled matches in the past are allowed)', async () => {
    const root = join(REPO, 'content');
    expect((await loadContent(root, { now: validationNow({}) })).problems.map(formatProblem)).toEqual([]);
    expect((await loadContent(root, { now: new Date('2100-01-01T00:00:00Z') })).problems.map(formatProblem)).toEqual([]);
  });
});
