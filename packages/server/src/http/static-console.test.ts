import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabase, type TestServer } from '../test-support/index.js';

describe('serving the console', () => {
  let dir: string;
  let server: TestServer;

  beforeAll(async () => {
    await testDatabase();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'routier-console-'));
    await fs.mkdir(path.join(dir, 'assets'));
    await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root">console</div>');
    await fs.writeFile(path.join(dir, 'assets', 'app-3f2a.js'), 'console.log("app")');
    await fs.writeFile(path.join(dir, 'favicon.svg'), '<svg/>');
    server = await createTestServer({ env: { CONSOLE_DIR: dir } });
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('serves index.html at / without long caching', async () => {
    const response = await server.client().get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/html/);
    expect(response.text).toContain('console');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets as immutable and other files as they are', async () => {
    const asset = await server.client().get('/assets/app-3f2a.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.log("app")');
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    const icon = await server.client().get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/svg/);
  });

  it('falls back to index.html for application paths (SPA routing)', async () => {
    for (const page of ['/dashboard', '/route-planning', '/settings?tab=profile', '/auth']) {
      const response = await server.client().get(page);
      expect(response.status).toBe(200);
      expect(response.text).toContain('console');
    }
  });

  it('answers 404 for a missing file with an extension instead of the app', async () => {
    expect((await server.client().get('/assets/gone-1234.js')).status).toBe(404);
  });

  it('answers 404 JSON for unknown /api paths, never the app', async () => {
    const response = await server.client().get('/api/unknown/thing');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never serves files outside the console directory', async () => {
    const response = await server.client().get('/..%2f..%2f..%2fetc%2fpasswd');
    expect(response.text).not.toContain('root:');
  });
});

describe('when the console is not built', () => {
  it('answers a page saying how to build it', async () => {
    const empty = await fs.mkdtemp(path.join(os.tmpdir(), 'routier-empty-'));
    const server = await createTestServer({ env: { CONSOLE_DIR: empty } });
    const response = await server.client().get('/dashboard');
    expect(response.status).toBe(200);
    expect(response.text).toContain('has not been built');
    await fs.rm(empty, { recursive: true, force: true });
  });
});
