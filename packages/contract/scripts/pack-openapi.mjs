#!/usr/bin/env node
// `copy` (prepack) puts the repository's openapi.yaml beside package.json so the packed contract carries it;
// `remove` (postpack) deletes that copy again, so inside the repository there is one openapi.yaml only.
import { copyFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const copy = fileURLToPath(new URL('../openapi.yaml', import.meta.url));
if (process.argv[2] === 'copy')
  copyFileSync(fileURLToPath(new URL('../../../openapi.yaml', import.meta.url)), copy);
else if (process.argv[2] === 'remove') rmSync(copy, { force: true });
else throw new Error('usage: pack-openapi.mjs copy|remove');
