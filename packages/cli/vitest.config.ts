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
    // Initialises PGlite once per run; each worker starts its instance from it (server ADR 0005) ...
    globalSetup: [server('global-setup.ts')],
    // ... and each test file's database schema and servers are dropped after the file.
    setupFiles: [server('setup-file.ts')],
    pool: 'forks',
    // Each worker with a server holds one PGlite (~0.7 GB); two workers use both cores of the CI machine.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
