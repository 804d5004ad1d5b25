import { describe, expect, it } from 'vitest';
import { addAnalyticsSink, track, type AnalyticsEvent } from './analytics.js';

describe('track', () => {
  it('delivers events to sinks only when analytics is allowed', () => {
    const seen: AnalyticsEvent[] = [];
    const remove = addAnalyticsSink((event) => seen.push(event));
    track({ name: 'demo_request', location: 'pricing' }, () => false);
    expect(seen).toEqual([]);
    track({ name: 'demo_request', location: 'pricing' }, () => true);
    expect(seen).toEqual([{ name: 'demo_request', location: 'pricing' }]);
    remove();
  });

  it('ignores a failing sink and still calls the others', () => {
    const seen: string[] = [];
    const removeBad = addAnalyticsSink(() => {
      throw new Error('blocked by an extension');
    });
    const removeGood = addAnalyticsSink((event) => seen.push(event.name));
    expect(() => track({ name: 'destination_added' }, () => true)).not.toThrow();
    expect(seen).toEqual(['destination_added']);
    removeBad();
    removeGood();
  });
});
