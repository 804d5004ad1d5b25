/**
 * Coordinates for places given only as addresses: through the configured server's `POST /api/geocode`
 * (its geocoder and cache), 100 addresses per call. Without a configured server the command stops and
 * names the places that need coordinates (exit 2).
 */
import { unwrap } from '@routier/sdk';
import type { CommandContext } from '../core/context.js';
import { serverConfigured } from '../core/config.js';
import { UsageError } from '../io/errors.js';
import { hasCoordinates, type Place } from './places.js';

const BATCH = 100;

export interface ResolveReport {
  /** Distinct addresses sent to the server. */
  geocoded: number;
  server: string | null;
}

export async function resolvePlaces(ctx: CommandContext, places: Place[]): Promise<ResolveReport> {
  const missing = places.filter((p) => !hasCoordinates(p));
  if (missing.length === 0) return { geocoded: 0, server: null };
  const connection = await ctx.connection();
  if (!serverConfigured(connection)) {
    throw new UsageError(
      `${missing.length} place${missing.length === 1 ? ' needs' : 's need'} coordinates: add lat and lng, ` +
        'or log in to a server (routier login / ROUTIER_SERVER) to geocode the addresses',
      missing.map((p) => ({ where: p.where, message: p.address ?? '' })),
    );
  }
  const { api } = await ctx.client();
  const addresses = [...new Set(missing.map((p) => p.address as string))];
  const found = new Map<string, { lat: number; lng: number } | { error: string }>();
  ctx.note(
    `Geocoding ${addresses.length} address${addresses.length === 1 ? '' : 'es'} with ${connection.server}`,
  );
  for (let i = 0; i < addresses.length; i += BATCH) {
    const chunk = addresses.slice(i, i + BATCH);
    const { results } = await unwrap(api.POST('/api/geocode', { body: { addresses: chunk } }));
    results.forEach((r, k) => {
      found.set(chunk[k], r.ok ? { lat: r.lat, lng: r.lng } : { error: r.message });
    });
  }
  const failures = missing.filter((p) => {
    const r = found.get(p.address as string);
    if (r && 'lat' in r) {
      p.lat = r.lat;
      p.lng = r.lng;
      p.geocoded = true;
      return false;
    }
    return true;
  });
  if (failures.length) {
    throw new UsageError(
      `${failures.length} address${failures.length === 1 ? '' : 'es'} could not be geocoded: add lat and lng for ${failures.length === 1 ? 'it' : 'them'}`,
      failures.map((p) => {
        const r = found.get(p.address as string);
        return { where: p.where, message: r && 'error' in r ? r.error : `no result for '${p.address}'` };
      }),
    );
  }
  return { geocoded: addresses.length, server: connection.server };
}
