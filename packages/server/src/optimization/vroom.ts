/**
 * VROOM-format problems (`POST /api/solve`, jobs of kind `vroom`): checked and converted by the engine's
 * `fromVroom` before any work (a refusal is a 400 naming the field), coordinates routed by the configured
 * provider (matrices are used as given), the solve and the fixes of unassigned tasks in the worker pool.
 */
import { EngineError, fromVroom, vroomPoints, type VroomProblem, type VroomSolution } from '@routier/engine';
import type { VroomProblemBody } from '@routier/contract';
import { HttpError } from '../kernel/errors.js';
import { searchSignal, throwIfAborted, type PlanningDeps, type RunControl } from './deps.js';
import { travelMatrix } from './travel.js';

/** Synchronous answers up to this budget; longer problems run as jobs. */
export const VROOM_SYNC_LIMIT_S = 30;
export const VROOM_DEFAULT_LIMIT_S = 5;

/** Checks the problem as the engine will read it; a refusal names the field (400 ENGINE_INPUT_INVALID). */
export function prepareVroom(body: VroomProblemBody): VroomProblem {
  const problem = body as unknown as VroomProblem;
  try {
    fromVroom(problem);
  } catch (error) {
    throw vroomRefusal(error);
  }
  return problem;
}

export async function runVroom(
  deps: PlanningDeps,
  problem: VroomProblem,
  control: RunControl = {},
): Promise<VroomSolution> {
  let locations;
  if (problem.matrices === undefined) {
    const points = vroomPoints(problem).map(([lng, lat]) => ({ lat, lng }));
    const travel = await travelMatrix(deps.router, points[0], points.slice(1), 'default', control.signal);
    locations = travel.locations;
  }
  try {
    const solution = await deps.solver.solveVroom(
      problem,
      {
        timeLimitMs: control.timeLimitMs ?? VROOM_DEFAULT_LIMIT_S * 1000,
        ...(locations ? { locations } : {}),
      },
      { signal: searchSignal(control), onProgress: control.onProgress },
    );
    throwIfAborted(control.signal);
    return solution;
  } catch (error) {
    throw vroomRefusal(error);
  }
}

/** The engine's refusal of a VROOM problem as the API's 400, with the problem's own field path. */
function vroomRefusal(error: unknown): unknown {
  if (!(error instanceof EngineError)) return error;
  // The API names fields with dots (`jobs.0.setup`), as the request validator does.
  const field = error.path?.replace(/\[(\d+)\]/g, '.$1');
  return new HttpError(
    400,
    'ENGINE_INPUT_INVALID',
    `The problem cannot be solved as given: ${error.message}`,
    {
      details: [{ ...(field ? { field } : {}), code: error.code, message: error.message }],
      cause: error,
    },
  );
}
