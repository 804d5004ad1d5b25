import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The shared benchmark folder (`../shared/benchmarks` beside the repository, or ROUTIER_BENCHMARKS), or null
 * when absent (a clean clone elsewhere): tests that read literature files skip then.
 */
export function benchmarksDir(): string | null {
  const fromEnv = process.env.ROUTIER_BENCHMARKS;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
  const dir = join(repo, '..', 'shared', 'benchmarks');
  return existsSync(join(dir, 'README.md')) ? dir : null;
}

export function readBenchmark(dir: string, ...parts: string[]): string {
  return readFileSync(join(dir, ...parts), 'utf8');
}
