/**
 * Optimising saved routes through the server's optimisation jobs (kind `batch`), following the job's event
 * stream for the progress display. Ctrl-C cancels the job on the server. More than 1000 routes run as
 * consecutive jobs (the job limit).
 */
import {
  RoutierApiError,
  unwrap,
  waitForJob,
  type BatchOptimizeResponse,
  type Objective,
  type OptimizationJob,
  type RoutierClient,
} from '@routier/sdk';
import type { CommandContext } from '../../core/context.js';
import { CliError, EXIT, exitCodeForApiCode } from '../../io/errors.js';
import type { ProgressState } from '../../output/progress-state.js';
import { message, stack, table, type View } from '../../output/view.js';
import type { Result } from '../../output/render.js';
import { dollars, km, minutes } from './format.js';

const JOB_MAX_ROUTES = 1000;

export interface BatchOptions {
  objective?: Objective;
  timeLimitSeconds?: number;
}

function stateOf(job: OptimizationJob, title: string): ProgressState {
  return {
    title,
    percent: job.progress.percent,
    status: job.status,
    done: job.progress.routesDone,
    total: job.progress.routesTotal,
    unit: 'routes',
    best: null,
    elapsedMs: job.progress.elapsedMs,
  };
}

async function runOneJob(
  ctx: CommandContext,
  api: RoutierClient,
  routeIds: number[],
  options: BatchOptions,
  title: string,
): Promise<BatchOptimizeResponse> {
  const job = await unwrap(
    api.POST('/api/optimization-jobs', {
      body: {
        kind: 'batch',
        input: { routeIds, ...(options.objective ? { priority: options.objective } : {}) },
        ...(options.timeLimitSeconds ? { timeLimitSeconds: options.timeLimitSeconds } : {}),
      },
    }),
  );
  const progress = await ctx.progress();
  let last: OptimizationJob = job;
  progress.update(stateOf(job, title));
  let final: OptimizationJob;
  try {
    final = await waitForJob(api, job.id, {
      signal: ctx.signal,
      onProgress: (j) => {
        last = j;
        progress.update(stateOf(j, title));
      },
    });
  } catch (error) {
    await progress.finish();
    if (ctx.signal.aborted) {
      // Ctrl-C: stop the job on the server (it keeps the routes it already stored).
      await api
        .DELETE('/api/optimization-jobs/{jobId}', { params: { path: { jobId: job.id } } })
        .catch(() => undefined);
      throw new CliError(
        EXIT.cancelled,
        'CANCELLED',
        `Cancelled job ${job.id} (routes already optimised keep their result)`,
      );
    }
    throw error;
  }
  await progress.finish(stateOf({ ...last, ...final }, title));
  if (final.status === 'failed') {
    const e = final.error;
    throw new RoutierApiError({
      status: 200,
      code: e?.code ?? 'INTERNAL',
      message: `Job ${final.id} failed: ${e?.message ?? 'no reason given'}`,
      details: e?.details ?? [],
    });
  }
  if (final.status === 'cancelled')
    throw new CliError(EXIT.cancelled, 'CANCELLED', `Job ${final.id} was cancelled`);
  const result = final.result as BatchOptimizeResponse | null;
  if (!result || !Array.isArray(result.results))
    throw new CliError(EXIT.server, 'BAD_RESPONSE', `Job ${final.id} succeeded without a batch result`);
  return result;
}

export async function optimizeSavedRoutes(
  ctx: CommandContext,
  routeIds: number[],
  options: BatchOptions,
): Promise<Result<BatchOptimizeResponse>> {
  const { api } = await ctx.client();
  const merged: BatchOptimizeResponse = { totalOptimized: 0, results: [], failures: [] };
  const chunks = Math.ceil(routeIds.length / JOB_MAX_ROUTES);
  for (let c = 0; c < chunks; c++) {
    const ids = routeIds.slice(c * JOB_MAX_ROUTES, (c + 1) * JOB_MAX_ROUTES);
    const title =
      `Optimising ${ids.length} route${ids.length === 1 ? '' : 's'}` +
      (chunks > 1 ? ` (job ${c + 1} of ${chunks})` : '');
    const r = await runOneJob(ctx, api, ids, options, title);
    merged.totalOptimized += r.totalOptimized;
    merged.results.push(...r.results);
    merged.failures.push(...r.failures);
  }
  return { data: merged, view: batchView(merged), ...batchExit(merged) };
}

/**
 * Failures make the exit code non-zero (5 when a route was not found, else the first failure's code); plans
 * that leave stops unassigned exit 6 (each stop and why is listed).
 */
function batchExit(r: BatchOptimizeResponse): { exitCode?: number } {
  if (r.failures.length > 0) {
    const codes = r.failures.map((f) => exitCodeForApiCode(f.code));
    return { exitCode: codes.includes(EXIT.notFound) ? EXIT.notFound : codes[0] || EXIT.unexpected };
  }
  return r.results.some((x) => (x.unassigned ?? []).length > 0) ? { exitCode: EXIT.unassigned } : {};
}

function batchView(r: BatchOptimizeResponse): View {
  const n = r.totalOptimized;
  const left = r.results.flatMap((x) => (x.unassigned ?? []).map((u) => ({ route: x, stop: u })));
  return stack(
    message(
      r.failures.length || left.length ? 'warning' : 'success',
      `Optimised ${n} route${n === 1 ? '' : 's'}` +
        (r.failures.length ? `; ${r.failures.length} failed` : '') +
        (left.length ? `; ${left.length} stop${left.length === 1 ? '' : 's'} could not be planned` : ''),
    ),
    r.results.length > 0 &&
      table(
        [
          { key: 'id', header: 'ID', align: 'right' },
          { key: 'name', header: 'Name' },
          { key: 'km', header: 'km', align: 'right' },
          { key: 'min', header: 'min', align: 'right' },
          { key: 'cost', header: 'Cost $', align: 'right' },
          { key: 'saved', header: 'Saved $', align: 'right' },
        ],
        r.results.map((x) => ({
          id: String(x.routeId),
          name: x.name,
          km: km(x.totalDistance),
          min: minutes(x.estimatedTime),
          cost: dollars(x.totalCost),
          saved:
            x.previousCost === null
              ? '-'
              : { text: dollars(Math.max(0, x.previousCost - x.totalCost)), tone: 'success' as const },
        })),
      ),
    left.length > 0 &&
      table(
        [
          { key: 'id', header: 'Route', align: 'right' },
          { key: 'stop', header: 'Stop', align: 'right' },
          { key: 'address', header: 'Address' },
          { key: 'reason', header: 'Why it is unassigned' },
        ],
        left.map(({ route, stop }) => ({
          id: String(route.routeId),
          stop: String(stop.index),
          address: stop.address,
          reason: { text: stop.reason, tone: 'warning' as const },
        })),
      ),
    r.failures.length > 0 &&
      table(
        [
          { key: 'id', header: 'ID', align: 'right' },
          { key: 'code', header: 'Failure' },
          { key: 'message', header: 'Message' },
        ],
        r.failures.map((f) => ({
          id: String(f.routeId),
          code: { text: f.code, tone: 'error' as const },
          message: f.message,
        })),
      ),
  );
}
