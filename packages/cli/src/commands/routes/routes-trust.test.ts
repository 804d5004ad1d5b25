/**
 * Issue 15 from the terminal: the CLI says when something is wrong (distinct exit codes, unresolved stops
 * named with what they may mean, duplicates refused), signals cancel server jobs, and files round-trip.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, unwrap, type OptimizationJob } from '@routier/sdk';
import { createTestServer, type TestServer } from '@routier/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configPath } from '../../core/config.js';
import { cli, loggedInEnv, tempDir } from '../../test-support/cli-harness.js';
import { mulberry32 } from '../../test-support/random-stops.js';

const generous = { max: 1000, windowMs: 60_000 };
const BIN = fileURLToPath(new URL('../../../bin/routier.js', import.meta.url));
const AUSTIN = '30.2672,-97.7431';
let server: TestServer;
let env: Record<string, string | undefined>;

beforeAll(async () => {
  server = await createTestServer({
    limits: { signInPerIp: generous, signInPerAccount: generous, general: generous },
  });
  env = await loggedInEnv(server.url, 'trust');
});
afterAll(async () => {
  await server?.close();
});

const json = <T>(text: string): T => JSON.parse(text) as T;
const api = () =>
  createClient({
    baseUrl: server.url,
    token: json<{ token: string }>(fs.readFileSync(configPath(env), 'utf8')).token,
  });

describe('routier routes: trust from the terminal', () => {
  it('exits 6 when a plan leaves stops unassigned, naming each and why', async () => {
    const file =
      'route_name,start_location,address,time_window_start,time_window_end\n' +
      `Early,"${AUSTIN}","30.5083,-97.6789",,\n` +
      `Early,,"29.8833,-97.9414",05:00,05:30\n`;
    const imported = await cli(['routes', 'import', '-', '--json'], { env, stdin: file });
    expect(imported.code, imported.stderr).toBe(0);
    const [id] = json<{ routes: Array<{ id: number }> }>(imported.stdout).routes.map((r) => r.id);
    const r = await cli(['routes', 'optimize', String(id)], { env });
    expect(r.code).toBe(6);
    expect(r.stdout).toContain('1 stop could not be planned');
    expect(r.stdout).toMatch(/29\.8833,-97\.9414.*window/i);
  });

  it('refuses a stop matched far from its start in --check, listing it with the places it may mean', async () => {
    const file =
      'Route Name,Start Location,Destination 1,Destination 2\nVans,"New York, NY","Brooklyn, NY",Van 1\n';
    const check = await cli(['routes', 'import', '-', '--check'], { env, stdin: file });
    expect(check.code).toBe(2);
    expect(check.stderr).toMatch(/Stop 2 \("Van 1"\) matched .* km from the start/);
    expect(check.stderr).toContain('offline geocoder places cities and coordinates only');
    const asJson = await cli(['routes', 'import', '-', '--check', '--json'], { env, stdin: file });
    const error = json<{ error: { code: string; details: Array<{ placement?: { reason: string } }> } }>(
      asJson.stderr,
    ).error;
    expect(error.code).toBe('ADDRESS_UNRESOLVED');
    expect(error.details[0].placement?.reason).toBe('OUT_OF_REACH');
    const accepted = await cli(['routes', 'import', '-', '--check', '--accept-approximate'], {
      env,
      stdin: file,
    });
    expect(accepted.code, accepted.stderr).toBe(0);
  });

  it('refuses a second import of the same routes (exit 5), and skips or replaces them when told', async () => {
    const file = `Route Name,Start Location,Scheduled Date,Destination 1\nOnce,"${AUSTIN}",2026-12-07,"30.5083,-97.6789"\n`;
    expect((await cli(['routes', 'import', '-'], { env, stdin: file })).code).toBe(0);
    const again = await cli(['routes', 'import', '-'], { env, stdin: file });
    expect(again.code).toBe(5);
    expect(again.stderr).toContain("route 'Once' on 2026-12-07 already exists");
    const skipped = await cli(['routes', 'import', '-', '--on-conflict', 'skip'], { env, stdin: file });
    expect(skipped.code).toBe(0);
    expect(skipped.stdout).toContain('skipped 1 route already stored');
  });

  it('shows and deletes one route', async () => {
    const file = `Route Name,Start Location,Destination 1\nShown,"${AUSTIN}","30.5083,-97.6789"\n`;
    const [id] = json<{ routes: Array<{ id: number }> }>(
      (await cli(['routes', 'import', '-', '--json'], { env, stdin: file })).stdout,
    ).routes.map((r) => r.id);
    const shown = await cli(['routes', 'get', String(id)], { env });
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('Shown');
    expect((await cli(['routes', 'delete', String(id)], { env })).code).toBe(2); // needs --yes without a terminal
    expect((await cli(['routes', 'delete', String(id), '--yes'], { env })).code).toBe(0);
    expect((await cli(['routes', 'get', String(id)], { env })).code).toBe(5);
  });

  it('exports the stop-per-row layout that imports back as the same routes', async () => {
    // A past date: the routes above that name none are scheduled today, and today must not be the export's day.
    const file =
      'route_name,start_location,scheduled_date,address,priority,demand,service_time,time_window_start,time_window_end\n' +
      `Trip,"${AUSTIN}",2026-11-30,"30.5083,-97.6789",high,4,20,09:00,10:00\n` +
      `Trip,,,"30.6333,-97.6775",low,1,10,,\n`;
    expect((await cli(['routes', 'import', '-'], { env, stdin: file })).code).toBe(0);
    const dir = tempDir();
    const out = path.join(dir, 'trip.csv');
    const exported = await cli(
      ['routes', 'export', '--from', '2026-11-30', '--to', '2026-11-30', '--format', 'stops', '-o', out],
      { env },
    );
    expect(exported.code, exported.stderr).toBe(0);
    const back = await cli(['routes', 'import', out, '--on-conflict', 'replace', '--json'], { env });
    expect(back.code, back.stderr).toBe(0);
    expect(json<{ routes: Array<{ action: string; destinationCount: number }> }>(back.stdout).routes).toEqual(
      [expect.objectContaining({ action: 'replaced', destinationCount: 2 })],
    );
    const gpx = await cli(
      ['routes', 'export', '--from', '2026-11-30', '--to', '2026-11-30', '--format', 'gpx', '-o', '-'],
      { env },
    );
    expect(gpx.stdout).toMatch(/^<\?xml/);
  });
});

describe('routier vehicles import', () => {
  it('imports every vehicle of the file, or none when a row is bad', async () => {
    const bad = await cli(['vehicles', 'import', '-'], {
      env,
      stdin: 'name,type,cost_per_km\nVan A,van,1\nBoat,boat,2\n',
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('row 3 (type)');
    const good = await cli(['vehicles', 'import', '-', '--json'], {
      env,
      stdin: 'name,type,cost_per_km\nVan A,van,1\nTruck B,standard_truck,2.5\n',
    });
    expect(good.code, good.stderr).toBe(0);
    expect(json<Array<{ name: string }>>(good.stdout).map((v) => v.name)).toEqual(['Van A', 'Truck B']);
  });
});

describe('the routier binary on SIGTERM or Ctrl-C without a terminal', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'cancels the server job before it exits (%s)',
    async (signal) => {
      const rnd = mulberry32(signal === 'SIGTERM' ? 5 : 6);
      const point = () =>
        `${(30.27 + (rnd() - 0.5) / 3).toFixed(4)},${(-97.74 + (rnd() - 0.5) / 3).toFixed(4)}`;
      const rows = Array.from(
        { length: 30 },
        (_, i) => `Sig ${signal} ${i},"${AUSTIN}","${Array.from({ length: 60 }, point).join('; ')}"`,
      );
      const imported = await cli(['routes', 'import', '-', '--json'], {
        env,
        stdin: ['Route Name,Start Location,Destinations', ...rows].join('\n'),
      });
      const ids = json<{ routes: Array<{ id: number }> }>(imported.stdout).routes.map((r) => String(r.id));
      const child = spawn(process.execPath, [BIN, 'routes', 'optimize', ...ids], {
        env: { ...env, NO_COLOR: '1' } as NodeJS.ProcessEnv,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stderr = '';
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      await new Promise<void>((resolve) =>
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
          if (stderr.includes('Optimising')) resolve();
        }),
      );
      child.kill(signal);
      expect(await exited).toBe(130);
      const jobId = /Cancelled job (\S+)/.exec(stderr)?.[1];
      expect(jobId, stderr).toBeDefined();
      const job: OptimizationJob = await unwrap(
        api().GET('/api/optimization-jobs/{jobId}', { params: { path: { jobId: jobId! } } }),
      );
      expect(job.status).toBe('cancelled');
    },
    60_000,
  );
});
