import type { GeocodeOutcome, Geocoder, GeocodeProviderName } from '../../geo/types.js';

/**
 * A geocoder answering from a table, recording every call and the peak number in flight (tests of the
 * decorators and of geocodeMany, which must not depend on a real provider).
 */
export class ScriptedGeocoder implements Geocoder {
  readonly calls: string[] = [];
  inFlight = 0;
  maxInFlight = 0;

  constructor(
    private readonly answers: (address: string) => GeocodeOutcome,
    readonly provider: GeocodeProviderName = 'nominatim',
    private readonly delayMs = 0,
  ) {}

  async geocode(address: string): Promise<GeocodeOutcome> {
    this.calls.push(address);
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      return this.answers(address);
    } finally {
      this.inFlight--;
    }
  }
}

export function place(lat: number, lng: number, displayName = `${lat}, ${lng}`): GeocodeOutcome {
  return { ok: true, lat, lng, provider: 'nominatim', confidence: 0.9, precision: 'address', displayName };
}
