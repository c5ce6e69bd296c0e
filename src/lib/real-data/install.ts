/**
 * Fetches the manifest's repositories at their pinned commits into a real-data folder: each
 * repository's tarball once, only the listed files taken out of it, each checked against its
 * SHA-256. Everything is written into a sibling staging folder and renamed into place at the end,
 * so a failure (download, missing file, checksum) leaves the folder as it was and no partial copy.
 */
import { processAlive as alive } from '../cli/process-alive.ts';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { archives, type Archive, type Manifest } from './manifest.ts';
import { sha256, STAMP_FILE, type Mismatch, type Stamp } from './check.ts';
import { download } from './download.ts';
import { extractMembers, listArchive } from './tar-archive.ts';

export const DEFAULT_BASE_URL = 'https://codeload.github.com';

export class ChecksumError extends Error {
  readonly mismatches: Mismatch[];
  constructor(mismatches: Mismatch[], repo: string, commit: string) {
    super(
      `${mismatches.length} file${mismatches.length === 1 ? '' : 's'} of ${repo} @ ${commit} ` +
        `${mismatches.length === 1 ? 'does' : 'do'} not match the manifest:\n` +
        mismatches.map((m) => `  ${m.file}: sha256 ${m.actual} (expected ${m.expected})`).join('\n'),
    );
    this.mismatches = mismatches;
  }
}

export class ArchiveContentError extends Error {}

export interface InstallEvents {
  /** A new archive (1-based index of `total`). */
  archive?: (a: Archive, index: number, total: number, url: string) => void;
  bytes?: (received: number) => void;
  checked?: (a: Archive, files: number, received: number) => void;
}

export interface InstallOptions {
  manifest: Manifest;
  manifestSha256: string;
  target: string;
  baseUrl: string;
  events?: InstallEvents;
  now?: () => Date;
  fetchImpl?: typeof fetch;
}

export const tarballUrl = (baseUrl: string, a: Archive) => `${baseUrl.replace(/\/+$/, '')}/${a.repo}/tar.gz/${a.commit}`;

/** Staging folders of earlier runs that were killed before they could clean up. */
async function removeStale(target: string): Promise<void> {
  const pattern = new RegExp(`^${basename(target).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(partial|old)-(\\d+)$`);
  let entries: string[] = [];
  try {
    entries = readdirSync(dirname(target));
  } catch {
    return;
  }
  for (const e of entries) {
    const m = pattern.exec(e);
    if (m && !alive(Number(m[2]))) await rm(join(dirname(target), e), { recursive: true, force: true });
  }
}

/** The one top folder of a GitHub tarball (`<name>-<commit>/`), and every member's path below it. */
function repoPaths(members: string[], a: Archive): { top: string; paths: Set<string> } {
  const tops = new Set(members.map((m) => m.split('/')[0]));
  if (tops.size !== 1) throw new ArchiveContentError(`${a.repo} @ ${a.commit}: the archive has ${tops.size} top folders, expected one (<name>-<commit>/)`);
  const top = [...tops][0]!;
  return { top, paths: new Set(members.map((m) => m.slice(top.length + 1)).filter((p) => p !== '' && !p.endsWith('/'))) };
}

async function installArchive(a: Archive, work: string, staging: string, opts: InstallOptions, index: number, total: number): Promise<void> {
  const url = tarballUrl(opts.baseUrl, a);
  opts.events?.archive?.(a, index, total, url);
  const file = join(work, `${index}.tar.gz`);
  const received = await download(url, file, opts.events?.bytes, opts.fetchImpl);
  const { top, paths } = repoPaths(await listArchive(file), a);
  const absent = a.files.filter((f) => !paths.has(f.from)).map((f) => f.from);
  if (absent.length > 0) throw new ArchiveContentError(`${a.repo} @ ${a.commit} has no ${absent.slice(0, 5).join(', ')}${absent.length > 5 ? ` (and ${absent.length - 5} more)` : ''}`);
  const out = join(work, String(index));
  await mkdir(out);
  await extractMembers(file, a.files.map((f) => `${top}/${f.from}`), out);
  const mismatches: Mismatch[] = [];
  for (const f of a.files) {
    const bytes = await readFile(join(out, top, f.from));
    const actual = sha256(bytes);
    if (actual !== f.sha256) {
      mismatches.push({ file: `${f.from} (for ${f.targets.join(', ')})`, expected: f.sha256, actual });
      continue;
    }
    for (const t of f.targets) {
      await mkdir(dirname(join(staging, t)), { recursive: true });
      await writeFile(join(staging, t), bytes);
    }
  }
  if (mismatches.length > 0) throw new ChecksumError(mismatches, a.repo, a.commit);
  await rm(out, { recursive: true, force: true });
  await rm(file, { force: true });
  opts.events?.checked?.(a, a.files.length, received);
}

/** Fetches every archive into a staging folder, then replaces `target` with it. Returns the files written. */
export async function installRealData(opts: InstallOptions): Promise<{ files: number; archives: number }> {
  const { target } = opts;
  await mkdir(dirname(target), { recursive: true });
  await removeStale(target);
  const staging = `${target}.partial-${process.pid}`;
  const old = `${target}.old-${process.pid}`;
  const work = join(staging, '.download');
  const list = archives(opts.manifest);
  try {
    await rm(staging, { recursive: true, force: true });
    await mkdir(work, { recursive: true });
    for (const [i, a] of list.entries()) await installArchive(a, work, staging, opts, i + 1, list.length);
    await rm(work, { recursive: true, force: true });
    const stamp: Stamp = {
      manifestSha256: opts.manifestSha256,
      fetchedAt: (opts.now?.() ?? new Date()).toISOString(),
      sources: list.map((a) => ({ repo: a.repo, commit: a.commit })),
    };
    await writeFile(join(staging, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
    let replaced = false;
    try {
      await rename(target, old);
      replaced = true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    try {
      await rename(staging, target);
    } catch (err) {
      if (replaced) await rename(old, target);
      throw err;
    }
    if (replaced) await rm(old, { recursive: true, force: true });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return { files: list.reduce((n, a) => n + a.files.reduce((k, f) => k + f.targets.length, 0), 0), archives: list.length };
}
