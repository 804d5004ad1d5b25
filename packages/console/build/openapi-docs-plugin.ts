/**
 * Vite plugin: `import docs from 'virtual:routier-api-docs'` yields the API Documentation model built
 * from the repository's openapi.yaml when the bundle is built (and rebuilt when the yaml changes in dev).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Plugin } from 'vite';
import { buildApiDocs } from './openapi-docs.js';

const VIRTUAL_ID = 'virtual:routier-api-docs';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function openApiDocsPlugin(specPath: string): Plugin {
  return {
    name: 'routier-openapi-docs',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(specPath);
      const model = buildApiDocs(parse(readFileSync(specPath, 'utf8')));
      return `export default ${JSON.stringify(model)};`;
    },
  };
}
