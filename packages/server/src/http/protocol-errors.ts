/**
 * Refusals Node's HTTP parser makes before the app sees a request — a malformed request line or header, a
 * request line and headers over 16 KB, a request too slow to arrive — answered in the one error shape
 * (`{ code, message, requestId }`, openapi.yaml ErrorCode) instead of Node's bare status line, then the
 * connection is closed. The request id is fresh: nothing of the request could be trusted.
 */
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Duplex } from 'node:stream';

const REFUSALS: Record<string, { status: number; reason: string; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'REQUEST_HEADERS_TOO_LARGE',
    message: 'The request line and headers are over 16 KB',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive',
  },
};
const MALFORMED = {
  status: 400,
  reason: 'Bad Request',
  code: 'BAD_REQUEST',
  message: 'The request is not valid HTTP',
};

export function answerProtocolErrors(server: http.Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A connection reset, or one that already had its answer: nothing to say.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const refusal = REFUSALS[error.code ?? ''] ?? MALFORMED;
    const requestId = randomUUID();
    const body = JSON.stringify({ code: refusal.code, message: refusal.message, requestId });
    socket.end(
      `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
