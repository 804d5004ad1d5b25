import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MigrationStatus } from '@routier/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, userEnv } from '../test-support/cli-harness.js';

describe('routier db', () => {
  let dataDir: string;
  // The embedded database in dataDir (no DATABASE_URL in the command's environment).
  const env = userEnv({ LOG_LEVEL: 'silent' });
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'routier-cli-db-'));
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const status = async () => {
    const r = await cli(['db', 'status', '--data-dir', dataDir, '--json'], { env });
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as MigrationStatus;
  };
  const migrate = async () => {
    const r = await cli(['db', 'migrate', '--data-dir', dataDir, '--json'], { env });
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as { applied: string[]; status: MigrationStatus };
  };

  it('migrates a new database, then reports it up to date', async () => {
    const before = await status();
    expect(before.applied).toEqual([]);
    expect(before.pending.length).toBeGreaterThan(5);

    const result = await migrate();
    expect(result.applied).toEqual(before.pending);
    expect(result.status.pending).toEqual([]);

    expect((await migrate()).applied).toEqual([]);
    expect((await status()).applied).toEqual(before.pending);
    const text = await cli(['db', 'status', '--data-dir', dataDir], { env });
    expect(text.stdout).toContain('The database is up to date.');
  }, 240_000);

  it('answers a usage error (exit code 2) naming a bad variable', async () => {
    const r = await cli(['db', 'status', '--data-dir', dataDir], {
      env: { ...env, DATABASE_URL: 'mysql://nope' },
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('DATABASE_URL');
  });
});
