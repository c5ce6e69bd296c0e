/**
 * The demo's `updated_at` (src/lib/demo/updated-at.ts): a completed match last changed a few minutes
 * after its final whistle and never after the generation's clock, a scheduled one at that clock; the
 * same seed and clock give the same times; and the committed content/demo-2026 has the times
 * `npm run generate:demo -- --now 2026-11-26` gives (content/README.md, "Where the data comes from").
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, test } from 'vitest';
import { generateDemo } from '../../src/lib/demo/generate.ts';
import { REPO } from '../helpers/server-process.ts';
import { DEMO_NOW } from './helpers.ts';

const MINUTE = 60_000;

describe('updated_at of the demo', () => {
  const { seasons } = generateDemo({ seed: 2026, seasons: 1, competitions: 1, now: DEMO_NOW });
  const matches = seasons[0]!.content.matches;

  test('completed: after the final whistle (90 minutes, the break, extra time and a shoot-out when played), by the clock; scheduled: the clock', () => {
    for (const m of matches) {
      const at = Date.parse(m.updated_at!);
      if (m.status === 'scheduled') {
        expect(m.updated_at, m.id).toBe('2026-12-03T12:00:00Z');
        continue;
      }
      const kickoff = Date.parse(m.scheduled_at);
      const played = (105 + (m.has_extra_time ? 35 : 0) + (m.has_penalties ? 8 : 0)) * MINUTE;
      expect(at - kickoff, m.id).toBeGreaterThan(played);
      expect(at - kickoff, m.id).toBeLessThanOrEqual(3 * 60 * MINUTE);
      expect(at, m.id).toBeLessThanOrEqual(DEMO_NOW.getTime());
      expect(m.updated_at, m.id).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
    // not one fixed delay: the times differ from match to match
    expect(new Set(matches.filter((m) => m.status === 'completed').map((m) => Date.parse(m.updated_at!) - Date.parse(m.scheduled_at))).size).toBeGreaterThan(10);
  });

  test('deterministic for a seed and clock; another seed moves them', () => {
    const again = generateDemo({ seed: 2026, seasons: 1, competitions: 1, now: DEMO_NOW }).seasons[0]!.content.matches;
    expect(again.map((m) => m.updated_at)).toEqual(matches.map((m) => m.updated_at));
    const other = generateDemo({ seed: 7, seasons: 1, competitions: 1, now: DEMO_NOW }).seasons[0]!.content.matches;
    expect(other.map((m) => m.updated_at)).not.toEqual(matches.map((m) => m.updated_at));
  });

  test('the committed content/demo-2026 has the generator\'s times for --now 2026-11-26', async () => {
    const generated = generateDemo({ seed: 2026, seasons: 1, competitions: 1, now: new Date('2026-11-26T00:00:00Z') }).seasons[0]!.content.matches;
    const committed = parse(await readFile(join(REPO, 'content', 'demo-2026', 'matches.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
    expect(committed.map((m) => [m.id, m.updated_at])).toEqual(generated.map((m) => [m.id, m.updated_at]));
  });
});
