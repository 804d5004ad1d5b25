/**
 * Malformed requests, generated (fast-check) from a valid call of an operation: its body replaced or one of
 * its fields broken, its path ids and query values replaced by hostile ones, its encoding wrong. What the
 * schema-fuzzing test sends, per operation, and the invariants it checks on every answer.
 */
import fc from 'fast-check';
import type { Call } from './matrix-entries.js';

export interface FuzzRequest {
  /** Raw body text (not necessarily JSON), or undefined for none. */
  body?: string;
  contentType?: string;
  params: Record<string, string>;
  query?: string;
  /** What was broken, for the report. */
  what: string;
}

const deep = (levels: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};
/** Deep nesting as text: building it as a value and stringifying would overflow the test's own stack. */
const deepText = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

/** Hostile scalars and shapes for one JSON value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '💥'.repeat(50),
    'x'.repeat(100_000),
    "'; drop table users; --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '%00',
    '{{7*7}}',
  ),
  fc.constantFrom(0, -0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.1, -2147483649, 4294967296, 1e-320),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  fc.constant(deep(50)),
);

const hostileParam = fc.oneof(
  fc.constantFrom(
    '..%2F..%2Fetc%2Fpasswd',
    '..',
    '%2e%2e',
    '0',
    '-1',
    '1.5',
    '1e3',
    '9007199254740993',
    '99999999999999999999',
    'NaN',
    'null',
    '%00',
    '%F0%9F%92%A5',
    'a'.repeat(10_000),
    '%27%20or%201%3D1',
  ),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.integer().map(String),
);

function withField(base: unknown, mutate: (object: Record<string, unknown>) => string) {
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return undefined;
  return mutate({ ...(base as Record<string, unknown>) });
}

/**
 * Broken versions of `call`'s body and ids. `pathNames` are the operation's path parameters; a GET carries no
 * body (its hostile input is its path and query).
 */
export function mutationsOf(call: Call, pathNames: string[], method: string): fc.Arbitrary<FuzzRequest> {
  const params = Object.fromEntries(pathNames.map((n) => [n, String(call.params?.[n] ?? 1)]));
  const base = call.body;
  const keys = base && typeof base === 'object' && !Array.isArray(base) ? Object.keys(base) : [];
  const json = (value: unknown, what: string): FuzzRequest => ({ body: JSON.stringify(value), params, what });

  const bodies: fc.Arbitrary<FuzzRequest>[] = [
    fc.jsonValue({ maxDepth: 3 }).map((v) => json(v, 'any JSON body')),
    hostileValue.map((v) => json(v, 'a hostile body')),
    fc.string({ maxLength: 200 }).map((text) => ({ body: text, params, what: 'text that may not be JSON' })),
    fc
      .constantFrom(
        '{',
        '{"a":',
        '[1,2',
        '{"a":1}}',
        'nul',
        '\u0000',
        '{"__proto__":{"x":1}}',
        '{"constructor":{"prototype":{}}}',
      )
      .map((text) => ({ body: text, params, what: 'invalid JSON' })),
    fc
      .constantFrom(2000, 10_000)
      .map((levels) => ({ body: deepText(levels), params, what: `${levels}-deep nesting` })),
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
      )
      .map((contentType) => ({
        body: JSON.stringify(base ?? {}),
        contentType,
        params,
        what: `content type ${contentType}`,
      })),
    fc.constant({ body: 'x'.repeat(2 * 1024 * 1024), params, what: 'a 2 MB body' }),
  ];
  if (keys.length) {
    bodies.push(
      fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => ({
        body: withField(base, (o) => JSON.stringify({ ...o, [key]: value })),
        params,
        what: `field ${key} broken`,
      })),
      fc.constantFrom(...keys).map((key) => ({
        body: withField(base, (o) => {
          delete o[key];
          return JSON.stringify(o);
        }),
        params,
        what: `field ${key} missing`,
      })),
      fc.tuple(fc.string({ minLength: 1, maxLength: 20 }), hostileValue).map(([key, value]) => ({
        body: withField(base, (o) => JSON.stringify({ ...o, [key]: value })),
        params,
        what: 'an extra field',
      })),
    );
  }
  const arbitraries = method === 'get' ? [] : base === undefined ? bodies.slice(0, 5) : bodies;
  if (pathNames.length) {
    arbitraries.push(
      fc.tuple(fc.constantFrom(...pathNames), hostileParam).map(([name, value]) => ({
        body: base === undefined ? undefined : JSON.stringify(base),
        params: { ...params, [name]: value },
        what: `path {${name}} hostile`,
      })),
    );
  }
  arbitraries.push(
    fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom('limit', 'offset', 'status', 'date', 'from', 'to', 'type', 'q'),
            fc.string({ maxLength: 10 }),
          ),
          hostileParam,
        ),
        {
          minLength: 1,
          maxLength: 3,
        },
      )
      .map((pairs) => ({
        body: base === undefined ? undefined : JSON.stringify(base),
        params,
        query: pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'),
        what: 'hostile query',
      })),
  );
  return fc.oneof(...arbitraries);
}

/**
 * What no answer may do: a 5xx (but the contract's `503 NOT_CONFIGURED` of a feature this server has off,
 * such as billing without Stripe keys), an error outside the one shape, a stack trace or SQL in its message.
 */
export function violations(status: number, text: string, contentType: string): string[] {
  const problems: string[] = [];
  const switchedOff = status === 503 && /"code":"NOT_CONFIGURED"/.test(text);
  if (status >= 500 && !switchedOff) problems.push(`answered ${status}`);
  if (status >= 400 && status !== 405) {
    let body: { code?: unknown; message?: unknown; requestId?: unknown } | undefined;
    try {
      body = contentType.includes('json') ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (
      typeof body?.code !== 'string' ||
      typeof body.message !== 'string' ||
      typeof body.requestId !== 'string'
    ) {
      problems.push(`a ${status} outside the error shape: ${text.slice(0, 120)}`);
    }
  }
  if (/\n\s+at [\w.<]+ \(|node_modules\/|\.ts:\d+|\.js:\d+:\d+/.test(text))
    problems.push('a stack trace in the answer');
  if (
    /\b(select|insert into|update \w+ set|delete from)\b.+\b(from|where|values)\b|syntax error at|violates .* constraint|relation ".*" does not exist/i.test(
      text,
    )
  ) {
    problems.push('SQL in the answer');
  }
  return problems;
}
