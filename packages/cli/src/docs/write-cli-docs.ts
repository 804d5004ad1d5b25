/**
 * `npm run docs -w @routier/cli`: writes docs/cli.md from the command definitions.
 * `--check`: exits 1 when docs/cli.md differs from what would be written.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createCli } from '../core/cli.js';
import { buildProgram } from '../program.js';
import { renderCliDocs } from './cli-docs.js';

export const CLI_DOCS_FILE = fileURLToPath(new URL('../../../../docs/cli.md', import.meta.url));

export function currentCliDocs(): string {
  const io = {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: {},
    cwd: process.cwd(),
  };
  return renderCliDocs(buildProgram(createCli(io, new AbortController().signal)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  const text = currentCliDocs();
  if (process.argv.includes('--check')) {
    const stale = !fs.existsSync(CLI_DOCS_FILE) || fs.readFileSync(CLI_DOCS_FILE, 'utf8') !== text;
    if (stale) console.error('docs/cli.md is stale: run `npm run docs -w @routier/cli`');
    process.exitCode = stale ? 1 : 0;
  } else {
    fs.writeFileSync(CLI_DOCS_FILE, text);
    console.error(`wrote ${CLI_DOCS_FILE}`);
  }
}
