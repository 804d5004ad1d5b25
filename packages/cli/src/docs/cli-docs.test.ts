import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLI_DOCS_FILE, currentCliDocs } from './write-cli-docs.js';

describe('docs/cli.md', () => {
  it('is what `npm run docs -w @routier/cli` generates from the command definitions', () => {
    const committed = fs.existsSync(CLI_DOCS_FILE) ? fs.readFileSync(CLI_DOCS_FILE, 'utf8') : '';
    // On failure: run `npm run build -w @routier/cli && npm run docs -w @routier/cli`.
    expect(committed).toBe(currentCliDocs());
  });

  it('documents every command with its examples', () => {
    const text = currentCliDocs();
    for (const heading of ['### routier routes import', '### routier optimize', '### routier completion'])
      expect(text).toContain(heading);
    expect(text).toContain('routier routes import routes.csv --check');
  });
});
