import type { RunResult } from './run-instance.js';

/** A benchmark row: one instance, averaged over its seeds. */
export interface InstanceSummary {
  instance: string;
  family: string;
  runs: number;
  /** Mean cost over seeds, and the best. */
  cost: number;
  best: number;
  bks: number | null;
  /** Mean of the per-seed gaps, percent (null without a BKS). */
  gap: number | null;
  seconds: number;
  /** Mean CPU seconds of in-process runs, null with worker threads. */
  cpuSeconds: number | null;
  valid: boolean;
}

export const gapOf = (cost: number, bks: number | null): number | null =>
  bks === null || bks === 0 ? null : (100 * (cost - bks)) / bks;

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

export function summarize(
  results: readonly RunResult[],
  bksOf: (instance: string) => number | null,
): InstanceSummary[] {
  const byInstance = new Map<string, RunResult[]>();
  for (const r of results) byInstance.set(r.instance, [...(byInstance.get(r.instance) ?? []), r]);
  return [...byInstance.entries()].map(([instance, runs]) => {
    const bks = bksOf(instance);
    const gaps = runs.map((r) => gapOf(r.cost, bks));
    return {
      instance,
      family: runs[0].family,
      runs: runs.length,
      cost: mean(runs.map((r) => r.cost)),
      best: Math.min(...runs.map((r) => r.cost)),
      bks,
      gap: gaps.some((g) => g === null) ? null : mean(gaps as number[]),
      seconds: mean(runs.map((r) => r.ms / 1000)),
      cpuSeconds: runs.some((r) => r.cpuMs === null)
        ? null
        : mean(runs.map((r) => (r.cpuMs as number) / 1000)),
      valid: runs.every((r) => r.valid),
    };
  });
}

/** Mean gap per family (in order of first appearance) and overall, over instances with a BKS. */
export function familyMeans(
  rows: readonly InstanceSummary[],
): Array<{ family: string; instances: number; gap: number | null }> {
  const families = [...new Set(rows.map((r) => r.family))];
  const out = families.map((family) => {
    const gaps = rows.filter((r) => r.family === family && r.gap !== null).map((r) => r.gap as number);
    return {
      family,
      instances: rows.filter((r) => r.family === family).length,
      gap: gaps.length ? mean(gaps) : null,
    };
  });
  const all = rows.filter((r) => r.gap !== null).map((r) => r.gap as number);
  if (families.length > 1 || out.length === 0)
    out.push({ family: 'all', instances: rows.length, gap: all.length ? mean(all) : null });
  return out;
}

const fmt = (x: number | null, digits: number): string => (x === null ? '-' : x.toFixed(digits));
/** Integers as such (TSPLIB, X), other values with 2 decimals (Solomon, means over seeds). */
const num = (x: number | null): string => (x !== null && Number.isInteger(x) ? String(x) : fmt(x, 2));

/** Plain-text table (Markdown-compatible), then the family means. */
export function formatTable(rows: readonly InstanceSummary[], header: string): string[] {
  const lines = [
    header,
    '',
    '| instance | cost | BKS | gap % | seconds | cpu s | valid |',
    '|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    const runs = r.runs > 1 ? ` (mean of ${r.runs}, best ${num(r.best)})` : '';
    lines.push(
      `| ${r.instance} | ${num(r.cost)}${runs} | ${num(r.bks)} | ${fmt(r.gap, 2)} | ${r.seconds.toFixed(1)} | ${fmt(r.cpuSeconds, 1)} | ${r.valid ? 'yes' : 'NO'} |`,
    );
  }
  lines.push('', '| family | instances | mean gap % |', '|---|---:|---:|');
  for (const f of familyMeans(rows)) lines.push(`| ${f.family} | ${f.instances} | ${fmt(f.gap, 2)} |`);
  return lines;
}
