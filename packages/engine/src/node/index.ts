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
export { solve, PERIOD as EXCHANGE_PERIOD, type ThreadsControl } from './threads.js';
export { ExchangeBoard, type BoardShape } from './exchange-board.js';
