/**
 * Runs one job in this process: waits for a free slot (`queued`), then `running` with the time limit from
 * the request, progress from the engine (or, for batches, per route), a tick each second that sends a
 * progress event and writes progress and heartbeat to the table, and finally exactly one terminal state:
 * `succeeded` with the result, `failed` with the error, or `cancelled`. A job the table shows ended by
 * another process (cancelled there) is aborted at the next tick.
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { PreparedOptimization } from '../optimization/optimization-service.js';
import { JobCancelledError, jobErrorOf } from './job-errors.js';
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
      .then(() => updateActiveJob(ctx.knex, record.id, { ...patch, heartbeat: true }))
      .then((active) => {
        // Ended elsewhere (cancelled by another process): stop the work.
        if (active === false && !job.controller.signal.aborted) job.controller.abort(new JobCancelledError());
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
  try {
    await ctx.runner
      .run(
        `optimization-job:${record.kind}`,
        async (runnerSignal) => {
          const signal = AbortSignal.any([runnerSignal, job.controller.signal]);
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
          const jobError = jobErrorOf(error);
          if (jobError.code === 'INTERNAL') log.error({ err: error }, 'optimisation job failed');
          return finish(job, tracker, 'failed', { error: jobError });
        },
      );
  } finally {
    clearInterval(ticker);
    release?.();
    await writing;
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
      const written = await updateActiveJob(trx, record.id, {
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
