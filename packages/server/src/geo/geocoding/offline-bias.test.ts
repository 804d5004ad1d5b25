import { describe, expect, it } from 'vitest';
import type { GeocodeBias, LatLng } from '../types.js';
import { OfflineGeocoder } from './offline-geocoder.js';

const geocoder = new OfflineGeocoder();
const NEW_YORK = { lat: 40.7128, lng: -74.006 };
const LONDON = { lat: 51.5074, lng: -0.1278 };
const CHICAGO = { lat: 41.8781, lng: -87.6298 };
const SEATTLE = { lat: 47.6062, lng: -122.3321 };
const BOSTON = { lat: 42.3601, lng: -71.0589 };
const TORONTO = { lat: 43.6532, lng: -79.3832 };
const near = (point: LatLng, region?: string): GeocodeBias => ({ near: point, withinKm: 300, region });

describe('offline geocoder: biased by the route start and the user region', () => {
  it.each([
    ['Richmond upon Thames', LONDON, /^Richmond, England/, 51.46, -0.3],
    ['Richmond', LONDON, /^Richmond, England/, 51.46, -0.3],
    ['Springfield', CHICAGO, /^Springfield, IL/, 39.8, -89.64],
    ['Portland', SEATTLE, /^Portland, OR/, 45.52, -122.68],
    ['Portland', BOSTON, /^Portland, ME/, 43.66, -70.26],
    ['Cambridge', BOSTON, /^Cambridge, MA/, 42.37, -71.11],
    ['London', TORONTO, /^London, ON/, 42.98, -81.23],
  ])('places "%s" near the start', async (address, start, name, lat, lng) => {
    const outcome = await geocoder.geocode(address, undefined, near(start));
    expect(outcome).toMatchObject({ ok: true, displayName: expect.stringMatching(name) });
    if (!outcome.ok) return;
    expect(outcome.lat).toBeCloseTo(lat, 0);
    expect(outcome.lng).toBeCloseTo(lng, 0);
  });

  it('lists the other places of the name as candidates, nearest to the start first', async () => {
    const outcome = await geocoder.geocode('Springfield', undefined, near(CHICAGO));
    expect(outcome.ok && outcome.candidates?.length).toBeGreaterThan(1);
    const km = outcome.ok ? outcome.candidates!.map((c) => c.distanceKm!) : [];
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  it('halves the confidence of a name beside a small number ("Van 1" is a vehicle, not the city of Van)', async () => {
    const bare = await geocoder.geocode('Van');
    const numbered = await geocoder.geocode('Van 1');
    expect(bare.ok && numbered.ok).toBe(true);
    if (bare.ok && numbered.ok) expect(numbered.confidence).toBeLessThanOrEqual(bare.confidence / 2 + 0.01);
  });

  it('keeps a postcode from lowering the confidence ("Austin TX 78701")', async () => {
    const outcome = await geocoder.geocode('Austin TX 78701');
    expect(outcome).toMatchObject({ ok: true, displayName: 'Austin, TX, United States' });
    expect(outcome.ok && outcome.confidence).toBeGreaterThan(0.9);
  });

  it('answers a name found only far from the start (the placement check then questions it)', async () => {
    const outcome = await geocoder.geocode('Van 1', undefined, near(NEW_YORK));
    expect(outcome.ok).toBe(true);
    if (outcome.ok)
      expect(Math.abs(outcome.lat - NEW_YORK.lat) + Math.abs(outcome.lng - NEW_YORK.lng)).toBeGreaterThan(5);
  });

  it('prefers the user region when no place of the name is within reach', async () => {
    const outcome = await geocoder.geocode('Richmond', undefined, { region: 'CA' });
    expect(outcome).toMatchObject({ ok: true, displayName: expect.stringMatching(/, Canada$/) });
  });

  it('still answers AMBIGUOUS, with the candidates, when nothing narrows the choice', async () => {
    const outcome = await geocoder.geocode('Springfield');
    expect(outcome).toMatchObject({ ok: false, code: 'AMBIGUOUS' });
    expect(!outcome.ok && outcome.candidates?.length).toBeGreaterThanOrEqual(2);
  });
});
