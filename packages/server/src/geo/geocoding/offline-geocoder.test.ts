import { describe, expect, it } from 'vitest';
import type { GeocodeOutcome } from '../types.js';
import { OfflineGeocoder } from './offline-geocoder.js';

const geocoder = new OfflineGeocoder();

async function found(address: string) {
  const outcome = await geocoder.geocode(address);
  if (!outcome.ok) throw new Error(`${address}: ${outcome.code} ${outcome.message}`);
  return outcome;
}

async function failed(address: string): Promise<Extract<GeocodeOutcome, { ok: false }>> {
  const outcome = await geocoder.geocode(address);
  if (outcome.ok) throw new Error(`${address}: unexpectedly found ${outcome.displayName}`);
  return outcome;
}

describe('offline geocoder: cities', () => {
  it('resolves "Paris, France" to Paris, France', async () => {
    const r = await found('Paris, France');
    expect(r).toMatchObject({ provider: 'offline', precision: 'city', displayName: 'Paris, France' });
    expect(r.lat).toBeCloseTo(48.853, 2);
    expect(r.lng).toBeCloseTo(2.349, 2);
    expect(r.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it.each(['Austin, TX', 'Austin, Texas', 'austin texas', 'AUSTIN TX 78701', 'Austin, TX, USA'])(
    'resolves "%s" to Austin, Texas',
    async (address) => {
      const r = await found(address);
      expect(r.displayName).toBe('Austin, TX, United States');
      expect(r.lat).toBeCloseTo(30.267, 2);
      expect(r.lng).toBeCloseTo(-97.743, 2);
    },
  );

  it('lets a state pick the smaller city: "Springfield, IL" is the Illinois capital', async () => {
    const r = await found('Springfield, IL');
    expect(r.displayName).toBe('Springfield, IL, United States');
    expect(r.lat).toBeCloseTo(39.8, 1);
    expect(r.lng).toBeCloseTo(-89.64, 1);
  });

  it('takes the most populous city of an ambiguous name when it clearly dominates: "London"', async () => {
    const r = await found('London');
    expect(r.displayName).toBe('London, England, United Kingdom');
    expect(r.confidence).toBeLessThan((await found('London, UK')).confidence);
  });

  it.each([
    ['London, Ontario', 'London, ON, Canada'],
    ['London, ON', 'London, ON, Canada'],
    ['London, Canada', 'London, ON, Canada'],
    ['Paris, TX', 'Paris, TX, United States'],
    ['Perth, Scotland', 'Perth, Scotland, United Kingdom'],
    ['Perth, WA', 'Perth, WA, Australia'],
  ])('lets a region or country qualifier pick another city: "%s"', async (address, displayName) => {
    expect((await found(address)).displayName).toBe(displayName);
  });

  it('answers AMBIGUOUS when no city of the name dominates ("Springfield" alone)', async () => {
    const f = await failed('Springfield');
    expect(f.code).toBe('AMBIGUOUS');
    expect(f.message).toContain('Springfield, MO, United States');
    expect(f.message).toContain('Springfield, IL, United States');
  });

  it('takes the largest when told to (ambiguityRatio 1)', async () => {
    const r = await new OfflineGeocoder({ ambiguityRatio: 1 }).geocode('Springfield');
    expect(r).toMatchObject({ ok: true, displayName: 'Springfield, MO, United States' });
  });

  it.each([
    ['PARIS, france', 'Paris, France'],
    ['São Paulo, Brasil', 'São Paulo, Brazil'],
    ['sao paulo', 'São Paulo, Brazil'],
    ['Zurich', 'Zürich, Switzerland'],
    ['Saint Louis, MO', 'St. Louis, MO, United States'],
    ['Washington, D.C.', 'Washington, D.C., DC, United States'],
    ['Washington DC', 'Washington, D.C., DC, United States'],
    ['New York', 'New York City, NY, United States'],
    ['New York, NY', 'New York City, NY, United States'],
    ['Cologne, Germany', 'Köln, Germany'],
    ['Singapore', 'Singapore, Singapore'],
  ])('ignores case, accents and punctuation, and knows common names: "%s"', async (address, displayName) => {
    expect((await found(address)).displayName).toBe(displayName);
  });
});

describe('offline geocoder: street addresses', () => {
  it('places "12 Main St, Austin, TX" at the city centre, as approximate', async () => {
    const street = await found('12 Main St, Austin, TX');
    const city = await found('Austin, TX');
    expect(street).toMatchObject({ precision: 'city', lat: city.lat, lng: city.lng });
    expect(street.confidence).toBeLessThan(0.5);
    expect(street.confidence).toBeCloseTo(city.confidence / 2, 1);
  });

  it('finds the city in an address without commas and ignores postcodes', async () => {
    expect(await found('500 Main St Austin TX 78701')).toMatchObject({
      displayName: 'Austin, TX, United States',
      precision: 'city',
    });
    expect(await found('10 Downing Street, London SW1A 2AA, UK')).toMatchObject({
      displayName: 'London, England, United Kingdom',
    });
  });
});

describe('offline geocoder: streets without a city', () => {
  it.each(['12 High Street', 'Main Street', '1 Bridge St', 'Flat 2, 10 Downing Street'])(
    'refuses "%s" and asks for the city (no town called "Street", no São Tomé for "St")',
    async (address) => {
      const f = await failed(address);
      expect(f.code).toBe('NOT_FOUND');
      expect(f.message).toMatch(/names no city the offline geocoder knows.*Add the city and region/);
    },
  );

  it('still reads a capitalised state code that is also a street type ("CT")', async () => {
    expect((await found('12 Main St Hartford CT 06103')).displayName).toBe('Hartford, CT, United States');
    expect((await found('Hartford CT')).displayName).toBe('Hartford, CT, United States');
  });
});

describe('offline geocoder: what it refuses', () => {
  it('answers NOT_FOUND for an unknown place, with advice', async () => {
    const f = await failed('Xyzzyville');
    expect(f.code).toBe('NOT_FOUND');
    expect(f.message).toMatch(/GEOCODER=nominatim or google/);
  });

  it('answers NOT_FOUND when the qualifier rules the city out', async () => {
    const f = await failed('Paris, Germany');
    expect(f.code).toBe('NOT_FOUND');
    expect(f.message).toMatch(/No place named "Paris" was found in Germany; there is Paris, France/);
  });

  it('refuses a bare country or state instead of placing a stop at its centre', async () => {
    expect(await failed('France')).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringMatching(/country/),
    });
    expect(await failed('Texas')).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringMatching(/region/),
    });
  });

  it('answers NOT_FOUND for empty text', async () => {
    expect(await failed('   ')).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('offline geocoder: literal coordinates', () => {
  it('answers them exactly with confidence 1', async () => {
    expect(await found('30.2672, -97.7431')).toMatchObject({
      lat: 30.2672,
      lng: -97.7431,
      precision: 'coordinates',
      confidence: 1,
    });
  });

  it('refuses them out of range', async () => {
    expect(await failed('91, 10')).toMatchObject({ code: 'NOT_FOUND' });
    expect(await failed('45, -181')).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('rejects when the signal is already aborted', async () => {
    await expect(geocoder.geocode('Paris', AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
  });
});
