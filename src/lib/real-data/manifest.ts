/**
 * The committed list of real-data files (scripts/real-data-manifest.json): per destination folder
 * of the shared layout, the openfootball repository and pinned commit it comes from, and every file
 * the fetch copies with its size and SHA-256. GitHub's tarballs are not byte-stable, so the fetch
 * checks each file, not the archive; files of an archive that are not listed are not copied.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in lowercase hex');
const RelativePath = z.string().regex(/^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))[^\\]+$/, 'a relative path without . or .. segments');

export const ManifestFileSchema = z.strictObject({
  /** Path inside the destination folder. */
  path: RelativePath,
  /** Path inside the repository, when it differs from `path`. */
  from: RelativePath.optional(),
  bytes: z.number().int().nonnegative(),
  sha256: Sha256,
});

export const ManifestSourceSchema = z.strictObject({
  /** Destination folder inside the real-data folder, e.g. `openfootball/worldcup.json`. */
  folder: RelativePath,
  /** GitHub `owner/name`. */
  repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'owner/name'),
  /** Commit (short or full hash) the tarball is fetched at. */
  commit: z.string().regex(/^[0-9a-f]{7,40}$/, 'a commit hash'),
  files: z.array(ManifestFileSchema).min(1),
});

export const ManifestSchema = z.strictObject({
  about: z.string(),
  sources: z.array(ManifestSourceSchema).min(1),
});

export type ManifestFile = z.infer<typeof ManifestFileSchema>;
export type ManifestSource = z.infer<typeof ManifestSourceSchema>;
export type Manifest = z.infer<typeof ManifestSchema>;

export class ManifestError extends Error {}

export function parseManifest(text: string, name: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new ManifestError(`${name}: not JSON (${(err as Error).message})`);
  }
  const r = ManifestSchema.safeParse(raw);
  if (!r.success) throw new ManifestError(`${name}: ${r.error.issues.map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`).join('; ')}`);
  const seen = new Set<string>();
  for (const t of targets(r.data)) {
    if (seen.has(t.target)) throw new ManifestError(`${name}: ${t.target} is listed twice`);
    seen.add(t.target);
  }
  archives(r.data); // throws when one repository file is listed with two hashes
  return r.data;
}

/** Identifies a manifest's content (the fetched cache records it: another manifest means another fetch). */
export const manifestDigest = (text: string): string => createHash('sha256').update(text).digest('hex');

export interface TargetFile {
  /** Path inside the real-data folder (`folder/path`). */
  target: string;
  bytes: number;
  sha256: string;
}

/** Every file the manifest puts into the real-data folder. */
export function targets(m: Manifest): TargetFile[] {
  return m.sources.flatMap((s) => s.files.map((f) => ({ target: `${s.folder}/${f.path}`, bytes: f.bytes, sha256: f.sha256 })));
}

export interface ArchiveFile {
  /** Path inside the repository. */
  from: string;
  bytes: number;
  sha256: string;
  /** Where it goes inside the real-data folder (a repository file may go to several folders). */
  targets: string[];
}

export interface Archive {
  repo: string;
  commit: string;
  files: ArchiveFile[];
}

/** One archive per repository and commit, with the files to take from it. */
export function archives(m: Manifest): Archive[] {
  const out = new Map<string, Archive>();
  for (const s of m.sources) {
    const key = `${s.repo}@${s.commit}`;
    const a = out.get(key) ?? { repo: s.repo, commit: s.commit, files: [] };
    out.set(key, a);
    for (const f of s.files) {
      const from = f.from ?? f.path;
      const target = `${s.folder}/${f.path}`;
      const known = a.files.find((x) => x.from === from);
      if (known) {
        if (known.sha256 !== f.sha256) throw new ManifestError(`${s.repo}@${s.commit}:${from} is listed with two different SHA-256 (for ${known.targets[0]} and ${target})`);
        known.targets.push(target);
      } else a.files.push({ from, bytes: f.bytes, sha256: f.sha256, targets: [target] });
    }
  }
  return [...out.values()];
}
