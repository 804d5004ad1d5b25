import type { OptimizationJob, VroomProblemBody, VroomSolutionBody } from '@routier/contract';
import { unwrap, type RoutierClient } from './client.js';
import { RoutierApiError } from './errors.js';
import { waitForJob } from './job-events.js';

export interface SolveOptions {
  /** Seconds for the search and the fixes (server default 5). Over 30 the server runs a job, followed here. */
  timeLimit?: number;
  signal?: AbortSignal;
  /** Progress of a job (time limits over 30 s). */
  onProgress?: (job: OptimizationJob) => void;
}

/**
 * Solves a VROOM-format problem (`POST /api/solve`) and answers VROOM's solution JSON with Routier's reasons
 * and fixes for unassigned tasks. A long time limit becomes a job on the server: it is followed to its end
 * and its result answered (a cancelled job's best plan so far; a failed job throws its error).
 */
export async function solve(
  client: RoutierClient,
  problem: VroomProblemBody,
  options: SolveOptions = {},
): Promise<VroomSolutionBody> {
  const answer = await unwrap(
    client.POST('/api/solve', {
      body: problem,
      params: { query: options.timeLimit !== undefined ? { timeLimit: options.timeLimit } : {} },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
  if ('code' in answer && 'routes' in answer) return answer;
  const job = await waitForJob(client, answer.id, {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  if (job.result !== null && job.result !== undefined) return job.result as VroomSolutionBody;
  throw new RoutierApiError({
    status: 422,
    code: job.error?.code ?? 'OPTIMIZATION_FAILED',
    message: job.error?.message ?? `The solve job ${job.id} ended ${job.status} without a solution`,
  });
}
