import { UsageError } from '../io/errors.js';

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

/** Default time limit of a benchmark run, in seconds. */
export const DEFAULT_TIME_LIMIT_S = 10;

/**
 * The budget of one run: `--iterations` alone is an iteration budget without a time limit (deterministic
 * with the seed, whatever the machine's load); `--time-limit` (default 10 s) otherwise, also with both.
 */
export function runBudget(flags: { timeLimit?: string; iterations?: string }): {
  timeLimitMs?: number;
  maxIterations?: number;
} {
  const maxIterations =
    flags.iterations === undefined ? undefined : positiveInteger(flags.iterations, '--iterations');
  if (flags.timeLimit === undefined && maxIterations !== undefined) return { maxIterations };
  const seconds =
    flags.timeLimit === undefined ? DEFAULT_TIME_LIMIT_S : positiveNumber(flags.timeLimit, '--time-limit');
  return { timeLimitMs: 1000 * seconds, ...(maxIterations === undefined ? {} : { maxIterations }) };
}

export function regex(value: string): RegExp {
  try {
    return new RegExp(value);
  } catch {
    throw new UsageError(`--filter is not a valid regular expression: ${value}`);
  }
}
