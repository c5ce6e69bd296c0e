/**
 * The pinned openfootball repositories (CC0) and how the shared copy (../shared/data) lays their
 * files out: which repository file each shared file is. Used only to write the manifest from a
 * copy (`npm run fetch:real-data -- --write-manifest`); the fetch itself reads the manifest alone.
 */
import type { Manifest, ManifestSource } from './manifest.ts';

export interface SourceRule {
  folder: string;
  repo: string;
  commit: string;
  /** The repository path of a file at `path` inside `folder`, or null when the file is not this source's. */
  from: (path: string) => string | null;
}

const WORLDCUP_JSON = { repo: 'openfootball/worldcup.json', commit: 'aa2ac44' };
const WORLDCUP_TXT = { repo: 'openfootball/worldcup', commit: 'bd46a14' };

/**
 * README files are left out: the project reads none of them, and the shared copy's own notes
 * (README.md, openfootball/README.md, openfootball-2026/README.md) are in no repository.
 */
const isReadme = (path: string) => /(^|\/)README\.md$/.test(path);
const same = (path: string) => (isReadme(path) ? null : path);

export const SOURCE_RULES: readonly SourceRule[] = [
  { folder: 'openfootball/worldcup.json', ...WORLDCUP_JSON, from: same },
  { folder: 'openfootball/worldcup', ...WORLDCUP_TXT, from: same },
  // The World Cup 2026 alone, flattened: worldcup.json/2026/*.json and the repository's licence …
  {
    folder: 'openfootball-2026',
    ...WORLDCUP_JSON,
    from: (p) => (/^worldcup(\.\w+)?\.json$/.test(p) ? `2026/${p}` : p === 'LICENSE.md' ? p : null),
  },
  // … and the Football.TXT files under txt/: match reports and squads from more/, the rest from 2026--usa/.
  {
    folder: 'openfootball-2026',
    ...WORLDCUP_TXT,
    from: (p) => {
      const m = /^txt\/([^/]+)$/.exec(p);
      if (!m) return null;
      return /^2026_(full|squads)\.txt$/.test(m[1]!) ? `more/${m[1]}` : `2026--usa/${m[1]}`;
    },
  },
  { folder: 'football.json', repo: 'openfootball/football.json', commit: '25cfaf1', from: same },
  { folder: 'euro.json', repo: 'openfootball/euro.json', commit: '2e4d466', from: same },
  { folder: 'copa-america.json', repo: 'openfootball/copa-america.json', commit: '8249bc0', from: same },
];

export interface CopiedFile {
  /** Path inside the copy, with `/` separators. */
  path: string;
  bytes: number;
  sha256: string;
}

export const MANIFEST_ABOUT =
  'Files of the pinned openfootball repositories (CC0) that npm run fetch:real-data copies, laid out as ../shared/data. ' +
  'Written by `npm run fetch:real-data -- --write-manifest` from that copy; the fetch checks every file against its sha256.';

/** The manifest of a copy: each file under the first rule that claims it; the files no rule claims are returned apart. */
export function buildManifest(files: readonly CopiedFile[], rules: readonly SourceRule[] = SOURCE_RULES): { manifest: Manifest; leftOut: string[] } {
  const sources = rules.map((r): ManifestSource => ({ folder: r.folder, repo: r.repo, commit: r.commit, files: [] }));
  const leftOut: string[] = [];
  for (const f of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const i = rules.findIndex((r) => f.path.startsWith(`${r.folder}/`) && r.from(f.path.slice(r.folder.length + 1)) !== null);
    if (i < 0) {
      leftOut.push(f.path);
      continue;
    }
    const path = f.path.slice(rules[i]!.folder.length + 1);
    const from = rules[i]!.from(path)!;
    sources[i]!.files.push({ path, ...(from === path ? {} : { from }), bytes: f.bytes, sha256: f.sha256 });
  }
  return { manifest: { about: MANIFEST_ABOUT, sources: sources.filter((s) => s.files.length > 0) }, leftOut };
}

/** The manifest as committed: one line per file, so a changed file is a one-line diff. */
export function formatManifest(m: Manifest): string {
  const source = (s: ManifestSource) =>
    `    {\n      "folder": ${JSON.stringify(s.folder)},\n      "repo": ${JSON.stringify(s.repo)},\n      "commit": ${JSON.stringify(s.commit)},\n` +
    `      "files": [\n${s.files.map((f) => `        ${JSON.stringify(f)}`).join(',\n')}\n      ]\n    }`;
  return `{\n  "about": ${JSON.stringify(m.about)},\n  "sources": [\n${m.sources.map(source).join(',\n')}\n  ]\n}\n`;
}
