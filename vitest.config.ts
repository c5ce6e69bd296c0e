import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Test files share their worker's process (no new process and module graph per file): 386 s
    // instead of 526 s for the suite on this machine, and 700 instead of about 1,000 s of CPU; 27
    // unit files took 4.7 s instead of 10.8 s. A file therefore must not change what the process
    // shares (environment variables left changed, module mocks, stubbed globals, fake timers, the
    // working directory): tests/architecture/test-isolation.test.ts checks the test sources for it.
    isolate: false,
    // Two workers keep both cores busy (many files wait on child processes: servers, imports, Redis):
    // the suite took 697 s with one worker and 475 s with two on this machine. Test servers that are
    // stopped and restarted on the same port reserve it across processes (tests/helpers/reserved-port.ts).
    maxWorkers: 2,
  },
});
