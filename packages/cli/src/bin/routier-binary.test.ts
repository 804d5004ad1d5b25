/**
 * The real binary (bin/routier.js -> dist/, so run `npm run build` first; the root `npm test` does), spawned
 * as a user would: exit codes reach the shell, stdout carries only the result.
 */
import { createTokenWithPassword } from '@routier/sdk';
import { createTestServer, type TestServer } from '@routier/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerUser, userEnv } from '../test-support/cli-harness.js';
import { CLI_VERSION } from '../version.js';
import { runRoutier } from '../test-support/run-binary.js';

const routier = runRoutier;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the routier binary', () => {
  it('prints its version', async () => {
    const r = await routier(['--version'], userEnv());
    expect(r).toMatchObject({ code: 0, stdout: `${CLI_VERSION}\n` });
  });

  it('imports a CSV piped on stdin with ROUTIER_SERVER/ROUTIER_TOKEN, and exits 4 with a bad token', async () => {
    const email = await registerUser(server.url, 'binary');
    const { token } = await createTokenWithPassword({
      baseUrl: server.url,
      email,
      password: PASSWORD,
      tokenName: 'e2e',
    });
    const env = userEnv({ ROUTIER_SERVER: server.url, ROUTIER_TOKEN: token });
    const csv = 'Route Name,Start Location,Destination 1\nPiped,"30.2672,-97.7431","30.5083,-97.6789"\n';
    const imported = await routier(['routes', 'import', '-', '--json'], env, csv);
    expect(imported.code, imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ routesCreated: 1, routes: [{ name: 'Piped' }] });

    const listed = await routier(['routes', 'list'], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^ID\s+Name\s+Date\s+Status/);
    expect(listed.stdout).not.toContain('\u001b[');

    const refused = await routier(['whoami'], {
      ...env,
      ROUTIER_TOKEN: 'rt_revoked-or-never-issued-000000000000000',
    });
    expect(refused.code).toBe(4);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/^routier: /);
  });
});
