export type * from './model/input.js';
export type * from './model/result.js';
export { EngineError, type EngineErrorCode } from './model/errors.js';
export * from './io/index.js';
export * from './check/index.js';
export * from './tsp/index.js';
