import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const server = (file: string) =>
  fileURLToPath(new URL(`../server/src/test-support/${file}`, import.meta.url));

export default defineConfig({
  resolve: {
    // The CLI's tests run commands against a real server: the server package's test harness (TypeScript
    // source, not part of its build), on the embedded database or TEST_DATABASE_URL.
    alias: { '@routier/server/test-support': server('index.ts') },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Builds the migrated PGlite template once per run; each test file loads a private copy.
    globalSetup: [server('global-setup.ts')],
    pool: 'forks',
    // Each worker with a server holds one PGlite (~0.7 GB); two workers use both cores of the CI machine.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
