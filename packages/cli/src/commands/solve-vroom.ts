/**
 * `routier solve PROBLEM.json`: a VROOM-format problem solved on this machine, VROOM's solution JSON out
 * (stdout or --out), so `vroom -i problem.json` becomes `routier solve problem.json`. Coordinates are
 * measured by great circle x 1.3 at 40 km/h (the engine's default; the server routes them instead). Each
 * unassigned task and its fix go to stderr; exit 6 when any is unassigned (the CLI's convention).
 */
import { solveVroom, type VroomProblem } from '@routier/engine';
import type { CommandContext } from '../core/context.js';
import { EXIT, UsageError } from '../io/errors.js';
import { readInput, writeOutput } from '../io/io.js';
import type { Result } from '../output/render.js';
import { positiveNumber } from '../bench/args.js';

/** The API's limit on a request body, for the same problems. */
const MAX_PROBLEM_BYTES = 50 * 1024 * 1024;
export const VROOM_DEFAULT_TIME_LIMIT_S = 5;

export function isVroomFile(file: string): boolean {
  return file === '-' || file.toLowerCase().endsWith('.json');
}

export async function solveVroomFile(
  ctx: CommandContext,
  file: string,
  flags: { timeLimit?: string; out?: string; iterations?: string },
  seed: number,
): Promise<Result> {
  if (flags.iterations !== undefined)
    throw new UsageError('--iterations applies to benchmark instances; a VROOM problem takes --time-limit');
  const text = await readInput(ctx.io, file, 'problem', MAX_PROBLEM_BYTES);
  let problem: VroomProblem;
  try {
    problem = JSON.parse(text) as VroomProblem;
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const seconds =
    flags.timeLimit === undefined
      ? VROOM_DEFAULT_TIME_LIMIT_S
      : positiveNumber(flags.timeLimit, '--time-limit');
  const solution = solveVroom(problem, { timeLimitMs: seconds * 1000, seed });
  const notes = solution.unassigned.map((u) => {
    const fix = u.fix ? ` Fix${u.fix.verified ? '' : ' (not verified)'}: ${u.fix.message}` : '';
    return `Unassigned ${u.type} ${String(u.id)}: ${u.message}${fix}`;
  });
  const json = JSON.stringify(solution) + '\n';
  const exitCode = solution.unassigned.length > 0 ? EXIT.unassigned : undefined;
  if (flags.out === undefined || flags.out === '-')
    return { data: solution, raw: json, notes, ...(exitCode ? { exitCode } : {}) };
  await writeOutput(ctx.io, flags.out, json);
  notes.push(
    `Wrote the solution to ${flags.out} (${solution.routes.length} routes, cost ${solution.summary.cost})`,
  );
  return { data: solution, raw: '', notes, ...(exitCode ? { exitCode } : {}) };
}
