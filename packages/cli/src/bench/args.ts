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
 * `--time-limit n/K` gives every instance n/K seconds, n being its customers and depot (the n of CVRPLIB
 * names, X-n573-k30: 573), as in the budgets of the HGS and CVRPLIB papers (`timePerNodeMs`).
 */
export function runBudget(flags: { timeLimit?: string; iterations?: string }): {
  timeLimitMs?: number;
  timePerNodeMs?: number;
  maxIterations?: number;
} {
  const maxIterations =
    flags.iterations === undefined ? undefined : positiveInteger(flags.iterations, '--iterations');
  const iterations = maxIterations === undefined ? {} : { maxIterations };
  if (flags.timeLimit === undefined && maxIterations !== undefined) return { maxIterations };
  const perNode = flags.timeLimit === undefined ? null : /^n\/(.*)$/.exec(flags.timeLimit);
  if (perNode !== null)
    return { timePerNodeMs: 1000 / positiveNumber(perNode[1], '--time-limit n/K: K'), ...iterations };
  return { timeLimitMs: 1000 * timeLimitSeconds(flags.timeLimit), ...iterations };
}

/** `--time-limit` in seconds where a fixed limit is needed (`--generate`); n/K is for benchmark folders. */
export function timeLimitSeconds(value: string | undefined): number {
  if (value === undefined) return DEFAULT_TIME_LIMIT_S;
  if (value.startsWith('n/'))
    throw new UsageError(`--time-limit ${value} is for benchmark folders; give seconds with --generate`);
  return positiveNumber(value, '--time-limit');
}

export function regex(value: string): RegExp {
  try {
    return new RegExp(value);
  } catch {
    throw new UsageError(`--filter is not a valid regular expression: ${value}`);
  }
}
