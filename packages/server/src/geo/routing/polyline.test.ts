import { describe, expect, it } from 'vitest';
import { decodePolyline } from './polyline.js';

describe('decodePolyline', () => {
  it('decodes the format documentation example at precision 5, as [lng, lat]', () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@', 5)).toEqual([
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ]);
  });

  it('decodes OSRM polyline6', () => {
    expect(decodePolyline('kfmwx@t}elyDpdk@`m`@~piAzac@', 6)).toEqual([
      [-97.734123, 30.284918],
      [-97.751244, 30.262301],
      [-97.769722, 30.224125],
    ]);
  });

  it('decodes an empty line and refuses a truncated one', () => {
    expect(decodePolyline('')).toEqual([]);
    expect(() => decodePolyline('_p~iF~ps|U_')).toThrow(/truncated/);
  });
});
