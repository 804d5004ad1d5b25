import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-support/index.js';
import { planningTestServer, signedIn } from '../test-support/planning-server.js';

interface ErrorBody {
  code: string;
  details?: Array<{ field?: string; message: string }>;
}

describe('user settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it('answers the documented defaults before anything is saved', async () => {
    const client = await signedIn(server);
    expect((await client.get('/api/user/preferences')).body).toEqual({
      defaultServiceTime: 15,
      defaultPriority: 'medium',
      defaultRegion: null,
      planningReachKm: 300,
      timeZone: 'UTC',
      routeOptimizationDefaults: null,
    });
    expect((await client.get('/api/user/profile')).body).toEqual({
      companyName: null,
      contactEmail: null,
      phone: null,
      address: null,
    });
    expect((await client.get('/api/user/notifications')).body).toEqual({
      emailAlerts: true,
      routeCompletion: true,
      costOverruns: true,
      maintenanceReminders: false,
    });
  });

  it('answers defaults for an account whose settings row is missing', async () => {
    const client = await signedIn(server);
    await server.knex('user_preferences').where({ user_id: client.userId }).delete();
    expect(
      (await client.get<{ defaultServiceTime: number }>('/api/user/preferences')).body.defaultServiceTime,
    ).toBe(15);
  });

  it('updates route defaults, keeping the fields not sent', async () => {
    const client = await signedIn(server);
    const updated = await client.put('/api/user/preferences', {
      defaultServiceTime: 30,
      defaultPriority: 'high',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      defaultServiceTime: 30,
      defaultPriority: 'high',
      defaultRegion: null,
      planningReachKm: 300,
      timeZone: 'UTC',
      routeOptimizationDefaults: null,
    });
    const defaults = { maxRouteTime: 400, balanceWorkload: true };
    const again = await client.put('/api/user/preferences', {
      routeOptimizationDefaults: defaults,
      defaultRegion: 'GB',
      planningReachKm: 120,
    });
    expect(again.body).toEqual({
      defaultServiceTime: 30,
      defaultPriority: 'high',
      defaultRegion: 'GB',
      planningReachKm: 120,
      timeZone: 'UTC',
      routeOptimizationDefaults: defaults,
    });
    expect((await client.get('/api/user/preferences')).body).toEqual(again.body);
  });

  it('refuses a region that is not a two-letter country code and a reach outside 1-20,000 km, by name', async () => {
    const client = await signedIn(server);
    for (const [body, field] of [
      [{ defaultRegion: 'United Kingdom' }, 'defaultRegion'],
      [{ defaultRegion: 'gb' }, 'defaultRegion'],
      [{ planningReachKm: 0 }, 'planningReachKm'],
      [{ planningReachKm: 20_001 }, 'planningReachKm'],
    ] as const) {
      const response = await client.put<ErrorBody>('/api/user/preferences', body);
      expect(response.status).toBe(400);
      expect(response.body.details?.[0]).toMatchObject({ field });
    }
  });

  it('refuses a default service time outside 1-480 minutes and an unknown priority', async () => {
    const client = await signedIn(server);
    for (const value of [0, 481, 12.5, 'fifteen']) {
      const response = await client.put<ErrorBody>('/api/user/preferences', { defaultServiceTime: value });
      expect(response.status).toBe(400);
      expect(response.body.details![0].message).toBe(
        'Default service time must be between 1 and 480 minutes',
      );
    }
    expect((await client.put('/api/user/preferences', { defaultServiceTime: 480 })).status).toBe(200);
    expect((await client.put('/api/user/preferences', { defaultServiceTime: 1 })).status).toBe(200);
    const priority = await client.put<ErrorBody>('/api/user/preferences', { defaultPriority: 'asap' });
    expect(priority.status).toBe(400);
    expect((await client.put<ErrorBody>('/api/user/preferences', {})).status).toBe(400);
  });

  it('updates the company profile (null or blank clears a field) and checks the e-mail', async () => {
    const client = await signedIn(server);
    const profile = {
      companyName: 'Lone Star Deliveries',
      contactEmail: 'dispatch@lonestar.example',
      phone: '+1 512 555 0100',
      address: '100 Congress Ave, Austin, TX',
    };
    expect((await client.put('/api/user/profile', profile)).body).toEqual(profile);
    const cleared = await client.put('/api/user/profile', { phone: null, address: '  ' });
    expect(cleared.body).toEqual({ ...profile, phone: null, address: null });
    const bad = await client.put<ErrorBody>('/api/user/profile', { contactEmail: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.details![0].message).toBe('Please enter a valid email address');
  });

  it('updates notification flags one by one', async () => {
    const client = await signedIn(server);
    const response = await client.put('/api/user/notifications', {
      maintenanceReminders: true,
      emailAlerts: false,
    });
    expect(response.body).toEqual({
      emailAlerts: false,
      routeCompletion: true,
      costOverruns: true,
      maintenanceReminders: true,
    });
    expect((await client.get('/api/user/notifications')).body).toEqual(response.body);
  });

  it("keeps each user's settings to themselves and requires sign-in", async () => {
    const a = await signedIn(server);
    const b = await signedIn(server);
    await a.put('/api/user/preferences', { defaultServiceTime: 60 });
    expect(
      (await b.get<{ defaultServiceTime: number }>('/api/user/preferences')).body.defaultServiceTime,
    ).toBe(15);
    const anonymous = server.client();
    for (const path of ['/api/user/preferences', '/api/user/profile', '/api/user/notifications']) {
      expect((await anonymous.get(path)).status).toBe(401);
    }
  });
});
