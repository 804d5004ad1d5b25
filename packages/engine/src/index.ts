export type * from './model/input.js';
export type * from './model/result.js';
export { EngineError, type EngineErrorCode } from './model/errors.js';
export * from './io/index.js';
export * from './check/index.js';
export * from './tsp/index.js';
export { solve } from './solve/solve.js';
export { validateProblem, PRODUCT_SKILLS } from './validate/validate-problem.js';
export { haversineMetres } from './problem/geometry.js';
