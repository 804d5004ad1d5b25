/**
 * Solver failures as API errors, in one place for synchronous calls and jobs:
 * - the engine refusing the built problem (EngineError) -> 400 ENGINE_INPUT_INVALID with the engine's code
 *   and path in `details` (job paths translated to the request's `destinations.N` fields);
 * - the pool closing (shutdown) or the job runner stopping -> 503 SERVICE_UNAVAILABLE;
 * - a crashed worker -> 500 INTERNAL (logged by the error middleware; the pool replaces the worker).
 */
import { EngineError } from '@routier/engine';
import { HttpError } from '../kernel/errors.js';
import { RunnerStoppedError } from '../kernel/job-runner.js';

/** `jobs[3].timeWindows[0]` -> `destinations.3.timeWindow` (job j is destination j). */
export function requestFieldOf(enginePath: string | undefined): string | undefined {
  if (!enginePath) return undefined;
  const job = /^jobs\[(\d+)\](?:\.(\w+))?/.exec(enginePath);
  if (!job) return undefined;
  const field = job[2] === 'timeWindows' ? 'timeWindow' : job[2] === 'skills' ? 'specialRequirements' : '';
  return `destinations.${job[1]}${field ? `.${field}` : ''}`;
}

interface PoolFailure {
  name: string;
  code: string;
  message: string;
}

const isPoolFailure = (error: unknown): error is PoolFailure =>
  error instanceof Error &&
  error.name === 'SolverPoolError' &&
  typeof (error as PoolFailure).code === 'string';

/** The API error for a solver failure, or the error itself when it is not one. */
export function solveFailure(error: unknown): unknown {
  if (error instanceof EngineError) {
    const field = requestFieldOf(error.path);
    return new HttpError(400, 'ENGINE_INPUT_INVALID', `The optimiser refused the request: ${error.message}`, {
      details: [
        {
          ...(field ? { field } : {}),
          code: error.code,
          message: error.path ? `${error.path}: ${error.message}` : error.message,
        },
      ],
      cause: error,
    });
  }
  if (error instanceof RunnerStoppedError || (isPoolFailure(error) && error.code === 'POOL_CLOSED')) {
    return new HttpError(503, 'SERVICE_UNAVAILABLE', 'The server is shutting down; please retry.', {
      cause: error,
    });
  }
  return error;
}
