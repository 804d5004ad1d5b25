export type * from './model/input.js';
export type * from './model/result.js';
export { EngineError, type EngineErrorCode } from './model/errors.js';
