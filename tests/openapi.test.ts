// The API contract (openapi.yaml) lints clean and keeps the house conventions of docs/api.md.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { withoutDiscriminatorMappings } from '../packages/server/src/http/openapi/ajv.js';

const specPath = fileURLToPath(new URL('../openapi.yaml', import.meta.url));
const source = readFileSync(specPath, 'utf8');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed YAML document is untyped
type Node = any;
const doc: Node = parse(source, { strict: true, uniqueKeys: true });

/** The lint rules on top of Redocly's `recommended` set (documented in docs/api.md). */
export const lintRules = {
  'operation-operationId': 'error',
  'operation-operationId-unique': 'error',
  'operation-operationId-url-safe': 'error',
  'operation-summary': 'error',
  'operation-description': 'error',
  'operation-singular-tag': 'error',
  'operation-tag-defined': 'error',
  'operation-2xx-response': 'error',
  'tag-description': 'error',
  'security-defined': 'error',
  'no-unused-components': 'error',
  'no-invalid-media-type-examples': ['error', { allowAdditionalProperties: false }],
  'no-invalid-schema-examples': ['error', { allowAdditionalProperties: false }],
  'no-invalid-parameter-examples': 'error',
  'no-required-schema-properties-undefined': 'error',
  'no-enum-type-mismatch': 'error',
  'no-duplicated-enum-values': 'error',
  'no-ambiguous-paths': 'error',
  'no-identical-paths': 'error',
  'no-path-trailing-slash': 'error',
  'paths-kebab-case': 'error',
  'path-params-defined': 'error',
  'spec-strict-refs': 'error',
  'response-contains-header': [
    'error',
    { names: { '2XX': ['X-Request-Id'], '3XX': ['X-Request-Id', 'Location'] } },
  ],
  // Browser redirects and probes have no client error to declare; their errors are redirects or 503.
  'operation-4xx-response': 'off',
  // The self-hosted default really is http://localhost:3000.
  'no-server-example.com': 'off',
} as const;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  method: string;
  path: string;
  op: Node;
}

function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<Node>(doc.paths)) {
    for (const method of METHODS) {
      if (item[method]) out.push({ method, path, op: item[method] });
    }
  }
  return out;
}

function deref(node: Node): Node {
  let cur = node;
  while (cur && typeof cur.$ref === 'string') {
    const parts = cur.$ref.replace(/^#\//, '').split('/');
    cur = parts.reduce((n: Node, p: string) => n?.[p.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return cur;
}

function hasExample(media: Node): boolean {
  return Boolean(media && (media.example !== undefined || media.examples !== undefined));
}

/** Operations that answer without authentication (everything else needs a session or a token). */
const PUBLIC = new Set([
  'register',
  'login',
  'logout',
  'logoutRedirect',
  'startGoogleSignIn',
  'googleSignInCallback',
  'startOidcSignIn',
  'oidcSignInCallback',
  'getHealth',
  'getReadiness',
  'getApiHealth',
  'getApiReadiness',
  'getMetrics',
  'getPublicConfig',
  'getMapConfig',
  'trackPageVisit',
  'listVehicleTypes',
  'stripeWebhook',
]);

/** GETs answering a small fixed array that is not paged. */
// Lists bounded by their own query rather than paged: the vehicle types (three), a delivery's occurrences
// (at most 366 days, `from` and `to` required).
const UNPAGED_LISTS = new Set(['listVehicleTypes', 'listRecurringOccurrences']);

describe('openapi.yaml', () => {
  it('is OpenAPI 3.1 with info, servers and both security schemes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.description).toMatch(/Units and formats/);
    expect(doc.servers.length).toBeGreaterThan(0);
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'routier.sid',
    });
    expect(doc.components.securitySchemes.bearerToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
  });

  it('lints with zero problems (Redocly recommended + the rules of docs/api.md)', async () => {
    const config = await createConfig({ extends: ['recommended'], rules: lintRules });
    const problems = await lintFromString({ source, absoluteRef: specPath, config });
    const text = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer).join(', ')}`,
    );
    expect(text).toEqual([]);
  }, 60_000);

  it('has camelCase unique operationIds, one declared tag, a summary and a description everywhere', () => {
    const tags = new Set(doc.tags.map((t: Node) => t.name));
    const ids = new Set<string>();
    for (const { method, path, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(ids.has(op.operationId), `duplicate ${op.operationId}`).toBe(false);
      ids.add(op.operationId);
      expect(op.tags, where).toHaveLength(1);
      expect(tags.has(op.tags[0]), `${where}: tag ${op.tags[0]}`).toBe(true);
      expect(op.summary, where).toBeTruthy();
      expect(op.description, where).toBeTruthy();
    }
  });

  it('gives every operation an example (request body, success answer or code sample)', () => {
    for (const { method, path, op } of operations()) {
      const body = deref(op.requestBody);
      const requestExamples = body ? Object.values<Node>(body.content).every(hasExample) : false;
      const success = Object.entries<Node>(op.responses)
        .filter(([status]) => /^2/.test(status))
        .map(([, r]) => deref(r));
      const responseExample = success.some(
        (r) => r.content && Object.values<Node>(r.content).some(hasExample),
      );
      const samples = Array.isArray(op['x-codeSamples']) && op['x-codeSamples'].length > 0;
      if (body) expect(requestExamples, `${method.toUpperCase()} ${path}: request body example`).toBe(true);
      expect(requestExamples || responseExample || samples, `${method.toUpperCase()} ${path}: example`).toBe(
        true,
      );
    }
  });

  it('answers every error status, and the default, with the Error schema and X-Request-Id', () => {
    for (const { method, path, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.responses.default, `${where}: default response`).toBeDefined();
      for (const [status, ref] of Object.entries<Node>(op.responses)) {
        if (!/^[45]|^default$/.test(status)) continue;
        const response = deref(ref);
        expect(response.content?.['application/json']?.schema, `${where} ${status}`).toEqual({
          $ref: '#/components/schemas/Error',
        });
        expect(response.headers?.['X-Request-Id'], `${where} ${status}: X-Request-Id`).toBeDefined();
        if (status === '429') expect(response.headers['Retry-After'], `${where} 429`).toBeDefined();
      }
    }
  });

  it('declares 401 on every protected operation and marks exactly the public ones public', () => {
    for (const { method, path, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      const isPublic =
        Array.isArray(op.security) &&
        (op.security.length === 0 || op.security.some((s: Node) => Object.keys(s).length === 0));
      expect(isPublic, `${where} public?`).toBe(PUBLIC.has(op.operationId));
      if (!isPublic) expect(op.responses['401'], `${where}: 401`).toBeDefined();
    }
  });

  it('pages every list with limit/offset and X-Total-Count', () => {
    for (const { method, path, op } of operations()) {
      if (method !== 'get' || UNPAGED_LISTS.has(op.operationId)) continue;
      const ok = deref(op.responses['200']);
      const schema = deref(ok?.content?.['application/json']?.schema);
      if (schema?.type !== 'array') continue;
      const params = (op.parameters ?? []).map((p: Node) => p.$ref);
      const where = `${method.toUpperCase()} ${path}`;
      expect(params, where).toContain('#/components/parameters/Limit');
      expect(params, where).toContain('#/components/parameters/Offset');
      expect(ok.headers?.['X-Total-Count'], `${where}: X-Total-Count`).toBeDefined();
    }
  });

  it('accepts Idempotency-Key on creating POSTs and answers 204 to deletions', () => {
    for (const { method, path, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      if (method === 'post' && op.responses['201'] && op.operationId !== 'register') {
        const params = (op.parameters ?? []).map((p: Node) => p.$ref);
        expect(params, where).toContain('#/components/parameters/IdempotencyKey');
      }
      if (method === 'delete' && op.operationId !== 'cancelOptimizationJob') {
        expect(
          Object.keys(op.responses).filter((s) => /^2/.test(s)),
          where,
        ).toEqual(['204']);
      }
    }
  });

  it('compiles every schema with Ajv (JSON Schema 2020-12, strict) and every example validates', () => {
    // As the server compiles it: 2020-12, formats, the OpenAPI and Routier keywords declared, and the
    // discriminator mappings dropped (Ajv derives them from each branch's tag and refuses explicit ones).
    const ajv = new Ajv2020({ strict: true, allErrors: true, discriminator: true });
    ajv.addVocabulary(['example', 'x-messages', 'components']);
    addFormats.default(ajv);
    ajv.addSchema({
      $id: 'openapi.json',
      components: { schemas: withoutDiscriminatorMappings(doc.components.schemas) },
    });
    for (const name of Object.keys(doc.components.schemas)) {
      expect(() => ajv.getSchema(`openapi.json#/components/schemas/${name}`), name).not.toThrow();
    }
    const local = (schema: Node): Node =>
      JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/schemas/', '"openapi.json#/components/schemas/'),
      );
    const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
    const check = (where: string, schema: Node, value: unknown): void => {
      const key = JSON.stringify(schema);
      const validate = compiled.get(key) ?? ajv.compile(local(schema));
      compiled.set(key, validate);
      expect(validate(value) ? [] : validate.errors, where).toEqual([]);
    };
    let checked = 0;
    for (const { method, path, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      const body = deref(op.requestBody)?.content?.['application/json'];
      if (body?.example !== undefined) check(`${where} body`, body.schema, body.example);
      for (const [status, ref] of Object.entries<Node>(op.responses)) {
        const media = deref(ref).content?.['application/json'];
        if (!media) continue;
        const examples =
          media.example !== undefined
            ? [media.example]
            : Object.values<Node>(media.examples ?? {}).map((e) => e.value);
        for (const example of examples) {
          check(`${where} ${status}`, media.schema, example);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(80);
  }, 60_000);

  it('keeps x-messages beside the keywords they describe (never beside a $ref, where Ajv would not find them)', () => {
    const walk = (node: Node, path: string): void => {
      if (!node || typeof node !== 'object') return;
      if (node['x-messages'] !== undefined) {
        expect(node.$ref, `${path}: x-messages next to $ref`).toBeUndefined();
        for (const keyword of Object.keys(node['x-messages'])) {
          const present = keyword === 'required' || keyword === 'type' || node[keyword] !== undefined;
          expect(present, `${path}: x-messages.${keyword} without ${keyword}`).toBe(true);
        }
      }
      for (const [key, value] of Object.entries<Node>(node)) walk(value, `${path}/${key}`);
    };
    walk(doc.components.schemas, '#/components/schemas');
  });

  it('describes every ErrorCode value', () => {
    const errorCode = doc.components.schemas.ErrorCode;
    for (const code of errorCode.enum as string[]) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(errorCode.description, code).toContain(`\`${code}\``);
    }
  });
});
