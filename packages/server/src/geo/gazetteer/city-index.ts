/**
 * Name index over a CityTable: city ids sorted by (hash of normalised name, population descending), so a lookup
 * is one binary search plus a short scan, and the candidates come out largest first. Hash collisions are
 * resolved by re-normalising each candidate's name (a handful per lookup). Memory: two Uint32Arrays of the
 * table's length (about 1 MB for 135k cities); no per-name strings are kept.
 */
import { normalizeName } from '../normalize.js';
import { cityName, type CityTable } from './city-table.js';
import { runNow, type Steps } from './steps.js';

export interface CityIndex {
  table: CityTable;
  /** City ids ordered by (hash asc, population desc). */
  order: Uint32Array;
  /** `hashes[k]` = hash of city `order[k]`'s normalised name. */
  hashes: Uint32Array;
}

/** FNV-1a over UTF-16 code units, 32-bit. */
export function hashName(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function buildCityIndex(table: CityTable): CityIndex {
  return runNow(indexCities(table));
}

/** Names normalised per step of `indexCities` (a few milliseconds). */
const NAMES_PER_STEP = 4096;

/** buildCityIndex in steps (steps.ts): a pause every NAMES_PER_STEP names, the costly part. */
export function* indexCities(table: CityTable): Steps<CityIndex> {
  const n = table.count;
  // Sort with packed Float64 keys (exact integers below 2^53) and the native numeric sort, about twice as fast
  // as a comparator: first by population descending (ties by id), then by (hash, population rank).
  const idBits = Math.max(1, Math.ceil(Math.log2(n + 1)));
  const idScale = 2 ** idBits;
  let maxPop = 0;
  for (let i = 0; i < n; i++) if (table.population[i] > maxPop) maxPop = table.population[i];
  if ((maxPop + 1) * idScale > Number.MAX_SAFE_INTEGER || 2 ** 32 * idScale > Number.MAX_SAFE_INTEGER) {
    throw new Error('city table too large for the packed index keys');
  }
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = (maxPop - table.population[i]) * idScale + i;
  keys.sort();
  const byRank = new Uint32Array(n);
  for (let r = 0; r < n; r++) byRank[r] = keys[r] % idScale;
  for (let r = 0; r < n; r++) {
    if (r % NAMES_PER_STEP === NAMES_PER_STEP - 1) yield;
    const id = byRank[r];
    keys[r] = hashName(normalizeName(cityName(table, id))) * idScale + r;
  }
  keys.sort();
  const order = new Uint32Array(n);
  const hashes = new Uint32Array(n);
  for (let k = 0; k < n; k++) {
    const rank = keys[k] % idScale;
    order[k] = byRank[rank];
    hashes[k] = (keys[k] - rank) / idScale;
  }
  return { table, order, hashes };
}

/** Ids of the cities whose normalised name equals `key` (already normalised), largest population first. */
export function lookupCities(index: CityIndex, key: string): number[] {
  const h = hashName(key);
  const { hashes, order, table } = index;
  let lo = 0;
  let hi = hashes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (hashes[mid] < h) lo = mid + 1;
    else hi = mid;
  }
  const out: number[] = [];
  for (let k = lo; k < hashes.length && hashes[k] === h; k++) {
    const id = order[k];
    if (normalizeName(cityName(table, id)) === key) out.push(id);
  }
  return out;
}
