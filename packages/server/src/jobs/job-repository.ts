/**
 * optimization_jobs rows <-> JobRecord. jsonb values are written as JSON text (pg would turn a JS array into
 * a PostgreSQL array). Updates of a running job are conditional on it still running, so a job cancelled
 * meanwhile (by another process) is never overwritten.
 */
import type { JobError, JobKind, JobProgress, JobProgressPoint, JobStatus } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { deletedCount, toCount, toIso, toIsoOrNull, fromJsonb } from '../db/rows.js';

export interface JobRecord {
  id: string;
  userId: number;
  kind: JobKind;
  status: JobStatus;
  input: unknown;
  timeLimitSeconds: number;
  progress: JobProgress;
  history: JobProgressPoint[];
  result: unknown;
  error: JobError | null;
  cancelRequested: boolean;
  /**
   * Who runs it: a server process's id (inline runner), `queue` while it waits in the pg-boss queue, or
   * `queue:<worker id>` once a `routier worker` has taken it.
   */
  runner: string;
  /** How many times a worker has taken it from the queue. */
  attempts: number;
  heartbeatAt: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

const TABLE = 'optimization_jobs';
/** The runner of a job waiting in the pg-boss queue; a worker that takes it writes `queue:<its id>`. */
export const QUEUED = 'queue';
export const isQueueRunner = (runner: string) => runner === QUEUED || runner.startsWith(`${QUEUED}:`);
export const ACTIVE_STATUSES: readonly JobStatus[] = ['queued', 'running'];

interface Row {
  id: string;
  user_id: number;
  kind: JobKind;
  status: JobStatus;
  input: unknown;
  time_limit_s: number;
  progress: JobProgress;
  history: JobProgressPoint[];
  result: unknown;
  error: JobError | null;
  cancel_requested: boolean;
  runner: string;
  attempts?: number;
  heartbeat_at: unknown;
  created_at: unknown;
  started_at: unknown;
  finished_at: unknown;
}

/** jsonb columns may come back as text on some drivers. */

function fromRow(row: Row): JobRecord {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    status: row.status,
    input: fromJsonb(row.input),
    timeLimitSeconds: row.time_limit_s,
    // Jobs written before `unassigned` was reported lack it.
    progress: withUnassigned(fromJsonb<JobProgress>(row.progress)!),
    history: fromJsonb(row.history),
    result: fromJsonb(row.result) ?? null,
    error: fromJsonb(row.error) ?? null,
    cancelRequested: row.cancel_requested,
    runner: row.runner,
    attempts: row.attempts ?? 0,
    heartbeatAt: toIso(row.heartbeat_at),
    createdAt: toIso(row.created_at),
    startedAt: toIsoOrNull(row.started_at),
    finishedAt: toIsoOrNull(row.finished_at),
  };
}

export interface JobPatch {
  status?: JobStatus;
  progress?: JobProgress;
  history?: JobProgressPoint[];
  result?: unknown;
  error?: JobError | null;
  startedAt?: Date;
  finishedAt?: Date;
  heartbeat?: boolean;
}

function toColumns(db: Queryable, patch: JobPatch): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (patch.status !== undefined) columns.status = patch.status;
  if (patch.progress !== undefined) columns.progress = JSON.stringify(patch.progress);
  if (patch.history !== undefined) columns.history = JSON.stringify(patch.history);
  if (patch.result !== undefined) columns.result = JSON.stringify(patch.result);
  if (patch.error !== undefined) columns.error = patch.error === null ? null : JSON.stringify(patch.error);
  if (patch.startedAt !== undefined) columns.started_at = patch.startedAt;
  if (patch.finishedAt !== undefined) columns.finished_at = patch.finishedAt;
  if (patch.heartbeat) columns.heartbeat_at = db.fn.now();
  return columns;
}

export async function insertJob(
  db: Queryable,
  job: Pick<JobRecord, 'id' | 'userId' | 'kind' | 'input' | 'timeLimitSeconds' | 'progress' | 'runner'>,
): Promise<JobRecord> {
  const [row] = await db<Row>(TABLE)
    .insert({
      id: job.id,
      user_id: job.userId,
      kind: job.kind,
      status: 'queued',
      input: JSON.stringify(job.input),
      time_limit_s: job.timeLimitSeconds,
      progress: JSON.stringify(job.progress),
      history: JSON.stringify([]),
      runner: job.runner,
    } as never)
    .returning('*');
  return fromRow(row as Row);
}

/** The user's job, or undefined (unknown and other users' jobs alike). */
export async function findJob(db: Queryable, userId: number, id: string): Promise<JobRecord | undefined> {
  const row = await db<Row>(TABLE).where({ id, user_id: userId }).first();
  return row ? fromRow(row as Row) : undefined;
}

/** Any user's job by id (the process running it re-reading its state). */
export async function findJobById(db: Queryable, id: string): Promise<JobRecord | undefined> {
  const row = await db<Row>(TABLE).where({ id }).first();
  return row ? fromRow(row as Row) : undefined;
}

export async function listJobs(
  db: Queryable,
  userId: number,
  filter: { statuses?: readonly JobStatus[]; limit: number; offset: number },
): Promise<{ jobs: JobRecord[]; total: number }> {
  const base = () => {
    const q = db<Row>(TABLE).where({ user_id: userId });
    if (filter.statuses?.length) q.whereIn('status', [...filter.statuses]);
    return q;
  };
  const [rows, count] = await Promise.all([
    base()
      .select('id', 'user_id', 'kind', 'status', 'time_limit_s', 'progress', 'cancel_requested', 'runner')
      .select('heartbeat_at', 'created_at', 'started_at', 'finished_at', 'error')
      .select(db.raw("'null'::jsonb as input, '[]'::jsonb as history, null::jsonb as result"))
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(filter.limit)
      .offset(filter.offset),
    base().count({ count: '*' }).first(),
  ]);
  return { jobs: (rows as unknown as Row[]).map(fromRow), total: toCount(count as { count?: unknown }) };
}

/**
 * Updates a job still queued or running and still `runner`'s (a job handed to another worker is not
 * overwritten by its previous one); answers false when that is no longer so, else whether someone asked
 * (through any process) to cancel it.
 */
export async function updateActiveJob(
  db: Queryable,
  id: string,
  runner: string,
  patch: JobPatch,
): Promise<false | { cancelRequested: boolean }> {
  const [row] = (await db(TABLE)
    .where({ id, runner })
    .whereIn('status', [...ACTIVE_STATUSES])
    .update(toColumns(db, patch))
    .returning(['cancel_requested'])) as { cancel_requested: boolean }[];
  return row ? { cancelRequested: Boolean(row.cancel_requested) } : false;
}

/** Asks the process running the job to stop it (it keeps its best plan); false when it is not running. */
export async function requestCancel(db: Queryable, id: string): Promise<boolean> {
  const changed = await db(TABLE).where({ id, status: 'running' }).update({ cancel_requested: true });
  return changed > 0;
}

/**
 * A worker takes a queued job: answers it (now `runner`'s, its attempts counted) or undefined when it is no
 * longer waiting (cancelled, or taken by another worker).
 */
export async function claimQueuedJob(
  db: Queryable,
  id: string,
  runner: string,
): Promise<JobRecord | undefined> {
  const [row] = await db<Row>(TABLE)
    .where({ id, status: 'queued', runner: QUEUED })
    .update({ runner, attempts: db.raw('attempts + 1'), heartbeat_at: db.fn.now() } as never)
    .returning('*');
  return row ? fromRow(row as Row) : undefined;
}

/** A stopping worker gives a job back to the queue (not counted as an attempt); false if it was not its. */
export async function handBackJob(db: Queryable, id: string, runner: string): Promise<boolean> {
  const changed = await db(TABLE)
    .whereIn('status', [...ACTIVE_STATUSES])
    .where({ id, runner })
    .update({
      status: 'queued',
      runner: QUEUED,
      attempts: db.raw('greatest(attempts - 1, 0)'),
      started_at: null,
      heartbeat_at: db.fn.now(),
    });
  return changed > 0;
}

/**
 * Jobs whose worker stopped beating before `staleBefore` (killed, or cut off from the database): given back
 * to the queue, or failed with `error` once taken `maxAttempts` times. Answers the ids of both.
 */
export async function requeueStaleJobs(
  db: Queryable,
  staleBefore: Date,
  maxAttempts: number,
  error: JobError,
): Promise<{ requeued: string[]; failed: string[] }> {
  const stale = () =>
    db(TABLE)
      .whereIn('status', [...ACTIVE_STATUSES])
      .where('runner', 'like', `${QUEUED}:%`)
      .where('heartbeat_at', '<', staleBefore);
  const failed = (await stale()
    .where('attempts', '>=', maxAttempts)
    .update({ status: 'failed', error: JSON.stringify(error), finished_at: db.fn.now() })
    .returning('id')) as { id: string }[];
  const requeued = (await stale()
    .update({ status: 'queued', runner: QUEUED, started_at: null, heartbeat_at: db.fn.now() })
    .returning('id')) as { id: string }[];
  return { requeued: requeued.map((r) => r.id), failed: failed.map((r) => r.id) };
}

/** Ends a job another process runs: cancelled now, and flagged so its runner stops the work. */
export async function cancelRemoteJob(db: Queryable, id: string, progress: JobProgress): Promise<boolean> {
  const changed = await db(TABLE)
    .where({ id })
    .whereIn('status', [...ACTIVE_STATUSES])
    .update({
      status: 'cancelled',
      cancel_requested: true,
      finished_at: db.fn.now(),
      progress: JSON.stringify(progress),
    });
  return changed > 0;
}

/**
 * Marks as failed the active jobs of server processes (not the queue's: see requeueJobs) whose runner
 * stopped beating before `staleBefore` (every such job when it is null: no runner can be alive).
 */
export async function failStaleJobs(
  db: Queryable,
  staleBefore: Date | null,
  error: JobError,
): Promise<number> {
  return db(TABLE)
    .whereIn('status', [...ACTIVE_STATUSES])
    .whereNot('runner', QUEUED)
    .whereNot('runner', 'like', `${QUEUED}:%`)
    .modify((q) => {
      if (staleBefore) q.where('heartbeat_at', '<', staleBefore);
    })
    .update({ status: 'failed', error: JSON.stringify(error), finished_at: db.fn.now() });
}

/** Deletes jobs finished before `before`. */
export async function purgeFinishedJobs(db: Queryable, before: Date): Promise<number> {
  return deletedCount(db(TABLE).whereNotNull('finished_at').where('finished_at', '<', before).delete());
}

function withUnassigned(progress: JobProgress): JobProgress {
  return progress.unassigned === undefined ? { ...progress, unassigned: null } : progress;
}
