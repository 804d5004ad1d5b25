/**
 * Multi-day benchmark: the joint planner (`solveMultiDay`) against the day-by-day greedy baseline
 * (`planDayByDay`) on generated periodic instances, each given the same wall-clock budget.
 *   npx tsx packages/engine/scripts/multi-day-bench.ts [--sizes 200,500,1000] [--days 5] [--seconds-per-100 5] [--seeds 1]
 */
import { generatePeriodic, planDayByDay, solveMultiDay } from '../src/index.js';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const sizes = opt('sizes', '200,500,1000').split(',').map(Number);
const days = Number(opt('days', '5'));
const per100 = Number(opt('seconds-per-100', '5'));
const seeds = Number(opt('seeds', '1'));

const km = (m: number): string => (m / 1000).toFixed(1);
console.log(
  `| visits | days | seed | budget s | greedy km | greedy out | joint km | joint out | joint vs greedy | joint s |`,
);
console.log(`|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`);
for (const n of sizes) {
  for (let seed = 1; seed <= seeds; seed++) {
    const input = generatePeriodic(n, days, seed);
    const timeLimitMs = Math.min(60_000, (n / 100) * per100 * 1000);
    const greedy = planDayByDay(input, { timeLimitMs, seed });
    const joint = solveMultiDay(input, { timeLimitMs, seed });
    const gain = (1 - joint.totals.distanceM / greedy.totals.distanceM) * 100;
    console.log(
      `| ${n} | ${days} | ${seed} | ${timeLimitMs / 1000} | ${km(greedy.totals.distanceM)} | ${greedy.totals.unassigned} | ${km(joint.totals.distanceM)} | ${joint.totals.unassigned} | ${gain >= 0 ? '-' : '+'}${Math.abs(gain).toFixed(1)}% | ${(joint.runtimeMs / 1000).toFixed(1)} |`,
    );
  }
}
