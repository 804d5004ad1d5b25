import helmet from 'koa-helmet';
import type { Middleware } from 'koa';

export interface SecurityHeaderOptions {
  /** MAP_TILE_URL: the console's map loads tiles from its host. */
  mapTileUrl: string;
  https: boolean;
  googleMaps: boolean;
}

/**
 * The origin a CSP must allow for an XYZ tile template. A subdomain placeholder (`{a-c}`, `{s}`) in the
 * first label becomes a `*.` wildcard; a placeholder elsewhere falls back to the bare scheme.
 */
export function tileSource(template: string): string | undefined {
  const match = /^(https?):\/\/([^/]+)/i.exec(template);
  if (!match) return undefined; // a relative template is served by us ('self')
  const [, scheme, host] = match;
  if (!host.includes('{')) return `${scheme}://${host}`;
  const [first, ...rest] = host.split('.');
  if (first.includes('{') && rest.length && !rest.join('.').includes('{'))
    return `${scheme}://*.${rest.join('.')}`;
  return `${scheme}:`;
}

/**
 * helmet's headers with a Content-Security-Policy that lets the console work: its own scripts, inline
 * styles (React style attributes, Blueprint), map tiles from the configured host, Stripe's script, frames
 * and API, Google Maps when its key is configured, and profile pictures from sign-in providers (https).
 */
export function securityHeaders(options: SecurityHeaderOptions): Middleware {
  const tiles = tileSource(options.mapTileUrl);
  const stripe = ['https://js.stripe.com', 'https://*.js.stripe.com'];
  const maps = options.googleMaps ? ['https://maps.googleapis.com', 'https://maps.gstatic.com'] : [];
  const directives: Record<string, string[] | null> = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...stripe, ...maps],
    styleSrc: ["'self'", "'unsafe-inline'", ...(options.googleMaps ? ['https://fonts.googleapis.com'] : [])],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(tiles && !tiles.startsWith('https') ? [tiles] : [])],
    connectSrc: [
      "'self'",
      'https://api.stripe.com',
      'https://*.stripe.com',
      ...(tiles ? [tiles] : []),
      ...maps,
    ],
    fontSrc: ["'self'", 'data:', ...(options.googleMaps ? ['https://fonts.gstatic.com'] : [])],
    frameSrc: ["'self'", ...stripe, 'https://hooks.stripe.com'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: options.https ? [] : null,
  };
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // Stripe's and the map's cross-origin resources do not send CORP headers.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.https ? { maxAge: 15552000, includeSubDomains: true } : false,
  }) as Middleware;
}
