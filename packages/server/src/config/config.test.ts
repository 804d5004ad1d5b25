import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isHttps, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for an empty environment (embedded database, port 3000)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: path.resolve('.routier'),
      migrateAtStart: false,
      jobRunner: 'inline',
      geocoder: 'offline',
      routing: 'haversine',
      osrmMaxTableSize: 100,
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
      logLevel: 'info',
      trustProxy: false,
      google: undefined,
      oidc: undefined,
    });
  });

  it('reads every switch', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://routier.example/',
      DATABASE_URL: 'postgres://u@db:5432/routier',
      MIGRATE: '1',
      TRUST_PROXY: 'true',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'gs',
      OIDC_ISSUER: 'https://id.example/',
      OIDC_CLIENT_ID: 'o',
      OIDC_CLIENT_SECRET: 'os',
      STRIPE_API_BASE: 'http://localhost:12111',
      GEOCODER: 'nominatim',
      ROUTING: 'osrm',
      OSRM_URL: 'http://osrm:5000/',
      OSRM_MAX_TABLE_SIZE: '250',
      SALES_EMAIL: 'sales@routier.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://routier.example',
      databaseUrl: 'postgres://u@db:5432/routier',
      migrateAtStart: true,
      trustProxy: true,
      google: { clientId: 'g', clientSecret: 'gs' },
      oidc: {
        issuer: 'https://id.example',
        clientId: 'o',
        scope: 'openid email profile',
        providerName: 'Replit',
      },
      stripe: { apiBase: 'http://localhost:12111' },
      geocoder: 'nominatim',
      routing: 'osrm',
      osrmUrl: 'http://osrm:5000',
      osrmMaxTableSize: 250,
    });
    expect(isHttps(config)).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET/],
    [{ JOB_RUNNER: 'threads' }, /JOB_RUNNER/],
    [{ GEOCODER: 'bing' }, /GEOCODER/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    [{ MIGRATE: 'maybe' }, /MIGRATE/],
    [{ GOOGLE_CLIENT_ID: 'only-id' }, /GOOGLE_CLIENT_SECRET/],
    [{ OIDC_CLIENT_ID: 'o', OIDC_CLIENT_SECRET: 's' }, /OIDC_ISSUER/],
    [{ ROUTING: 'osrm' }, /OSRM_URL/],
    [{ GEOCODER: 'google' }, /GOOGLE_MAPS_API_KEY/],
    [{ JOB_RUNNER: 'pgboss' }, /DATABASE_URL/],
    [{ NODE_ENV: 'production' }, /SESSION_SECRET: required when NODE_ENV=production/],
    [{ SALES_EMAIL: 'nope' }, /SALES_EMAIL/],
    [{ NOMINATIM_EMAIL: 'nope' }, /NOMINATIM_EMAIL/],
    [{ OSRM_MAX_TABLE_SIZE: '0' }, /OSRM_MAX_TABLE_SIZE/],
    [{ OSRM_MAX_TABLE_SIZE: '-5' }, /OSRM_MAX_TABLE_SIZE/],
    [{ OSRM_MAX_TABLE_SIZE: '2.5' }, /OSRM_MAX_TABLE_SIZE/],
    [{ OSRM_MAX_TABLE_SIZE: 'lots' }, /OSRM_MAX_TABLE_SIZE/],
  ])('refuses %j, naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it("takes Nominatim's contact from NOMINATIM_EMAIL, else SUPPORT_EMAIL", () => {
    expect(loadConfig({}).nominatimEmail).toBeUndefined();
    expect(loadConfig({ SUPPORT_EMAIL: 'help@routier.example' }).nominatimEmail).toBe('help@routier.example');
    expect(
      loadConfig({ SUPPORT_EMAIL: 'help@routier.example', NOMINATIM_EMAIL: 'ops@routier.example' })
        .nominatimEmail,
    ).toBe('ops@routier.example');
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', GOOGLE_CLIENT_ID: '' }).port).toBe(3000);
  });
});
