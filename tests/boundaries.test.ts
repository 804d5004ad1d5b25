// Module boundaries of TEAM.md / STYLE.md, checked on every source file's imports:
// - engine imports nothing of ours and no Node built-in (sole exception: packages/engine/src/node/; its
//   tests and scripts/ run in Node and are not shipped);
// - server never imports cli or console;
// - console reaches the server only through @routier/sdk;
// - cli imports @routier/server only from its serve/db/worker commands (and its tests);
// - nothing imports cli or console; no relative import leaves its package.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['engine', 'sdk', 'server', 'cli', 'console'] as const;
type Pkg = (typeof PACKAGES)[number];

const BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const isBuiltin = (spec: string) =>
  spec.startsWith('node:') || BUILTINS.has(spec) || BUILTINS.has(spec.split('/')[0]);
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)test-support\//.test(file);
/** Tests and developer scripts run in Node and are not shipped: they may use Node modules. */
const isTooling = (file: string) => isTest(file) || file.startsWith('scripts/');
const ourPackage = (spec: string): Pkg | undefined => {
  const match = /^@routier\/([^/]+)/.exec(spec);
  return match && (PACKAGES as readonly string[]).includes(match[1]) ? (match[1] as Pkg) : undefined;
};

/** Every module a source file names: imports, re-exports, dynamic imports, import types, require(). */
export function importsOf(source: string): string[] {
  const info = ts.preProcessFile(source, true, true);
  const specs = info.importedFiles.map((f) => f.fileName);
  for (const match of source.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g)) specs.push(match[1]);
  return [...new Set(specs)];
}

/**
 * The boundary violations of one file. `file` is its path from the repository root
 * (`packages/<pkg>/src/...`); answers one sentence per offending import.
 */
export function violations(file: string, source: string): string[] {
  const [, pkgName, ...rest] = file.split('/');
  const pkg = pkgName as Pkg;
  const inPackage = rest.join('/');
  const problems: string[] = [];
  for (const spec of importsOf(source)) {
    const bad = (why: string) => problems.push(`${file}: imports '${spec}': ${why}`);
    if (spec.startsWith('.')) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      if (!target.startsWith(`packages/${pkg}/`)) bad('a relative import must stay inside its package');
      continue;
    }
    const other = ourPackage(spec);
    if (other === 'cli' && pkg !== 'cli') bad('nothing imports the cli');
    if (other === 'console' && pkg !== 'console') bad('nothing imports the console');
    switch (pkg) {
      case 'engine':
        if (other && other !== 'engine') bad('the engine imports nothing of ours');
        if (isBuiltin(spec) && !inPackage.startsWith('src/node/') && !isTooling(inPackage)) {
          bad('the engine uses no Node module outside src/node/');
        }
        break;
      case 'sdk':
        if (other === 'server') bad('the sdk does not import the server');
        break;
      case 'server':
        break;
      case 'console':
        if (other === 'server') bad('the console reaches the server only through @routier/sdk');
        break;
      case 'cli': {
        const runsServer = /^src\/commands\/(serve|db|worker)\.tsx?$/.test(inPackage) || isTest(inPackage);
        if (other === 'server' && !runsServer) {
          bad('the cli reaches the server through @routier/sdk (only serve/db/worker run it)');
        }
        break;
      }
    }
  }
  return problems;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx|mts|cts|js|jsx|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

describe('module boundaries', () => {
  it('hold for every source file of every package', () => {
    const problems: string[] = [];
    let files = 0;
    for (const pkg of PACKAGES) {
      for (const dir of ['src', 'bin', 'scripts']) {
        const base = path.join(ROOT, 'packages', pkg, dir);
        let exists = false;
        try {
          exists = statSync(base).isDirectory();
        } catch {
          exists = false;
        }
        if (!exists) continue;
        for (const full of sourceFiles(base)) {
          files += 1;
          const relative = path.relative(ROOT, full).split(path.sep).join('/');
          problems.push(...violations(relative, readFileSync(full, 'utf8')));
        }
      }
    }
    expect(files).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  }, 60_000);

  it('finds every kind of import', () => {
    const source = [
      "import a from 'a';",
      "import type { B } from 'b';",
      "export * from 'c';",
      "const d = await import('d');",
      "const e = require('e');",
      "const f = createRequire(import.meta.url)('f');",
    ].join('\n');
    expect(importsOf(source).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it.each([
    ['packages/engine/src/solve.ts', "import fs from 'node:fs';", /no Node module/],
    ['packages/engine/src/solve.ts', "import { createHash } from 'crypto';", /no Node module/],
    ['packages/engine/src/solve.ts', "const os = require('os');", /no Node module/],
    ['packages/engine/src/model/x.ts', "import type { User } from '@routier/sdk';", /nothing of ours/],
    [
      'packages/console/src/features/x.tsx',
      "import { createApp } from '@routier/server';",
      /only through @routier\/sdk/,
    ],
    [
      'packages/cli/src/commands/import.ts',
      "import { startServer } from '@routier/server';",
      /only serve\/db\/worker/,
    ],
    [
      'packages/server/src/app/x.ts',
      "import { App } from '@routier/console';",
      /nothing imports the console/,
    ],
    ['packages/sdk/src/x.ts', "import { run } from '@routier/cli';", /nothing imports the cli/],
    [
      'packages/console/src/x.ts',
      "import { x } from '../../server/src/app/create-app.js';",
      /stay inside its package/,
    ],
  ])('refuses a planted violation in %s', (file, source, why) => {
    const found = violations(file, source);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(why);
  });

  it.each([
    ['packages/engine/src/node/pool.ts', "import { Worker } from 'node:worker_threads';"],
    ['packages/engine/src/solve.ts', "import { seed } from './rng.js';"],
    ['packages/cli/src/commands/serve.ts', "import { startServer } from '@routier/server';"],
    ['packages/cli/src/commands/db.ts', "import { migrate } from '@routier/server';"],
    ['packages/cli/src/commands/import.ts', "import { createClient } from '@routier/sdk';"],
    ['packages/cli/src/commands/solve.ts', "import { solve } from '@routier/engine';"],
    [
      'packages/server/src/x.ts',
      "import { solve } from '@routier/engine';\nimport type { User } from '@routier/sdk';",
    ],
    ['packages/console/src/x.tsx', "import { createClient } from '@routier/sdk';"],
  ])('allows %s', (file, source) => {
    expect(violations(file, source)).toEqual([]);
  });
});
