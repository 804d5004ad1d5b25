/**
 * One entry point for every kind of optimisation, used by the synchronous handlers and by jobs alike:
 * `prepare` runs the checks that must pass before any work starts (ownership, validation) and answers a
 * prepared optimisation whose `run` does the work (geocoding, travel times, the solve in the worker pool,
 * the answer; batch also stores).
 */
import type { Objective } from '@routier/engine';
import type {
  AdvancedOptimizeRequest,
  AdvancedOptimizeResponse,
  BasicOptimizeRequest,
  BasicOptimizeResponse,
  BatchOptimizeResponse,
  FleetOptimizeRequest,
  FleetOptimizeResponse,
  JobKind,
  MultiDayJobInput,
  MultiDayOptimizeResult,
  VroomProblemBody,
  VroomSolutionBody,
} from '@routier/contract';
import { checkMultiDayInput, optimizeMultiDay, type MultiDayDeps } from '../multi-day/plan-optimize.js';
import { prepareAdvanced, runAdvanced } from './advanced.js';
import { prepareBasic, runBasic } from './basic.js';
import { runBatch, type BatchControl, type BatchInput } from './batch.js';
import { prepareFleet, runFleet } from './fleet.js';
import type { PlanningDeps } from './deps.js';
import { prepareVroom, runVroom } from './vroom.js';

export interface KindInputs {
  basic: BasicOptimizeRequest;
  advanced: AdvancedOptimizeRequest;
  fleet: FleetOptimizeRequest;
  batch: BatchInput;
  multiDay: MultiDayJobInput;
  vroom: VroomProblemBody;
}

export interface KindResults {
  basic: BasicOptimizeResponse;
  advanced: AdvancedOptimizeResponse;
  fleet: FleetOptimizeResponse;
  batch: BatchOptimizeResponse;
  multiDay: MultiDayOptimizeResult;
  vroom: VroomSolutionBody;
}

export interface PreparedOptimization<K extends JobKind = JobKind> {
  kind: K;
  /** The unit of progress `bestCost` (km, minutes or $): what the engine minimises for this kind. */
  objective: Objective;
  run(control?: BatchControl): Promise<KindResults[K]>;
}

export class OptimizationService {
  /** `multiDay`: what multi-day plan generation needs (jobs of kind `multiDay`). */
  constructor(
    readonly deps: PlanningDeps,
    private readonly multiDay?: MultiDayDeps,
  ) {}

  async prepare<K extends JobKind>(
    kind: K,
    userId: number,
    input: KindInputs[K],
  ): Promise<PreparedOptimization<K>> {
    const deps = this.deps;
    const priority = (input as { priority?: Objective }).priority;
    // The engine's own objective: a one-vehicle `cost` is solved as distance (one rate), a fleet's default is
    // money (pricing-objective.ts).
    const objective: Objective =
      kind === 'vroom'
        ? 'time'
        : kind === 'fleet'
          ? (priority ?? 'cost')
          : priority === 'cost' && kind === 'basic'
            ? 'distance'
            : (priority ?? 'distance');
    let run: (control: BatchControl) => Promise<KindResults[JobKind]>;
    switch (kind) {
      case 'basic': {
        const prepared = await prepareBasic(deps, userId, input as BasicOptimizeRequest);
        run = (control) => runBasic(deps, userId, prepared, control);
        break;
      }
      case 'advanced': {
        const prepared = await prepareAdvanced(deps, userId, input as AdvancedOptimizeRequest);
        run = (control) => runAdvanced(deps, prepared, control);
        break;
      }
      case 'fleet': {
        const prepared = await prepareFleet(deps, userId, input as FleetOptimizeRequest);
        run = (control) => runFleet(deps, prepared, control);
        break;
      }
      case 'batch': {
        const batch = input as BatchInput;
        run = (control) => runBatch(deps, userId, batch, control);
        break;
      }
      case 'multiDay': {
        const planner = this.multiDay;
        if (!planner) throw new Error('multi-day planning is not wired into this optimisation service');
        const plan = input as MultiDayJobInput;
        await checkMultiDayInput(planner.knex, userId, plan);
        run = (control) => optimizeMultiDay(planner, userId, plan, control);
        break;
      }
      case 'vroom': {
        const problem = prepareVroom(input as VroomProblemBody);
        run = async (control) => (await runVroom(deps, problem, control)) as unknown as VroomSolutionBody;
        break;
      }
      default:
        throw new Error(`Unknown optimisation kind ${String(kind)}`);
    }
    return { kind, objective, run: (control = {}) => run(control) as Promise<KindResults[K]> };
  }
}
