import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Initialises PGlite once per run (src/test-support/global-setup.ts) ...
    globalSetup: ['src/test-support/global-setup.ts'],
    // ... and drops each file's database schema after the file.
    setupFiles: ['src/test-support/setup-file.ts'],
    pool: 'forks',
    // Two workers, each keeping its modules and its one PGlite (~0.5-0.8 GB) across the files it runs:
    // imports, the spec and PGlite start once per worker, not once per file. Files stay isolated by schema.
    maxWorkers: 2,
    isolate: false,
    // Generous: the machine is shared; a slow run must not fail for time alone.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
