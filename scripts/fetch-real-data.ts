/**
 * `npm run fetch:real-data`: makes the real openfootball data (CC0) that the tests read available
 * where ../shared/data is not: the pinned repositories' files listed in
 * scripts/real-data-manifest.json, fetched from GitHub and checked file by file
 * (src/lib/real-data/). Also checks a copy (--check) and writes the manifest from one (--write-manifest).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { CliFailure, UsageError, progress, runCli } from '../src/lib/cli/run-cli.ts';
import { missingFiles, readStamp, sha256, STAMP_FILE, verifyFiles } from '../src/lib/real-data/check.ts';
import { ChecksumError, DEFAULT_BASE_URL, installRealData, ArchiveContentError } from '../src/lib/real-data/install.ts';
import { DownloadError } from '../src/lib/real-data/download.ts';
import { TarError } from '../src/lib/real-data/tar-archive.ts';
import { describeLocation, locateRealData, missingRealDataMessage, REAL_DATA_CACHE_DIR, REAL_DATA_ENV, SHARED_DATA_DIR, type RealDataLocation } from '../src/lib/real-data/locate.ts';
import { ManifestError, manifestDigest, parseManifest, targets, type Manifest } from '../src/lib/real-data/manifest.ts';
import { buildManifest, formatManifest, type CopiedFile } from '../src/lib/real-data/sources.ts';

const REPO = resolve(import.meta.dirname, '..');
const DEFAULT_MANIFEST = join(REPO, 'scripts', 'real-data-manifest.json');
const BASE_URL_ENV = 'MATCHDAY_REAL_DATA_BASE_URL';

const usage = `Usage: npm run fetch:real-data [-- --force | --check | --write-manifest [--from <dir>]] [--manifest <file>]

Makes the real openfootball data (CC0) that the tests read available: the files of the pinned
openfootball repositories listed in scripts/real-data-manifest.json, laid out as ${SHARED_DATA_DIR}.
The data folder is, in this order (the tests use the same rule):
  ${REAL_DATA_ENV}     a folder (relative to the repository), when set;
  ${SHARED_DATA_DIR}       beside the repository, when it exists;
  ${REAL_DATA_CACHE_DIR}    otherwise (ignored by git).
When the folder holds every file of the manifest, nothing is fetched. Otherwise each repository's
tarball is downloaded once at its pinned commit (codeload.github.com), only the listed files are
taken out, each is checked against its SHA-256, and the folder is replaced only when all match: a
failure leaves no partial copy. ${SHARED_DATA_DIR}, and folders this command did not write, are never changed.

Options:
  --force             fetch again although the folder is complete (only a folder this command wrote)
  --check             check every file of the data folder against its SHA-256; fetch nothing
  --write-manifest    write the manifest from a copy (default: the data folder): size and SHA-256
                      of every file the pinned repositories hold (README files left out)
  --from <dir>        the copy --write-manifest reads
  --manifest <file>   the manifest to use or write (default: scripts/real-data-manifest.json)
  -h, --help          this help

Environment: ${BASE_URL_ENV} replaces ${DEFAULT_BASE_URL} (for tests: a local server
answering <base>/<owner>/<repo>/tar.gz/<commit>).

Exit codes: 0 the data is there (fetched, or present already; --check: every file matches),
1 a download, an archive or a checksum failed, or a folder lacks files and is not this command's,
2 usage error.`;

const shown = (p: string) => relative(process.cwd(), p) || '.';
const mib = (bytes: number) => (bytes < 1048576 ? `${Math.ceil(bytes / 1024)} KiB` : `${(bytes / 1048576).toFixed(1)} MiB`);
const isDir = (p: string) => existsSync(p) && statSync(p).isDirectory();
const say = (line: string) => process.stdout.write(`${line}\n`);
const note = (line: string) => process.stderr.write(`${line}\n`);

function readManifest(file: string, given: boolean): { manifest: Manifest; text: string } {
  if (!existsSync(file)) {
    const msg = `${shown(file)}: no such manifest${given ? '' : ' (write it with --write-manifest from a complete copy)'}`;
    throw given ? new UsageError(msg) : new CliFailure(msg);
  }
  const text = readFileSync(file, 'utf8');
  try {
    return { manifest: parseManifest(text, shown(file)), text };
  } catch (err) {
    if (err instanceof ManifestError) throw given ? new UsageError(err.message) : new CliFailure(err.message);
    throw err;
  }
}

/** Every file below `dir` (paths with `/`), the fetch's stamp aside. */
function copiedFiles(dir: string): CopiedFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((p) => p !== STAMP_FILE)
    .map((path) => {
      const bytes = readFileSync(join(dir, path));
      return { path, bytes: bytes.length, sha256: sha256(bytes) };
    });
}

function writeManifest(from: string, file: string): number {
  if (!isDir(from)) throw new UsageError(`--from ${shown(from)}: no such folder`);
  const { manifest, leftOut } = buildManifest(copiedFiles(from));
  if (manifest.sources.length === 0) throw new CliFailure(`${shown(from)}: no file of the pinned repositories there (laid out as ${SHARED_DATA_DIR}?)`);
  writeFileSync(file, formatManifest(manifest));
  const all = targets(manifest);
  say(`wrote ${shown(file)}: ${all.length} files (${mib(all.reduce((n, t) => n + t.bytes, 0))}) of ${new Set(manifest.sources.map((s) => s.repo)).size} repositories, from ${shown(from)}`);
  if (leftOut.length > 0) say(`left out (README files, or files of no pinned repository): ${leftOut.join(', ')}`);
  return 0;
}

function check(loc: RealDataLocation, manifest: Manifest): number {
  if (!isDir(loc.dir)) throw new CliFailure(missingRealDataMessage(loc, ['every file']));
  const bad = verifyFiles(loc.dir, manifest, progress('checking'));
  const total = targets(manifest).length;
  if (bad.length === 0) {
    say(`${describeLocation(loc)}: all ${total} files match the manifest`);
    return 0;
  }
  for (const m of bad) note(`  ${m.file}: ${m.actual === null ? 'missing' : `sha256 ${m.actual}`} (expected ${m.expected})`);
  throw new CliFailure(`${bad.length} of ${total} files of ${describeLocation(loc)} do not match the manifest`);
}

function downloadProgress(): (received: number) => void {
  if (!process.stderr.isTTY) return () => {};
  let shownMiB = -1;
  return (received) => {
    const m = Math.floor(received / 1048576);
    if (m !== shownMiB) process.stderr.write(`\r  ${mib(received)} downloaded`);
    shownMiB = m;
  };
}

async function fetchInto(loc: RealDataLocation, manifest: Manifest, text: string): Promise<number> {
  const t0 = performance.now();
  const baseUrl = process.env[BASE_URL_ENV]?.trim() || DEFAULT_BASE_URL;
  note(`fetching the pinned openfootball repositories into ${describeLocation(loc)}`);
  let total = 0;
  try {
    const r = await installRealData({
      manifest, manifestSha256: manifestDigest(text), target: loc.dir, baseUrl,
      events: {
        archive: (a, i, n, url) => note(`[${i}/${n}] ${a.repo} @ ${a.commit}: ${url}`),
        bytes: downloadProgress(),
        checked: (a, files, received) => {
          total += received;
          if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
          note(`      ${mib(received)} downloaded, ${files} files taken out, every sha256 matches`);
        },
      },
    });
    say(`fetched ${r.files} files from ${r.archives} repositories (${mib(total)} downloaded) into ${shown(loc.dir)}, every sha256 checked, in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return 0;
  } catch (err) {
    if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
    if (err instanceof ChecksumError || err instanceof DownloadError || err instanceof ArchiveContentError || err instanceof TarError) {
      throw new CliFailure(`${err.message}\nNothing was written: ${shown(loc.dir)} is as it was.`);
    }
    throw err;
  }
}

await runCli({
  name: 'fetch:real-data',
  usage,
  options: {
    force: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    'write-manifest': { type: 'boolean', default: false },
    from: { type: 'string' },
    manifest: { type: 'string' },
  },
  async run({ values }) {
    const modes = (['force', 'check', 'write-manifest'] as const).filter((m) => values[m]);
    if (modes.length > 1) throw new UsageError(`--${modes.join(' and --')} do not go together`);
    if (values.from !== undefined && !values['write-manifest']) throw new UsageError('--from goes with --write-manifest');
    const given = typeof values.manifest === 'string';
    const manifestFile = given ? resolve(String(values.manifest)) : DEFAULT_MANIFEST;
    const loc = locateRealData(REPO, process.env, isDir);
    if (values['write-manifest']) return writeManifest(typeof values.from === 'string' ? resolve(values.from) : loc.dir, manifestFile);

    const { manifest, text } = readManifest(manifestFile, given);
    if (values.check) return check(loc, manifest);
    const missing = missingFiles(loc.dir, manifest);
    const count = targets(manifest).length;
    if (loc.origin === 'shared') {
      if (values.force) throw new UsageError(`--force: the data folder is ${SHARED_DATA_DIR}, which this command never writes (set ${REAL_DATA_ENV} to fetch elsewhere)`);
      if (missing.length > 0) throw new CliFailure(missingRealDataMessage(loc, missing));
      say(`real data: ${describeLocation(loc)} holds all ${count} files of the manifest; nothing fetched`);
      return 0;
    }
    const stamp = readStamp(loc.dir);
    const current = stamp === null || stamp.manifestSha256 === manifestDigest(text);
    if (!values.force && missing.length === 0 && current) {
      say(`real data: ${describeLocation(loc)} holds all ${count} files of the manifest; nothing fetched`);
      return 0;
    }
    if (stamp === null && isDir(loc.dir) && readdirSync(loc.dir).length > 0) {
      const why = missing.length === count ? `holds none of the ${count} files of the manifest (is it laid out as ${SHARED_DATA_DIR}?)`
        : missing.length > 0 ? `lacks ${missing.length} of the ${count} files of the manifest (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''})`
        : 'is complete';
      throw new CliFailure(`${describeLocation(loc)} ${why} and was not written by fetch:real-data, so it is left alone: remove it, or set ${REAL_DATA_ENV} to another folder`);
    }
    return fetchInto(loc, manifest, text);
  },
});
