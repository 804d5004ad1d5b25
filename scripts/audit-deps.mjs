#!/usr/bin/env node
// Supply chain (issue 24, docs/security.md): known vulnerabilities in the runtime dependencies, from the
// registry's advisory data (`npm audit --omit=dev`). Fails on a high or critical advisory. A registry without
// the advisory endpoint (a mirror, a proxy: this machine's answers 405) or no network at all is reported as
// "not checked" and does not fail the build: the lockfile-only install (`npm ci`) and the licence check
// (tests/licences.test.ts) still hold there.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
let report;
try {
  report = JSON.parse(run.stdout || '{}');
} catch {
  report = {};
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const why =
    report.message || report.error?.summary || run.stderr?.split('\n').find((l) => l.trim()) || 'no answer';
  console.log(`npm audit: advisory data not reachable from this registry (${why.trim()}); not checked.`);
  process.exit(0);
}
const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, v]) =>
  ['high', 'critical'].includes(v.severity),
);
console.log(
  `npm audit (runtime dependencies): ${['critical', 'high', 'moderate', 'low'].map((s) => `${counts[s] ?? 0} ${s}`).join(', ')}`,
);
for (const [name, v] of serious) {
  const titles = v.via.map((x) => (typeof x === 'string' ? x : `${x.title} (${x.url})`)).join('; ');
  console.log(`  ${v.severity}: ${name} ${v.range} — ${titles}`);
}
process.exit(serious.length ? 1 : 0);
