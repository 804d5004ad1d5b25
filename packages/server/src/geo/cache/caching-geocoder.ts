/**
 * Caching decorator for any Geocoder: successful answers are kept in a GeocodeCacheStore (the database) per
 * (provider, normalised address) for `ttlMs`; NOT_FOUND and AMBIGUOUS are remembered in memory only, briefly
 * (`failureTtlMs`), so a batch repeating a bad address asks the provider once; PROVIDER_ERROR and RATE_LIMITED
 * are never cached. Literal coordinates skip the cache. A cache that fails (database down) is bypassed, not
 * fatal: the provider answers and the error goes to `onCacheError`.
 */
import { parseLiteralCoordinates } from '../geocoding/literal-coordinates.js';
import { normalizeAddress } from '../normalize.js';
import { biasKey } from '../bias.js';
import type { GeocodeBias, GeocodeFailure, GeocodeOutcome, Geocoder } from '../types.js';
import type { GeocodeCacheStore } from './geocode-cache-store.js';

export interface CachingGeocoderOptions {
  /** Lifetime of a cached success. Default 30 days (Google's terms allow caching coordinates that long). */
  ttlMs?: number;
  /** Lifetime of a remembered NOT_FOUND / AMBIGUOUS, in memory. Default 10 minutes; 0 disables. */
  failureTtlMs?: number;
  /** Most remembered failures (oldest dropped first). Default 1000. */
  maxFailures?: number;
  now?: () => number;
  onCacheError?: (error: unknown) => void;
}

/** Keys longer than this many UTF-8 bytes are not cached (keeps the primary-key index entry well within limits). */
export const MAX_CACHED_KEY_BYTES = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CacheStats {
  hits: number;
  misses: number;
  failureHits: number;
}

export class CachingGeocoder implements Geocoder {
  readonly provider: Geocoder['provider'];
  readonly stats: CacheStats = { hits: 0, misses: 0, failureHits: 0 };
  private readonly ttlMs: number;
  private readonly failureTtlMs: number;
  private readonly maxFailures: number;
  private readonly now: () => number;
  private readonly onCacheError: (error: unknown) => void;
  private readonly failures = new Map<string, { outcome: GeocodeFailure; expiresAt: number }>();

  constructor(
    private readonly inner: Geocoder,
    private readonly store: GeocodeCacheStore,
    options: CachingGeocoderOptions = {},
  ) {
    this.provider = inner.provider;
    this.ttlMs = options.ttlMs ?? 30 * DAY_MS;
    this.failureTtlMs = options.failureTtlMs ?? 10 * 60 * 1000;
    this.maxFailures = options.maxFailures ?? 1000;
    this.now = options.now ?? Date.now;
    this.onCacheError = options.onCacheError ?? (() => {});
  }

  async geocode(address: string, signal?: AbortSignal, bias?: GeocodeBias): Promise<GeocodeOutcome> {
    const normalized = normalizeAddress(address);
    // Answers differ by bias (the start, the user's country): cached apart.
    const key = normalized + biasKey(bias);
    if (
      normalized === '' ||
      Buffer.byteLength(key) > MAX_CACHED_KEY_BYTES ||
      parseLiteralCoordinates(address, this.provider)
    ) {
      return this.inner.geocode(address, signal, bias);
    }
    const now = this.now();
    const failed = this.failures.get(key);
    if (failed && failed.expiresAt > now) {
      this.stats.failureHits++;
      return failed.outcome;
    }
    if (failed) this.failures.delete(key);

    try {
      const cached = await this.store.get(this.provider, key, new Date(now));
      if (cached) {
        this.stats.hits++;
        return { ok: true, provider: this.provider, ...cached, cached: true };
      }
    } catch (error) {
      this.onCacheError(error);
    }
    this.stats.misses++;

    const outcome = await this.inner.geocode(address, signal, bias);
    if (outcome.ok) {
      const { lat, lng, confidence, precision, displayName, candidates } = outcome;
      try {
        await this.store.set(
          this.provider,
          key,
          { lat, lng, confidence, precision, displayName, ...(candidates ? { candidates } : {}) },
          new Date(this.now() + this.ttlMs),
        );
      } catch (error) {
        this.onCacheError(error);
      }
    } else if ((outcome.code === 'NOT_FOUND' || outcome.code === 'AMBIGUOUS') && this.failureTtlMs > 0) {
      if (this.failures.size >= this.maxFailures) this.failures.delete(this.failures.keys().next().value!);
      this.failures.set(key, { outcome, expiresAt: this.now() + this.failureTtlMs });
    }
    return outcome;
  }
}
