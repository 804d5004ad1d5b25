/**
 * A small in-process layer in front of an online geocoder and its database cache: successful answers are kept
 * in memory (least recently used first out) for a few minutes, so planning the same addresses again - the
 * dispatcher re-optimising, a batch of routes sharing a depot - costs no query at all. Failures are not kept
 * here (the database cache layer already remembers them briefly). Answers from memory say `cached: true`.
 */
import {
  biasKey,
  normalizeAddress,
  type GeocodeBias,
  type GeocodeOutcome,
  type GeocodeResult,
  type Geocoder,
} from '../index.js';

export interface MemoryGeocoderOptions {
  /** Most addresses kept (default 5,000: well under a megabyte). */
  maxEntries?: number;
  /** How long an answer is kept (default 10 minutes; the database cache keeps it for its provider's TTL). */
  ttlMs?: number;
  now?: () => number;
}

export class MemoryGeocoder implements Geocoder {
  readonly provider: Geocoder['provider'];
  private readonly entries = new Map<string, { result: GeocodeResult; expiresAt: number }>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly inner: Geocoder,
    options: MemoryGeocoderOptions = {},
  ) {
    this.provider = inner.provider;
    this.maxEntries = options.maxEntries ?? 5000;
    this.ttlMs = options.ttlMs ?? 10 * 60 * 1000;
    this.now = options.now ?? Date.now;
  }

  async geocode(address: string, signal?: AbortSignal, bias?: GeocodeBias): Promise<GeocodeOutcome> {
    const key = normalizeAddress(address) + biasKey(bias);
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Map order is insertion order: re-inserting marks the entry as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return { ...entry.result, cached: true };
    }
    if (entry) this.entries.delete(key);
    const outcome = await this.inner.geocode(address, signal, bias);
    if (outcome.ok && key !== '') {
      this.entries.set(key, { result: outcome, expiresAt: this.now() + this.ttlMs });
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return outcome;
  }
}

const wrapped = new WeakMap<Geocoder, Geocoder>();

/**
 * The geocoder planning uses: the app's configured one, with the memory layer when it is an online provider
 * behind the database cache (the offline gazetteer is in memory already). One per geocoder, so every planning
 * call of the app shares it.
 */
export function withMemory(geo: { geocoder: Geocoder; describe(): { geocodeCache: boolean } }): Geocoder {
  if (!geo.describe().geocodeCache) return geo.geocoder;
  let memo = wrapped.get(geo.geocoder);
  if (!memo) {
    memo = new MemoryGeocoder(geo.geocoder);
    wrapped.set(geo.geocoder, memo);
  }
  return memo;
}
