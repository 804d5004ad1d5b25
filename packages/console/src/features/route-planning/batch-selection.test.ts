import { describe, expect, it } from 'vitest';
import type { Route } from '@routier/sdk';
import { batchable, leftOutNote } from './batch-selection.js';

const route = (status: Route['status']) => ({ status }) as Route;

describe('batch selection', () => {
  it('offers pending, planned and optimized routes only', () => {
    expect(
      ['pending', 'planned', 'optimized', 'in_progress', 'completed', 'cancelled'].map((s) =>
        batchable(route(s as Route['status'])),
      ),
    ).toEqual([true, true, true, false, false, false]);
  });

  it('says why routes are left out, naming how many of each', () => {
    expect(leftOutNote([route('pending')])).toBeNull();
    expect(leftOutNote([route('in_progress'), route('in_progress'), route('completed')])).toBe(
      '3 routes are not offered (2 in progress, 1 completed): a route in progress keeps the order its driver is following, and finished or cancelled routes are not re-planned.',
    );
  });
});
