import type { JobError } from '@routier/contract';
import { HttpError } from '../kernel/errors.js';
import { RunnerStoppedError } from '../kernel/job-runner.js';

/** Why a job was cancelled (DELETE), as the abort reason of its signal. */
export class JobCancelledError extends Error {
  constructor() {
    super('The job was cancelled.');
    this.name = 'JobCancelledError';
  }
}

export const INTERRUPTED: JobError = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'The server stopped while this job was running; please start it again.',
};

/** A job's `error`: the API error it ended with, or a generic INTERNAL (the cause is logged). */
export function jobErrorOf(error: unknown): JobError {
  if (error instanceof RunnerStoppedError) return INTERRUPTED;
  if (error instanceof HttpError) {
    return {
      code: error.code as JobError['code'],
      message: error.message,
      ...(error.details?.length ? { details: error.details } : {}),
    };
  }
  return { code: 'INTERNAL', message: 'Something went wrong while optimising. Please try again.' };
}
