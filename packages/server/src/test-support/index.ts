/**
 * Test support for anything that needs a real Routier server: `createTestServer()` builds the app on the
 * test file's isolated database (PGlite by default, PostgreSQL with TEST_DATABASE_URL) and hands out
 * `TestClient`s that keep cookies and check every answer against openapi.yaml.
 */
export { createTestServer, releaseTestResources, testDatabase, TEST_SESSION_SECRET } from './test-server.js';
export type { TestServer, TestServerOptions } from './test-server.js';
export { TestClient, uniqueEmail, STRONG_PASSWORD } from './test-client.js';
export type { TestResponse, RequestOptions } from './test-client.js';
export { createTestDatabase } from './test-database.js';
export type { TestDatabase } from './test-database.js';
export { spiralAroundAustin } from './spiral-stops.js';
