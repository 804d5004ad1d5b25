/**
 * The database home of cached geocodes (table `geocode_cache`, see geocode-cache-migration.ts). Works on
 * PostgreSQL and the embedded PGlite alike; `double precision` columns come back as numbers on both.
 */
import type { Knex } from 'knex';
import { deletedCount } from '../../db/rows.js';
import type { GeocodeCandidate, GeocodePrecision } from '../types.js';
import type { CachedGeocode, GeocodeCacheStore } from './geocode-cache-store.js';

interface Row {
  provider: string;
  address_key: string;
  expires_at: Date;
  lat: number | string;
  lng: number | string;
  confidence: number | string;
  precision: string;
  display_name: string;
  candidates: GeocodeCandidate[] | string | null;
}

export class KnexGeocodeCacheStore implements GeocodeCacheStore {
  constructor(private readonly knex: Knex | Knex.Transaction) {}

  async get(provider: string, addressKey: string, now: Date): Promise<CachedGeocode | undefined> {
    const row = await this.knex<Row>('geocode_cache')
      .select('lat', 'lng', 'confidence', 'precision', 'display_name', 'candidates')
      .where({ provider, address_key: addressKey })
      .andWhere('expires_at', '>', now)
      .first();
    if (!row) return undefined;
    return {
      lat: Number(row.lat),
      lng: Number(row.lng),
      confidence: Number(row.confidence),
      precision: row.precision as GeocodePrecision,
      displayName: row.display_name,
      ...(row.candidates
        ? { candidates: typeof row.candidates === 'string' ? JSON.parse(row.candidates) : row.candidates }
        : {}),
    };
  }

  async set(provider: string, addressKey: string, value: CachedGeocode, expiresAt: Date): Promise<void> {
    await this.knex('geocode_cache')
      .insert({
        provider,
        address_key: addressKey,
        lat: value.lat,
        lng: value.lng,
        confidence: value.confidence,
        precision: value.precision,
        display_name: value.displayName,
        candidates: value.candidates ? JSON.stringify(value.candidates) : null,
        created_at: new Date(),
        expires_at: expiresAt,
      })
      .onConflict(['provider', 'address_key'])
      .merge();
  }

  async purgeExpired(now: Date): Promise<number> {
    return deletedCount(this.knex('geocode_cache').where('expires_at', '<=', now).delete());
  }
}
