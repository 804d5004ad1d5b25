/**
 * Schema-driven fuzzing (fast-check): for every operation of openapi.yaml, requests generated from a valid
 * call (test-support/security/matrix-entries.ts) with its body replaced or a field broken, hostile path ids and
 * query values, invalid JSON, deep nesting, big bodies and wrong content types — sent as the signed-in owner,
 * and anonymously. Invariants on every answer: no 5xx, every refusal in the one error shape, no stack trace or
 * SQL in it; the server healthy afterwards. FUZZ_RUNS requests per operation class (default 1,000 here;
 * `npm run fuzz -w @routier/server` runs the long one and prints docs/security.md's table).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test-support/index.js';
import { createTestServer, type TestServer } from '../../test-support/index.js';
import { MATRIX, type Call } from '../../test-support/security/matrix-entries.js';
import { mutationsOf, violations, type FuzzRequest } from '../../test-support/security/mutations.js';
import { OwnerRecords } from '../../test-support/security/owner-records.js';
import { loadSpec, type Operation } from './spec.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const spec = loadSpec();

/** Operation classes: each gets RUNS requests, spread over its operations. */
const CLASSES: Record<string, (o: Operation) => boolean> = {
  'read (GET)': (o) => o.method === 'get',
  'create and act (POST)': (o) => o.method === 'post',
  'update (PUT)': (o) => o.method === 'put',
  'delete (DELETE)': (o) => o.method === 'delete',
};
/** Signing up, in or out replaces or ends the session the rest of the run uses: those are fuzzed anonymously. */
const ANONYMOUS_ONLY = new Set(['register', 'login', 'logout', 'logoutRedirect']);

export interface ClassReport {
  requests: number;
  byStatus: Record<string, number>;
  failures: string[];
}

describe('schema fuzzing (every operation, generated malformed requests)', () => {
  let server: TestServer;
  let owner: TestClient;
  const bases = new Map<string, Call>();
  const report: Record<string, ClassReport> = {};

  beforeAll(async () => {
    server = await createTestServer({
      env: { SIGN_IN_LIMIT_PER_MINUTE: '100000', API_LIMIT_PER_MINUTE: '100000' },
      // Answers to malformed requests are what is checked here, not their agreement with the schemas.
      validateResponses: false,
    });
    owner = server.client();
    const credentials = await owner.register();
    const records = new OwnerRecords(owner, 'http://127.0.0.1:9/hook');
    for (const operation of spec.operations) {
      const entry = MATRIX[operation.operationId];
      bases.set(operation.operationId, entry?.call ? await entry.call(records, credentials) : {});
    }
  }, 120_000);

  afterAll(() => {
    if (process.env.FUZZ_REPORT) console.log(JSON.stringify(report));
  });

  async function send(operation: Operation, request: FuzzRequest, signedIn: boolean) {
    let url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => request.params[name]);
    if (request.query) url += `?${request.query}`;
    // No Origin header, as a script sends: a browser's from another origin would be refused before validation.
    const headers: Record<string, string> = {};
    if (request.body !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
    if (signedIn) headers.cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(server.url + url, {
      method: operation.method.toUpperCase(),
      headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      text: await response.text(),
    };
  }

  const classes = Object.entries(CLASSES).map(([name, member]) => ({
    name,
    operations: spec.operations.filter(member),
  }));

  it.each(classes.map((c) => [c.name, c] as const))(
    '%s: no 5xx, every refusal in the error shape',
    async (name, { operations }) => {
      const seen: ClassReport = { requests: 0, byStatus: {}, failures: [] };
      report[name] = seen;
      const arbitrary = fc.oneof(
        ...operations.map((operation) =>
          fc.tuple(
            fc.constant(operation),
            mutationsOf(
              bases.get(operation.operationId) ?? {},
              operation.parameters.filter((p) => p.in === 'path').map((p) => p.name),
              operation.method,
            ),
            ANONYMOUS_ONLY.has(operation.operationId) ? fc.constant(false) : fc.boolean(),
          ),
        ),
      );
      await fc.assert(
        fc.asyncProperty(arbitrary, async ([operation, request, signedIn]) => {
          const answer = await send(operation, request, signedIn);
          seen.requests += 1;
          seen.byStatus[answer.status] = (seen.byStatus[answer.status] ?? 0) + 1;
          const problems = violations(answer.status, answer.text, answer.type);
          if (problems.length) {
            const failure = `${operation.operationId} (${request.what}, ${signedIn ? 'signed in' : 'anonymous'}): ${problems.join('; ')}`;
            seen.failures.push(failure);
            throw new Error(failure);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      expect(seen.failures).toEqual([]);
      // Still healthy, and the owner still served.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await owner.get('/api/auth/user')).status).toBe(200);
    },
    600_000,
  );
});
