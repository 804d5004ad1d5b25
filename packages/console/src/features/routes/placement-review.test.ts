import { RoutierApiError } from '@routier/sdk';
import { describe, expect, it } from 'vitest';
import {
  applyDecisions,
  choicesOf,
  complete,
  dropRemoved,
  reviewItemsOf,
  type Decision,
} from './placement-review.js';

const candidate = (displayName: string, lat: number, lng: number, distanceKm: number) => ({
  displayName,
  lat,
  lng,
  precision: 'city' as const,
  confidence: 0.5,
  distanceKm,
});

const unresolved = new RoutierApiError({
  status: 422,
  code: 'ADDRESS_UNRESOLVED',
  message: 'Stop 2 ("Van 1") matched Van, TX, 2,213.4 km from the start (reach 300 km).',
  details: [
    {
      field: 'destinations.1',
      index: 1,
      code: 'ADDRESS_OUT_OF_REACH',
      message: 'Stop 2 ("Van 1") matched Van, TX ...',
      placement: {
        address: 'Van 1',
        reason: 'OUT_OF_REACH',
        matched: candidate('Van, TX, United States', 32.52, -95.63, 2213.4),
        reachKm: 300,
        candidates: [candidate('Van, Türkiye', 38.49, 43.38, 9157.2)],
      },
    },
    {
      field: 'startLocation',
      code: 'ADDRESS_AMBIGUOUS',
      message: 'The starting location ...',
      placement: {
        address: 'Springfield',
        reason: 'AMBIGUOUS',
        matched: null,
        reachKm: null,
        candidates: [candidate('Springfield, IL', 39.8, -89.64, 0)],
      },
    },
  ],
});

describe('the review step', () => {
  const items = reviewItemsOf(unresolved, ['Brooklyn, NY', 'Van 1'])!;

  it('lists the stops and the start a placement refusal names, with the places each may mean (its match first)', () => {
    expect(items.map((i) => [i.field, i.index, i.address])).toEqual([
      ['destinations.1', 1, 'Van 1'],
      ['startLocation', null, 'Springfield'],
    ]);
    expect(choicesOf(items[0]).map((c) => c.displayName)).toEqual(['Van, TX, United States', 'Van, Türkiye']);
    expect(
      reviewItemsOf(new RoutierApiError({ status: 422, code: 'OPTIMIZATION_FAILED', message: 'x' }), []),
    ).toBeNull();
  });

  it('is complete only when every item is decided (the start cannot be removed)', () => {
    const decisions = new Map<string, Decision>([['destinations.1', { kind: 'remove' }]]);
    expect(complete(items, decisions)).toBe(false);
    decisions.set('startLocation', { kind: 'remove' });
    expect(complete(items, decisions)).toBe(false);
    decisions.set('startLocation', { kind: 'place', lat: 39.8, lng: -89.64, label: 'Springfield, IL' });
    expect(complete(items, decisions)).toBe(true);
  });

  it('applies the decisions: a place pins coordinates and keeps the label, remove drops the stop', () => {
    const decisions = new Map<string, Decision>([
      ['destinations.1', { kind: 'place', lat: 32.52, lng: -95.63, label: 'Van, TX' }],
      ['startLocation', { kind: 'place', lat: 39.8, lng: -89.64, label: 'Springfield, IL' }],
    ]);
    const applied = applyDecisions(
      { startLocation: 'Springfield', destinations: [{ address: 'Brooklyn, NY' }, { address: 'Van 1' }] },
      items,
      decisions,
    );
    expect(applied).toEqual({
      startLocation: '39.80000, -89.64000',
      destinations: [{ address: 'Brooklyn, NY' }, { address: 'Van 1', lat: 32.52, lng: -95.63 }],
      acceptApproximate: true,
      removed: [],
    });
    decisions.set('destinations.1', { kind: 'remove' });
    const removed = applyDecisions(
      { startLocation: 'S', destinations: [{ address: 'A' }, { address: 'B' }] },
      items,
      decisions,
    );
    expect(removed.destinations).toEqual([{ address: 'A' }]);
    expect(removed.removed).toEqual([1]);
  });

  it('drops the form rows of removed stops, skipping blank rows the request never had', () => {
    expect(dropRemoved(['A', '', 'B', 'C'], [1], (t) => t === '', '')).toEqual(['A', '', 'C']);
    expect(dropRemoved(['A'], [0], (t) => t === '', '')).toEqual(['']);
  });
});
