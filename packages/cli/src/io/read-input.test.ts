import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from './errors.js';
import { readInput, type Io } from './io.js';

describe('readInput with a size limit', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'routier-read-'));
    await fs.writeFile(path.join(dir, 'big.csv'), Buffer.alloc(6 * 1024 * 1024, 'a'));
    await fs.writeFile(path.join(dir, 'small.csv'), 'a,b\n');
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const io = (stdin: NodeJS.ReadableStream = Readable.from([])) =>
    ({ stdin, stdout: process.stdout, stderr: process.stderr, env: {}, cwd: dir }) as unknown as Io;
  const limit = 5 * 1024 * 1024;

  it('refuses a file over the limit by its size, before reading it', async () => {
    const refused = readInput(io(), 'big.csv', 'CSV', limit);
    await expect(refused).rejects.toBeInstanceOf(UsageError);
    await expect(refused).rejects.toThrow('big.csv is 6 MB; the limit is 5 MB: split it into smaller files');
    expect(await readInput(io(), 'small.csv', 'CSV', limit)).toBe('a,b\n');
  });

  it('stops reading stdin past the limit', async () => {
    const chunks = Array.from({ length: 7 }, () => Buffer.alloc(1024 * 1024, 'b'));
    await expect(readInput(io(Readable.from(chunks)), '-', 'CSV', limit)).rejects.toThrow(
      'stdin is over 6 MB; the limit is 5 MB',
    );
  });
});
