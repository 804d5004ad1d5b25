/**
 * Exit codes, in one place (STYLE.md): 0 ok, 1 unexpected, 2 usage or invalid input, 3 server or network,
 * 4 auth, 5 not found or conflict, 6 the plan leaves stops unassigned (written, with each stop's reason).
 * Commands throw; `run()` maps the error to a code and prints it once.
 */
import { CommanderError } from 'commander';
import { RoutierApiError, type PlacementIssue } from '@routier/sdk';

export const EXIT = {
  ok: 0,
  unexpected: 1,
  usage: 2,
  server: 3,
  auth: 4,
  notFound: 5,
  /** The command succeeded but its plan leaves stops unassigned (the output names them and why). */
  unassigned: 6,
  /** Ctrl-C (128 + SIGINT), the shell convention. */
  cancelled: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export interface ErrorLine {
  /** Where: a CSV row, a field, a stop. */
  where?: string;
  message: string;
  /** Why a stop's place is not trusted, with the places it may mean (ADDRESS_UNRESOLVED). */
  placement?: PlacementIssue;
}

/** An error the CLI raises itself, with its exit code and optional per-item details. */
export class CliError extends Error {
  readonly exitCode: ExitCode;
  readonly code: string;
  readonly details: ErrorLine[];
  constructor(exitCode: ExitCode, code: string, message: string, details: ErrorLine[] = []) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
    this.code = code;
    this.details = details;
  }
}

/** Wrong arguments or unusable input (exit 2). */
export class UsageError extends CliError {
  constructor(message: string, details: ErrorLine[] = []) {
    super(EXIT.usage, 'USAGE', message, details);
    this.name = 'UsageError';
  }
}

/** A CSV file refused as a whole (exit 2): one line per problem, by row and column. */
export function csvRefused(
  file: string,
  errors: ReadonlyArray<{ row: number | null; column?: string; message: string }>,
): UsageError {
  return new UsageError(
    `${file}: ${errors.length} problem${errors.length === 1 ? '' : 's'}; nothing was imported`,
    errors.map((e) => ({
      ...(e.row === null ? {} : { where: `row ${e.row}${e.column ? ` (${e.column})` : ''}` }),
      message: e.message,
    })),
  );
}

/** Not signed in, or the stored token was refused (exit 4). */
export class AuthError extends CliError {
  constructor(message: string) {
    super(EXIT.auth, 'NOT_LOGGED_IN', message);
    this.name = 'AuthError';
  }
}

/** Exit code of an API error code, when the status alone does not decide (batch failures carry codes). */
export function exitCodeForApiCode(code: string): ExitCode {
  if (code === 'NETWORK_ERROR' || code === 'RATE_LIMITED' || code === 'UPSTREAM_ERROR') return EXIT.server;
  if (code === 'INTERNAL' || code === 'SERVICE_UNAVAILABLE' || code === 'NOT_IMPLEMENTED') return EXIT.server;
  if (
    code === 'UNAUTHENTICATED' ||
    code === 'INVALID_CREDENTIALS' ||
    code === 'FORBIDDEN' ||
    code === 'PLAN_LIMIT'
  )
    return EXIT.auth;
  if (code === 'NOT_FOUND' || code.endsWith('_NOT_FOUND') || code === 'CONFLICT' || code === 'EMAIL_TAKEN')
    return EXIT.notFound;
  if (code === 'JOB_FINISHED') return EXIT.notFound;
  if (code === 'VALIDATION_FAILED' || code.startsWith('CSV_') || code === 'PAYLOAD_TOO_LARGE')
    return EXIT.usage;
  if (code === 'GEOCODE_FAILED' || code === 'ADDRESS_UNRESOLVED' || code === 'OPTIMIZATION_FAILED')
    return EXIT.usage;
  return EXIT.unexpected;
}

/** The exit code of an API error: the HTTP status first, then the code. */
export function exitCodeForApiError(error: RoutierApiError): ExitCode {
  const s = error.status;
  if (s === 0) return EXIT.server;
  if (s === 401 || s === 402 || s === 403) return EXIT.auth;
  if (s === 404 || s === 409) return EXIT.notFound;
  if (s === 400 || s === 413 || s === 415 || s === 422) return EXIT.usage;
  if (s === 429 || s >= 500) return EXIT.server;
  return exitCodeForApiCode(error.code);
}

const FILE_CODES = new Set(['ENOENT', 'EISDIR', 'EACCES', 'EPERM', 'ENOTDIR']);

export function exitCodeOf(error: unknown): ExitCode {
  if (error instanceof CliError) return error.exitCode;
  if (error instanceof RoutierApiError) return exitCodeForApiError(error);
  if (error instanceof CommanderError) {
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  const e = error as { name?: unknown; code?: unknown } | null;
  // The engine's EngineError (an invalid problem or instance) is invalid input.
  if (e?.name === 'EngineError') return EXIT.usage;
  if (typeof e?.code === 'string' && FILE_CODES.has(e.code)) return EXIT.usage;
  return EXIT.unexpected;
}
