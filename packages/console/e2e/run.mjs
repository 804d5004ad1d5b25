#!/usr/bin/env node
// Runs the Playwright journeys in Debian's Chromium against the built server, or explains in one line
// why they are skipped. REQUIRE_BROWSER=1 (set by .ci/run) turns a skip into a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cwd = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

function skip(reason) {
  if (process.env.REQUIRE_BROWSER === '1') {
    console.error(`Browser tests cannot run: ${reason} (REQUIRE_BROWSER=1).`);
    process.exit(1);
  }
  console.log(`Browser tests skipped: ${reason}.`);
  process.exit(0);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) skip(`${chromium} not found (install it with apt-get install chromium)`);

if (!process.env.E2E_BASE_URL) {
  const help = spawnSync(process.execPath, ['packages/cli/bin/routier.js', 'serve', '--help'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (help.status !== 0) skip('`routier serve` is not available (build the cli and server packages first)');
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { cwd, stdio: 'inherit' });
process.exit(result.status ?? 1);
