import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../../bin/routier.js', import.meta.url));

describe('routier writing into a closed pipe', () => {
  it('leaves quietly when the reader stops after the first line: routier --help | head -1', async () => {
    // A real shell pipe: `head` closes it after one line while routier is still writing.
    const child = spawn('sh', ['-c', `"${process.execPath}" "${BIN}" --help | head -1`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise((resolve) => child.on('close', resolve));
    expect(stdout).toBe('Usage: routier [options] [command]\n');
    expect(stderr).toBe('');
  });
});
