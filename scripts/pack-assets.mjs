#!/usr/bin/env node
// The files a packed package carries that live elsewhere in the repository. `copy` (prepack, run in the
// package's folder) puts them beside its package.json; `remove` (postpack) deletes the copies again, so the
// repository keeps one of each:
//  - every package: the repository's LICENSE;
//  - @routier/contract: openapi.yaml (the server routes and validates from it);
//  - @routier/server: the built console (packages/console/dist) as console/, so the packed server serves
//    the web console on its own. Packing the server without a built console fails.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = process.cwd();
const name = path.basename(dir);
const assets = [{ from: path.join(root, 'LICENSE'), to: 'LICENSE' }];
if (name === 'contract') assets.push({ from: path.join(root, 'openapi.yaml'), to: 'openapi.yaml' });
if (name === 'server') {
  const built = path.join(root, 'packages', 'console', 'dist');
  if (process.argv[2] === 'copy' && !existsSync(path.join(built, 'index.html')))
    throw new Error(`The console is not built (${built}); run \`npm run build\` before packing the server.`);
  assets.push({ from: built, to: 'console' });
}

if (process.argv[2] === 'copy')
  for (const a of assets) cpSync(a.from, path.join(dir, a.to), { recursive: true, force: true });
else if (process.argv[2] === 'remove')
  for (const a of assets) rmSync(path.join(dir, a.to), { recursive: true, force: true });
else throw new Error('usage: pack-assets.mjs copy|remove (in a package folder)');
