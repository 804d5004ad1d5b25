/**
 * Issue 17 from the terminal: recurring deliveries added and imported (all or none), a plan created,
 * optimised (synchronously and as a job) and shown with its assignments; exit 6 when routes are left out.
 */
import fs from 'node:fs';
import { createTestServer, type TestServer } from '@routier/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  unwrap,
  type MultiDayOptimizeResult,
  type MultiDayPlan,
  type MultiDayPlanDetail,
  type RecurringDelivery,
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
  env = await loggedInEnv(server.url, 'multi-day');
});
afterAll(async () => {
  await server?.close();
});

const json = <T>(text: string): T => JSON.parse(text) as T;
const AUSTIN = '30.2672,-97.7431';

describe('routier recurring and plans', () => {
  it('adds and imports recurring deliveries, all or none', async () => {
    const added = await cli(
      [
        'recurring',
        'add',
        '--name',
        'Bakery',
        '--pickup',
        AUSTIN,
        '--delivery',
        '30.2872,-97.7431',
        '--start',
        '2030-03-01',
        '--days',
        'Mon,Wed,Fri',
        '--json',
      ],
      { env },
    );
    expect(added.code, added.stderr).toBe(0);
    expect(json<RecurringDelivery>(added.stdout).recurrencePattern.daysOfWeek).toEqual([1, 3, 5]);

    const bad = await cli(['recurring', 'import', '-'], {
      env,
      stdin: 'name,pickup,delivery,start_date,days\nA,x,y,2030-03-01,Mon\nB,x,y,2030-13-01,Someday\n',
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('row 3 (start_date)');
    expect(bad.stderr).toContain('row 3 (days)');

    const good = await cli(['recurring', 'import', '-'], {
      env,
      stdin: `name,pickup,delivery,start_date,frequency,interval\nFlowers,"${AUSTIN}","30.2772,-97.7431",2030-03-02,monthly,1\n`,
    });
    expect(good.code, good.stderr).toBe(0);
    expect(good.stdout).toContain('Imported 1 recurring delivery');
    const list = await cli(['recurring', 'list'], { env });
    expect(list.stdout).toContain('every week on Mon, Wed, Fri');
    expect(list.stdout).toContain('every month');
  });

  it('creates a plan, optimises it and shows the assignments; routes left out exit 6', async () => {
    const vehicle = await cli(
      ['vehicles', 'create', '--name', 'Van 1', '--type', 'cargo_van', '--cost-per-km', '1.2', '--json'],
      { env },
    );
    expect(vehicle.code, vehicle.stderr).toBe(0);
    const created = await cli(
      [
        'plans',
        'create',
        '--name',
        'Week 10',
        '--from',
        '2030-03-04',
        '--to',
        '2030-03-08',
        '--daily-hours',
        '6',
        '--json',
      ],
      { env },
    );
    expect(created.code, created.stderr).toBe(0);
    const plan = json<MultiDayPlan>(created.stdout);
    expect(plan).toMatchObject({ status: 'draft', constraints: { maxDailyWorkHours: 6 } });

    const optimised = await cli(['plans', 'optimize', 'Week 10', '--json'], { env });
    expect(optimised.code, optimised.stderr).toBe(0);
    const result = json<MultiDayOptimizeResult>(optimised.stdout);
    // The bakery on Monday, Wednesday and Friday (the monthly flowers fall on the 2nd, outside the plan).
    expect(result.assignments.map((a) => a.assignedDate)).toEqual(['2030-03-04', '2030-03-06', '2030-03-08']);
    expect(result.plan.status).toBe('active');

    const shown = await cli(['plans', 'show', String(plan.id)], { env });
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('2030-03-06');
    expect(shown.stdout).toContain('Van 1');
    const detail = await cli(['plans', 'show', 'Week 10', '--json'], { env });
    expect(json<MultiDayPlanDetail>(detail.stdout).assignments).toHaveLength(3);

    const asJob = await cli(['plans', 'optimize', String(plan.id), '--time-limit', '1', '--json'], { env });
    expect(asJob.code, asJob.stderr).toBe(0);
    expect(json<MultiDayOptimizeResult>(asJob.stdout).assignments).toHaveLength(3);

    // Austin to Dallas and back does not fit a 6-hour day: listed, exit 6.
    const token = json<{ token: string }>(fs.readFileSync(configPath(env), 'utf8')).token;
    const api = createClient({ baseUrl: server.url, token });
    const far = await unwrap(
      api.POST('/api/routes', {
        body: {
          name: 'Dallas run',
          startLocation: AUSTIN,
          destinations: ['32.7767,-96.7970'],
          scheduledDate: '2030-03-05',
          placement: { reachKm: 500 },
        },
      }),
    );
    const partial = await cli(['plans', 'optimize', 'Week 10'], { env });
    expect(partial.code, partial.stderr).toBe(6);
    expect(partial.stdout).toContain('1 route not assigned');
    expect(partial.stdout).toContain(`#${far.id}`);
  });

  it('refuses an unknown plan by name', async () => {
    const r = await cli(['plans', 'show', 'No such plan'], { env });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('No plan "No such plan"');
  });
});
