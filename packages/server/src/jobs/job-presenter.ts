import type { OptimizationJob } from '@routier/contract';
import type { JobRecord } from './job-repository.js';

/** A job as the API shows it: with its history (GET one job) or without (lists and events). */
export function presentJob(record: JobRecord, withHistory: boolean): OptimizationJob {
  return {
    id: record.id,
    kind: record.kind,
    status: record.status,
    createdAt: record.createdAt,
    startedAt: record.startedAt,
    finishedAt: record.finishedAt,
    timeLimitSeconds: record.timeLimitSeconds,
    progress: record.progress,
    ...(withHistory ? { history: record.history } : {}),
    result: (record.status === 'succeeded' || record.status === 'cancelled'
      ? record.result
      : null) as OptimizationJob['result'],
    error: record.error,
    partial: record.status === 'cancelled' && record.result !== null,
  };
}
