import type { ValidateFunction } from 'ajv/dist/2020.js';
import { anchorRefs, createAjv } from './ajv.js';
import type { ApiSpec, Operation, ResponseObject } from './spec.js';

export interface ObservedResponse {
  method: string;
  /** The request path without the query string. */
  path: string;
  status: number;
  headers: Headers;
  /** Parsed JSON, or the raw text when the body is not JSON ('' when empty). */
  body: unknown;
  isJson: boolean;
}

interface Matcher {
  op: Operation;
  pattern: RegExp;
  literalSegments: number;
}

/**
 * Checks answers against openapi.yaml: the status is documented (or covered by `default`), required
 * headers are present, and a JSON body matches the documented schema. Used by the test harness on every
 * call and by the contract test. Answers a list of problems (empty when the answer conforms).
 */
export class ResponseValidator {
  private readonly ajv;
  private readonly matchers: Matcher[];
  private readonly compiled = new Map<object, ValidateFunction>();
  private readonly errorSchema: ValidateFunction;

  constructor(spec: ApiSpec) {
    this.ajv = createAjv(spec.document);
    this.matchers = spec.operations
      .map((op) => ({
        op,
        pattern: new RegExp(
          `^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
        ),
        literalSegments: op.path.split('/').filter((s) => s && !s.startsWith('{')).length,
      }))
      .sort((a, b) => b.literalSegments - a.literalSegments);
    this.errorSchema = this.ajv.compile({ $ref: 'openapi.json#/components/schemas/Error' });
  }

  /** The operation a method and path belong to, if any. */
  match(method: string, path: string): Operation | undefined {
    const m = method.toLowerCase();
    return this.matchers.find((x) => x.op.method === m && x.pattern.test(path))?.op;
  }

  validate(response: ObservedResponse): string[] {
    const problems: string[] = [];
    if (!response.headers.get('x-request-id')) problems.push('missing X-Request-Id header');
    const op = this.match(response.method, response.path);
    if (!op) {
      // Not an API operation: an unknown /api path must still answer the Error shape.
      if (response.path.startsWith('/api') && response.status >= 400) {
        problems.push(...this.check(this.errorSchema, response.body, 'error body'));
      }
      return problems;
    }
    const declared: ResponseObject | undefined =
      op.responses[String(response.status)] ?? op.responses.default;
    const where = `${op.operationId} ${response.status}`;
    if (!declared) return [...problems, `${where}: status not documented`];
    for (const [name, header] of Object.entries(declared.headers ?? {})) {
      if (header.required && name.toLowerCase() !== 'set-cookie' && !response.headers.has(name)) {
        problems.push(`${where}: missing required header ${name}`);
      }
    }
    const schema = declared.content?.['application/json']?.schema;
    const textTypes = Object.keys(declared.content ?? {}).filter((t) => t !== 'application/json');
    if (schema === undefined && textTypes.length) {
      // A documented non-JSON answer (an iCalendar feed): its media type must be the one sent.
      const sent = (response.headers.get('content-type') ?? '').split(';')[0].trim();
      if (!textTypes.includes(sent))
        problems.push(`${where}: content type ${sent} is not ${textTypes.join(' or ')}`);
      return problems;
    }
    if (schema === undefined) {
      if (response.body !== '' && response.body !== undefined && response.status !== 302) {
        problems.push(`${where}: body present but none documented`);
      }
      return problems;
    }
    if (!response.isJson) return [...problems, `${where}: expected a JSON body`];
    return [...problems, ...this.check(this.compile(schema as object), response.body, where)];
  }

  private compile(schema: object): ValidateFunction {
    let fn = this.compiled.get(schema);
    if (!fn) {
      fn = this.ajv.compile(anchorRefs(schema) as object);
      this.compiled.set(schema, fn);
    }
    return fn;
  }

  private check(fn: ValidateFunction, body: unknown, where: string): string[] {
    if (fn(body)) return [];
    return (fn.errors ?? []).map((e) => `${where}: ${e.instancePath || '(body)'} ${e.message ?? e.keyword}`);
  }
}
