/**
 * Runs an optimisation as a job (POST /api/optimization-jobs) and follows its event stream, so screens can
 * show a live progress bar and cancel. The job is cancelled when the screen goes away.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { waitForJob, type OptimizationJob, type OptimizationJobCreate } from '@routier/sdk';
import { RoutierApiError, api, unwrap } from '../../lib/api-client.js';
import { Intent } from '@blueprintjs/core';
import { showToast } from '../../components/toast/toaster.js';

export interface OptimizationJobRunner {
  /** The job as last reported (null before the first run). */
  job: OptimizationJob | null;
  running: boolean;
  /** Starts the job and resolves with it in its final state (succeeded, failed or cancelled). */
  run: (body: OptimizationJobCreate) => Promise<OptimizationJob>;
  cancel: () => Promise<void>;
}

export function useOptimizationJob(): OptimizationJobRunner {
  const [job, setJob] = useState<OptimizationJob | null>(null);
  const [running, setRunning] = useState(false);
  const current = useRef<{ id: string; abort: AbortController } | null>(null);

  const cancel = useCallback(async () => {
    const active = current.current;
    if (!active) return;
    // The stream then ends with its 'cancelled' event, which settles run().
    const result = await api.DELETE('/api/optimization-jobs/{jobId}', {
      params: { path: { jobId: active.id } },
    });
    if (result.data) setJob(result.data);
  }, []);

  const run = useCallback(async (body: OptimizationJobCreate) => {
    const abort = new AbortController();
    setRunning(true);
    try {
      const created = await unwrap(api.POST('/api/optimization-jobs', { body }));
      current.current = { id: created.id, abort };
      setJob(created);
      const final = await waitForJob(api, created.id, { onProgress: setJob, signal: abort.signal });
      setJob(final);
      return final;
    } finally {
      current.current = null;
      setRunning(false);
    }
  }, []);

  useEffect(
    () => () => {
      const active = current.current;
      if (!active) return;
      active.abort.abort();
      void api
        .DELETE('/api/optimization-jobs/{jobId}', { params: { path: { jobId: active.id } } })
        .catch(() => undefined);
    },
    [],
  );

  return { job, running, run, cancel };
}

/** A failed job as the error its synchronous call would have thrown (message and per-field details). */
export function jobError(job: OptimizationJob): RoutierApiError {
  return new RoutierApiError({
    status: 422,
    code: job.error?.code ?? 'OPTIMIZATION_FAILED',
    message: job.error?.message ?? 'The optimisation failed',
    details: job.error?.details ?? [],
  });
}

/** A plan that arrived: stoppedEarly when the dispatcher cancelled a search that already had one. */
export interface PlanOutcome<T> {
  result: T;
  stoppedEarly: boolean;
}

/** A plan answered synchronously (no job): the search ran to its end. */
export function completePlan<T>(result: T): PlanOutcome<T> {
  return { result, stoppedEarly: false };
}

/**
 * Runs an optimisation job: its plan (a job cancelled after finding one answers that plan, stoppedEarly), null
 * when it was cancelled before; a failed job throws its jobError.
 */
export async function jobResult<T>(
  job: OptimizationJobRunner,
  body: OptimizationJobCreate,
): Promise<PlanOutcome<T> | null> {
  const final = await job.run(body);
  if (final.status === 'cancelled') {
    if (!final.partial || final.result === null) return null;
    return { result: final.result as T, stoppedEarly: true };
  }
  if (final.status !== 'succeeded') throw jobError(final);
  return completePlan(final.result as T);
}

/**
 * The one toast for a plan that arrived: the caller's success message, or, when the search was cancelled after
 * it had a plan, that this is the best plan so far (issue 15). One toast, so neither hides the other.
 */
export function showPlanToast(outcome: PlanOutcome<unknown>, success: string) {
  if (outcome.stoppedEarly) {
    showToast({
      title: 'Optimization stopped early',
      description: 'Showing the best plan found before you cancelled.',
      intent: Intent.WARNING,
    });
    return;
  }
  showToast({ title: 'Success', description: success, intent: Intent.SUCCESS });
}

/** What a single optimisation says when its job was cancelled (jobResult gave null). */
export function showOptimizationCancelled() {
  showToast({ title: 'Optimization cancelled', description: 'The search was stopped; nothing was changed.' });
}
