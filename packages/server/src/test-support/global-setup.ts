import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, dropStaleSchemas } from './test-database.js';

/**
 * vitest global setup. Embedded: initialise one PGlite (initdb) and dump its data directory; each worker
 * starts its instance from it (test-database.ts). PostgreSQL: drop test schemas that killed runs left.
 * Use it from any package's vitest config: `globalSetup: ['<server>/src/test-support/global-setup.ts']`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await dropStaleSchemas(url);
    return async () => {};
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'routier-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  const started = performance.now();
  await buildPgliteTemplate(file);
  if (process.env.ROUTIER_TEST_TIMING) {
    console.log(`PGlite template built in ${Math.round(performance.now() - started)} ms`);
  }
  project.provide('pgliteTemplate', file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
