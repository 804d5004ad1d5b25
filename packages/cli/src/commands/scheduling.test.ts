/**
 * Issue 16 from the terminal: drivers listed, added and imported; shifts generated from a template on its
 * working days only (a second run creates none and says why), listed by range and driver; names that match
 * nothing or several records refused.
 */
import fs from 'node:fs';
import { createTestServer, type TestServer } from '@routier/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  unwrap,
  type DailySchedule,
  type Driver,
  type ScheduleGenerateResult,
} from '@routier/sdk';
import { configPath } from '../core/config.js';
import { cli, loggedInEnv } from '../test-support/cli-harness.js';

const generous = { max: 1000, windowMs: 60_000 };
let server: TestServer;
let env: Record<string, string | undefined>;

beforeAll(async () => {
  server = await createTestServer({
    limits: { signInPerIp: generous, signInPerAccount: generous, general: generous },
  });
  env = await loggedInEnv(server.url, 'scheduling');
});
afterAll(async () => {
  await server?.close();
});

const json = <T>(text: string): T => JSON.parse(text) as T;

describe('routier drivers and schedules', () => {
  it('adds, imports (all or none) and lists drivers', async () => {
    const added = await cli(['drivers', 'add', '--name', 'Maria Lopez', '--license', 'TX-1', '--json'], {
      env,
    });
    expect(added.code, added.stderr).toBe(0);
    expect(json<Driver>(added.stdout)).toMatchObject({ name: 'Maria Lopez', maxWorkHours: 8 });

    const bad = await cli(['drivers', 'import', '-'], {
      env,
      stdin: 'name,license_number,max_work_hours\nSam,TX-2,8\nAli,,13\n',
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('row 3 (license_number): License number is required');
    expect(bad.stderr).toContain('row 3 (max_work_hours)');

    const good = await cli(['drivers', 'import', '-'], {
      env,
      stdin: 'name,license_number,license_type\nSam Ortiz,TX-2,commercial\nAli Khan,TX-3,\n',
    });
    expect(good.code, good.stderr).toBe(0);
    expect(good.stdout).toContain('Imported 2 drivers');

    const list = await cli(['drivers', 'list', '--json'], { env });
    expect(json<Driver[]>(list.stdout).map((d) => d.name)).toEqual(['Ali Khan', 'Sam Ortiz', 'Maria Lopez']);
    const text = await cli(['drivers', 'list'], { env });
    expect(text.stdout).toMatch(/Maria Lopez\s+TX-1\s+regular\s+8\s+Active/);
  });

  it('generates a week on the weekdays only, then skips all five, and lists by range and driver', async () => {
    const missing = await cli(['schedules', 'generate', '--template', 'Day shift', '--to', '2030-03-10'], {
      env,
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('No shift template "Day shift"');
    const token = json<{ token: string }>(fs.readFileSync(configPath(env), 'utf8')).token;
    const api = createClient({ baseUrl: server.url, token });
    await unwrap(api.POST('/api/shift-templates', { body: { name: 'Day shift' } }));

    const args = [
      'schedules',
      'generate',
      '--template',
      'day shift',
      '--from',
      '2030-03-04',
      '--to',
      '2030-03-10',
    ];
    const first = await cli([...args, '--driver', 'Maria Lopez', '--json'], { env });
    expect(first.code, first.stderr).toBe(0);
    const result = json<ScheduleGenerateResult>(first.stdout);
    expect(result.created).toBe(5);
    expect(result.schedules.map((s) => s.scheduleDate)).toEqual([
      '2030-03-04',
      '2030-03-05',
      '2030-03-06',
      '2030-03-07',
      '2030-03-08',
    ]);
    const second = await cli([...args, '--driver', 'Maria Lopez'], { env });
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('0 created, 5 skipped');
    expect(second.stdout).toContain('Maria Lopez already has a shift on 2030-03-04');

    const listed = await cli(['schedules', 'list', '--from', '2030-03-05', '--to', '2030-03-06', '--json'], {
      env,
    });
    expect(json<DailySchedule[]>(listed.stdout).map((s) => s.scheduleDate)).toEqual([
      '2030-03-05',
      '2030-03-06',
    ]);
    const none = await cli(
      ['schedules', 'list', '--from', '2030-03-04', '--to', '2030-03-10', '--driver', 'Sam Ortiz'],
      {
        env,
      },
    );
    expect(none.code).toBe(0);
    expect(none.stdout).toContain('No schedules from 2030-03-04 to 2030-03-10');
    const table = await cli(['schedules', 'list', '--date', '2030-03-04'], { env });
    expect(table.stdout).toMatch(/2030-03-04\s+Maria Lopez\s+08:00-17:00\s+Not assigned\s+8\.5\s+scheduled/);
  });

  it('refuses a driver name that matches nobody, naming the drivers there are', async () => {
    const r = await cli(['schedules', 'list', '--driver', 'Nobody'], { env });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/No driver "Nobody" \(yours: .*Maria Lopez/);
  });
});
