/**
 * Import rules of the whole repository, checked by dependency-cruiser (`npm run lint:deps`, and in `npm test`
 * through tests/boundaries.test.ts). Two kinds:
 *
 * 1. Package boundaries (STYLE.md): the engine imports nothing of ours and no Node module outside src/node/;
 *    the contract imports nothing of ours; the sdk only the contract; the server never the sdk, cli or console
 *    outside its tests; the console only the sdk; the cli the server only from serve/db/worker; nothing
 *    imports the cli or the console; a relative import never leaves its package.
 * 2. Floors inside each package (docs/architecture.md): folders listed bottom-up; a folder imports only
 *    folders on lower floors (never its own floor's neighbours, never upward). `(root)` stands for the files
 *    directly in src/. Tests and test support are outside the house: they may import anything, and nothing
 *    but tests imports them. No circle anywhere, type-only imports included.
 */
const TESTS = '(\\.test\\.tsx?$|/test-support/|^packages/[^/]+/(e2e|scripts|build|examples)/)';

/** Floors per package, bottom first. A folder that is not listed may not be imported by a listed one. */
const FLOORS = {
  server: [
    ['config', 'db'],
    ['kernel'],
    ['http', 'metrics'],
    ['users', 'geo', 'page-visits', 'system', 'security-events'],
    ['tokens', 'vehicles', 'drivers', 'billing', 'webhooks'],
    ['auth', 'pricing', 'routes'],
    ['scheduling', 'recurring', 'fleet-optimizations'],
    ['multi-day'],
    ['optimization', 'analytics'],
    ['jobs', 'dashboard'],
    ['solve'],
    ['app'],
    ['(root)'],
  ],
  engine: [
    ['model'],
    ['validate', 'io', 'check', 'tsp', 'problem'],
    ['search'],
    ['analysis'],
    ['result'],
    ['pickup-delivery'],
    ['solve'],
    ['multi-day', 'vroom'],
    ['(root)'],
    ['node'],
  ],
  cli: [
    ['io'],
    ['output'],
    ['core'],
    ['bench', 'completion', 'local'],
    ['commands'],
    ['(root)'],
    ['bin', 'docs'],
  ],
  console: [['lib', 'styles'], ['components'], ['map'], ['features'], ['app'], ['(root)']],
};

const folderPath = (pkg, folder) =>
  folder === '(root)' ? `^packages/${pkg}/src/[^/]+$` : `^packages/${pkg}/src/${folder}/`;

function floorRules() {
  const rules = [];
  for (const [pkg, floors] of Object.entries(FLOORS)) {
    floors.forEach((floor, level) => {
      const above = floors.slice(level).flat();
      for (const folder of floor) {
        const forbidden = above.filter((other) => other !== folder);
        if (forbidden.length === 0) continue;
        const allowed = floors.slice(0, level).flat();
        rules.push({
          name: `${pkg}-floors`,
          comment:
            `${pkg}: src/${folder} is on floor ${level} and may import only ` +
            (allowed.length ? allowed.join(', ') : 'libraries') +
            ' (docs/architecture.md). Move code down, or declare the new order in .dependency-cruiser.cjs.',
          severity: 'error',
          from: { path: folderPath(pkg, folder), pathNot: TESTS },
          to: { path: `(${forbidden.map((other) => folderPath(pkg, other)).join('|')})` },
        });
      }
    });
  }
  return rules;
}

/** A workspace package, resolved (packages/x/...) or, when unbuilt, by name (@routier/x). */
const pkgs = (...names) => `^(packages/(${names.join('|')})/|@routier/(${names.join('|')})($|/))`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Two modules import each other (directly or through others). Move the shared part into its own module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/engine/' },
      to: { path: pkgs('contract', 'sdk', 'server', 'cli', 'console') },
    },
    {
      name: 'engine-uses-no-node-module',
      comment:
        'The engine runs in browsers and workers: Node modules only in src/node/ (and tests, scripts).',
      severity: 'error',
      from: { path: '^packages/engine/', pathNot: `(^packages/engine/src/node/|${TESTS})` },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contract-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: pkgs('engine', 'sdk', 'server', 'cli', 'console') },
    },
    {
      name: 'contract-uses-no-node-module',
      comment:
        'The contract is bundled into the console: Node modules only in src/openapi.ts (its own subpath).',
      severity: 'error',
      from: { path: '^packages/contract/src/', pathNot: `(^packages/contract/src/openapi\\.ts$|${TESTS})` },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'sdk-imports-only-the-contract',
      severity: 'error',
      from: { path: '^packages/sdk/' },
      to: { path: pkgs('engine', 'server', 'cli', 'console') },
    },
    {
      name: 'server-does-not-import-its-clients',
      comment:
        'The server depends on the contract, not on the client package (ADR 0013); tests may use the sdk.',
      severity: 'error',
      from: { path: '^packages/server/', pathNot: TESTS },
      to: { path: pkgs('sdk', 'cli', 'console') },
    },
    {
      name: 'console-reaches-the-server-only-through-the-sdk',
      severity: 'error',
      from: { path: '^packages/console/' },
      to: { path: pkgs('engine', 'contract', 'server', 'cli') },
    },
    {
      name: 'cli-runs-the-server-only-from-serve-db-worker',
      severity: 'error',
      from: {
        path: '^packages/cli/',
        // The commands that run it, and core/server-module.ts, the one place that loads it (optional peer).
        pathNot: `(^packages/cli/src/(commands/(serve|db|worker)|core/server-module)\\.tsx?$|${TESTS})`,
      },
      to: { path: pkgs('server') },
    },
    {
      name: 'nothing-imports-the-cli',
      severity: 'error',
      from: { pathNot: '^packages/cli/' },
      to: { path: pkgs('cli') },
    },
    {
      name: 'nothing-imports-the-console',
      severity: 'error',
      from: { pathNot: '^packages/console/' },
      to: { path: pkgs('console') },
    },
    {
      name: 'relative-imports-stay-in-their-package',
      severity: 'error',
      from: { path: '^packages/([^/]+)/' },
      to: { dependencyTypes: ['local'], pathNot: '^packages/$1/' },
    },
    {
      name: 'only-tests-import-test-support',
      severity: 'error',
      from: { pathNot: TESTS },
      to: { path: '/test-support/' },
    },
    ...floorRules(),
  ],
  options: {
    doNotFollow: { path: ['node_modules', '(^|/)dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
