/** Small assertion helpers for boundary validation; each throws an `EngineError` naming the input path. */
import type { TimeWindow } from '../model/input.js';
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

/** A per-dimension amount (demand, pickup, shipment amount): an array of non-negative numbers. */
export function validateAmounts(a: unknown, path: string, code: EngineErrorCode): void {
  if (a === undefined) return;
  if (!Array.isArray(a)) fail(code, path, 'must be an array of numbers');
  a.forEach((d: unknown, k) => {
    if (!isFiniteNumber(d)) fail(code, `${path}[${k}]`, `must be a number (got ${describe(d)})`);
    if (d < 0) fail(code, `${path}[${k}]`, `cannot be negative (got ${d})`);
  });
}

export function validateSkills(s: unknown, path: string, code: EngineErrorCode): void {
  if (s === undefined) return;
  if (!Array.isArray(s)) fail(code, path, 'must be an array of strings');
  s.forEach((x, k) => {
    if (typeof x !== 'string' || x.length === 0) fail(code, `${path}[${k}]`, 'must be a non-empty string');
  });
}

export function validateWindow(w: TimeWindow, path: string, code: EngineErrorCode): void {
  if (w === null || typeof w !== 'object') fail(code, path, 'must be an object with start and end');
  requireNumber('INVALID_TIME_WINDOW', `${path}.start`, w.start);
  requireNumber('INVALID_TIME_WINDOW', `${path}.end`, w.end);
  if (w.end < w.start)
    fail('INVALID_TIME_WINDOW', path, `window ends (${w.end}) before it starts (${w.start})`);
}

const PRIORITIES = new Set(['low', 'medium', 'high', 'urgent']);

export function validatePriority(x: unknown, path: string, code: EngineErrorCode): void {
  if (x !== undefined && !PRIORITIES.has(x as string))
    fail(code, path, `must be low, medium, high or urgent (got ${describe(x)})`);
}
