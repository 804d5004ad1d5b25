/**
 * Browser journeys in Debian's Chromium against the built server (console + API) on a free port with a
 * fresh embedded database in a temporary directory, serving a copy of the built console. Run through e2e/run.mjs (the package's test script),
 * which skips them in one line when /usr/bin/chromium is missing (unless REQUIRE_BROWSER=1).
 * E2E_BASE_URL=http://host:port points the journeys at a server you started yourself instead.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// Workers load this file again: the port and directories chosen by the runner travel in the environment.
if (!process.env.E2E_BASE_URL && !process.env.ROUTIER_E2E_PORT) {
  // stdout.write, not console.log: under FORCE_COLOR (set by lerna/nx) Node colours a logged number.
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  process.env.ROUTIER_E2E_PORT = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
  const root = mkdtempSync(join(tmpdir(), 'routier-e2e-'));
  process.env.ROUTIER_E2E_ROOT = root;
  // The server serves a private copy of the built console, so a rebuild during the run (another
  // terminal, another package's build) cannot pull files from under the browser.
  const dist = fileURLToPath(new URL('./dist/', import.meta.url));
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error('Build the console first: npm run build -w @routier/console');
  }
  cpSync(dist, join(root, 'console'), { recursive: true });
}
const external = process.env.E2E_BASE_URL;
const port = process.env.ROUTIER_E2E_PORT;
const baseURL = external ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  // One folder per run: several runs at once (other terminals) must not wipe each other's artefacts.
  outputDir: `../../test-results/console-e2e/run-${port ?? 'external'}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: external
    ? undefined
    : {
        command: `node packages/cli/bin/routier.js serve --port ${port} --data-dir ${process.env.ROUTIER_E2E_ROOT}/data`,
        cwd: repoRoot,
        url: `${baseURL}/api/healthz`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          CONSOLE_DIR: `${process.env.ROUTIER_E2E_ROOT}/console`,
          SALES_EMAIL: 'sales@routier.test',
          SUPPORT_EMAIL: 'support@routier.test',
          LOG_LEVEL: 'warn',
          // Every journey registers its own account from one IP, faster than a person would.
          SIGN_IN_LIMIT_PER_MINUTE: '1000',
        },
      },
});
