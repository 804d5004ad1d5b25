import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * vitest global setup: one base directory for every temporary file of the run (config dirs, CSV files),
 * removed when the run ends (workers may be stopped without an `exit` event).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'routier-cli-tests-'));
  project.provide('cliTempBase', dir);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base directory of the CLI tests' temporary files. */
    cliTempBase: string;
  }
}
