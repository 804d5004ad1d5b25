import nock from 'nock';
import type { GeocodeResponse } from '@routier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../test-support/geo/fixtures.js';
import { SERVER_VERSION } from '../config/version.js';
import { createTestServer, type TestClient, type TestServer } from '../test-support/index.js';

describe('POST /api/geocode', () => {
  describe('with the offline geocoder (default)', () => {
    let server: TestServer;
    let client: TestClient;
    beforeAll(async () => {
      server = await createTestServer();
      client = server.client();
      await client.register();
    });

    it('answers one result per address, in order, with provider, confidence and precision', async () => {
      const addresses = ['48.8566,2.3522', 'Austin, TX', 'Qwxzv Nowhereville 99999', '48.8566,2.3522'];
      const response = await client.post<GeocodeResponse>('/api/geocode', { addresses });
      expect(response.status).toBe(200);
      const [literal, city, missing, again] = response.body.results;
      expect(literal).toEqual({
        address: '48.8566,2.3522',
        ok: true,
        lat: 48.8566,
        lng: 2.3522,
        provider: 'offline',
        confidence: 1,
        displayName: expect.any(String),
        precision: 'coordinates',
        cached: false,
      });
      expect(city).toMatchObject({ address: 'Austin, TX', ok: true, provider: 'offline', precision: 'city' });
      expect(city.ok && Math.abs(city.lat - 30.27) < 0.1 && Math.abs(city.lng + 97.74) < 0.1).toBe(true);
      expect(missing).toMatchObject({
        address: 'Qwxzv Nowhereville 99999',
        ok: false,
        code: 'GEOCODE_FAILED',
      });
      expect(again).toEqual(literal);
    });

    it('validates the list (1 to 100 addresses) and needs a signed-in user', async () => {
      const empty = await client.post('/api/geocode', { addresses: [] });
      expect(empty.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'At least one address is required',
      });
      const many = await client.post('/api/geocode', {
        addresses: Array.from({ length: 101 }, (_, i) => `${i},0`),
      });
      expect(many.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'At most 100 addresses per request',
      });
      expect((await server.client().post('/api/geocode', { addresses: ['1,1'] })).status).toBe(401);
    });
  });

  describe('with Nominatim (recorded answers)', () => {
    const BASE = 'https://nominatim.example.org';
    let server: TestServer;
    let client: TestClient;
    beforeAll(async () => {
      nock.disableNetConnect();
      nock.enableNetConnect(/127\.0\.0\.1/);
      server = await createTestServer({ env: { GEOCODER: 'nominatim', NOMINATIM_URL: BASE } });
      client = server.client();
      await client.register();
    });
    afterAll(() => {
      nock.cleanAll();
      nock.enableNetConnect();
    });

    it('caches successes in the database, refuses region-only matches and reports provider failures', async () => {
      nock(BASE)
        .get('/search')
        .query((q) => q.q === 'Austin, TX')
        .once()
        .reply(200, fixture('nominatim/austin-city'));
      nock(BASE)
        .get('/search')
        .query((q) => q.q === 'Texas')
        .reply(200, fixture('nominatim/texas-region'));
      nock(BASE)
        .get('/search')
        .query((q) => q.q === 'Broken Street 1')
        .times(3)
        .reply(503, 'unavailable');
      const addresses = ['Austin, TX', 'Texas', 'Broken Street 1'];
      const first = await client.post<GeocodeResponse>('/api/geocode', { addresses });
      expect(first.status).toBe(200);
      expect(first.body.results[0]).toMatchObject({ ok: true, provider: 'nominatim', cached: false });
      expect(first.body.results[1]).toMatchObject({ ok: false, code: 'GEOCODE_FAILED' });
      expect(first.body.results[2]).toMatchObject({ ok: false, code: 'UPSTREAM_ERROR' });
      const second = await client.post<GeocodeResponse>('/api/geocode', { addresses: ['austin,  tx'] });
      expect(second.body.results[0]).toMatchObject({ ok: true, provider: 'nominatim', cached: true });
      const rows = await server.knex('geocode_cache').where({ provider: 'nominatim' }).select('address_key');
      expect(rows.map((r: { address_key: string }) => r.address_key)).toContain('austin, tx');
    });

    it('answers a place asked again from the memory layer (the same address from the same start is not asked twice)', async () => {
      nock(BASE)
        .get('/search')
        .query((q) => q.q === 'Georgetown, TX')
        .once()
        .reply(200, fixture('nominatim/austin-city'));
      const create = (name: string) =>
        client.post<{ destinations: Array<{ lat: number | null }> }>('/api/routes', {
          name,
          startLocation: '30.2672,-97.7431',
          destinations: ['Georgetown, TX'],
        });
      expect((await create('Asked')).status).toBe(201);
      // Only the memory layer still knows the place: the database cache forgets it (its key holds the start's
      // bias), Nominatim has no answer left.
      await server.knex('geocode_cache').where('address_key', 'like', 'georgetown, tx%').delete();
      const route = await create('From memory');
      expect(route.status).toBe(201);
      expect(route.body.destinations[0].lat).toBeCloseTo(30.27, 1);
    });

    it("identifies Routier and its operator as Nominatim's usage policy asks (User-Agent, email=)", async () => {
      const base = 'https://nominatim-policy.example.org';
      const policyServer = await createTestServer({
        env: {
          GEOCODER: 'nominatim',
          NOMINATIM_URL: base,
          PUBLIC_URL: 'https://routes.example.com',
          SUPPORT_EMAIL: 'help@example.com',
          NOMINATIM_EMAIL: 'ops@example.com',
        },
      });
      const policyClient = policyServer.client();
      await policyClient.register();
      const scope = nock(base)
        .matchHeader('user-agent', `Routier/${SERVER_VERSION} (https://routes.example.com; ops@example.com)`)
        .get('/search')
        .query((q) => q.q === 'Austin, Texas' && q.email === 'ops@example.com')
        .reply(200, fixture('nominatim/austin-city'));
      // Not an address the tests above cached (the file's servers share one database).
      const answer = await policyClient.post<GeocodeResponse>('/api/geocode', {
        addresses: ['Austin, Texas'],
      });
      expect(answer.body.results[0]).toMatchObject({ ok: true, provider: 'nominatim' });
      expect(scope.isDone()).toBe(true);
    });
  });
});
