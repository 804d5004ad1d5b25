import type { MapConfig, PublicConfig } from '@routier/contract';
import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { HttpError } from '../kernel/errors.js';
import type { Config } from '../config/config.js';

/** The map part of the public configuration; document 2 puts route maps around New York at zoom 10. */
export function mapConfig(config: Config): MapConfig {
  return {
    tileUrl: config.mapTileUrl,
    attribution: config.mapAttribution,
    maxZoom: config.mapMaxZoom,
    geocoder: config.geocoder,
    routing: config.routing,
    roadGeometry: config.routing === 'osrm',
    googleMapsKey: Boolean(config.googleMapsApiKey),
    defaultCenter: { lat: 40.7128, lng: -74.006 },
    defaultZoom: 10,
  };
}

/** What the console needs to know about this server; no secret ever. */
export function publicConfig(config: Config): PublicConfig {
  const { defaultCenter: _center, defaultZoom: _zoom, ...map } = mapConfig(config);
  return {
    version: config.version,
    auth: {
      password: true,
      google: Boolean(config.google),
      oidc: Boolean(config.oidc),
      oidcLabel: config.oidc?.providerName ?? 'Replit',
    },
    billing: {
      enabled: Boolean(config.stripe.secretKey && config.stripe.publishableKey),
      publishableKey: config.stripe.publishableKey ?? null,
    },
    contact: { salesEmail: config.salesEmail ?? null, supportEmail: config.supportEmail ?? null },
    map,
  };
}

export function configHandlers({ config }: AppServices) {
  return defineHandlers({
    getPublicConfig: (ctx) => {
      ctx.body = publicConfig(config);
    },
    getMapConfig: (ctx) => {
      ctx.body = mapConfig(config);
    },
    getGoogleMapsKey: (ctx) => {
      if (!config.googleMapsApiKey) {
        throw new HttpError(404, 'NOT_CONFIGURED', 'Google Maps is not configured on this server.');
      }
      ctx.body = { apiKey: config.googleMapsApiKey };
    },
  });
}
