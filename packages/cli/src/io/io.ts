/**
 * The streams and environment a command runs with. `run()` receives them (tests pass in-memory streams), so
 * nothing below reads `process.stdout`, `process.env` or `process.cwd()` directly.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from './errors.js';

export interface InStream extends NodeJS.ReadableStream {
  isTTY?: boolean;
}

export interface OutStream extends NodeJS.WritableStream {
  isTTY?: boolean;
  columns?: number;
}

export type Env = Record<string, string | undefined>;

export interface Io {
  stdin: InStream;
  stdout: OutStream;
  stderr: OutStream;
  env: Env;
  cwd: string;
}

/** Colours only on a terminal, and never when NO_COLOR is set to anything non-empty (no-color.org). */
export function colorEnabled(io: Io, stream: OutStream): boolean {
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false;
  if (io.env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}

export async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads FILE, or stdin for `-`. A missing or unreadable file is invalid input (exit 2). */
export async function readInput(io: Io, file: string, what = 'file'): Promise<string> {
  if (file === '-') {
    if (io.stdin.isTTY)
      throw new UsageError(`Reading the ${what} from stdin, but stdin is a terminal: pipe a file in`);
    return readStream(io.stdin);
  }
  try {
    return await fs.readFile(path.resolve(io.cwd, file), 'utf8');
  } catch (error) {
    throw fileError(error, file);
  }
}

/** Writes text to FILE, or to stdout for `-`. */
export async function writeOutput(io: Io, file: string, text: string): Promise<void> {
  if (file === '-') {
    await writeStream(io.stdout, text);
    return;
  }
  try {
    await fs.writeFile(path.resolve(io.cwd, file), text);
  } catch (error) {
    throw fileError(error, file);
  }
}

export function writeStream(stream: NodeJS.WritableStream, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(text, (error) => (error ? reject(error) : resolve()));
  });
}

function fileError(error: unknown, file: string): Error {
  const code = (error as { code?: string }).code;
  if (code === 'ENOENT') return new UsageError(`No such file: ${file}`);
  if (code === 'EISDIR') return new UsageError(`${file} is a directory, not a file`);
  if (code === 'EACCES' || code === 'EPERM') return new UsageError(`Permission denied: ${file}`);
  return error instanceof Error ? error : new Error(String(error));
}
