import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker per core less one: a single worker on the 2-core CI machine. Many
    // files wait on child processes (servers, imports, Redis), so two workers keep both cores busy:
    // the suite took 697 s with one worker and 475 s with two on this machine, with the same results.
    maxWorkers: 2,
  },
});
