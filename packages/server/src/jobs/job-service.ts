/**
 * Optimisation jobs: accepted after the same checks as the synchronous calls, stored in optimization_jobs,
 * run by this process through the job runner (at most `maxConcurrent` at once, the others `queued`) — or,
 * with JOB_RUNNER=pgboss, sent to the queue in the same transaction and run by a `routier worker` (which
 * takes them with `runQueued`). A running job's progress is kept in memory, pushed to followers (server-sent
 * events) and written to the table once a second (with a heartbeat). Any process can read, follow (by
 * polling the table) or cancel any job; a job whose server process stopped beating is shown failed (a
 * worker's goes back to the queue: jobs/job-leases.ts). Finished jobs are kept 24 hours.
 */
import type { EventSink } from '../kernel/events.js';
import type { Metrics } from '../kernel/metrics.js';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { JobStatus, OptimizationJob, OptimizationJobCreate } from '@routier/contract';
import { conflict, HttpError, notFound } from '../kernel/errors.js';
import type { OptimizationService, PreparedOptimization } from '../optimization/optimization-service.js';
import { JOB_TIME_LIMIT } from '../optimization/constants.js';
import { runJob, stopJob, type LiveJob } from './job-execution.js';
import { jobErrorOf } from './job-errors.js';
import { handBack } from './job-leases.js';
import type { JobEventName, JobListener } from './job-events.js';
import { presentJob } from './job-presenter.js';
import { INTERRUPTED } from './job-errors.js';
import {
  cancelRemoteJob,
  claimQueuedJob,
  failStaleJobs,
  findJob,
  insertJob,
  isQueueRunner,
  listJobs,
  purgeFinishedJobs,
  QUEUED,
  requestCancel,
  updateActiveJob,
  type JobRecord,
} from './job-repository.js';
import { initialProgress } from './job-progress.js';
import type { JobRunner } from '../kernel/job-runner.js';
import { Semaphore } from './semaphore.js';

/** A running job's heartbeat older than this means its process is gone. */
export const STALE_AFTER_MS = 30_000;
export const KEEP_FINISHED_MS = 24 * 60 * 60 * 1000;
const MAINTENANCE_EVERY_MS = 10 * 60 * 1000;
/** How often followers of a job run by another process re-read it. */
export const REMOTE_POLL_MS = 1000;
/** How long DELETE waits for another process to stop a job it runs (keeping its best plan) before ending it. */
const REMOTE_CANCEL_WAIT_MS = 5000;

export interface JobServiceOptions {
  knex: Knex;
  runner: JobRunner;
  optimizations: OptimizationService;
  logger: Logger;
  lifecycle: { shuttingDown: boolean };
  /** Announces ended jobs (`job.succeeded`, `job.failed`). */
  events: EventSink;
  metrics: Metrics;
  /** Jobs solving at once in this process (default: the solver's size, at least 1). */
  maxConcurrent?: number;
  /** Jobs waiting in this process beyond which new ones are refused with 503 (default 100). */
  maxQueued?: number;
}

export const terminalEvent = (status: JobStatus): JobEventName | undefined =>
  status === 'succeeded' ? 'done' : status === 'failed' || status === 'cancelled' ? status : undefined;

export class JobService {
  readonly runnerId = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly live = new Map<string, LiveJob>();
  private readonly slots: Semaphore;
  private readonly maxQueued: number;
  private lastMaintenance = 0;

  constructor(private readonly options: JobServiceOptions) {
    const size = (options.runner.solver as { size?: number }).size;
    this.slots = new Semaphore(Math.max(1, options.maxConcurrent ?? size ?? 1));
    this.maxQueued = options.maxQueued ?? 100;
  }

  async create(userId: number, body: OptimizationJobCreate): Promise<OptimizationJob> {
    const { knex, lifecycle } = this.options;
    if (lifecycle.shuttingDown) {
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The server is shutting down; please retry.');
    }
    this.maintain();
    const prepared = await this.options.optimizations.prepare(body.kind, userId, body.input as never);
    const { queue } = this.options.runner;
    if (!queue && this.slots.waiting >= this.maxQueued) {
      throw new HttpError(
        503,
        'SERVICE_UNAVAILABLE',
        'Too many optimisation jobs are waiting; please retry soon.',
        {
          headers: { 'Retry-After': '30' },
        },
      );
    }
    const timeLimitSeconds =
      body.timeLimitSeconds ??
      (body.kind === 'batch' || body.kind === 'multiDay'
        ? JOB_TIME_LIMIT.batchDefaultS
        : JOB_TIME_LIMIT.defaultS);
    const row = {
      id: `job_${randomBytes(15).toString('base64url')}`,
      userId,
      kind: body.kind,
      input: body.input,
      timeLimitSeconds,
      progress: initialProgress(
        prepared.objective,
        body.kind === 'batch' ? body.input.routeIds.length : null,
      ),
    };
    if (queue) {
      const record = await knex.transaction(async (trx) => {
        const stored = await insertJob(trx, { ...row, runner: QUEUED });
        await queue.enqueue(trx, stored.id);
        return stored;
      });
      return presentJob(record, true);
    }
    const record = await insertJob(knex, { ...row, runner: this.runnerId });
    this.start(record, prepared);
    return presentJob(record, true);
  }

  /**
   * A worker's side of the queue: takes job `id` if it is still waiting (else does nothing), prepares it from
   * its stored input and runs it here; resolves once it has ended, or has been given back to the queue
   * because this worker is stopping.
   */
  async runQueued(id: string, runner: string): Promise<void> {
    const { knex, optimizations, logger } = this.options;
    const record = await claimQueuedJob(knex, id, runner);
    if (!record) return;
    let prepared;
    try {
      prepared = await optimizations.prepare(record.kind, record.userId, record.input as never);
    } catch (error) {
      // What was valid when it was accepted may not be now (a route since deleted).
      const jobError = jobErrorOf(error);
      if (jobError.code === 'INTERNAL') logger.error({ err: error, jobId: id }, 'preparing a job failed');
      await updateActiveJob(knex, id, runner, { status: 'failed', error: jobError, finishedAt: new Date() });
      return;
    }
    await this.start(record, prepared);
  }

  /** Runs a stored job in this process; answers when it has ended. */
  private start(record: JobRecord, prepared: PreparedOptimization): Promise<void> {
    const job: LiveJob = {
      record,
      controller: new AbortController(),
      stopSearch: new AbortController(),
      listeners: new Set(),
      settled: undefined,
    };
    this.live.set(record.id, job);
    const { knex, runner } = this.options;
    const { queue } = runner;
    job.settled = runJob(job, prepared, {
      knex,
      runner,
      slots: this.slots,
      logger: this.options.logger,
      events: this.options.events,
      metrics: this.options.metrics,
      emit: (event) => this.emit(job, event),
      ...(queue && isQueueRunner(record.runner)
        ? { handBack: (stopped: JobRecord) => handBack(knex, queue, stopped.id, stopped.runner) }
        : {}),
    }).finally(() => this.live.delete(record.id));
    return job.settled;
  }

  /** The user's job (404 JOB_NOT_FOUND for unknown and other users' jobs alike). */
  async get(userId: number, id: string, withHistory = true): Promise<OptimizationJob> {
    return presentJob(await this.record(userId, id), withHistory);
  }

  async list(
    userId: number,
    filter: { statuses?: JobStatus[]; limit: number; offset: number },
  ): Promise<{ jobs: OptimizationJob[]; total: number }> {
    this.maintain();
    const { jobs, total } = await listJobs(this.options.knex, userId, filter);
    return {
      // A job still held here shows its live progress, but a list never carries results (as the rows read).
      jobs: jobs.map((job) => {
        const live = this.live.get(job.id)?.record;
        return presentJob(live ? { ...live, result: null } : job, false);
      }),
      total,
    };
  }

  /** Cancels a queued or running job and answers it in its final state. */
  async cancel(userId: number, id: string): Promise<OptimizationJob> {
    const record = await this.record(userId, id);
    if (record.status === 'succeeded' || record.status === 'failed') {
      throw conflict(
        `Job ${id} has already ${record.status === 'succeeded' ? 'succeeded' : 'failed'}`,
        'JOB_FINISHED',
      );
    }
    if (record.status === 'cancelled') return presentJob(record, true);
    const local = this.live.get(id);
    if (local) {
      stopJob(local);
      await local.settled;
    } else if (!(await this.cancelElsewhere(userId, id))) {
      await cancelRemoteJob(this.options.knex, id, record.progress);
    }
    return this.get(userId, id);
  }

  /**
   * Asks the process running the job to stop it as a local DELETE would (keeping its best plan) and waits for
   * it to end; false when it is not running or does not end in time (then it is ended here, without a plan).
   */
  private async cancelElsewhere(userId: number, id: string): Promise<boolean> {
    if (!(await requestCancel(this.options.knex, id))) return false;
    const until = Date.now() + REMOTE_CANCEL_WAIT_MS;
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const stored = await findJob(this.options.knex, userId, id);
      if (!stored || terminalEvent(stored.status)) return true;
    }
    return false;
  }

  /**
   * Calls `listener` with the job's current state at once (`progress`, or its terminal event if it has
   * ended), then with each progress event and exactly one terminal event. Answers the unsubscribe function.
   */
  async follow(userId: number, id: string, listener: JobListener): Promise<() => void> {
    const record = await this.record(userId, id);
    const ended = terminalEvent(record.status);
    if (ended) {
      listener(ended, presentJob(record, false));
      return () => {};
    }
    const local = this.live.get(id);
    if (local) {
      listener('progress', presentJob(local.record, false));
      local.listeners.add(listener);
      return () => local.listeners.delete(listener);
    }
    return this.pollRemote(userId, id, record, listener);
  }

  private async record(userId: number, id: string): Promise<JobRecord> {
    const local = this.live.get(id);
    if (local && local.record.userId === userId) return local.record;
    let record = await findJob(this.options.knex, userId, id);
    if (!record) throw notFound(`Job ${id} not found`, 'JOB_NOT_FOUND');
    const active = record.status === 'queued' || record.status === 'running';
    // A worker's job whose lease ran out goes back to the queue (job-leases.ts), it does not fail.
    if (active && !isQueueRunner(record.runner) && this.isStale(record)) {
      await failStaleJobs(this.options.knex, new Date(Date.now() - STALE_AFTER_MS), INTERRUPTED);
      record = (await findJob(this.options.knex, userId, id)) ?? record;
    }
    return record;
  }

  private isStale(record: JobRecord): boolean {
    return Date.parse(record.heartbeatAt) < Date.now() - STALE_AFTER_MS;
  }

  private emit(job: LiveJob, event: JobEventName): void {
    const view = presentJob(job.record, false);
    for (const listener of [...job.listeners]) {
      try {
        listener(event, view);
      } catch (error) {
        this.options.logger.warn({ err: error, jobId: job.record.id }, 'job listener failed');
      }
    }
  }

  private pollRemote(userId: number, id: string, first: JobRecord, listener: JobListener): () => void {
    let stopped = false;
    let last = JSON.stringify(first.progress);
    listener('progress', presentJob(first, false));
    const timer = setInterval(() => {
      this.record(userId, id).then(
        (record) => {
          if (stopped) return;
          const ended = terminalEvent(record.status);
          const progress = JSON.stringify(record.progress);
          if (ended) {
            stopped = true;
            clearInterval(timer);
            listener(ended, presentJob(record, false));
          } else if (progress !== last) {
            last = progress;
            listener('progress', presentJob(record, false));
          }
        },
        (error: unknown) => this.options.logger.warn({ err: error, jobId: id }, 'polling a job failed'),
      );
    }, REMOTE_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }

  /** Now and then: fail jobs whose process is gone, delete jobs finished over 24 hours ago. */
  private maintain(): void {
    const now = Date.now();
    if (now - this.lastMaintenance < MAINTENANCE_EVERY_MS) return;
    this.lastMaintenance = now;
    const { knex, logger } = this.options;
    Promise.all([
      failStaleJobs(knex, new Date(now - STALE_AFTER_MS), INTERRUPTED),
      purgeFinishedJobs(knex, new Date(now - KEEP_FINISHED_MS)),
    ]).catch((error: unknown) => logger.warn({ err: error }, 'job maintenance failed'));
  }
}

/**
 * At a server's start: fails the jobs a crashed run left `queued` or `running`, with a reason the user reads
 * ("The server stopped while this job was running; please start it again."). On the embedded database the
 * starting server is the only process there is, so every active job is an orphan; on PostgreSQL only those
 * whose runner stopped beating (other servers' live jobs stay). Answers how many.
 */
export function failOrphanedJobs(knex: Knex, database: 'pglite' | 'postgres'): Promise<number> {
  return failStaleJobs(
    knex,
    database === 'pglite' ? null : new Date(Date.now() - STALE_AFTER_MS),
    INTERRUPTED,
  );
}
