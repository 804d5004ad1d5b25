/**
 * `routier plans`: multi-day plans — list, create, optimise (assign routes to days, vehicles and drivers
 * over the plan's dates) and show with their assignments.
 */
import type { Command } from 'commander';
import {
  RoutierApiError,
  unwrap,
  waitForJob,
  type MultiDayOptimizeResult,
  type MultiDayPlan,
  type MultiDayPlanDetail,
  type OptimizationJob,
  type PlanType,
} from '@routier/sdk';
import type { Cli } from '../core/cli.js';
import { collect, parseChoice, parseDate, parseId, parseIdList, parseInteger } from '../core/args.js';
import type { CommandContext } from '../core/context.js';
import { examples, notes } from '../core/help.js';
import { listAll } from '../core/paging.js';
import { CliError, EXIT, UsageError } from '../io/errors.js';
import { fields, heading, message, stack, table, type View } from '../output/view.js';
import type { Result } from '../output/render.js';
import { clock } from './routes/format.js';
import { pick } from './schedules.js';

const PLAN_TYPES: readonly PlanType[] = ['weekly', 'monthly', 'custom'];
type Api = Awaited<ReturnType<CommandContext['client']>>['api'];

const hhmm = (m: number | null) => clock(m) || '-';
const km = (v: number | null) => (v === null ? '-' : `${v.toFixed(1)} km`);
const dollars = (v: number | null) => (v === null ? '-' : `$${v.toFixed(2)}`);

const planRows = (plans: MultiDayPlan[]) =>
  plans.map((p) => ({
    id: String(p.id),
    name: p.name,
    dates: `${p.startDate} to ${p.endDate}`,
    type: p.planType,
    status:
      p.status === 'active'
        ? { text: 'active', tone: 'success' as const }
        : p.status === 'draft'
          ? { text: 'draft', tone: 'muted' as const }
          : 'completed',
    distance: km(p.totalEstimatedDistance),
    cost: dollars(p.totalEstimatedCost),
  }));

const PLAN_COLUMNS = [
  { key: 'id', header: 'ID', align: 'right' as const },
  { key: 'name', header: 'Name' },
  { key: 'dates', header: 'Dates' },
  { key: 'type', header: 'Type' },
  { key: 'status', header: 'Status' },
  { key: 'distance', header: 'Distance', align: 'right' as const },
  { key: 'cost', header: 'Cost', align: 'right' as const },
];

async function names(api: Api) {
  const [vehicles, drivers] = await Promise.all([
    listAll((page) => api.GET('/api/vehicles', { params: { query: page } })),
    listAll((page) => api.GET('/api/drivers', { params: { query: page } })),
  ]);
  return {
    vehicle: new Map(vehicles.map((v) => [v.id, v.name])),
    driver: new Map(drivers.map((d) => [d.id, d.name])),
  };
}

async function assignmentsView(api: Api, plan: MultiDayPlanDetail | MultiDayOptimizeResult): Promise<View> {
  const { vehicle, driver } = await names(api);
  const rows = plan.assignments.map((a) => ({
    date: a.assignedDate,
    time: `${hhmm(a.estimatedStartTime)}-${hhmm(a.estimatedEndTime)}`,
    route: `${a.routeName} (#${a.routeId})`,
    vehicle: a.vehicleId === null ? '-' : (vehicle.get(a.vehicleId) ?? `#${a.vehicleId}`),
    driver: a.driverId === null ? '-' : (driver.get(a.driverId) ?? `#${a.driverId}`),
    status: a.status,
  }));
  return table(
    [
      { key: 'date', header: 'Date' },
      { key: 'time', header: 'Time' },
      { key: 'route', header: 'Route' },
      { key: 'vehicle', header: 'Vehicle' },
      { key: 'driver', header: 'Driver' },
      { key: 'status', header: 'Status' },
    ],
    rows,
    'No assignments yet: generate them with `routier plans optimize`.',
  );
}

function planFields(p: MultiDayPlan): View {
  const c = p.constraints;
  return fields([
    ['ID', String(p.id)],
    ['Name', p.name],
    ['Dates', `${p.startDate} to ${p.endDate} (${p.planType})`],
    ['Status', p.status],
    [
      'Limits',
      `${c.maxDailyWorkHours ?? 8} h a day, ${c.maxWeeklyWorkHours ?? 40} h a week, ${c.maximumConsecutiveDays ?? 5} days in a row, ` +
        `${hhmm(c.preferredStartTime ?? 480)}-${hhmm(c.preferredEndTime ?? 1020)}`,
    ],
    ['Estimated distance', km(p.totalEstimatedDistance)],
    ['Estimated cost', dollars(p.totalEstimatedCost)],
  ]);
}

async function findPlan(api: Api, value: string): Promise<MultiDayPlan> {
  return pick<MultiDayPlan>(
    await listAll((page) => api.GET('/api/multi-day-plans', { params: { query: page } })),
    value,
    'plan',
  );
}

export async function listPlans(ctx: CommandContext): Promise<Result<MultiDayPlan[]>> {
  const { api } = await ctx.client();
  const plans = await listAll((page) => api.GET('/api/multi-day-plans', { params: { query: page } }));
  return {
    data: plans,
    view: table(PLAN_COLUMNS, planRows(plans), 'No plans yet. Create one with `routier plans create`.'),
  };
}

interface CreateOptions {
  name?: string;
  from?: string;
  to?: string;
  type?: string;
  description?: string;
  dailyHours?: string;
  weeklyHours?: string;
  consecutiveDays?: string;
}

export async function createPlan(ctx: CommandContext, opts: CreateOptions): Promise<Result<MultiDayPlan>> {
  if (!opts.name?.trim()) throw new UsageError('Plan name is required: pass --name');
  if (!opts.from || !opts.to)
    throw new UsageError('--from and --to are required (the plan covers those dates)');
  const startDate = parseDate(opts.from, '--from');
  const endDate = parseDate(opts.to, '--to');
  if (endDate < startDate) throw new UsageError('--to must be on or after --from');
  const constraints = {
    ...(opts.dailyHours ? { maxDailyWorkHours: parseInteger(opts.dailyHours, '--daily-hours', 1, 12) } : {}),
    ...(opts.weeklyHours
      ? { maxWeeklyWorkHours: parseInteger(opts.weeklyHours, '--weekly-hours', 1, 60) }
      : {}),
    ...(opts.consecutiveDays
      ? { maximumConsecutiveDays: parseInteger(opts.consecutiveDays, '--consecutive-days', 1, 7) }
      : {}),
  };
  const { api } = await ctx.client();
  const plan = await unwrap(
    api.POST('/api/multi-day-plans', {
      body: {
        name: opts.name.trim(),
        startDate,
        endDate,
        ...(opts.type ? { planType: parseChoice(opts.type, '--type', PLAN_TYPES) } : {}),
        ...(opts.description ? { description: opts.description } : {}),
        constraints,
      },
    }),
  );
  return { data: plan, view: stack(message('success', 'Plan created'), planFields(plan)) };
}

interface OptimizeOptions {
  route?: string[];
  vehicle?: string[];
  driver?: string[];
  noRecurring?: boolean;
  recurring?: boolean;
  timeLimit?: string;
}

async function optimizeAsJob(ctx: CommandContext, api: Api, input: Record<string, unknown>, seconds: number) {
  const job = await unwrap(
    api.POST('/api/optimization-jobs', {
      body: { kind: 'multiDay', input: input as never, timeLimitSeconds: seconds },
    }),
  );
  const progress = await ctx.progress();
  const state = (j: OptimizationJob) => ({
    title: 'Planning the days',
    percent: j.progress.percent,
    status: j.status,
    done: null,
    total: null,
    unit: 'routes',
    best: j.progress.bestCost === null ? null : `best ${j.progress.bestCost.toFixed(1)} km`,
    elapsedMs: j.progress.elapsedMs,
  });
  let final: OptimizationJob;
  try {
    final = await waitForJob(api, job.id, {
      signal: ctx.signal,
      onProgress: (j) => progress.update(state(j)),
    });
  } catch (error) {
    await progress.finish();
    if (ctx.signal.aborted) {
      await api
        .DELETE('/api/optimization-jobs/{jobId}', { params: { path: { jobId: job.id } } })
        .catch(() => undefined);
      throw new CliError(EXIT.cancelled, 'CANCELLED', `Cancelled job ${job.id}`);
    }
    throw error;
  }
  await progress.finish(state(final));
  if (final.status === 'failed')
    throw new RoutierApiError({
      status: 200,
      code: final.error?.code ?? 'INTERNAL',
      message: `Job ${final.id} failed: ${final.error?.message ?? 'no reason given'}`,
      details: final.error?.details ?? [],
    });
  const result = final.result as MultiDayOptimizeResult | null;
  if (!result || !Array.isArray(result.assignments))
    throw new CliError(EXIT.cancelled, 'CANCELLED', `Job ${final.id} was cancelled before it had a plan`);
  return result;
}

export async function optimizePlan(
  ctx: CommandContext,
  planRef: string,
  opts: OptimizeOptions,
): Promise<Result<MultiDayOptimizeResult>> {
  const { api } = await ctx.client();
  const plan = await findPlan(api, planRef);
  const body = {
    ...(opts.route?.length ? { routeIds: parseIdList(opts.route, 'route') } : {}),
    ...(opts.vehicle?.length ? { vehicleIds: parseIdList(opts.vehicle, 'vehicle') } : {}),
    ...(opts.driver?.length ? { driverIds: parseIdList(opts.driver, 'driver') } : {}),
    ...(opts.recurring === false ? { includeRecurring: false } : {}),
  };
  const result = opts.timeLimit
    ? await optimizeAsJob(
        ctx,
        api,
        { planId: plan.id, ...body },
        parseInteger(opts.timeLimit, '--time-limit', 1, 300),
      )
    : await unwrap(
        api.POST('/api/multi-day-plans/{id}/optimize', { params: { path: { id: plan.id } }, body }),
      );
  const unassigned = result.unassignedRoutes;
  const view = stack(
    message('success', 'Multi-day optimization completed'),
    planFields(result.plan),
    table(
      [
        { key: 'date', header: 'Date' },
        { key: 'routes', header: 'Routes', align: 'right' as const },
        { key: 'distance', header: 'Distance', align: 'right' as const },
        { key: 'time', header: 'Time', align: 'right' as const },
        { key: 'cost', header: 'Cost', align: 'right' as const },
      ],
      result.days.map((d) => ({
        date: d.date,
        routes: String(d.routeCount),
        distance: km(d.totalDistance),
        time: `${Math.floor(d.totalTime / 60)} h ${d.totalTime % 60} min`,
        cost: dollars(d.totalCost),
      })),
      'No route was assigned.',
    ),
    unassigned.length > 0 &&
      heading(`${unassigned.length} route${unassigned.length === 1 ? '' : 's'} not assigned`),
    unassigned.length > 0 &&
      table(
        [
          { key: 'route', header: 'Route', align: 'right' as const },
          { key: 'reason', header: 'Why' },
        ],
        unassigned.map((u) => ({
          route: `#${u.routeId}`,
          reason: { text: u.reason, tone: 'warning' as const },
        })),
      ),
  );
  return { data: result, view, ...(unassigned.length ? { exitCode: EXIT.unassigned } : {}) };
}

export async function showPlan(ctx: CommandContext, planRef: string): Promise<Result<MultiDayPlanDetail>> {
  const { api } = await ctx.client();
  const id = /^\d+$/.test(planRef) ? parseId(planRef, 'plan') : (await findPlan(api, planRef)).id;
  const plan = await unwrap(api.GET('/api/multi-day-plans/{id}', { params: { path: { id } } }));
  return { data: plan, view: stack(planFields(plan), await assignmentsView(api, plan)) };
}

export function register(program: Command, cli: Cli): void {
  const plans = program
    .command('plans')
    .description('Multi-day plans: create, optimise over several days, show');
  examples(
    plans,
    'routier plans create --name "Week 10" --from 2030-03-04 --to 2030-03-08',
    'routier plans optimize "Week 10"',
  );

  const list = plans
    .command('list')
    .description('List the plans, newest first')
    .option('--json', 'print the plans as a JSON array')
    .action(cli.action((ctx) => listPlans(ctx)));
  examples(list, 'routier plans list', 'routier plans list --json');

  const create = plans
    .command('create')
    .description('Create a plan over a range of dates (status draft)')
    .option('--name <name>', 'plan name')
    .option('--from <date>', 'first day, YYYY-MM-DD')
    .option('--to <date>', 'last day, YYYY-MM-DD')
    .option('--type <type>', `plan type: ${PLAN_TYPES.join(', ')} (default weekly)`)
    .option('--description <text>', 'description')
    .option('--daily-hours <h>', 'most hours a driver works a day, 1-12 (default 8)')
    .option('--weekly-hours <h>', 'most hours a driver works a week, 1-60 (default 40)')
    .option('--consecutive-days <n>', 'most days in a row a driver works, 1-7 (default 5)')
    .option('--json', 'print the plan as JSON')
    .action(cli.action(createPlan));
  examples(create, 'routier plans create --name "Week 10" --from 2030-03-04 --to 2030-03-08 --daily-hours 6');

  const optimize = plans
    .command('optimize')
    .description("Assign routes to the plan's days, vehicles and drivers (replaces earlier assignments)")
    .argument('<plan>', 'plan id or name')
    .option(
      '--route <id>',
      'only this route (repeat for several; default: the routes planned within its dates)',
      collect,
    )
    .option('--vehicle <id>', 'only this vehicle (repeat; default: every active vehicle)', collect)
    .option('--driver <id>', 'only this driver (repeat; default: every active driver)', collect)
    .option('--no-recurring', 'leave recurring deliveries out')
    .option('--time-limit <seconds>', 'search this long as a server job with progress (1-300)')
    .option('--json', 'print the result as JSON')
    .action(cli.action(optimizePlan));
  examples(optimize, 'routier plans optimize "Week 10"', 'routier plans optimize 5 --time-limit 60 --json');
  notes(
    optimize,
    `Exit status 6 when some routes could not be assigned (each is listed with the constraint that blocks it).
Without --time-limit the server searches at most 10 seconds; large plans want --time-limit.`,
  );

  const show = plans
    .command('show')
    .description('Show a plan with its assignments by day')
    .argument('<plan>', 'plan id or name')
    .option('--json', 'print the plan as JSON')
    .action(cli.action(showPlan));
  examples(show, 'routier plans show "Week 10"');
}
