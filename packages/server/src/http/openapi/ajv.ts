import { createRequire } from 'node:module';
import { Ajv2020, type ErrorObject, type Options } from 'ajv/dist/2020.js';
import type { FormatsPlugin } from 'ajv-formats';

const require = createRequire(import.meta.url);
const addFormats = require('ajv-formats') as FormatsPlugin;

/** The id under which the spec's components are registered, so `$ref`s resolve against them. */
export const SPEC_ID = 'openapi.json';

/**
 * An Ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect) holding the spec's components. `strict: false`
 * because OpenAPI adds keywords Ajv does not know (`example`, `x-messages`, `discriminator`); `verbose`
 * keeps each error's schema so `x-messages` can be read.
 */
export function createAjv(document: Record<string, unknown>, options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true, discriminator: true, ...options });
  addFormats(ajv as never);
  ajv.addSchema({ $id: SPEC_ID, components: withoutDiscriminatorMappings(document.components ?? {}) });
  return ajv;
}

/**
 * Ajv honours OpenAPI's `discriminator` (validating only the branch the tag names, so `useDefaults` cannot
 * leak one branch's defaults into another's data) but refuses an explicit `mapping`; it derives the same
 * mapping from each branch's `enum`/`const` of the tag. So the mappings are dropped from Ajv's copy.
 */
export function withoutDiscriminatorMappings(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutDiscriminatorMappings);
  if (schema && typeof schema === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'discriminator' && value && typeof value === 'object' && 'mapping' in value) {
        const { mapping: _mapping, ...rest } = value as Record<string, unknown>;
        out[key] = rest;
      } else out[key] = withoutDiscriminatorMappings(value);
    }
    return out;
  }
  return schema;
}

/** Rewrites local `#/...` references so a schema compiled on its own still points into the spec. */
export function anchorRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchorRefs);
  if (schema && typeof schema === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(schema)) {
      out[key] =
        key === '$ref' && typeof value === 'string' && value.startsWith('#/')
          ? SPEC_ID + value
          : anchorRefs(value);
    }
    return out;
  }
  return schema;
}

export type { ErrorObject };
