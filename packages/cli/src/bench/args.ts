import { UsageError } from '../core/errors.js';

/** Parses a positive number option (seconds, counts); throws UsageError naming the option. */
export function positiveNumber(value: string, option: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new UsageError(`${option} must be a positive number, got "${value}"`);
  return n;
}

export function positiveInteger(value: string, option: string): number {
  const n = positiveNumber(value, option);
  if (!Number.isInteger(n)) throw new UsageError(`${option} must be a whole number, got "${value}"`);
  return n;
}

export function nonNegativeInteger(value: string, option: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new UsageError(`${option} must be a whole number >= 0, got "${value}"`);
  return n;
}

export function solomonConvention(value: string): 'exact' | 'dimacs' {
  if (value !== 'exact' && value !== 'dimacs')
    throw new UsageError(`--convention must be exact or dimacs, got "${value}"`);
  return value;
}

export function regex(value: string): RegExp {
  try {
    return new RegExp(value);
  } catch {
    throw new UsageError(`--filter is not a valid regular expression: ${value}`);
  }
}
