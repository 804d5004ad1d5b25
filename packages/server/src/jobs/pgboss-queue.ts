/**
 * The job queue on pg-boss (JOB_RUNNER=pgboss): a message per optimisation job in PostgreSQL (schema
 * `pgboss`), sent in the transaction that stores the job, taken by `routier worker` processes. The job's state
 * stays in optimization_jobs; the message only says "run job X". pg-boss does not retry: a job whose worker
 * died is given back by the lease (jobs/job-leases.ts), which re-sends its message.
 */
import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { JobQueue } from '../kernel/job-runner.js';
import { JOB_TIME_LIMIT } from '../optimization/constants.js';

export const QUEUE_NAME = 'optimization-job';
/** Longer than any job may run (its time limit plus preparing it); pg-boss's own expiry never cuts a job. */
const EXPIRE_S = JOB_TIME_LIMIT.maxS + 30 * 60;
const POLL_S = 1;

interface Message {
  jobId: string;
}

export class PgBossQueue implements JobQueue {
  private readonly boss: PgBoss;

  constructor(databaseUrl: string, logger: Logger, options: { connections?: number } = {}) {
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      max: options.connections ?? 4,
      application_name: 'routier-queue',
      // Messages are small; finished ones go after a day.
      deleteAfterDays: 1,
    });
    // Connection losses surface here (pg-boss reconnects by itself); never an unhandled 'error'.
    this.boss.on('error', (error) => logger.warn({ err: error }, 'job queue error'));
  }

  async start(): Promise<void> {
    await this.boss.start();
    await this.boss.createQueue(QUEUE_NAME, {
      name: QUEUE_NAME,
      policy: 'standard',
      retryLimit: 0,
      expireInSeconds: EXPIRE_S,
    });
  }

  async enqueue(trx: Knex.Transaction, jobId: string): Promise<void> {
    // The transaction's own connection (knex hands it out while the transaction is open).
    const connection = (await trx.client.acquireConnection()) as {
      query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
    };
    const message: Message = { jobId };
    await this.boss.send(QUEUE_NAME, message as object, {
      expireInSeconds: EXPIRE_S,
      retryLimit: 0,
      db: { executeSql: (text, values) => connection.query(text, values) as Promise<{ rows: never[] }> },
    });
  }

  async check(): Promise<void> {
    await this.boss.getQueueSize(QUEUE_NAME);
  }

  /** Takes messages one at a time on `concurrency` pollers, each awaiting `handle` before the next. */
  async work(concurrency: number, handle: (jobId: string) => Promise<void>): Promise<void> {
    for (let i = 0; i < concurrency; i++) {
      await this.boss.work<Message>(QUEUE_NAME, { batchSize: 1, pollingIntervalSeconds: POLL_S }, (jobs) =>
        Promise.all(jobs.map((job) => handle(job.data.jobId))),
      );
    }
  }

  /** Takes no more messages (those being handled go on). */
  async stopWorking(): Promise<void> {
    await this.boss.offWork(QUEUE_NAME);
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
