import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const serverSupport = (file: string) =>
  fileURLToPath(new URL(`../server/src/test-support/${file}`, import.meta.url));

// The CLI's tests run commands against a real server: @routier/server/test-support (createTestServer) on
// the embedded database, or PostgreSQL with TEST_DATABASE_URL, set up as the server's own tests do.
export default defineConfig({
  // The server's test support is source inside the repository, not part of the published package.
  resolve: { alias: { '@routier/server/test-support': serverSupport('index.ts') } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Initialises PGlite once per run ...
    globalSetup: [serverSupport('global-setup.ts'), 'src/test-support/temp-setup.ts'],
    // ... and closes each file's test servers and drops its database schema after the file.
    setupFiles: [serverSupport('setup-file.ts')],
    pool: 'forks',
    // Two workers, each keeping its modules and its one PGlite across the files it runs.
    maxWorkers: 2,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
