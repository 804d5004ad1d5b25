import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate } from './test-database.js';

/**
 * vitest global setup: on the embedded database, initialise and migrate one PGlite and dump it; every test
 * file then loads a private copy (test-database.ts). Use it from any package's vitest config:
 * `globalSetup: ['<server>/src/test-support/global-setup.ts']`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) return async () => {};
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
