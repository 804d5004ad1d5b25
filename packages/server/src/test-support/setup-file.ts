import { afterAll } from 'vitest';
import { releaseTestResources } from './test-server.js';

/**
 * vitest `setupFiles` entry: after each test file, close its test servers and drop its database. Use it with
 * global-setup.ts from any package whose tests use createTestServer().
 */
afterAll(async () => {
  await releaseTestResources();
});
