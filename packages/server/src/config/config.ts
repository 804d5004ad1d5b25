import path from 'node:path';
import { z } from 'zod';
import { SERVER_VERSION } from './version.js';

/**
 * The server's whole configuration, read once from the environment (twelve-factor) and validated.
 * Every variable is documented in the README's Configuration section; keep the two in step.
 */

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(blankToUndefined, z.string().optional());
const optionalUrl = z.preprocess(blankToUndefined, z.url().optional());
const flag = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) => value === '1' || value === 'true' || value === 'yes' || value === 'on'),
);

const envSchema = z.object({
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  ROUTIER_DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./.routier')),
  SESSION_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters (or leave it unset to generate one)').optional(),
  ),
  MIGRATE: flag,
  JOB_RUNNER: z.preprocess(blankToUndefined, z.enum(['inline', 'pgboss']).default('inline')),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_AUTHORIZATION_URL: optionalUrl,
  OIDC_TOKEN_URL: optionalUrl,
  OIDC_USERINFO_URL: optionalUrl,
  OIDC_SCOPE: z.preprocess(blankToUndefined, z.string().default('openid email profile')),
  OIDC_PROVIDER_NAME: z.preprocess(blankToUndefined, z.string().max(50).default('Replit')),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,
  GEOCODER: z.preprocess(blankToUndefined, z.enum(['offline', 'nominatim', 'google']).default('offline')),
  NOMINATIM_URL: z.preprocess(blankToUndefined, z.url().default('https://nominatim.openstreetmap.org')),
  NOMINATIM_EMAIL: z.preprocess(blankToUndefined, z.email().optional()),
  GOOGLE_MAPS_API_KEY: optionalString,
  ROUTING: z.preprocess(blankToUndefined, z.enum(['haversine', 'osrm']).default('haversine')),
  OSRM_URL: optionalUrl,
  OSRM_MAX_TABLE_SIZE: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(100)),
  MAP_TILE_URL: z.preprocess(
    blankToUndefined,
    z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  ),
  MAP_TILE_ATTRIBUTION: optionalString,
  MAP_MAX_ZOOM: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(24).default(19)),
  SIGN_IN_LIMIT_PER_MINUTE: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(100_000).default(10),
  ),
  SALES_EMAIL: z.preprocess(blankToUndefined, z.email().optional()),
  SUPPORT_EMAIL: z.preprocess(blankToUndefined, z.email().optional()),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: flag,
  CONSOLE_DIR: optionalString,
  NODE_ENV: optionalString,
  WEBHOOK_PRIVATE_URLS: z.preprocess(blankToUndefined, z.enum(['allow', 'deny']).optional()),
  METRICS_TOKEN: z.preprocess(blankToUndefined, z.string().min(16).optional()),
  RATE_LIMIT_STORE: z.preprocess(blankToUndefined, z.enum(['memory', 'database']).optional()),
  API_LIMIT_PER_MINUTE: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(60),
  ),
});

export type Env = Record<string, string | undefined>;

export interface OidcConfig {
  issuer?: string;
  clientId: string;
  clientSecret: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
  scope: string;
  providerName: string;
}

export interface Config {
  version: string;
  port: number;
  /** Origin and base path the app is reached at, without a trailing slash. */
  publicUrl: string;
  /** True when PUBLIC_URL was given explicitly (it is then the only trusted origin besides the request's own). */
  publicUrlConfigured: boolean;
  databaseUrl?: string;
  dataDir: string;
  sessionSecret?: string;
  migrateAtStart: boolean;
  jobRunner: 'inline' | 'pgboss';
  google?: { clientId: string; clientSecret: string };
  oidc?: OidcConfig;
  stripe: {
    secretKey?: string;
    publishableKey?: string;
    webhookSecret?: string;
    /** STRIPE_API_BASE: another Stripe API origin (stripe-mock in development), else Stripe's own. */
    apiBase?: string;
  };
  geocoder: 'offline' | 'nominatim' | 'google';
  nominatimUrl: string;
  /**
   * Contact address Nominatim's usage policy asks for (User-Agent and `email=`): NOMINATIM_EMAIL, else
   * SUPPORT_EMAIL.
   */
  nominatimEmail?: string;
  googleMapsApiKey?: string;
  routing: 'haversine' | 'osrm';
  osrmUrl?: string;
  /** Block size of OSRM /table requests (sources x destinations); at most the OSRM server's --max-table-size. */
  osrmMaxTableSize: number;
  mapTileUrl: string;
  mapAttribution: string;
  mapMaxZoom: number;
  salesEmail?: string;
  supportEmail?: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Sign-in and registration attempts a minute, per IP and per account (SIGN_IN_LIMIT_PER_MINUTE). */
  signInLimitPerMinute: number;
  trustProxy: boolean;
  consoleDir?: string;
  /**
   * Whether webhooks may call hosts on private networks (WEBHOOK_PRIVATE_URLS; default `deny` under
   * NODE_ENV=production, else `allow`): webhooks/webhook-url.ts.
   */
  webhookPrivateUrls: 'allow' | 'deny';
  /** METRICS_TOKEN: when set, GET /metrics answers only to this bearer token. */
  metricsToken?: string;
  /**
   * Where rate limits count (RATE_LIMIT_STORE): `database`, shared by every server process (the default on
   * PostgreSQL), or `memory`, per process (the default on the embedded database, which one process owns).
   */
  rateLimitStore: 'memory' | 'database';
  /** Expensive calls (optimisation, geocoding, token and webhook creation) a minute, per user (API_LIMIT_PER_MINUTE). */
  apiLimitPerMinute: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`)
    .join('; ');
}

/** Reads and validates the configuration; throws ConfigError naming each bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration: ${describeIssues(parsed.error)}`);
  }
  const e = parsed.data;
  const pairs: Array<[string, string | undefined, string, string | undefined]> = [
    ['GOOGLE_CLIENT_ID', e.GOOGLE_CLIENT_ID, 'GOOGLE_CLIENT_SECRET', e.GOOGLE_CLIENT_SECRET],
    ['OIDC_CLIENT_ID', e.OIDC_CLIENT_ID, 'OIDC_CLIENT_SECRET', e.OIDC_CLIENT_SECRET],
  ];
  for (const [nameA, a, nameB, b] of pairs) {
    if (Boolean(a) !== Boolean(b)) {
      const missing = a ? nameB : nameA;
      throw new ConfigError(`Invalid configuration: ${missing}: required when ${a ? nameA : nameB} is set`);
    }
  }
  const oidcEndpoints = Boolean(e.OIDC_AUTHORIZATION_URL && e.OIDC_TOKEN_URL && e.OIDC_USERINFO_URL);
  if (e.OIDC_CLIENT_ID && !e.OIDC_ISSUER && !oidcEndpoints) {
    throw new ConfigError(
      'Invalid configuration: OIDC_ISSUER: required with OIDC_CLIENT_ID (or set OIDC_AUTHORIZATION_URL, OIDC_TOKEN_URL and OIDC_USERINFO_URL)',
    );
  }
  if (e.ROUTING === 'osrm' && !e.OSRM_URL) {
    throw new ConfigError('Invalid configuration: OSRM_URL: required when ROUTING=osrm');
  }
  if (e.GEOCODER === 'google' && !e.GOOGLE_MAPS_API_KEY) {
    throw new ConfigError('Invalid configuration: GOOGLE_MAPS_API_KEY: required when GEOCODER=google');
  }
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    // A generated secret lives in one data directory: fine for the embedded default, wrong for a production
    // deployment, where servers share sessions and a lost volume would sign everyone out.
    throw new ConfigError(
      'Invalid configuration: SESSION_SECRET: required when NODE_ENV=production (at least 32 random characters, the same for every server process)',
    );
  }
  if (e.JOB_RUNNER === 'pgboss' && !e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration: JOB_RUNNER: pgboss needs DATABASE_URL (PostgreSQL)');
  }

  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT || 3000}`).replace(/\/+$/, '');
  return {
    version: SERVER_VERSION,
    port: e.PORT,
    publicUrl,
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.ROUTIER_DATA_DIR),
    sessionSecret: e.SESSION_SECRET,
    migrateAtStart: e.MIGRATE,
    jobRunner: e.JOB_RUNNER,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    oidc:
      e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER?.replace(/\/+$/, ''),
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            authorizationUrl: e.OIDC_AUTHORIZATION_URL,
            tokenUrl: e.OIDC_TOKEN_URL,
            userinfoUrl: e.OIDC_USERINFO_URL,
            scope: e.OIDC_SCOPE,
            providerName: e.OIDC_PROVIDER_NAME,
          }
        : undefined,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
    },
    geocoder: e.GEOCODER,
    nominatimUrl: e.NOMINATIM_URL.replace(/\/+$/, ''),
    nominatimEmail: e.NOMINATIM_EMAIL ?? e.SUPPORT_EMAIL,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    routing: e.ROUTING,
    osrmUrl: e.OSRM_URL?.replace(/\/+$/, ''),
    osrmMaxTableSize: e.OSRM_MAX_TABLE_SIZE,
    mapTileUrl: e.MAP_TILE_URL,
    mapAttribution:
      e.MAP_TILE_ATTRIBUTION ??
      (e.MAP_TILE_URL.includes('openstreetmap.org') ? '© OpenStreetMap contributors' : ''),
    mapMaxZoom: e.MAP_MAX_ZOOM,
    salesEmail: e.SALES_EMAIL,
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    signInLimitPerMinute: e.SIGN_IN_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    consoleDir: e.CONSOLE_DIR ? path.resolve(e.CONSOLE_DIR) : undefined,
    webhookPrivateUrls: e.WEBHOOK_PRIVATE_URLS ?? (e.NODE_ENV === 'production' ? 'deny' : 'allow'),
    metricsToken: e.METRICS_TOKEN,
    rateLimitStore: e.RATE_LIMIT_STORE ?? (e.DATABASE_URL ? 'database' : 'memory'),
    apiLimitPerMinute: e.API_LIMIT_PER_MINUTE,
  };
}

/** True when the app is served over HTTPS, so the session cookie must be Secure. */
export function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https://');
}
