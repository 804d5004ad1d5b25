/**
 * Default travel times, no network: great-circle distance x road factor (1.3), at the profile's average speed
 * (vehicle-profiles.ts). Symmetric; O(n^2) with one sin/cos pair per pair of points (1,000 points: ~50 ms).
 */
import { EARTH_RADIUS_M } from '../great-circle.js';
import type { LatLng, Router, TravelMatrix, VehicleProfile } from '../types.js';
import { assertValidPoints } from './points.js';
import { HAVERSINE_SPEED_KMH, ROAD_FACTOR } from './vehicle-profiles.js';

export interface HaversineRouterOptions {
  roadFactor?: number;
  /** Overrides per profile, km/h. */
  speedsKmh?: Partial<Record<VehicleProfile, number>>;
}

const RAD = Math.PI / 180;

export class HaversineRouter implements Router {
  readonly provider = 'haversine' as const;
  readonly roadFactor: number;
  private readonly speeds: Record<VehicleProfile, number>;

  constructor(options: HaversineRouterOptions = {}) {
    this.roadFactor = options.roadFactor ?? ROAD_FACTOR;
    this.speeds = { ...HAVERSINE_SPEED_KMH, ...options.speedsKmh };
    if (!(this.roadFactor >= 1)) throw new RangeError('roadFactor must be at least 1');
    for (const [profile, speed] of Object.entries(this.speeds)) {
      if (!(speed > 0)) throw new RangeError(`speed for ${profile} must be positive`);
    }
  }

  speedKmh(profile: VehicleProfile): number {
    return this.speeds[profile] ?? this.speeds.default;
  }

  async matrix(
    points: readonly LatLng[],
    profile: VehicleProfile,
    signal?: AbortSignal,
  ): Promise<TravelMatrix> {
    signal?.throwIfAborted();
    assertValidPoints(points);
    const n = points.length;
    const distancesM = new Float64Array(n * n);
    const durationsS = new Float64Array(n * n);
    const lat = new Float64Array(n);
    const lng = new Float64Array(n);
    const cosLat = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      lat[i] = points[i].lat * RAD;
      lng[i] = points[i].lng * RAD;
      cosLat[i] = Math.cos(lat[i]);
    }
    const metresPerSecond = this.speedKmh(profile) / 3.6;
    const scale = 2 * EARTH_RADIUS_M * this.roadFactor;
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const sLat = Math.sin((lat[j] - lat[i]) / 2);
        const sLng = Math.sin((lng[j] - lng[i]) / 2);
        const h = sLat * sLat + cosLat[i] * cosLat[j] * sLng * sLng;
        const d = scale * Math.asin(Math.min(1, Math.sqrt(h)));
        const t = d / metresPerSecond;
        distancesM[i * n + j] = d;
        distancesM[j * n + i] = d;
        durationsS[i * n + j] = t;
        durationsS[j * n + i] = t;
      }
    }
    return { n, distancesM, durationsS };
  }

  /** No road network: the map draws straight segments. */
  async geometry(): Promise<null> {
    return null;
  }
}
