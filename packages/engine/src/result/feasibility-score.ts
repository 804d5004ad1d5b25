/**
 * Feasibility score, 0-100 (docs/engine.md): the share of jobs served on time, late jobs counting half,
 * unassigned jobs zero; minus 10 points per hard-limit violation (severity `error`, never expected from the
 * solver). One decimal. A problem without jobs scores 100.
 */
import type { Violation } from '../model/result.js';

export function feasibilityScore(
  nJobs: number,
  assigned: number,
  lateJobs: number,
  violations: Violation[],
): number {
  let errors = 0;
  for (const v of violations) if (v.severity === 'error') errors++;
  const served = nJobs === 0 ? 100 : (100 * (assigned - lateJobs + 0.5 * lateJobs)) / nJobs;
  const score = Math.max(0, Math.min(100, served - 10 * errors));
  return Math.round(score * 10) / 10;
}
