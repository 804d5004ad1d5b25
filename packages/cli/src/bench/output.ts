/**
 * The one place the benchmark commands write to the terminal and set the exit code: commands return data,
 * `runAction` prints it (stdout: the result, stderr: progress and errors). Exit codes: 0 ok, 1 unexpected,
 * 2 usage or invalid input (bad arguments, unreadable or invalid instance files).
 */
import { EngineError } from '@routier/engine';

export interface Output {
  /** A line of the command's result (stdout). */
  out(line: string): void;
  /** A progress or log line (stderr). */
  err(line: string): void;
}

export const stdio: Output = {
  out: (line) => void process.stdout.write(line + '\n'),
  err: (line) => void process.stderr.write(line + '\n'),
};

/** Wrong arguments or unusable input: exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export function exitCodeOf(error: unknown): number {
  if (error instanceof UsageError || error instanceof EngineError) return 2;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') return 2;
  return 1;
}

/** Runs a command body; prints its lines, or the error on stderr, and sets process.exitCode. */
export async function runAction(output: Output, body: () => Promise<string[]>): Promise<void> {
  try {
    for (const line of await body()) output.out(line);
  } catch (error) {
    const code = exitCodeOf(error);
    output.err(
      code === 1 && error instanceof Error && error.stack
        ? error.stack
        : `routier: ${(error as Error).message}`,
    );
    process.exitCode = code;
  }
}
