/** The server's version, reported by GET /api/config and the health checks. */
export const SERVER_VERSION = '0.1.0';
