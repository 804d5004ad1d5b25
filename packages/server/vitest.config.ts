import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Builds the migrated PGlite template once per run (see src/test-support/test-database.ts).
    globalSetup: ['src/test-support/global-setup.ts'],
    pool: 'forks',
    // Each worker holds one PGlite (~0.7 GB); two workers use both cores of the CI machine.
    maxWorkers: 2,
    // Generous: the machine is shared; a slow run must not fail for time alone.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
