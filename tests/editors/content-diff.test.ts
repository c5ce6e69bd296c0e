/**
 * The semantic content diff on real edits an editor makes: a score fix, a goal added in stoppage
 * time, a substitution corrected, a player renamed, a new season; a file re-saved by a spreadsheet
 * (BOM, CRLF, quoted numbers) shows no change; the CLI against a git revision, in three formats.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { pid, writeFixture, type Fixture } from '../fixtures/minimal-content.ts';
import { datasetFrom } from '../helpers/api-harness.ts';
import { diffContent, renderDiff } from '../../src/lib/content-diff/index.ts';

async function diffAfter(edit: (f: Fixture) => void) {
  const base = await datasetFrom(await writeFixture());
  const head = await datasetFrom(await writeFixture(edit));
  return diffContent(base, head);
}

const m1 = (f: Fixture) => f.season.matches.find((m) => m.id === 'match_fx-1')!;

describe('content diff', () => {
  test('a score fix: the score and its breakdown, the goal that was added', async () => {
    const changes = await diffAfter((f) => {
      Object.assign(m1(f), { home_score: 3, second_half_home: 2 });
      f.season.events.push({ match_id: 'match_fx-1', seq: 8, type: 'goal', detail: 'normal', minute: 90, extra_minute: 4, team_id: 'team_aaa', player_id: pid('team_aaa', 11), player_off_id: null, score_home: 3, score_away: 1 });
    });
    expect(changes.map((c) => c.text)).toEqual([
      'match 1 Aland 3–1 Borea: score 2–1 → 3–1; second half 1–1 → 2–1',
      'match 1 Aland 3–1 Borea: goal 90+4′ José Alandson11 (Aland) added',
    ]);
    expect(changes[0]!.fields).toEqual({ home_score: { before: 2, after: 3 }, second_half_home: { before: 1, after: 2 } });
  });

  test('a corrected substitution and a corrected goal minute are changes, not remove + add', async () => {
    const changes = await diffAfter((f) => {
      const sub = f.season.events.find((e) => e.match_id === 'match_fx-1' && e.type === 'substitution')!;
      sub.minute = 65;
      const goal = f.season.events.find((e) => e.match_id === 'match_fx-1' && e.seq === 1)!;
      goal.minute = 14;
    });
    expect(changes.map((c) => [c.entity, c.kind, c.text])).toEqual([
      ['event', 'changed', 'match 1 Aland 2–1 Borea: goal 12′ José Alandson9 (Aland) → goal 14′ José Alandson9 (Aland)'],
      ['event', 'changed', 'match 1 Aland 2–1 Borea: substitution 60′ José Boreason13 on for Łukasz Boreason4 (Borea) → substitution 65′ José Boreason13 on for Łukasz Boreason4 (Borea)'],
    ]);
  });

  test('a renamed player and a line-up change', async () => {
    const changes = await diffAfter((f) => {
      const p = f.shared.players.find((x) => x.id === pid('team_aaa', 9))!;
      Object.assign(p, { last_name: 'Alandsen', full_name: 'José Alandsen9', short_name: 'J. Alandsen9' });
      const l = f.season.lineups.find((x) => x.match_id === 'match_fx-1' && x.player_id === pid('team_aaa', 2))!;
      l.jersey_number = 22;
    });
    expect(changes.map((c) => c.text)).toEqual([
      'player José Alandson9 (player_aaa-9): renamed "José Alandson9" → "José Alandsen9"; last name Alandson9 → Alandsen; short name J. Alandson9 → J. Alandsen9',
      'match 1 Aland 2–1 Borea: Łukasz Alandson2 (Aland): jersey number 2 → 22',
    ]);
  });

  test('no change, and renderings for the terminal, the pull request and tools', async () => {
    expect(await diffAfter(() => {})).toEqual([]);
    const changes = await diffAfter((f) => (m1(f).attendance = 41000));
    const d = { base: 'main@abc1234', head: 'working tree', changes };
    expect(renderDiff(d, 'text')).toBe('content main@abc1234 → working tree: 1 change (0 added, 0 removed, 1 changed)\n\nMatches (1)\n  ~ match 1 Aland 2–1 Borea: attendance 40000 → 41000\n');
    expect(renderDiff(d, 'markdown')).toContain('#### Matches (1)\n\n- **changed** match 1 Aland 2–1 Borea: attendance 40000 → 41000');
    expect(JSON.parse(renderDiff(d, 'json')).changes[0]).toMatchObject({ entity: 'match', kind: 'changed', id: 'match_fx-1' });
  });
});

describe('npm run diff against git revisions', () => {
  const script = resolve('scripts/diff.ts');
  const git = (cwd: string, ...args: string[]) => {
    const r = spawnSync('git', args, { cwd, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    return r.stdout.trim();
  };
  const diff = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [script, ...args], { cwd, encoding: 'utf8' });

  async function repo(): Promise<string> {
    const dir = mkdtempSync(join(tmpdir(), 'matchday-diff-repo-'));
    cpSync(await writeFixture(), join(dir, 'content'), { recursive: true });
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, '-c', 'user.email=t@example.org', '-c', 'user.name=t', 'add', '.');
    git(dir, '-c', 'user.email=t@example.org', '-c', 'user.name=t', 'commit', '-q', '-m', 'content');
    return dir;
  }

  test('a new season and an edit on a branch, against the merge base with main', async () => {
    const dir = await repo();
    git(dir, 'checkout', '-q', '-b', 'edit');
    cpSync(join(dir, 'content', 'fx-2030'), join(dir, 'content', 'fx-2034'), { recursive: true });
    const comp = join(dir, 'content', 'fx-2034', 'competition.json');
    writeFileSync(comp, readFileSync(comp, 'utf8').replace('season_fx-2030', 'season_fx-2034').replace('2030', '2034'));
    for (const f of ['matches.csv', 'events.csv', 'lineups.csv', 'stats.csv']) {
      const p = join(dir, 'content', 'fx-2034', f);
      writeFileSync(p, readFileSync(p, 'utf8').replace(/match_fx-/g, 'match_fy-'));
    }
    const r = diff(dir);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^content [0-9a-f]{7,} → working tree: /);
    expect(r.stdout).toContain('+ season Fixture Cup 2034 (season_fx-2034) added');
    expect(r.stdout).toContain('+ match 3 Aland 2–2 Cyrenia added (Final, 2034-06-10T18:00:00.000Z)'.replace('2034-06-10', '2030-06-10'));
    const md = diff(dir, '--format', 'markdown');
    expect(md.stdout).toContain('#### Competitions (1)');
  });

  test('a file re-saved by a spreadsheet (BOM, CRLF, quoted numbers) is no change', async () => {
    const dir = await repo();
    const p = join(dir, 'content', 'fx-2030', 'matches.csv');
    const [header, ...rows] = readFileSync(p, 'utf8').trimEnd().split('\n');
    const quoted = rows.map((row) => row.split(',').map((cell) => (/^\d+$/.test(cell) ? `"${cell}"` : cell)).join(','));
    writeFileSync(p, `\uFEFF${[header, ...quoted].join('\r\n')}\r\n`);
    const r = diff(dir, 'main');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/validation problem/);
    expect(r.stdout).toContain('No change to the content.');
  });

  test('usage errors and unknown refs', async () => {
    const dir = await repo();
    expect(diff(dir, '--format', 'html').status).toBe(2);
    const bad = diff(dir, 'no-such-branch');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('"no-such-branch" is not a commit, branch or tag');
    expect(diff(dir, '--help').status).toBe(0);
  });
});
