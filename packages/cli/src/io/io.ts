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

export async function readStream(stream: NodeJS.ReadableStream, maxBytes = Infinity): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    // Stop reading at once: a huge pipe is never held in memory.
    if (size > maxBytes) throw tooLarge('stdin', size, maxBytes, true);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
function tooLarge(name: string, size: number, maxBytes: number, atLeast = false): UsageError {
  return new UsageError(
    `${name} is ${atLeast ? 'over ' : ''}${mb(size)}; the limit is ${mb(maxBytes)}: split it into smaller files`,
  );
}

/**
 * Reads FILE, or stdin for `-`. A missing or unreadable file is invalid input (exit 2), and so is one over
 * `maxBytes`, refused before it is read.
 */
export async function readInput(io: Io, file: string, what = 'file', maxBytes = Infinity): Promise<string> {
  if (file === '-') {
    if (io.stdin.isTTY)
      throw new UsageError(`Reading the ${what} from stdin, but stdin is a terminal: pipe a file in`);
    return readStream(io.stdin, maxBytes);
  }
  const where = path.resolve(io.cwd, file);
  try {
    const { size } = await fs.stat(where);
    if (size > maxBytes) throw tooLarge(file, size, maxBytes);
    return await fs.readFile(where, 'utf8');
  } catch (error) {
    if (error instanceof UsageError) throw error;
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
