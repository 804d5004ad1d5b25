import { describe, expect, it } from 'vitest';
import { parseLiteralCoordinates } from './literal-coordinates.js';

describe('parseLiteralCoordinates', () => {
  it.each([
    ['48.8566,2.3522', 48.8566, 2.3522],
    ['48.8566, 2.3522', 48.8566, 2.3522],
    ['48.8566 2.3522', 48.8566, 2.3522],
    ['  -33.8688 , 151.2093 ', -33.8688, 151.2093],
    ['(40.7128, -74.0060)', 40.7128, -74.006],
    ['+51.5, -0.12', 51.5, -0.12],
    ['90, 180', 90, 180],
    ['-90 -180', -90, -180],
  ])('reads "%s" as latitude, longitude', (text, lat, lng) => {
    expect(parseLiteralCoordinates(text, 'offline')).toEqual({
      ok: true,
      lat,
      lng,
      provider: 'offline',
      confidence: 1,
      precision: 'coordinates',
      displayName: `${lat}, ${lng}`,
    });
  });

  it('leaves addresses alone', () => {
    expect(parseLiteralCoordinates('12 Main St', 'offline')).toBeNull();
    expect(parseLiteralCoordinates('Paris', 'offline')).toBeNull();
    expect(parseLiteralCoordinates('1, 2, 3', 'offline')).toBeNull();
    expect(parseLiteralCoordinates('', 'offline')).toBeNull();
  });

  it('refuses a latitude beyond ±90 and hints at swapped values', () => {
    const outcome = parseLiteralCoordinates('95.5, 40.1', 'offline');
    expect(outcome).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(outcome?.ok === false && outcome.message).toMatch(/Latitude 95.5 is out of range.*swapped/);
  });

  it('refuses a longitude beyond ±180', () => {
    expect(parseLiteralCoordinates('10, 200', 'offline')).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
      message: expect.stringMatching(/Longitude 200 is out of range/),
    });
  });

  it('refuses 0, 0 (a missing coordinate, not a place)', () => {
    expect(parseLiteralCoordinates('0, 0', 'offline')).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(parseLiteralCoordinates('0.0 0.000', 'offline')).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
});
