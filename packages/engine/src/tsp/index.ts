export { solveTsp, type SolveTspOptions, type TspResult } from './solve-tsp.js';
