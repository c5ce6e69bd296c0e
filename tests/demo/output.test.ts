/** The generated files on disk: they validate with zero problems and are byte-identical run after run. */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/lib/content/load.ts';
import { formatProblem } from '../../src/lib/content/problem.ts';
import { demoGenerator } from '../../src/lib/demo/generate.ts';
import { writeDemo } from '../../src/lib/demo/write-demo.ts';
import { DEMO_NOW } from './helpers.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'matchday-demo-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function filesOf(root: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const e of await readdir(root, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) {
      const path = join(e.parentPath, e.name);
      out.set(path.slice(root.length), await readFile(path));
    }
  }
  return out;
}

async function problemsOf(root: string, now?: Date): Promise<string[]> {
  const { problems } = await loadContent(root, now ? { now } : {});
  return problems.map(formatProblem);
}

describe('generated content on disk', () => {
  it('validates with zero problems', async () => {
    const root = await tempDir();
    const totals = await writeDemo(root, demoGenerator({ seed: 2026, seasons: 1, competitions: 1, now: DEMO_NOW }));
    expect(totals).toMatchObject({ seasons: 1, matches: 104, players: 1248, files: 10, conflicts: [] });
    expect(await problemsOf(root)).toEqual([]);
    expect(await problemsOf(root, DEMO_NOW)).toEqual([]);
  });

  it('is byte-identical for the same seed and different for another', async () => {
    const [a, b, c] = [await tempDir(), await tempDir(), await tempDir()];
    await writeDemo(a, demoGenerator({ seed: 99, seasons: 1, competitions: 1, now: DEMO_NOW }));
    await writeDemo(b, demoGenerator({ seed: 99, seasons: 1, competitions: 1, now: DEMO_NOW }));
    await writeDemo(c, demoGenerator({ seed: 100, seasons: 1, competitions: 1, now: DEMO_NOW }));
    const [fa, fb, fc] = [await filesOf(a), await filesOf(b), await filesOf(c)];
    expect([...fa.keys()].sort()).toEqual([...fb.keys()].sort());
    expect(fa.size).toBe(10);
    for (const [path, bytes] of fa) expect(bytes.equals(fb.get(path)!), path).toBe(true);
    expect(fa.get('/players.csv')!.equals(fc.get('/players.csv')!)).toBe(false);
    expect(fa.get('/demo-2026/events.csv')!.equals(fc.get('/demo-2026/events.csv')!)).toBe(false);
  });

  it('scale mode: several seasons and competitions validate, players carry over between years', async () => {
    const root = await tempDir();
    const seasons: string[] = [];
    const totals = await writeDemo(root, demoGenerator({ seed: 5, seasons: 2, competitions: 2, now: DEMO_NOW }), (s) => seasons.push(s.plan.slug));
    expect(seasons).toEqual(['demo-2025', 'demo-trophy-2025', 'demo-2026', 'demo-trophy-2026']);
    expect(totals.matches).toBe(416);
    expect(totals.players).toBeGreaterThan(1248);
    expect(totals.players).toBeLessThan(2 * 1248);
    expect(await problemsOf(root)).toEqual([]);
    expect(await problemsOf(root, DEMO_NOW)).toEqual([]);
    const comp = JSON.parse(await readFile(join(root, 'demo-trophy-2025', 'competition.json'), 'utf8'));
    expect(comp).toMatchObject({ id: 'season_demo-trophy-2025', name: 'Matchday Demo Trophy', year: 2025, demo: true });
  });

  it('keeps rows of other sources and replaces its own on a re-run', async () => {
    const root = await tempDir();
    await writeFile(join(root, 'countries.csv'), 'code,name\nMEX,Mexico\n');
    await writeFile(join(root, 'players.csv'), 'id,first_name,last_name,full_name,short_name,position,date_of_birth,country_code,height_cm\nplayer_real1,Julián,Quiñones,Julián Quiñones,J. Quiñones,Forward,1997-03-24,MEX,\n');
    await writeDemo(root, demoGenerator({ seed: 1, seasons: 1, competitions: 1, now: DEMO_NOW }));
    const second = await writeDemo(root, demoGenerator({ seed: 2, seasons: 1, competitions: 1, now: DEMO_NOW }));
    expect(second.conflicts).toEqual([]);
    const players = (await readFile(join(root, 'players.csv'), 'utf8')).trim().split('\n');
    expect(players).toHaveLength(1 + 1 + 1248);
    expect(players.some((l) => l.startsWith('player_real1,'))).toBe(true);
    expect(await readFile(join(root, 'countries.csv'), 'utf8')).toContain('MEX,Mexico\n');
    expect(await problemsOf(root)).toEqual([]);
  });
});
