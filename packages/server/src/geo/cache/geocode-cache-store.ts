/**
 * Where cached geocodes live. The server uses the database (geocode-cache-repository.ts, table `geocode_cache`);
 * MemoryGeocodeCacheStore serves tests and processes without a database.
 */
import type { GeocodeCandidate, GeocodePrecision } from '../types.js';

export interface CachedGeocode {
  lat: number;
  lng: number;
  confidence: number;
  precision: GeocodePrecision;
  displayName: string;
  /** Other places the text may mean (absent in entries written before they were kept). */
  candidates?: GeocodeCandidate[];
}

export interface GeocodeCacheStore {
  /** The entry for (provider, normalised address) if it has not expired at `now`. */
  get(provider: string, addressKey: string, now: Date): Promise<CachedGeocode | undefined>;
  /** Inserts or replaces the entry. */
  set(provider: string, addressKey: string, value: CachedGeocode, expiresAt: Date): Promise<void>;
  /** Deletes expired entries; answers how many. */
  purgeExpired(now: Date): Promise<number>;
}

export class MemoryGeocodeCacheStore implements GeocodeCacheStore {
  private readonly entries = new Map<string, { value: CachedGeocode; expiresAt: number }>();

  async get(provider: string, addressKey: string, now: Date): Promise<CachedGeocode | undefined> {
    const entry = this.entries.get(`${provider}\u0000${addressKey}`);
    return entry && entry.expiresAt > now.getTime() ? { ...entry.value } : undefined;
  }

  async set(provider: string, addressKey: string, value: CachedGeocode, expiresAt: Date): Promise<void> {
    this.entries.set(`${provider}\u0000${addressKey}`, {
      value: { ...value },
      expiresAt: expiresAt.getTime(),
    });
  }

  async purgeExpired(now: Date): Promise<number> {
    let removed = 0;
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now.getTime()) {
        this.entries.delete(key);
        removed++;
      }
    }
    return removed;
  }

  get size(): number {
    return this.entries.size;
  }
}
