/**
 * One file of a static folder found by its folder-relative path, on demand: stat() it, and when a
 * symlink is on the way, refuse it unless its real path stays inside the folder, is no dotfile, and
 * no directory link on the way leads outside or back to one of its own ancestors (a loop). Nothing
 * outside the folder can be named. The file system is passed in (tests count its calls); its calls
 * are synchronous: a request's file is resolved in a few system calls, then cached (static-index.ts).
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { isServableRel } from './static-path.ts';

export interface FileStat {
  size: number;
  mtimeMs: number;
  isFile(): boolean;
}

/** What the static files need of the file system (each call may throw; `stat` may answer undefined when there is nothing). */
export interface StaticFs {
  stat(path: string): FileStat | undefined;
  realpath(path: string): string;
  readFile(path: string): Buffer;
}

export const nodeStaticFs: StaticFs = {
  stat: (path) => statSync(path, { throwIfNoEntry: false }),
  realpath: (path) => realpathSync.native(path),
  readFile: (path) => readFileSync(path),
};

export interface FoundFile {
  rel: string;
  /** Real absolute path: what is read. */
  file: string;
  size: number;
  mtimeMs: number;
}

export interface StaticFolder {
  /** The regular file `rel` names, or null (missing, not a file, refused). */
  find(rel: string): FoundFile | null;
  /** `size:mtime` of `rel` as stat() sees it now, '' when it is no file: a cached file is re-checked with it. */
  stamp(rel: string): string;
  read(file: string): Buffer;
}

export const stampOf = (f: { size: number; mtimeMs: number } | null): string => (f ? `${f.size}:${f.mtimeMs}` : '');

/** The folder at `root`: its real path is taken now (throws when it does not exist), nothing else is read. */
export function staticFolder(root: string, fs: StaticFs = nodeStaticFs): StaticFolder {
  const realRoot = fs.realpath(root);
  const prefix = realRoot.endsWith(sep) ? realRoot : realRoot + sep;
  const inside = (p: string) => p === realRoot || p.startsWith(prefix);
  const attempt = <T>(f: () => T): T | undefined => {
    try {
      return f();
    } catch {
      return undefined;
    }
  };
  const statFile = (path: string) => {
    const st = attempt(() => fs.stat(path));
    return st?.isFile() ? st : undefined;
  };

  /** A path whose real path differs from its spelling went through symlinks: are they all safe? */
  const linkedSafely = (rel: string, real: string): boolean => {
    if (!inside(real) || !isServableRel(real.slice(prefix.length).split(sep).join('/'))) return false;
    let dir = realRoot;
    for (const seg of rel.split('/').slice(0, -1)) {
      const next = attempt(() => fs.realpath(join(dir, seg)));
      // Outside the folder, or an ancestor of (or the same as) the directory it is in: a loop.
      if (next === undefined || !inside(next) || dir === next || dir.startsWith(next.endsWith(sep) ? next : next + sep)) return false;
      dir = next;
    }
    return true;
  };

  return {
    find(rel) {
      if (!isServableRel(rel)) return null;
      const path = join(realRoot, rel);
      const st = statFile(path);
      if (!st) return null;
      const real = attempt(() => fs.realpath(path));
      if (real === undefined || (real !== path && !linkedSafely(rel, real))) return null;
      return { rel, file: real, size: st.size, mtimeMs: st.mtimeMs };
    },
    stamp(rel) {
      return stampOf(statFile(join(realRoot, rel)) ?? null);
    },
    read: (file) => fs.readFile(file),
  };
}
