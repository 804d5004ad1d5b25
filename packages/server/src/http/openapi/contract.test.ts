import { beforeAll, describe, expect, it } from 'vitest';
import { describeApp } from '../../app/create-app.js';
import {
  createTestServer,
  testDatabase,
  type TestClient,
  type TestServer,
} from '../../test-support/index.js';
import { loadSpec, type Operation } from './spec.js';

/**
 * The contract test: every operation of openapi.yaml is routed, nothing else is, and every answer the tests
 * see conforms to the spec (the TestClient checks each one). The list of operations still answering
 * 501 NOT_IMPLEMENTED is printed so it can shrink to nothing.
 */

const spec = loadSpec();
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** A concrete URL for an operation: path parameters that name no record (999999), so nothing real is touched. */
function urlFor(op: Operation): string {
  return op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
    const schema = (param?.schema ?? {}) as { type?: string };
    return schema.type === 'string' ? 'contract-test' : '999999';
  });
}

describe('contract: openapi.yaml and the server agree', () => {
  let server: TestServer;
  let bearer: TestClient;

  beforeAll(async () => {
    await testDatabase();
    server = await createTestServer();
    const owner = server.client();
    await owner.register();
    const token = await owner.post<{ token: string }>('/api/tokens', { name: 'contract' });
    bearer = server.client();
    bearer.bearer = token.body.token;
  });

  it('mounts exactly the operations of the spec, each at its method and path', () => {
    const mounted = describeApp(server.app)
      .routes.map((r) => key(r.method, r.path))
      .sort();
    const documented = spec.operations.map((op) => key(op.method, op.path)).sort();
    expect(mounted).toEqual(documented);
    expect(new Set(spec.operations.map((op) => op.operationId)).size).toBe(spec.operations.length);
  });

  it('answers every operation through the router (never the unknown-path 404 or a 405), within the spec', async () => {
    const notImplemented: string[] = [];
    for (const op of spec.operations) {
      const hasBody = op.requestBody?.content['application/json'] !== undefined;
      // Validated by the TestClient against the spec: status documented, headers, body schema.
      const response = await bearer.request(op.method.toUpperCase(), urlFor(op), hasBody ? { body: {} } : {});
      const body = response.body as { code?: string; message?: string };
      expect(body?.message, `${op.operationId} reached no route`).not.toBe('No such API endpoint');
      expect(response.status, `${op.operationId}`).not.toBe(405);
      if (response.status === 501) notImplemented.push(`${op.operationId} (${key(op.method, op.path)})`);
    }
    const implemented = describeApp(server.app).routes.filter((r) => r.implemented).length;
    console.info(
      `contract: ${implemented}/${spec.operations.length} operations implemented; ` +
        `${notImplemented.length} still answer 501 NOT_IMPLEMENTED:\n  ${notImplemented.join('\n  ') || '(none)'}`,
    );
    const unimplemented = describeApp(server.app)
      .routes.filter((r) => !r.implemented)
      .map((r) => r.operationId);
    expect(notImplemented.map((s) => s.split(' ')[0]).sort()).toEqual(unimplemented.sort());
  });

  it('answers JSON 404 for paths that are not in the spec', async () => {
    for (const path of ['/api/nothing-here', '/api/routes/1/unknown', '/api']) {
      const response = await bearer.get(path);
      expect(response.status).toBe(404);
    }
  });
});
