import type { OptimizationJob } from '@routier/contract';

/** What a job's followers hear (the SSE stream's event names), shared by the service and the execution. */
export type JobEventName = 'progress' | 'done' | 'failed' | 'cancelled';
export type JobListener = (event: JobEventName, job: OptimizationJob) => void;
