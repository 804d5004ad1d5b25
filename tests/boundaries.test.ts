// The import rules of .dependency-cruiser.cjs (package boundaries, floors inside each package, no circles)
// hold for the whole repository, and each kind of rule fires on a planted violation.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The CLI script of the installed dependency-cruiser (its package exports no bin path). */
const DEPCRUISE = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}
interface CruiseResult {
  modules: unknown[];
  summary: { violations: Violation[] };
}

function cruise(cwd: string, targets: string[]): CruiseResult {
  const out = execFileSync(
    process.execPath,
    [DEPCRUISE, ...targets, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(out) as CruiseResult;
}

const describeViolation = (v: Violation) => `${v.rule.name}: ${v.from} -> ${v.to}`;

describe('import rules (.dependency-cruiser.cjs)', () => {
  it('hold for every source file of every package', () => {
    const result = cruise(ROOT, ['packages/*/src', 'packages/*/bin', 'packages/*/scripts']);
    expect(result.modules.length).toBeGreaterThan(500);
    expect(result.summary.violations.map(describeViolation)).toEqual([]);
  }, 120_000);

  describe('fire on planted violations', () => {
    const sandbox = mkdtempSync(path.join(tmpdir(), 'routier-deps-'));
    afterAll(() => rmSync(sandbox, { recursive: true, force: true }));
    let count = 0;

    /** Writes the files into a fresh copy of the repository's rules and answers the rules that fired. */
    function plant(files: Record<string, string>): string[] {
      const dir = path.join(sandbox, String(count++));
      mkdirSync(dir, { recursive: true });
      for (const name of ['.dependency-cruiser.cjs', 'tsconfig.base.json']) {
        copyFileSync(path.join(ROOT, name), path.join(dir, name));
      }
      for (const [file, source] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), source);
      }
      return cruise(dir, ['packages']).summary.violations.map((v) => v.rule.name);
    }

    it.each([
      [
        'a server folder importing a higher floor',
        {
          'packages/server/src/kernel/context.ts':
            "import { app } from '../app/create-app.js';\nexport const c = app;",
          'packages/server/src/app/create-app.ts': 'export const app = 1;',
        },
        'server-floors',
      ],
      [
        'two capabilities on one floor importing each other one way',
        {
          'packages/server/src/vehicles/v.ts': "import { t } from '../tokens/t.js';\nexport const v = t;",
          'packages/server/src/tokens/t.ts': 'export const t = 1;',
        },
        'server-floors',
      ],
      [
        'a two-file circle',
        {
          'packages/engine/src/search/a.ts': "import { b } from './b.js';\nexport const a = () => b;",
          'packages/engine/src/search/b.ts':
            "import type { a } from './a.js';\nexport const b: typeof a | 1 = 1;",
        },
        'no-circular',
      ],
      [
        'the engine using a Node module',
        { 'packages/engine/src/solve/x.ts': "import fs from 'node:fs';\nexport const x = fs;" },
        'engine-uses-no-node-module',
      ],
      [
        'the engine importing a workspace package',
        {
          'packages/engine/src/model/x.ts':
            "import type { Route } from '@routier/sdk';\nexport type X = Route;",
        },
        'engine-imports-nothing-of-ours',
      ],
      [
        'the server importing the client package',
        {
          'packages/server/src/routes/x.ts':
            "import { createClient } from '@routier/sdk';\nexport const x = createClient;",
        },
        'server-does-not-import-its-clients',
      ],
      [
        'the console skipping the sdk',
        {
          'packages/console/src/features/x.tsx':
            "import { createApp } from '@routier/server';\nexport const x = createApp;",
        },
        'console-reaches-the-server-only-through-the-sdk',
      ],
      [
        'a cli command other than serve/db/worker running the server',
        {
          'packages/cli/src/commands/import.ts':
            "import { startServer } from '@routier/server';\nexport const x = startServer;",
        },
        'cli-runs-the-server-only-from-serve-db-worker',
      ],
      [
        'a relative import leaving its package',
        {
          'packages/console/src/lib/x.ts':
            "import { y } from '../../../server/src/y.js';\nexport const x = y;",
          'packages/server/src/y.ts': 'export const y = 1;',
        },
        'relative-imports-stay-in-their-package',
      ],
      [
        'product code importing test support',
        {
          'packages/server/src/routes/x.ts': "import { h } from '../test-support/h.js';\nexport const x = h;",
          'packages/server/src/test-support/h.ts': 'export const h = 1;',
        },
        'only-tests-import-test-support',
      ],
    ])(
      '%s',
      (_name, files, rule) => {
        expect(plant(files)).toContain(rule);
      },
      60_000,
    );

    it('lets tests import anything and a floor import the floors below it', () => {
      const fired = plant({
        'packages/server/src/routes/r.ts': "import { k } from '../kernel/k.js';\nexport const r = k;",
        'packages/server/src/kernel/k.ts': 'export const k = 1;',
        'packages/server/src/kernel/k.test.ts': "import { r } from '../routes/r.js';\nexport const t = r;",
      });
      expect(fired).toEqual([]);
    }, 60_000);
  });
});
