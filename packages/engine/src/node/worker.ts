// Entry module of the default solver worker thread (see pool.ts).
import { solve, solveMultiDay } from '../index.js';
import { runSolverWorker } from './worker-runtime.js';

runSolverWorker(solve, solveMultiDay);
