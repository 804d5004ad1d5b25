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
  runner: string;
  heartbeatAt: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

const TABLE = 'optimization_jobs';
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

/** Updates a job still queued or running; answers false when it had already ended. */
export async function updateActiveJob(db: Queryable, id: string, patch: JobPatch): Promise<boolean> {
  const changed = await db(TABLE)
    .where({ id })
    .whereIn('status', [...ACTIVE_STATUSES])
    .update(toColumns(db, patch));
  return changed > 0;
}

/** Whether someone asked (through any process) to cancel the job. */
export async function isCancelRequested(db: Queryable, id: string): Promise<boolean> {
  const row = await db(TABLE).where({ id }).first('cancel_requested');
  return Boolean(row?.cancel_requested);
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
 * Marks as failed the active jobs whose runner stopped beating before `staleBefore` (every active job when
 * it is null: no runner can be alive).
 */
export async function failStaleJobs(
  db: Queryable,
  staleBefore: Date | null,
  error: JobError,
): Promise<number> {
  return db(TABLE)
    .whereIn('status', [...ACTIVE_STATUSES])
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
