/**
 * Checks JSON printed by `--json` against the API contract: the schemas of openapi.yaml that the SDK's
 * types are generated from, compiled with Ajv (JSON Schema 2020-12) as the server compiles them.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FormatsPlugin } from 'ajv-formats';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);
const addFormats = require('ajv-formats') as FormatsPlugin;

let ajv: Ajv2020 | undefined;

function compiler(): Ajv2020 {
  if (ajv) return ajv;
  const doc = parse(fs.readFileSync(new URL('../../../../openapi.yaml', import.meta.url), 'utf8')) as {
    components: { schemas: Record<string, unknown> };
  };
  // strict: false for OpenAPI's own keywords (example, x-messages, discriminator); no discriminator
  // handling, so the explicit mappings of the yaml need no special treatment for plain validation.
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv as never);
  ajv.addSchema({ $id: 'openapi.json', components: { schemas: doc.components.schemas } });
  return ajv;
}

/** Answers the validation errors of `value` against schema `name` (or an array of it), [] when valid. */
export function schemaErrors(name: string, value: unknown, options: { array?: boolean } = {}): string[] {
  const ref = { $ref: `openapi.json#/components/schemas/${name}` };
  const validate = compiler().compile(options.array ? { type: 'array', items: ref } : ref);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}
