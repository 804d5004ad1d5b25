export {
  createSolverPool,
  solveMany,
  defaultPoolSize,
  SolverPoolError,
  type SolverPool,
  type SolverPoolOptions,
  type PoolSolveControl,
  type BatchOutcome,
  type BatchControl,
} from './pool.js';
export { runSolverWorker, type SolveFunction } from './worker-runtime.js';
