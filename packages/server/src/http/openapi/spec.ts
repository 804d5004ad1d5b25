import fs from 'node:fs';
import path from 'node:path';
import { openapiPath } from '@routier/contract/openapi';
import { parse } from 'yaml';

/**
 * openapi.yaml, loaded once: the only hand-written API schema. The router, the request validator, the
 * response validator of the tests and the contract test all read their operations from here.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export type JsonSchema = Record<string, unknown> | boolean;

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface ResponseObject {
  description?: string;
  headers?: Record<string, { required?: boolean; schema?: JsonSchema }>;
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** The path as written in the spec: `/api/routes/{id}`. */
  path: string;
  /** The same path for @koa/router: `/api/routes/:id`. */
  routerPath: string;
  parameters: ParameterObject[];
  requestBody?: { required: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, ResponseObject>;
  /** False when the operation's security allows anonymous calls (`security: []` or a `{}` entry). */
  requiresAuth: boolean;
  tags: string[];
}

export interface ApiSpec {
  document: Record<string, unknown>;
  operations: Operation[];
  byId: Map<string, Operation>;
}

/** Finds openapi.yaml: OPENAPI_PATH, else the contract's own (packed with @routier/contract; ADR 0013). */
export function findSpecFile(): string {
  const configured = process.env.OPENAPI_PATH;
  return configured ? path.resolve(configured) : openapiPath();
}

/** Resolves a local `$ref` (`#/components/...`) to the object it points at. */
export function resolveRef<T>(document: Record<string, unknown>, value: unknown): T {
  let current = value as Record<string, unknown>;
  for (let depth = 0; current && typeof current.$ref === 'string'; depth += 1) {
    if (depth > 20) throw new Error(`Reference cycle at ${String(current.$ref)}`);
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        document,
      ) as Record<string, unknown>;
    if (current === undefined) throw new Error(`Unresolved reference ${ref}`);
  }
  return current as T;
}

function isPublic(security: unknown): boolean {
  return (
    Array.isArray(security) && (security.length === 0 || security.some((s) => Object.keys(s).length === 0))
  );
}

/** The schemes the pipeline itself checks (session cookie, API token): every other one a handler checks. */
const PIPELINE_SCHEMES = new Set(['sessionCookie', 'bearerToken']);

/**
 * Whether the router refuses an anonymous call before the handler: the operation is not public and every
 * way in is one the pipeline checks. An operation that also accepts a scheme of its own (a calendar feed's
 * `key`) authenticates in its handler, which answers 401 as the router would.
 */
function routerRequiresUser(security: unknown): boolean {
  if (isPublic(security)) return false;
  const alternatives = (Array.isArray(security) ? security : []) as Array<Record<string, unknown>>;
  return alternatives.every((s) => Object.keys(s).every((scheme) => PIPELINE_SCHEMES.has(scheme)));
}

export function parseSpec(document: Record<string, unknown>): ApiSpec {
  const operations: Operation[] = [];
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  for (const [specPath, item] of Object.entries(paths)) {
    const shared = ((item.parameters as unknown[]) ?? []).map((p) =>
      resolveRef<ParameterObject>(document, p),
    );
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const own = ((op.parameters as unknown[]) ?? []).map((p) => resolveRef<ParameterObject>(document, p));
      const parameters = [
        ...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)),
        ...own,
      ];
      const requestBody = op.requestBody
        ? resolveRef<{ required?: boolean; content: Record<string, { schema?: JsonSchema }> }>(
            document,
            op.requestBody,
          )
        : undefined;
      const responses: Record<string, ResponseObject> = {};
      for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, unknown>)) {
        const resolved = resolveRef<ResponseObject>(document, response);
        const headers: ResponseObject['headers'] = {};
        for (const [name, header] of Object.entries(resolved.headers ?? {})) {
          headers[name] = resolveRef(document, header);
        }
        responses[status] = { ...resolved, headers };
      }
      operations.push({
        operationId: String(op.operationId),
        method,
        path: specPath,
        routerPath: specPath.replace(/\{([^}]+)\}/g, ':$1'),
        parameters,
        requestBody: requestBody
          ? { required: requestBody.required ?? false, content: requestBody.content }
          : undefined,
        responses,
        requiresAuth: routerRequiresUser(op.security ?? document.security ?? []),
        tags: (op.tags as string[]) ?? [],
      });
    }
  }
  return { document, operations, byId: new Map(operations.map((o) => [o.operationId, o])) };
}

const cache = new Map<string, ApiSpec>();

/** Reads and parses openapi.yaml (once per file per process). */
export function loadSpec(file = findSpecFile()): ApiSpec {
  let spec = cache.get(file);
  if (!spec) {
    spec = parseSpec(parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>);
    cache.set(file, spec);
  }
  return spec;
}
