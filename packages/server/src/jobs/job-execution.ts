/**
 * Runs one job in this process: waits for a free slot (`queued`), then `running` with the time limit from
 * the request, progress from the engine (or, for batches, per route), a tick each second that sends a
 * progress event and writes progress and heartbeat to the table, and finally exactly one terminal state:
 * `succeeded` with the result, `failed` with the error, or `cancelled`. A job the table shows ended by
 * another process, or taken from this one (a worker that was cut off too long), is aborted at the next tick;
 * one whose cancellation another process asked for stops as a local DELETE does. A worker that stops gives
 * its jobs back to the queue instead of failing them (`handBack`).
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { PreparedOptimization } from '../optimization/optimization-service.js';
import { JobCancelledError, jobErrorOf } from './job-errors.js';
import { RunnerStoppedError } from '../kernel/job-runner.js';
import { ProgressTracker } from './job-progress.js';
import { findJobById, updateActiveJob, type JobPatch, type JobRecord } from './job-repository.js';
import type { JobRunner } from '../kernel/job-runner.js';
import type { JobEventName, JobListener } from './job-events.js';
import type { Semaphore } from './semaphore.js';
import type { EventSink } from '../kernel/events.js';
import type { Metrics } from '../kernel/metrics.js';
import { presentJob } from './job-presenter.js';

export const TICK_MS = 1000;

export interface LiveJob {
  record: JobRecord;
  /** Aborted by DELETE before the job has a plan (reason JobCancelledError): the work stops. */
  controller: AbortController;
  /** Aborted by DELETE once the job has a plan: the search stops and the job keeps its best plan. */
  stopSearch: AbortController;
  listeners: Set<JobListener>;
  /** Settles once the job has reached its terminal state and told its followers. */
  settled: Promise<void> | undefined;
}

export interface ExecutionContext {
  knex: Knex;
  runner: JobRunner;
  slots: Semaphore;
  logger: Logger;
  events: EventSink;
  metrics: Metrics;
  emit: (event: JobEventName) => void;
  /**
   * A worker's: when its runner stops before the job ends, the job goes back to the queue (for another
   * worker) instead of failing.
   */
  handBack?: (record: JobRecord) => Promise<void>;
}

/**
 * Cancels a running job: one with a plan stops its search and keeps the best plan (ending `cancelled` with
 * it); one without stops altogether.
 */
export function stopJob(job: LiveJob): void {
  const progress = job.record.progress;
  const hasPlan = progress.bestCost !== null || (progress.routesDone ?? 0) > 0;
  (hasPlan ? job.stopSearch : job.controller).abort(new JobCancelledError());
}

export async function runJob(
  job: LiveJob,
  prepared: PreparedOptimization,
  ctx: ExecutionContext,
): Promise<void> {
  const { record } = job;
  const log = ctx.logger.child({ jobId: record.id, kind: record.kind });
  const timeLimitMs = record.timeLimitSeconds * 1000;
  let tracker: ProgressTracker | undefined;
  let writing: Promise<unknown> = Promise.resolve();
  const persist = (patch: JobPatch) => {
    writing = writing
      .then(() => updateActiveJob(ctx.knex, record.id, record.runner, { ...patch, heartbeat: true }))
      .then((active) => {
        if (job.controller.signal.aborted) return;
        // Ended elsewhere (cancelled by another process) or no longer ours: stop the work.
        if (active === false) job.controller.abort(new JobCancelledError());
        else if (active.cancelRequested && !job.stopSearch.signal.aborted) stopJob(job);
      })
      .catch((error: unknown) => log.warn({ err: error }, 'could not save job progress'));
    return writing;
  };
  const ticker = setInterval(() => {
    if (tracker) {
      record.progress = { ...tracker.tick() };
      record.history = [...tracker.history];
      ctx.emit('progress');
      void persist({ progress: record.progress, history: record.history });
    } else void persist({});
  }, TICK_MS);

  let release: (() => void) | undefined;
  let handedBack = false;
  let runnerSignal: AbortSignal | undefined;
  try {
    await ctx.runner
      .run(
        `optimization-job:${record.kind}`,
        async (stopping) => {
          runnerSignal = stopping;
          const signal = AbortSignal.any([stopping, job.controller.signal]);
          release = await ctx.slots.acquire(signal);
          const startedAt = Date.now();
          tracker = new ProgressTracker(
            prepared.objective,
            timeLimitMs,
            startedAt,
            Date.now,
            record.progress.routesTotal,
          );
          record.status = 'running';
          record.startedAt = new Date(startedAt).toISOString();
          await persist({ status: 'running', startedAt: new Date(startedAt) });
          ctx.emit('progress');
          const sendIf = (due: boolean) => {
            if (!due || !tracker) return;
            record.progress = { ...tracker.progress };
            record.history = [...tracker.history];
            ctx.emit('progress');
          };
          const result = await prepared.run({
            signal,
            log,
            ...(record.kind === 'batch' ? { deadline: startedAt + timeLimitMs } : { timeLimitMs }),
            onProgress: (event) => sendIf(tracker?.onEngineProgress(event) ?? false),
            onRouteDone: (done, total) => sendIf(tracker?.onRouteDone(done, total) ?? false),
            stopSignal: job.stopSearch.signal,
          });
          signal.throwIfAborted();
          return result;
        },
        { signal: job.controller.signal },
      )
      .then(
        // Cancelled after a plan existed: the search stopped early and its best plan is the (partial) result.
        (result) =>
          finish(job, tracker, job.stopSearch.signal.aborted ? 'cancelled' : 'succeeded', { result }),
        (error: unknown) => {
          if (job.controller.signal.aborted) return finish(job, tracker, 'cancelled', {});
          const runnerStopped =
            error instanceof RunnerStoppedError || runnerSignal?.reason instanceof RunnerStoppedError;
          if (ctx.handBack && runnerStopped) {
            handedBack = true;
            return;
          }
          const jobError = jobErrorOf(error);
          if (jobError.code === 'INTERNAL') log.error({ err: error }, 'optimisation job failed');
          return finish(job, tracker, 'failed', { error: jobError });
        },
      );
  } finally {
    clearInterval(ticker);
    release?.();
    await writing;
    if (handedBack) {
      await ctx.handBack!(record).catch((error: unknown) =>
        log.error({ err: error }, 'could not give the job back to the queue'),
      );
    } else {
      await saveEnd(ctx, record, log);
      const started = Date.parse(record.startedAt ?? record.createdAt);
      ctx.metrics.jobEnded(
        record.kind,
        record.status as 'succeeded' | 'failed' | 'cancelled',
        Math.max(0, (Date.now() - started) / 1000),
        record.progress?.iterations ?? 0,
      );
      ctx.emit(record.status === 'succeeded' ? 'done' : (record.status as JobEventName));
    }
  }

  function finish(
    live: LiveJob,
    progress: ProgressTracker | undefined,
    status: 'succeeded' | 'failed' | 'cancelled',
    outcome: { result?: unknown; error?: JobRecord['error'] },
  ): void {
    const r = live.record;
    if (progress) {
      r.progress = { ...progress.finish(status === 'succeeded') };
      r.history = [...progress.history];
    }
    r.status = status;
    r.result = outcome.result ?? null;
    r.error = outcome.error ?? null;
    r.finishedAt = new Date().toISOString();
  }
}

/**
 * Writes the terminal state and, in the same transaction, announces a success or failure (`job.succeeded`,
 * `job.failed`: the job without its result and history, which GET /api/jobs/{id} answers). If the table says
 * the job already ended elsewhere, that state wins and nothing is announced.
 */
async function saveEnd({ knex, events }: ExecutionContext, record: JobRecord, log: Logger): Promise<void> {
  try {
    const saved = await knex.transaction(async (trx) => {
      const written = await updateActiveJob(trx, record.id, record.runner, {
        status: record.status,
        progress: record.progress,
        history: record.history,
        ...(record.result !== null ? { result: record.result } : {}),
        ...(record.error ? { error: record.error } : {}),
        finishedAt: new Date(record.finishedAt ?? Date.now()),
        heartbeat: true,
      });
      if (written && (record.status === 'succeeded' || record.status === 'failed')) {
        const { result: _result, history: _history, ...job } = presentJob(record, false);
        await events.record(trx, record.userId, `job.${record.status}`, job);
      }
      return written;
    });
    if (!saved) {
      const stored = await findJobById(knex, record.id);
      if (stored) Object.assign(record, { status: stored.status, result: null, error: stored.error });
    }
  } catch (error) {
    log.error({ err: error }, 'could not save the end of an optimisation job');
  }
}
