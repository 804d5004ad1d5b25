// docs/architecture.md and the floor lists of .dependency-cruiser.cjs stay true as folders come and go: every
// source folder of a layered package is on a floor (an unlisted folder would escape the floor rules), and every
// server folder and handlers file is on the map.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const config = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as {
  forbidden: Array<{ name: string; from: { path?: string } }>;
};

const foldersOf = (pkg: string) =>
  readdirSync(path.join(ROOT, 'packages', pkg, 'src')).filter(
    (name) =>
      name !== 'test-support' && statSync(path.join(ROOT, 'packages', pkg, 'src', name)).isDirectory(),
  );

function flooredFolders(pkg: string): Set<string> {
  const folders = new Set<string>();
  for (const rule of config.forbidden) {
    const match =
      rule.name === `${pkg}-floors` && /^\^packages\/[^/]+\/src\/([^/[]+)\/$/.exec(rule.from.path ?? '');
    if (match) folders.add(match[1]);
  }
  return folders;
}

function filesNamed(dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...filesNamed(full, pattern));
    else if (pattern.test(name)) out.push(name);
  }
  return out;
}

describe('the architecture map', () => {
  it.each(['server', 'engine', 'cli', 'console'])('puts every folder of %s/src on a floor', (pkg) => {
    const floored = flooredFolders(pkg);
    // A folder alone on the top floor has no rule of its own (nothing is above it): it must still be listed.
    const listed = readFileSync(path.join(ROOT, '.dependency-cruiser.cjs'), 'utf8');
    const missing = foldersOf(pkg).filter(
      (folder) => !floored.has(folder) && !listed.includes(`'${folder}'`),
    );
    expect(missing).toEqual([]);
  });

  it('names every server folder and every handlers file in docs/architecture.md', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    const folders = foldersOf('server').filter((folder) => !doc.includes(`\`${folder}/\``));
    const handlers = filesNamed(path.join(ROOT, 'packages/server/src'), /-handlers\.ts$/).filter(
      (file) => !doc.includes(file),
    );
    expect({ folders, handlers }).toEqual({ folders: [], handlers: [] });
  });
});
