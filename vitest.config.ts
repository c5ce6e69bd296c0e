import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two workers keep both cores busy (many files wait on child processes: servers, imports, Redis):
    // the suite took 697 s with one worker and 475 s with two on this machine. Test servers that are
    // stopped and restarted on the same port reserve it across processes (tests/helpers/reserved-port.ts).
    maxWorkers: 2,
  },
});
