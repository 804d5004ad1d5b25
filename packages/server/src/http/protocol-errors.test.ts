import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/index.js';

/** Sends raw bytes and answers everything the server wrote before closing. */
function raw(server: TestServer, bytes: string): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('refusals before the app (Node HTTP parser)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });

  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it('answers headers over 16 KB with 431 in the error shape', async () => {
    const answer = await raw(server, `GET /api/routes?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('Content-Type: application/json');
    expect(bodyOf(answer)).toMatchObject({
      code: 'REQUEST_HEADERS_TOO_LARGE',
      requestId: expect.any(String),
    });
  });

  it('answers a malformed request with 400 BAD_REQUEST in the error shape', async () => {
    const answer = await raw(server, 'THIS IS NOT HTTP\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toMatchObject({ code: 'BAD_REQUEST', message: 'The request is not valid HTTP' });
  });
});
