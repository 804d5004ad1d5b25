/**
 * Road travel times and geometry from an OSRM server (OSRM_URL), HTTP API v5
 * (https://project-osrm.org/docs/v5.24.0/api/).
 *
 * - Matrix: GET {base}/table/v1/{profile}/{lng,lat;...}?annotations=duration,distance[&sources=..&destinations=..].
 *   OSRM refuses tables with more than max-table-size^2 cells (default 100^2: `osrm-routed --max-table-size`), so
 *   larger matrices are split into blocks of `maxTableSize` sources x `maxTableSize` destinations, fetched
 *   `concurrency` at a time. Durations are multiplied by the profile's duration factor (car times -> truck times).
 * - Geometry: GET {base}/route/v1/{profile}/{coords}?overview=full&geometries=polyline6, in legs of at most
 *   `maxRoutePoints` waypoints (`--max-viaroute-size`, default 500), joined.
 *
 * Network errors, timeouts and 5xx are retried with exponential backoff; then ROUTING_UNAVAILABLE. An answer
 * with `code` other than `Ok` is ROUTING_REJECTED (NoSegment names the point that could not be snapped to a
 * road); a null cell (no road between two points) is NO_ROUTE naming the pair.
 */
import { RoutingError } from '../errors.js';
import { fetchJson, HttpFailure, type FetchJsonOptions } from '../http/fetch-json.js';
import type { LatLng, Router, TravelMatrix, VehicleProfile } from '../types.js';
import { assertValidPoints } from './points.js';
import { decodePolyline } from './polyline.js';
import { tableBlocks, type TableBlock } from './table-blocks.js';
import { OSRM_DURATION_FACTOR } from './vehicle-profiles.js';

export interface OsrmRouterOptions {
  baseUrl: string;
  /** Path segment of the OSRM profile. Default `driving` (osrm-routed serves whatever it was built with). */
  osrmProfile?: string;
  /** Block size for /table; must not exceed the server's --max-table-size. Default 100. */
  maxTableSize?: number;
  /** Waypoints per /route request. Default 100. */
  maxRoutePoints?: number;
  /** Table blocks in flight at once. Default 2. */
  concurrency?: number;
  /** Per request. Default 30000. */
  timeoutMs?: number;
  /** Default 2. */
  retries?: number;
  /** Default 500. */
  backoffMs?: number;
  durationFactors?: Partial<Record<VehicleProfile, number>>;
  /** `geojson` or `polyline6` (default: smaller answers). */
  geometries?: 'geojson' | 'polyline6';
  userAgent?: string;
}

interface OsrmTable {
  durations: (number | null)[][];
  distances: (number | null)[][];
}

interface OsrmAnswer {
  code?: string;
  message?: string;
  durations?: (number | null)[][];
  distances?: (number | null)[][];
  routes?: { geometry: string | { coordinates: [number, number][] } }[];
}

export class OsrmRouter implements Router {
  readonly provider = 'osrm' as const;
  readonly maxTableSize: number;
  private readonly base: string;
  private readonly osrmProfile: string;
  private readonly maxRoutePoints: number;
  private readonly concurrency: number;
  private readonly factors: Record<VehicleProfile, number>;
  private readonly geometries: 'geojson' | 'polyline6';
  private readonly http: Omit<FetchJsonOptions, 'signal'>;

  constructor(options: OsrmRouterOptions) {
    this.base = new URL(options.baseUrl).href.replace(/\/+$/, '');
    this.osrmProfile = options.osrmProfile ?? 'driving';
    this.maxTableSize = options.maxTableSize ?? 100;
    this.maxRoutePoints = options.maxRoutePoints ?? 100;
    this.concurrency = options.concurrency ?? 2;
    this.factors = { ...OSRM_DURATION_FACTOR, ...options.durationFactors };
    this.geometries = options.geometries ?? 'polyline6';
    if (!Number.isInteger(this.maxTableSize) || this.maxTableSize < 1)
      throw new RangeError('maxTableSize >= 1');
    if (!Number.isInteger(this.maxRoutePoints) || this.maxRoutePoints < 2)
      throw new RangeError('maxRoutePoints >= 2');
    this.http = {
      headers: options.userAgent ? { 'User-Agent': options.userAgent } : {},
      timeoutMs: options.timeoutMs ?? 30_000,
      retries: options.retries ?? 2,
      backoffMs: options.backoffMs ?? 500,
    };
  }

  async matrix(
    points: readonly LatLng[],
    profile: VehicleProfile,
    signal?: AbortSignal,
  ): Promise<TravelMatrix> {
    assertValidPoints(points);
    const n = points.length;
    const distancesM = new Float64Array(n * n);
    const durationsS = new Float64Array(n * n);
    if (n <= 1) return { n, distancesM, durationsS };
    const factor = this.factors[profile] ?? 1;
    const blocks = tableBlocks(n, this.maxTableSize);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < blocks.length) {
        const block = blocks[next++];
        const answer = await this.fetchTable(points, block, signal);
        for (let r = 0; r < block.sources.length; r++) {
          const i = block.sources[r];
          for (let c = 0; c < block.destinations.length; c++) {
            const j = block.destinations[c];
            const duration = answer.durations[r]?.[c];
            const distance = answer.distances[r]?.[c];
            if (typeof duration !== 'number' || typeof distance !== 'number') {
              throw new RoutingError('NO_ROUTE', `No road route from point ${i} to point ${j}.`, {
                from: i,
                to: j,
              });
            }
            distancesM[i * n + j] = distance;
            durationsS[i * n + j] = duration * factor;
          }
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, blocks.length) }, worker));
    return { n, distancesM, durationsS };
  }

  async geometry(
    points: readonly LatLng[],
    _profile: VehicleProfile,
    signal?: AbortSignal,
  ): Promise<[number, number][] | null> {
    assertValidPoints(points);
    if (points.length < 2) return points.map((p) => [p.lng, p.lat]);
    const line: [number, number][] = [];
    // Legs share their end points: [0..k], [k..2k], ...
    for (let start = 0; start < points.length - 1; start += this.maxRoutePoints - 1) {
      const leg = points.slice(start, start + this.maxRoutePoints);
      const query = `overview=full&steps=false&geometries=${this.geometries}`;
      const answer = await this.request('route', leg, query, signal, start);
      const geometry = answer.routes?.[0]?.geometry;
      const coordinates =
        typeof geometry === 'string'
          ? decodePolyline(geometry, 6)
          : Array.isArray(geometry?.coordinates)
            ? geometry.coordinates
            : null;
      if (!coordinates) throw new RoutingError('ROUTING_REJECTED', 'OSRM answered a route without geometry.');
      line.push(...(line.length > 0 ? coordinates.slice(1) : coordinates));
    }
    return line;
  }

  private async fetchTable(
    points: readonly LatLng[],
    block: TableBlock,
    signal?: AbortSignal,
  ): Promise<OsrmTable> {
    const coords = block.coordinates.map((i) => points[i]);
    let query = 'annotations=duration,distance';
    if (block.sources !== block.destinations || block.sources.length !== block.coordinates.length) {
      query += `&sources=${block.sourceSlots.join(';')}&destinations=${block.destinationSlots.join(';')}`;
    }
    const answer = await this.request('table', coords, query, signal, 0, block.coordinates);
    if (
      !Array.isArray(answer.durations) ||
      !Array.isArray(answer.distances) ||
      answer.durations.length !== block.sources.length ||
      answer.distances.length !== block.sources.length
    ) {
      throw new RoutingError(
        'ROUTING_REJECTED',
        'OSRM answered a table without both durations and distances (annotations=duration,distance needs OSRM 5.19 or later).',
      );
    }
    return { durations: answer.durations, distances: answer.distances };
  }

  /**
   * One OSRM request. `globalIndex` maps the request's coordinate positions back to the caller's point indices
   * (default: offset + position) for error messages.
   */
  private async request(
    service: 'table' | 'route',
    coords: readonly LatLng[],
    query: string,
    signal: AbortSignal | undefined,
    offset: number,
    globalIndex?: readonly number[],
  ): Promise<OsrmAnswer> {
    const path = coords.map((p) => `${p.lng},${p.lat}`).join(';');
    const url = `${this.base}/${service}/v1/${this.osrmProfile}/${path}?${query}`;
    let res;
    try {
      res = await fetchJson(url, { ...this.http, signal });
    } catch (err) {
      if (err instanceof HttpFailure) {
        throw new RoutingError('ROUTING_UNAVAILABLE', `The OSRM server is unavailable: ${err.message}.`, {
          status: err.status,
        });
      }
      throw err;
    }
    const answer = (res.body ?? {}) as OsrmAnswer;
    if (res.status === 200 && answer.code === 'Ok') return answer;
    const code = typeof answer.code === 'string' ? answer.code : `HTTP ${res.status}`;
    const message = typeof answer.message === 'string' ? answer.message : 'no message';
    // NoSegment: "Could not find a matching segment for coordinate 3" (a position in this request).
    const m = /coordinate (\d+)/.exec(message);
    const slot = m ? Number(m[1]) : undefined;
    const point = slot === undefined ? undefined : (globalIndex?.[slot] ?? offset + slot);
    if (code === 'NoRoute') {
      throw new RoutingError('NO_ROUTE', `OSRM found no road route: ${message}`, { providerCode: code });
    }
    const where =
      slot !== undefined && coords[slot]
        ? `; point ${point} (${coords[slot].lat}, ${coords[slot].lng}) is not near a road it knows`
        : '';
    throw new RoutingError(
      'ROUTING_REJECTED',
      `OSRM refused the ${service} request (${code}: ${message})${where}.`,
      {
        status: res.status,
        providerCode: code,
        from: point,
      },
    );
  }
}
