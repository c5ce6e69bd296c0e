/**
 * Content for the live tests, from the shared minimal fixture (tests/fixtures/minimal-content.ts):
 * `full`: as is (match_fx-1 and the final match_fx-3 completed, match_fx-2 scheduled);
 * `pending`: the same tournament before match_fx-1 and match_fx-3 were played (scheduled, no events,
 * line-ups or stats), so a server built from it has them to play live.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURE_NOW, writeFixture } from '../fixtures/minimal-content.ts';
import { REPO } from '../helpers/server-process.ts';

export const PLAYED = ['match_fx-1', 'match_fx-3'];

export function writeFull(): Promise<string> {
  return writeFixture();
}

export function writePending(): Promise<string> {
  return writeFixture((f) => {
    const s = f.season;
    s.matches = s.matches.map((m) =>
      PLAYED.includes(m.id)
        ? {
            ...m, status: 'scheduled', home_score: 0, away_score: 0, first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null,
            extra_time_home: null, extra_time_away: null, has_extra_time: false, has_penalties: false, home_penalty: null, away_penalty: null,
            home_formation: null, away_formation: null, attendance: null,
          }
        : m,
    );
    s.events = s.events.filter((e) => !PLAYED.includes(e.match_id));
    s.lineups = s.lineups.filter((l) => !PLAYED.includes(l.match_id));
    s.stats = s.stats.filter((x) => !PLAYED.includes(x.match_id));
  });
}

/** Builds the API part of dist/ (no site) from a content folder; returns the dist folder. */
export async function buildDist(content: string): Promise<string> {
  const out = join(await mkdtemp(join(tmpdir(), 'matchday-live-dist-')), 'dist');
  const r = spawnSync(process.execPath, ['scripts/build.ts', '--content', content, '--out', out, '--skip-site'], { cwd: REPO, encoding: 'utf8', env: { ...process.env, MATCHDAY_NOW: FIXTURE_NOW } });
  if (r.status !== 0) throw new Error(`build failed:\n${r.stdout}\n${r.stderr}`);
  return out;
}
