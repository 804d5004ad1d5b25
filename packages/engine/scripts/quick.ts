/**
 * Development bench (not shipped): solves benchmark instances with a fixed seed and an iteration or time
 * budget, checks each solution with the independent checker and prints cost, BKS gap and time.
 *   npx tsx packages/engine/scripts/quick.ts [--iters N | --time MS] [--seed S] [--debug] FILE...
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { checkSolution, findBks, parseBks, parseInstance, solve } from '../src/index.js';

const args = process.argv.slice(2);
let iters: number | undefined;
let time: number | undefined;
let seed = 1;
let debug = false;
let cpuClock = false;
const files: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--iters') iters = Number(args[++i]);
  else if (args[i] === '--time') time = Number(args[++i]);
  else if (args[i] === '--seed') seed = Number(args[++i]);
  else if (args[i] === '--debug') debug = true;
  else if (args[i] === '--cpu') cpuClock = true;
  else files.push(args[i]);
}
let gapSum = 0;
for (const f of files) {
  const inst = parseInstance(basename(f), readFileSync(f, 'utf8'));
  const t = Date.now();
  const cpu0 = process.cpuUsage();
  // --cpu: the time limit reads this process's CPU time (fair comparisons on a shared, loaded machine).
  const cpuNow = (): number => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const sol = solve(inst.problem, {
    seed,
    maxIterations: iters,
    timeLimitMs: time,
    debugChecks: debug,
    now: cpuClock ? cpuNow : Date.now,
  });
  const ms = Date.now() - t;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  const chk = checkSolution(inst.problem, sol);
  let bksValue = NaN;
  try {
    const rows = parseBks(readFileSync(join(dirname(f), 'BKS.csv'), 'utf8'));
    const conv = inst.format === 'solomon' ? 'distance_exact_best' : undefined;
    const row = findBks(rows, inst.name || basename(f).replace(/\.[^.]+$/, ''), conv);
    if (row) bksValue = row.distance;
  } catch {
    // no BKS file
  }
  const cost = sol.totals.distanceM;
  const gap = (100 * (cost - bksValue)) / bksValue;
  if (Number.isFinite(gap)) gapSum += gap;
  console.log(
    [
      basename(f).padEnd(14),
      cost.toFixed(2).padStart(10),
      String(bksValue).padStart(10),
      `${gap.toFixed(2)}%`.padStart(8),
      `${sol.routes.length}r`,
      `${sol.unassigned.length}u`,
      `${sol.iterations}it`,
      `${ms}ms`,
      `cpu ${cpuMs}ms`,
      `first ${sol.firstSolutionMs}ms`,
      chk.valid ? 'valid' : `INVALID ${chk.errors.slice(0, 3).join(' | ')}`,
    ].join('  '),
  );
}
if (files.length > 1) console.log(`mean gap ${(gapSum / files.length).toFixed(3)}%`);
