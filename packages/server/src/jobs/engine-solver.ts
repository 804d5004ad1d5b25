/**
 * The server's solver: a pool of engine worker threads (`@routier/engine/node`), one pool per server process,
 * sized to the machine (one worker per available core). It is created on the first solve (which then waits
 * about a second for the workers), so processes that never optimise never start threads and server start
 * stays quick. Solves queue FIFO when every worker is busy; cancellation reaches the worker through shared
 * memory and the engine answers its best solution so far.
 */
import { createSolverPool, defaultPoolSize, SolverPoolError, type SolverPool } from '@routier/engine/node';
import type { Solver } from '../kernel/solver.js';

export interface EngineSolverOptions {
  /** Worker threads; default one per available core. */
  size?: number;
  /** A worker module calling `runSolverWorker(solve)` (tests); default the engine's own. */
  workerUrl?: URL;
}

export class EngineSolver implements Solver {
  readonly size: number;
  private pool: SolverPool | undefined;
  private closed = false;

  constructor(private readonly options: EngineSolverOptions = {}) {
    this.size = options.size ?? defaultPoolSize();
  }

  /** Rejects (never throws) with the pool's POOL_CLOSED error once closed, as the pool itself does. */
  solve: Solver['solve'] = async (problem, options, control = {}) =>
    this.ensurePool().solve(problem, options, control);

  solveMultiDay: Solver['solveMultiDay'] = async (input, options, control = {}) =>
    this.ensurePool().solveMultiDay(input, options, control);

  solveVroom: Solver['solveVroom'] = async (problem, options, control = {}) =>
    this.ensurePool().solveVroom(problem, options, control);

  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = undefined;
    await pool?.close();
  }

  private ensurePool(): SolverPool {
    if (this.closed) throw new SolverPoolError('POOL_CLOSED', 'the solver pool is closed');
    this.pool ??= createSolverPool({ size: this.size, workerUrl: this.options.workerUrl });
    return this.pool;
  }
}
