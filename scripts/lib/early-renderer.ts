/**
 * The page renderer started at the very start of `npm run build` (scripts/build.ts), before the
 * build's own modules load: at scale the renderer's work before the build's word (its start, the
 * last snapshot's parse, loading the bundle) had become the longer of the two, and it started only
 * once the build had loaded its modules (0.4-0.5 s). It is started here under the same conditions as
 * the build starts it (only content changed: the kept bundle is usable; no --full, no --skip-site)
 * and only for the default build cache (MATCHDAY_BUILD_CACHE set: the build starts it itself, after
 * validating that setting). The build claims it (claimEarlyRenderer); one it does not claim is
 * stopped, at the latest when this process exits.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { keptBundleUsable, siteCodeHash } from '../../src/lib/build/kept-bundle.ts';
import { defaultCacheDir, REPO, startRenderer, type Renderer } from './renderer-process.ts';

interface Early {
  content: string;
  out: string;
  cacheDir: string;
  renderer: Renderer;
}

let early: Early | null = null;

/**
 * The folders of the build `argv` asks for when it is one the renderer may start early for: a build
 * (no --help, --full or --skip-site; arguments the build accepts) with the default build cache.
 * Else null (the build decides and starts it itself).
 */
export function earlyBuildOf(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = process.env): { content: string; out: string; cacheDir: string } | null {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args: [...argv], options: { content: { type: 'string' }, out: { type: 'string' }, full: { type: 'boolean' }, 'skip-site': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: false }));
  } catch {
    return null; // the build reports the usage error
  }
  if (values.help || values.full || values['skip-site'] || env.MATCHDAY_BUILD_CACHE) return null;
  const out = resolve(String(values.out ?? 'dist'));
  return { content: resolve(String(values.content ?? 'content')), out, cacheDir: defaultCacheDir(out) };
}

/** Starts the renderer for the build `argv` asks for, when the build would start one (only content changed); else nothing. */
export function startEarlyRenderer(argv: readonly string[]): void {
  const build = earlyBuildOf(argv);
  if (!build || !keptBundleUsable(build.cacheDir, siteCodeHash(REPO))) return;
  early = { ...build, renderer: startRenderer(build.content, join(build.out, 'matchday', 'snapshot.json'), build.out, build.cacheDir) };
  process.once('exit', () => early?.renderer.cancel());
}

/** The renderer started early for this build (same content, output and cache folders), once; any other is stopped. */
export function claimEarlyRenderer(content: string, out: string, cacheDir: string): Renderer | null {
  const started = early;
  early = null;
  if (!started) return null;
  if (started.content === content && started.out === out && started.cacheDir === cacheDir) return started.renderer;
  started.renderer.cancel();
  return null;
}
