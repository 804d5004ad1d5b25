import { writeFileSync } from 'node:fs';
import { checkShipments, generatePdptw, solve } from '@routier/engine';
import type { Output } from './output.js';
import type { ScaleSettings } from './scale.js';

/** `pdptw:100` / `pdptw:200:3` (tasks, instance seed), or null for another spec. */
export function parsePdptwSpec(spec: string): { tasks: number; instanceSeed: number } | null {
  const m = /^pdptw:(\d+)(?::(\d+))?$/i.exec(spec.trim());
  if (!m) return null;
  return {
    tasks: Math.max(2, 2 * Math.floor(Number(m[1]) / 2)),
    instanceSeed: m[2] === undefined ? 1 : Number(m[2]),
  };
}

/**
 * A generated Li & Lim-style PDPTW (engine generatePdptw), solved in this thread with a time limit and
 * re-checked by checkShipments: distance (unrounded, as the literature counts), vehicles, time to the first
 * plan, validity. `--out` writes the instance in Li & Lim's layout.
 */
export function runPdptw(
  settings: ScaleSettings,
  tasks: number,
  instanceSeed: number,
  output: Output,
): string[] {
  const { text, instance } = generatePdptw({ pairs: tasks / 2, seed: instanceSeed });
  if (settings.out) writeFileSync(settings.out, text);
  const started = Date.now();
  const solution = solve(instance.problem, {
    objective: 'distance',
    timeLimitMs: settings.timeLimitMs,
    seed: settings.seed,
  });
  const check = checkShipments(instance.problem, solution);
  const result = {
    instance: instance.name,
    tasks,
    seed: settings.seed,
    cost: Math.round(check.distance * 100) / 100,
    routes: check.routes,
    unassigned: solution.unassigned.length,
    firstSolutionMs: solution.firstSolutionMs ?? null,
    totalMs: Date.now() - started,
    iterations: solution.iterations,
    valid: check.errors.length === 0 && solution.unassigned.length === 0,
  };
  if (check.errors.length > 0) output.err(`checker: ${check.errors.slice(0, 5).join('; ')}`);
  if (settings.json) return [JSON.stringify(result)];
  return [
    `${result.instance}: ${tasks} tasks (${tasks / 2} pairs), time limit ${settings.timeLimitMs / 1000} s`,
    `cost ${result.cost}, ${result.routes} routes, ${result.unassigned} unassigned, ${result.iterations} iterations, ` +
      `first plan ${result.firstSolutionMs === null ? '-' : `${result.firstSolutionMs} ms`}, ${result.valid ? 'valid' : 'INVALID'}`,
  ];
}
