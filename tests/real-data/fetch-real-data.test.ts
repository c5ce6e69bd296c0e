/**
 * `npm run fetch:real-data` against a local stand-in for GitHub (tests/real-data/local-codeload.ts):
 * archives of a small part of the real data, in GitHub's tarball layout, fetched into a scratch
 * folder; the copy must equal the real data byte for byte, hold nothing the manifest does not list,
 * and be left as it was (with no partial copy) when a file's checksum does not match.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STAMP_FILE } from '../../src/lib/real-data/check.ts';
import { archives, parseManifest, targets, type Manifest } from '../../src/lib/real-data/manifest.ts';
import { REAL_DATA, requireRealData } from '../helpers/real-data.ts';
import { REPO, runScript } from '../helpers/server-process.ts';
import { buildArchive, startLocalCodeload, type LocalCodeload } from './local-codeload.ts';

const committedText = readFileSync(join(REPO, 'scripts', 'real-data-manifest.json'), 'utf8');
const committed = parseManifest(committedText, 'scripts/real-data-manifest.json');

/** A small part of the committed manifest: three repositories; one repository file going to two folders. */
const PICK: Record<string, string[]> = {
  'openfootball/worldcup.json': ['2014/worldcup.json', '2026/worldcup.groups.json', 'LICENSE.md'],
  'openfootball-2026': ['worldcup.groups.json', 'txt/2026_squads.txt', 'txt/cup_stadiums.csv'],
  'euro.json': ['2024/euro.json', '2024/euro.groups.json'],
};
const small: Manifest = {
  about: 'test',
  sources: committed.sources
    .map((s) => ({ ...s, files: s.files.filter((f) => PICK[s.folder]?.includes(f.path)) }))
    .filter((s) => s.files.length > 0),
};

const tmp = mkdtempSync(join(REPO, '.tmp', 'fetch-real-data-'));
const manifestFile = join(tmp, 'manifest.json');
let codeload: LocalCodeload;

const fetchInto = (dir: string, args: string[] = []) =>
  runScript('fetch-real-data', ['--manifest', manifestFile, ...args], { MATCHDAY_REAL_DATA: dir, MATCHDAY_REAL_DATA_BASE_URL: codeload.baseUrl });

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))).sort();

beforeAll(async () => {
  requireRealData(...targets(small).map((t) => [t.target]));
  writeFileSync(manifestFile, JSON.stringify(small));
  codeload = await startLocalCodeload();
  const work = join(tmp, 'archives');
  mkdirSync(work);
  for (const a of archives(small)) codeload.serve(a, buildArchive(a, REAL_DATA.dir, work, { extra: { 'not-listed/2030/worldcup.json': '{}', 'README.md': '# not listed' } }));
});
afterAll(async () => {
  await codeload?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('npm run fetch:real-data', () => {
  test('the small manifest is what the test means: 8 files from 3 repositories, one repository file in two folders', () => {
    expect(targets(small)).toHaveLength(8);
    expect(archives(small).map((a) => `${a.repo}@${a.commit}`)).toEqual(['openfootball/worldcup.json@aa2ac44', 'openfootball/worldcup@bd46a14', 'openfootball/euro.json@2e4d466']);
    expect(archives(small)[0]!.files.find((f) => f.from === '2026/worldcup.groups.json')!.targets).toEqual(['openfootball/worldcup.json/2026/worldcup.groups.json', 'openfootball-2026/worldcup.groups.json']);
  });

  test('fetches each repository once, takes out only the listed files, and the copy equals the real data byte for byte', async () => {
    const dir = join(tmp, 'fetched');
    const r = await fetchInto(dir);
    expect(r.stderr).not.toMatch(/error/i);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^fetched 8 files from 3 repositories \(.* downloaded\) into .*fetched, every sha256 checked/m);
    expect(r.stderr).toContain(`[1/3] openfootball/worldcup.json @ aa2ac44: ${codeload.baseUrl}/openfootball/worldcup.json/tar.gz/aa2ac44`);
    expect(codeload.requests.sort()).toEqual(['/openfootball/euro.json/tar.gz/2e4d466', '/openfootball/worldcup.json/tar.gz/aa2ac44', '/openfootball/worldcup/tar.gz/bd46a14']);
    expect(filesUnder(dir)).toEqual([STAMP_FILE, ...targets(small).map((t) => t.target)].sort());
    for (const t of targets(small)) expect(readFileSync(join(dir, t.target)).equals(readFileSync(join(REAL_DATA.dir, t.target))), t.target).toBe(true);
    expect(readdirSync(tmp).filter((e) => e.startsWith('fetched.'))).toEqual([]);

    // Present: nothing is fetched again.
    const again = await fetchInto(dir);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/holds all 8 files of the manifest; nothing fetched/);
    expect(codeload.requests).toHaveLength(3);
  });

  test('a checksum mismatch names the file and both hashes, and leaves no copy and no partial folder', async () => {
    const dir = join(tmp, 'tampered');
    const euro = archives(small).find((a) => a.repo === 'openfootball/euro.json')!;
    const good = buildArchive(euro, REAL_DATA.dir, join(tmp, 'archives'));
    codeload.serve(euro, buildArchive(euro, REAL_DATA.dir, join(tmp, 'archives'), { tamper: ['2024/euro.json'] }));
    try {
      const r = await fetchInto(dir);
      expect(r.code).toBe(1);
      const expected = small.sources.find((s) => s.folder === 'euro.json')!.files.find((f) => f.path === '2024/euro.json')!.sha256;
      expect(r.stderr).toMatch(new RegExp(`1 file of openfootball/euro.json @ 2e4d466 does not match the manifest:\\n  2024/euro.json \\(for euro.json/2024/euro.json\\): sha256 [0-9a-f]{64} \\(expected ${expected}\\)`));
      expect(r.stderr).toContain('Nothing was written');
      expect(existsSync(dir)).toBe(false);
      expect(readdirSync(tmp).filter((e) => e.startsWith('tampered'))).toEqual([]);

      // Over a complete earlier fetch (--force): the folder keeps its files and its stamp.
      const kept = join(tmp, 'fetched');
      const before = filesUnder(kept).map((f) => `${f} ${readFileSync(join(kept, f)).toString('base64')}`);
      const forced = await fetchInto(kept, ['--force']);
      expect(forced.code).toBe(1);
      expect(filesUnder(kept).map((f) => `${f} ${readFileSync(join(kept, f)).toString('base64')}`)).toEqual(before);
      expect(readdirSync(tmp).filter((e) => /^fetched\.(partial|old)-/.test(e))).toEqual([]);
    } finally {
      codeload.serve(euro, good);
    }
  });

  test('a complete copy it did not write (the real data itself) is used as it is: no request', async () => {
    const requests = codeload.requests.length;
    const r = await fetchInto(REAL_DATA.dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('holds all 8 files of the manifest; nothing fetched');
    expect(codeload.requests).toHaveLength(requests);
  });

  test('an incomplete folder it did not write is left alone', async () => {
    const dir = join(tmp, 'someone-elses');
    mkdirSync(join(dir, 'euro.json', '2024'), { recursive: true });
    writeFileSync(join(dir, 'euro.json', '2024', 'euro.json'), 'mine');
    writeFileSync(join(dir, 'euro.json', '2024', 'euro.groups.json'), readFileSync(join(REAL_DATA.dir, 'euro.json', '2024', 'euro.groups.json')));
    const r = await fetchInto(dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/lacks 7 of the 8 files of the manifest .* was not written by fetch:real-data, so it is left alone/);
    expect(filesUnder(dir)).toEqual(['euro.json/2024/euro.groups.json', 'euro.json/2024/euro.json']);
    expect(readFileSync(join(dir, 'euro.json', '2024', 'euro.json'), 'utf8')).toBe('mine');
  });

  test('an archive GitHub does not have fails with the URL and HTTP status', async () => {
    const other = join(tmp, 'manifest-404.json');
    writeFileSync(other, JSON.stringify({ ...small, sources: [{ ...small.sources[0]!, commit: 'deadbee' }] }));
    const r = await runScript('fetch-real-data', ['--manifest', other], { MATCHDAY_REAL_DATA: join(tmp, 'not-found'), MATCHDAY_REAL_DATA_BASE_URL: codeload.baseUrl });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`GET ${codeload.baseUrl}/openfootball/worldcup.json/tar.gz/deadbee: HTTP 404`);
    expect(existsSync(join(tmp, 'not-found'))).toBe(false);
  });

  test('usage errors exit 2', async () => {
    expect((await runScript('fetch-real-data', ['--check', '--force'])).code).toBe(2);
    expect((await runScript('fetch-real-data', ['--manifest', join(tmp, 'none.json')])).code).toBe(2);
  });
});

describe('the committed manifest', () => {
  test('is what --write-manifest writes from the real data (every file but the READMEs, sha256 for sha256)', async () => {
    const out = join(tmp, 'written.json');
    const r = await runScript('fetch-real-data', ['--write-manifest', '--from', REAL_DATA.dir, '--manifest', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(committedText);
    expect(r.stdout).toMatch(/left out \(README files, or files of no pinned repository\): README\.md, /);
  });

  test('takes the World Cup 2026 folder from the same two repositories and commits as openfootball/', () => {
    const of2026 = committed.sources.filter((s) => s.folder === 'openfootball-2026');
    expect(of2026.map((s) => `${s.repo}@${s.commit}`)).toEqual(['openfootball/worldcup.json@aa2ac44', 'openfootball/worldcup@bd46a14']);
    // One download per repository: the same repository file has one hash wherever it goes.
    expect(archives(committed).map((a) => a.repo)).toEqual(['openfootball/worldcup.json', 'openfootball/worldcup', 'openfootball/football.json', 'openfootball/euro.json', 'openfootball/copa-america.json']);
  });
});
