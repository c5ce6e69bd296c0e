/**
 * Which files of the static folder (the build's dist/client) a URL path may name, decided on the
 * path alone, before the disk is asked: `/` is `index.html`; `/x` is the file `x`, else the page
 * `x/index.html` (Astro's `build.format: 'directory'`); `/x/` is only the page. A path with an
 * empty segment, a dot segment, a dotfile (but `/.well-known/`), a backslash or a NUL names nothing.
 */
import { isCompressible } from './content-type.ts';

/** True when every segment of `rel` (a `/`-separated path inside the folder) may be served. */
export function isServableRel(rel: string): boolean {
  if (rel === '' || rel.includes('\\') || rel.includes('\0')) return false;
  return rel.split('/').every((seg, i) => seg !== '' && (!seg.startsWith('.') || (i === 0 && seg === '.well-known')));
}

/** The folder-relative files `path` (canonical, decoded) may name, in order; none when it is refused. */
export function candidatesOf(path: string): string[] {
  if (path === '/') return ['index.html'];
  if (!path.startsWith('/')) return [];
  const page = path.endsWith('/');
  const rel = page ? path.slice(1, -1) : path.slice(1);
  if (!isServableRel(rel)) return [];
  return page ? [`${rel}/index.html`] : [rel, `${rel}/index.html`];
}

/**
 * The file `rel` would be the `.br`/`.gz` variant of (a compressible file's name without the
 * extension), or null. Such a file is no file of its own when that file exists.
 */
export function variantBaseOf(rel: string): string | null {
  const m = /^(.*)\.(br|gz)$/.exec(rel);
  return m && isCompressible(m[1]!) ? m[1]! : null;
}
