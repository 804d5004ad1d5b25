/**
 * The server commands against a real server (the server's test harness: the app on the embedded database,
 * or TEST_DATABASE_URL), run in-process through run(). Covers the exit codes of issue 7 and the JSON
 * documents against the API contract.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createClient, parseRoutesCsv, SINGLE_ROUTE_COLUMNS, unwrap, type Route } from '@routier/sdk';
import { createTestServer, type TestServer } from '@routier/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configPath } from '../core/config.js';
import { schemaErrors } from '../test-support/api-schema.js';
import { cli, loggedInEnv, PASSWORD, registerUser, tempDir, userEnv } from '../test-support/cli-harness.js';
import { mulberry32 } from '../test-support/random-stops.js';

const generous = { max: 1000, windowMs: 60_000 };
let server: TestServer;
let env: Record<string, string | undefined>;

beforeAll(async () => {
  server = await createTestServer({
    limits: { signInPerIp: generous, signInPerAccount: generous, general: generous },
  });
  env = await loggedInEnv(server.url, 'routes');
});

afterAll(async () => {
  await server?.close();
});

const json = <T>(stdout: string): T => JSON.parse(stdout) as T;

describe('login, whoami, tokens, logout', () => {
  it('logs in with --password-stdin and writes a 0600 config file in the XDG config dir', async () => {
    const email = await registerUser(server.url, 'login');
    const userEnvironment = userEnv();
    const r = await cli(['login', '--server', server.url, '--email', email, '--password-stdin', '--json'], {
      env: userEnvironment,
      stdin: `${PASSWORD}\n`,
    });
    expect(r.code, r.stderr).toBe(0);
    const data = json<{ server: string; user: unknown; tokenPrefix: string; configFile: string }>(r.stdout);
    expect(schemaErrors('User', data.user)).toEqual([]);
    expect(data.configFile).toBe(
      path.join(userEnvironment.XDG_CONFIG_HOME as string, 'routier', 'config.json'),
    );
    expect(fs.statSync(data.configFile).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(fs.readFileSync(data.configFile, 'utf8')) as Record<string, unknown>;
    expect(stored).toMatchObject({ server: server.url, email });
    expect(String(stored.token)).toMatch(/^rt_/);

    const who = await cli(['whoami', '--json'], { env: userEnvironment });
    expect(who.code).toBe(0);
    expect(json<{ user: { email: string } }>(who.stdout).user.email).toBe(email);

    const tokens = await cli(['tokens', 'list', '--json'], { env: userEnvironment });
    expect(tokens.code).toBe(0);
    const list = json<Array<{ prefix: string }>>(tokens.stdout);
    expect(schemaErrors('ApiToken', list, { array: true })).toEqual([]);
    expect(list.map((t) => t.prefix)).toContain(data.tokenPrefix);

    // Logging out revokes the token on the server: the same token is refused afterwards (exit 4).
    const token = String(stored.token);
    const out = await cli(['logout', '--json'], { env: userEnvironment });
    expect(out.code).toBe(0);
    expect(json<{ revocation: string }>(out.stdout).revocation).toBe('revoked');
    expect(JSON.parse(fs.readFileSync(data.configFile, 'utf8'))).toEqual({ server: server.url });
    const after = await cli(['whoami'], {
      env: { ...userEnvironment, ROUTIER_TOKEN: token, ROUTIER_SERVER: server.url },
    });
    expect(after.code).toBe(4);
  });

  it('refuses a wrong password with exit 4 and a missing password without a terminal with exit 2', async () => {
    const email = await registerUser(server.url, 'badpass');
    const wrong = await cli(['login', '--server', server.url, '--email', email, '--password-stdin'], {
      env: userEnv(),
      stdin: 'Wrong-password-1\n',
    });
    expect(wrong.code).toBe(4);
    expect(wrong.stderr).toContain('Invalid email or password');
    const noTerminal = await cli(['login', '--server', server.url], { env: userEnv() });
    expect(noTerminal.code).toBe(2);
    expect(noTerminal.stderr).toContain('--password-stdin');
  });

  it('stores an existing token with --token, and creates and revokes tokens', async () => {
    const created = await cli(['tokens', 'create', '--name', 'ci job', '--json'], { env });
    expect(created.code, created.stderr).toBe(0);
    const token = json<{ id: number; token: string }>(created.stdout);
    expect(schemaErrors('ApiTokenCreated', token)).toEqual([]);
    const other = userEnv();
    const login = await cli(['login', '--server', server.url, '--token', token.token], { env: other });
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout).toContain('Logged in to');
    const revoke = await cli(['tokens', 'revoke', String(token.id)], { env });
    expect(revoke.code).toBe(0);
    expect((await cli(['whoami'], { env: other })).code).toBe(4);
    expect((await cli(['tokens', 'revoke', String(token.id)], { env })).code).toBe(5);
  });
});

describe('exit codes', () => {
  it('is 4 for a bad token, printing the server message and request id', async () => {
    const r = await cli(['routes', 'list'], {
      env: userEnv({
        ROUTIER_SERVER: server.url,
        ROUTIER_TOKEN: 'rt_not-a-real-token-000000000000000000000000',
      }),
    });
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/UNAUTHENTICATED · request \S+/);
  });

  it('is 4 when not logged in at all', async () => {
    const r = await cli(['routes', 'list'], { env: userEnv({ ROUTIER_SERVER: server.url }) });
    expect(r.code).toBe(4);
    expect(r.stderr).toContain('routier login');
  });

  it('is 3 when the server is down', async () => {
    const r = await cli(['routes', 'list', '--json'], {
      env: userEnv({
        ROUTIER_SERVER: 'http://127.0.0.1:9',
        ROUTIER_TOKEN: 'rt_whatever-000000000000000000000000000000000',
      }),
    });
    expect(r.code).toBe(3);
    expect(r.stdout).toBe('');
    expect(json<{ error: { code: string } }>(r.stderr).error.code).toBe('NETWORK_ERROR');
  });

  it('is 5 for an unknown route', async () => {
    const exported = await cli(['routes', 'export', '--single', '999999', '-o', '-'], { env });
    expect(exported.code).toBe(5);
    expect(exported.stderr).toMatch(/ROUTE_NOT_FOUND/);
  });

  it('is 2 for a bad CSV, listing the row errors, and nothing is written', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'bad.csv');
    fs.writeFileSync(
      file,
      'Route Name,Start Location,Destination 1\nGood,"30.26,-97.74","30.3,-97.7"\n,"30.26,-97.74",\n',
    );
    const check = await cli(['routes', 'import', file, '--check'], { env });
    expect(check.code).toBe(2);
    expect(check.stderr).toContain('row 3');
    expect(check.stderr).toContain('Route name is required');
    const real = await cli(['routes', 'import', file], { env });
    expect(real.code).toBe(2);
    const list = await cli(['routes', 'list', '--json'], { env });
    expect(json<Route[]>(list.stdout).some((r) => r.name === 'Good')).toBe(false);
  });

  it('is 2 for a missing file', async () => {
    const r = await cli(['routes', 'import', '/nonexistent/routes.csv'], { env });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('No such file');
  });
});

describe('routes: import → list → batch → export', () => {
  const csv = [
    'Route Name,Start Location,Scheduled Date,Destination 1,Destination 2,Destination 3',
    'North loop,"30.2672,-97.7431",2025-03-04,"30.5083,-97.6789","30.6333,-97.6779","30.3900,-97.7300"',
    'South loop,"30.2672,-97.7431",2025-03-05,"29.8833,-97.9414","30.0800,-97.8400","30.1600,-97.7900"',
    'East run,"30.2672,-97.7431",2025-03-06,"30.3400,-97.5500","30.2900,-97.6200"',
  ].join('\n');

  it('round-trips through the server', async () => {
    const check = await cli(['routes', 'import', '-', '--check', '--json'], { env, stdin: csv });
    expect(check.code, check.stderr).toBe(0);
    const checked = json<{ dryRun: boolean; routesCreated: number }>(check.stdout);
    expect(schemaErrors('CsvUploadResult', checked)).toEqual([]);
    expect(checked).toMatchObject({ dryRun: true, routesCreated: 0 });

    const imported = await cli(['routes', 'import', '-', '--json'], { env, stdin: csv });
    expect(imported.code, imported.stderr).toBe(0);
    const result = json<{ routesCreated: number; routes: Array<{ id: number }> }>(imported.stdout);
    expect(result.routesCreated).toBe(3);
    const ids = result.routes.map((r) => r.id);

    const listed = await cli(['routes', 'list', '--from', '2025-03-04', '--to', '2025-03-06', '--json'], {
      env,
    });
    expect(listed.code).toBe(0);
    const routes = json<Route[]>(listed.stdout);
    expect(schemaErrors('Route', routes, { array: true })).toEqual([]);
    expect(routes.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(routes.every((r) => r.status === 'pending')).toBe(true);

    const table = await cli(['routes', 'list', '--from', '2025-03-04', '--to', '2025-03-06'], { env });
    expect(table.stdout).toMatch(/ID\s+Name\s+Date\s+Status/);
    expect(table.stdout).toContain('North loop');

    const batch = await cli(['routes', 'batch', '--ids', ids.join(','), '--time-limit', '10', '--json'], {
      env,
    });
    expect(batch.code, batch.stderr).toBe(0);
    const batchResult = json<{ totalOptimized: number; failures: unknown[] }>(batch.stdout);
    expect(schemaErrors('BatchOptimizeResponse', batchResult)).toEqual([]);
    expect(batchResult).toMatchObject({ totalOptimized: 3, failures: [] });
    // Progress went to stderr as plain lines (stderr is not a terminal here).
    expect(batch.stderr).toMatch(/Optimising 3 routes: succeeded 100% · 3\/3 routes/);

    const optimized = json<Route[]>(
      (await cli(['routes', 'list', '--status', 'optimized', '--json'], { env })).stdout,
    );
    expect(optimized.filter((r) => ids.includes(r.id))).toHaveLength(3);

    const bulk = await cli(['routes', 'export', '--from', '2025-03-04', '--to', '2025-03-06', '-o', '-'], {
      env,
    });
    expect(bulk.code).toBe(0);
    const parsed = parseRoutesCsv(bulk.stdout);
    expect(parsed.ok ? [] : parsed.errors).toEqual([]);
    if (!parsed.ok) return;
    expect(parsed.routes.map((r) => r.name).sort()).toEqual(['East run', 'North loop', 'South loop']);
    const north = parsed.routes.find((r) => r.name === 'North loop');
    expect(north).toMatchObject({
      status: 'optimized',
      scheduledDate: '2025-03-04',
      startLocation: '30.2672,-97.7431',
    });
    expect(north?.destinations).toHaveLength(3);
    expect(north?.totalDistance).toBeGreaterThan(0);
    expect(bulk.stderr).toContain('Exported 3 routes');

    const dir = tempDir();
    const single = await cli(['routes', 'export', '--single', String(ids[0]), '--json'], { env, cwd: dir });
    expect(single.code, single.stderr).toBe(0);
    const written = json<{ file: string }>(single.stdout).file;
    expect(written).toBe('route-north-loop.csv');
    const singleCsv = fs.readFileSync(path.join(dir, written), 'utf8');
    expect(singleCsv.split('\r\n')[0]).toBe(SINGLE_ROUTE_COLUMNS.join(','));
    expect(singleCsv.trim().split('\r\n')).toHaveLength(4);
  });

  it('optimises routes by id, exiting with 5 when one is unknown (the others are still optimised)', async () => {
    // The same route again: the file's routes are stored already, so import it as a new one.
    const imported = await cli(['routes', 'import', '-', '--on-conflict', 'new', '--json'], {
      env,
      stdin: csv.split('\n').slice(0, 2).join('\n'),
    });
    const [id] = json<{ routes: Array<{ id: number }> }>(imported.stdout).routes.map((r) => r.id);
    const r = await cli(['routes', 'optimize', String(id), '999999', '--time-limit', '5', '--json'], { env });
    expect(r.code).toBe(5);
    const data = json<{ totalOptimized: number; failures: Array<{ routeId: number; code: string }> }>(
      r.stdout,
    );
    expect(data.totalOptimized).toBe(1);
    expect(data.failures).toEqual([expect.objectContaining({ routeId: 999999, code: 'ROUTE_NOT_FOUND' })]);
  });

  it('cancels the server job on Ctrl-C (exit 130)', async () => {
    // Enough work that the job is still running when the cancellation arrives: 40 routes of 60 stops.
    const rnd = mulberry32(11);
    const point = () =>
      `${(30.27 + (rnd() - 0.5) / 3).toFixed(4)},${(-97.74 + (rnd() - 0.5) / 3).toFixed(4)}`;
    const rows = Array.from({ length: 40 }, (_, i) => {
      const stops = Array.from({ length: 60 }, point).join('; ');
      return `Big ${i + 1},"30.2672,-97.7431","${stops}"`;
    });
    const big = ['Route Name,Start Location,Destinations', ...rows].join('\n');
    const imported = await cli(['routes', 'import', '-', '--json'], { env, stdin: big });
    expect(imported.code, imported.stderr).toBe(0);
    const ids = (JSON.parse(imported.stdout) as { routes: Array<{ id: number }> }).routes.map((r) => r.id);
    const controller = new AbortController();
    // Ctrl-C as soon as the job exists (its first progress line).
    const r = await cli(['routes', 'optimize', ...ids.map(String)], {
      env,
      signal: controller.signal,
      onStderr: (text) => {
        if (text.includes('Optimising')) controller.abort();
      },
    });
    expect(r.code).toBe(130);
    const jobId = /Cancelled job (\S+)/.exec(r.stderr)?.[1];
    expect(jobId).toBeDefined();
    const { token } = JSON.parse(fs.readFileSync(configPath(env), 'utf8')) as { token: string };
    const api = createClient({ baseUrl: server.url, token });
    const job = await unwrap(
      api.GET('/api/optimization-jobs/{jobId}', { params: { path: { jobId: jobId as string } } }),
    );
    expect(job.status).toBe('cancelled');
  });

  it('says when there is nothing pending, and needs --pending or --ids without a terminal', async () => {
    const fresh = await loggedInEnv(server.url, 'empty');
    const none = await cli(['routes', 'batch', '--pending'], { env: fresh });
    expect(none).toMatchObject({ code: 0 });
    expect(none.stdout).toContain('No pending routes');
    await cli(['routes', 'import', '-'], { env: fresh, stdin: csv });
    const noFlag = await cli(['routes', 'batch'], { env: fresh });
    expect(noFlag.code).toBe(2);
    expect(noFlag.stderr).toContain('--pending or --ids');
  });
});

describe('vehicles', () => {
  it('creates, lists, updates and deletes a vehicle', async () => {
    const created = await cli(
      [
        'vehicles',
        'create',
        '--name',
        'Van 2',
        '--type',
        'cargo_van',
        '--capacity',
        '1000',
        '--cost-per-km',
        '1.2',
        '--features',
        'refrigerated',
        '--json',
      ],
      { env },
    );
    expect(created.code, created.stderr).toBe(0);
    const vehicle = json<{ id: number; name: string }>(created.stdout);
    expect(schemaErrors('Vehicle', vehicle)).toEqual([]);

    const listed = await cli(['vehicles', 'list', '--json'], { env });
    expect(schemaErrors('Vehicle', json(listed.stdout), { array: true })).toEqual([]);
    expect(json<Array<{ id: number }>>(listed.stdout).map((v) => v.id)).toContain(vehicle.id);
    const table = await cli(['vehicles', 'list'], { env });
    expect(table.stdout).toMatch(/Van 2\s+Cargo Van\s+1000\s+1\.20\s+yes/);

    const updated = await cli(
      ['vehicles', 'update', String(vehicle.id), '--cost-per-km', '1.35', '--inactive', '--json'],
      { env },
    );
    expect(updated.code, updated.stderr).toBe(0);
    expect(json(updated.stdout)).toMatchObject({ costPerKm: 1.35, isActive: false, name: 'Van 2' });

    const noConfirm = await cli(['vehicles', 'delete', String(vehicle.id)], { env });
    expect(noConfirm.code).toBe(2);
    expect(noConfirm.stderr).toContain('--yes');
    expect((await cli(['vehicles', 'delete', String(vehicle.id), '--yes'], { env })).code).toBe(0);
    expect((await cli(['vehicles', 'delete', String(vehicle.id), '--yes'], { env })).code).toBe(5);
  });

  it('needs name, type and cost per km without a terminal, and reports server validation with exit 2', async () => {
    const missing = await cli(['vehicles', 'create', '--name', 'X'], { env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Vehicle type is required');
    const invalid = await cli(['vehicles', 'create', '--name', 'X', '--type', 'tank', '--cost-per-km', '1'], {
      env,
    });
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain('--type must be one of cargo_van, standard_truck, heavy_duty');
  });
});
