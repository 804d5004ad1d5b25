#!/usr/bin/env node
// A release rehearsal: `lerna version` (conventional commits, lerna.json) in a throwaway clone of this
// repository, without tagging or pushing. Checks that every published package gets the next version and a
// CHANGELOG.md written from the commits that touched it, and prints the engine's. Nothing here changes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PUBLISHED = ['engine', 'contract', 'sdk', 'cli', 'server'];
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: 'pipe' });

if (run('git', ['rev-parse', '--is-shallow-repository'], ROOT).trim() === 'true')
  console.log('(a shallow clone: the changelogs below cover only the commits it holds)\n');

const work = mkdtempSync(path.join(os.tmpdir(), 'routier-release-'));
try {
  const clone = path.join(work, 'repo');
  run(
    'git',
    [
      'clone',
      '--quiet',
      '--no-hardlinks',
      '--branch',
      run('git', ['branch', '--show-current'], ROOT).trim() || 'main',
      ROOT,
      clone,
    ],
    ROOT,
  );
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(clone, 'node_modules'), 'dir');
  const before = JSON.parse(readFileSync(path.join(clone, 'lerna.json'), 'utf8')).version;
  const out = run(
    path.join(ROOT, 'node_modules', '.bin', 'lerna'),
    ['version', '--no-git-tag-version', '--no-push', '--yes', '--allow-branch', '*'],
    clone,
  );
  const after = JSON.parse(readFileSync(path.join(clone, 'lerna.json'), 'utf8')).version;
  if (after === before) throw new Error(`lerna version left the version at ${before}:\n${out}`);
  for (const name of PUBLISHED) {
    const dir = path.join(clone, 'packages', name);
    const version = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
    const changelog = path.join(dir, 'CHANGELOG.md');
    if (version !== after || !existsSync(changelog))
      throw new Error(
        `@routier/${name}: version ${version}, CHANGELOG.md ${existsSync(changelog) ? 'written' : 'missing'}`,
      );
    const entries = readFileSync(changelog, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('* ')).length;
    console.log(`@routier/${name}: ${before} -> ${version}, CHANGELOG.md with ${entries} entries`);
  }
  const engine = readFileSync(path.join(clone, 'packages', 'engine', 'CHANGELOG.md'), 'utf8').split('\n');
  console.log(`\npackages/engine/CHANGELOG.md (first lines):\n${engine.slice(0, 14).join('\n')}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
