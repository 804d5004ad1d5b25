/**
 * Whether an error means "the database cannot be reached right now" (restarting, failing over, network
 * down, pool exhausted) rather than "this query is wrong": such a request is answered 503 with Retry-After,
 * not 500, and the pool reconnects on its own once the database is back.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// SQLSTATE: class 08 connection exceptions; 57P01-57P03 the server shutting down or starting; 53300 too many
// connections.
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES = [
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /Connection ended unexpectedly/i,
  /timeout exceeded when trying to connect/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown } | undefined,
      depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth += 1
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')) return true;
    if (e.name === 'KnexTimeoutError') return true;
    if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e!.message as string))) return true;
  }
  return false;
}
