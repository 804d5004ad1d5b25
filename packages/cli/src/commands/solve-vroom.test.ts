/**
 * `routier solve PROBLEM.json` through the real binary (run `npm run build` first; the root `npm test` does):
 * VROOM's solution on stdout, unassigned tasks with their fixes on stderr, exit 6 when any is unassigned.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkVroomSolution, type VroomProblem, type VroomSolution } from '@routier/engine';
import { runRoutier } from '../test-support/run-binary.js';

const FIXTURES = new URL('../../../engine/src/vroom/fixtures/', import.meta.url);
const routier = (args: string[], stdin = '') => runRoutier(args, { ...process.env, NO_COLOR: '1' }, stdin);

describe('routier solve PROBLEM.json', () => {
  it('answers a checked VROOM solution and names the impossible job with its fix', async () => {
    const file = fileURLToPath(new URL('mixed-matrix.json', FIXTURES));
    const problem = JSON.parse(readFileSync(file, 'utf8')) as VroomProblem;
    const r = await routier(['solve', file, '--time-limit', '2']);
    expect(r.code, r.stderr).toBe(6);
    const solution = JSON.parse(r.stdout) as VroomSolution;
    expect(checkVroomSolution(problem, solution)).toEqual([]);
    expect(solution.unassigned.map((u) => u.id)).toEqual([99]);
    expect(r.stderr).toContain('Unassigned job 99:');
    expect(r.stderr).toContain('Fix: Widening the time window');
  });

  it('reads stdin and exits 0 when everything is served', async () => {
    const text = readFileSync(new URL('docs-example-2.json', FIXTURES), 'utf8');
    const r = await routier(['solve', '-', '--time-limit', '1'], text);
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as VroomSolution).summary.cost).toBe(5461);
  });

  it('refuses an unknown field by name (exit 2)', async () => {
    const r = await routier(
      ['solve', '-'],
      JSON.stringify({ vehicles: [{ id: 1, start_index: 0, colour: 'red' }] }),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('vehicles[0].colour: unknown field');
    expect(r.stdout).toBe('');
    const iterations = await routier(['solve', '-', '--iterations', '10'], '{}');
    expect(iterations.code).toBe(2);
    expect(iterations.stderr).toContain('--iterations applies to benchmark instances');
  });
});
