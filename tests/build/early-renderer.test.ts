/**
 * scripts/lib/early-renderer.ts: `npm run build` starts the page renderer before the build's modules
 * load only for a build the build itself would start it for, with the same folders; anything else is
 * left to the build (which reports usage errors and reads MATCHDAY_BUILD_CACHE through the config).
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimEarlyRenderer, earlyBuildOf } from '../../scripts/lib/early-renderer.ts';
import { defaultCacheDir } from '../../scripts/lib/renderer-process.ts';

describe('the renderer started early', () => {
  it('is for a plain build, with the folders the build resolves (defaults content/ and dist/)', () => {
    expect(earlyBuildOf([], {})).toEqual({ content: resolve('content'), out: resolve('dist'), cacheDir: defaultCacheDir(resolve('dist')) });
    expect(earlyBuildOf(['--content', 'x/c', '--out=y/d'], {})).toEqual({ content: resolve('x/c'), out: resolve('y/d'), cacheDir: defaultCacheDir(resolve('y/d')) });
  });

  it('is never for --help, --full, --skip-site, arguments the build refuses, or another build cache', () => {
    for (const argv of [['--help'], ['-h'], ['--full'], ['--skip-site'], ['--out'], ['--nope'], ['extra']]) expect(earlyBuildOf(argv, {})).toBeNull();
    expect(earlyBuildOf([], { MATCHDAY_BUILD_CACHE: '/tmp/elsewhere' })).toBeNull();
    expect(earlyBuildOf([], { MATCHDAY_BUILD_CACHE: '' })).not.toBeNull();
  });

  it('gives nothing to claim when none was started', () => {
    expect(claimEarlyRenderer(resolve('content'), resolve('dist'), defaultCacheDir(resolve('dist')))).toBeNull();
  });
});
