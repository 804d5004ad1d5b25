// Entry module of the default solver worker thread (see pool.ts).
import { solve, solveMultiDay, solveVroom } from '../index.js';
import { runSolverWorker } from './worker-runtime.js';

runSolverWorker(solve, solveMultiDay, solveVroom);
