import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

// types.ts names every schema of the contract; this keeps it from drifting when openapi.yaml grows.
describe('schema aliases', () => {
  it('exports one alias per schema of openapi.yaml', () => {
    const spec = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as {
      components: { schemas: Record<string, unknown> };
    };
    const source = readFileSync(new URL('./types.ts', import.meta.url), 'utf8');
    const missing = Object.keys(spec.components.schemas).filter((name) => !source.includes(`S['${name}']`));
    expect(missing).toEqual([]);
  });
});
