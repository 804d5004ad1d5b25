/** Small assertion helpers for boundary validation; each throws an `EngineError` naming the input path. */
import { EngineError, type EngineErrorCode } from '../model/errors.js';

export function fail(code: EngineErrorCode, path: string, message: string): never {
  throw new EngineError(code, `${path}: ${message}`, path);
}

export function isFiniteNumber(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x);
}

export function requireNumber(code: EngineErrorCode, path: string, x: unknown, min = -Infinity): number {
  if (!isFiniteNumber(x)) fail(code, path, `must be a finite number (got ${describe(x)})`);
  if (x < min) fail(code, path, `must be at least ${min} (got ${x})`);
  return x;
}

export function optionalNumber(code: EngineErrorCode, path: string, x: unknown, min = -Infinity): void {
  if (x !== undefined && x !== null) requireNumber(code, path, x, min);
}

export function requireInteger(
  code: EngineErrorCode,
  path: string,
  x: unknown,
  min: number,
  max: number,
): number {
  if (typeof x !== 'number' || !Number.isInteger(x))
    fail(code, path, `must be an integer (got ${describe(x)})`);
  if (x < min || x > max) fail(code, path, `must be between ${min} and ${max} (got ${x})`);
  return x;
}

export function requireId(code: EngineErrorCode, path: string, x: unknown): string | number {
  if (typeof x === 'string' && x.length > 0) return x;
  if (typeof x === 'number' && Number.isFinite(x)) return x;
  return fail(code, path, `must be a non-empty string or a finite number (got ${describe(x)})`);
}

export function describe(x: unknown): string {
  if (x === undefined) return 'nothing';
  if (x === null) return 'null';
  if (typeof x === 'number' || typeof x === 'boolean') return String(x);
  if (typeof x === 'string') return JSON.stringify(x.length > 40 ? `${x.slice(0, 40)}...` : x);
  if (Array.isArray(x)) return `an array of ${x.length}`;
  return typeof x;
}

/** `ArrayLike<number>` check without copying (typed arrays and plain arrays). */
export function isArrayLike(x: unknown): x is ArrayLike<number> {
  if (x === null || typeof x !== 'object') return false;
  const len = (x as { length?: unknown }).length;
  return typeof len === 'number' && Number.isInteger(len) && len >= 0;
}
