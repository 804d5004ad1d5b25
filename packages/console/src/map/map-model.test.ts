import { describe, expect, it } from 'vitest';
import { boundsOf, countStops, routeLineCoordinates, type MapRoute } from './map-model.js';

const route: MapRoute = {
  id: '1',
  name: 'North loop',
  colorIndex: 0,
  start: { lat: 30.27, lng: -97.74, address: 'Austin, TX' },
  stops: [
    { lat: 30.51, lng: -97.68, address: 'Round Rock, TX', order: 1, priority: 'high' },
    { lat: 29.88, lng: -97.94, address: 'San Marcos, TX', order: 2, priority: 'low' },
  ],
  geometry: null,
  returnToStart: false,
};

describe('map model', () => {
  it('joins the start and the stops with straight segments when there is no road geometry', () => {
    expect(routeLineCoordinates(route)).toEqual([
      [-97.74, 30.27],
      [-97.68, 30.51],
      [-97.94, 29.88],
    ]);
  });

  it('closes the straight line at the start when the route returns there', () => {
    expect(routeLineCoordinates({ ...route, returnToStart: true })).toEqual([
      [-97.74, 30.27],
      [-97.68, 30.51],
      [-97.94, 29.88],
      [-97.74, 30.27],
    ]);
    expect(routeLineCoordinates({ ...route, returnToStart: true, stops: [] })).toEqual([]);
  });

  it('draws the road geometry when the route has one', () => {
    const geometry: [number, number][] = [
      [-97.74, 30.27],
      [-97.7, 30.4],
      [-97.68, 30.51],
    ];
    expect(routeLineCoordinates({ ...route, geometry })).toEqual(geometry);
  });

  it('draws no line for a single point', () => {
    expect(routeLineCoordinates({ ...route, stops: [] })).toEqual([]);
  });

  it('bounds every start and stop, and has no bounds when empty', () => {
    expect(boundsOf([route])).toEqual([-97.94, 29.88, -97.68, 30.51]);
    expect(boundsOf([])).toBeNull();
    expect(countStops([route, route])).toBe(4);
  });
});
