/**
 * Geocodes a list of addresses: each distinct address (after normalisation) once, at most `concurrency` at a
 * time, answers in input order (duplicates share one outcome object). A rate-limited provider stops the rest:
 * the remaining addresses answer RATE_LIMITED instead of hammering it.
 */
import { normalizeAddress } from '../normalize.js';
import type { GeocodeBias, GeocodeOutcome, Geocoder } from '../types.js';

export interface GeocodeManyOptions {
  /** Parallel requests. Default 4 (the throttled public Nominatim serialises anyway). */
  concurrency?: number;
  signal?: AbortSignal;
  /** Passed to every lookup (GeocodeBias): the route's start, its reach, the user's country. */
  bias?: GeocodeBias;
}

export async function geocodeMany(
  geocoder: Geocoder,
  addresses: readonly string[],
  options: GeocodeManyOptions = {},
): Promise<GeocodeOutcome[]> {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 4));
  const { signal } = options;
  const keys = addresses.map(normalizeAddress);
  /** key -> first input index with that key. */
  const firstIndex = new Map<string, number>();
  keys.forEach((key, i) => {
    if (!firstIndex.has(key)) firstIndex.set(key, i);
  });
  const unique = [...firstIndex.values()];
  const outcomes = new Map<string, GeocodeOutcome>();
  let rateLimited: GeocodeOutcome | undefined;
  let next = 0;

  const worker = async (): Promise<void> => {
    while (next < unique.length) {
      const i = unique[next++];
      signal?.throwIfAborted();
      const outcome = rateLimited ?? (await geocoder.geocode(addresses[i], signal, options.bias));
      if (!outcome.ok && outcome.code === 'RATE_LIMITED') rateLimited ??= outcome;
      outcomes.set(keys[i], outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, unique.length) }, worker));
  return keys.map((key) => outcomes.get(key)!);
}
