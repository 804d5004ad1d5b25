import { describe, expect, it } from 'vitest';
import { PLANS, annualPrice, displayedPrice, formatDollars } from './plans.js';

describe('annualPrice', () => {
  it('is monthly x 12 x 0.8', () => {
    expect(annualPrice(15)).toBe(144);
    expect(annualPrice(29)).toBe(278.4);
    expect(annualPrice(79)).toBe(758.4);
  });
});

describe('displayedPrice', () => {
  const byId = (id: string) => PLANS.find((plan) => plan.id === id)!;
  it('shows the monthly price per month', () => {
    expect(displayedPrice(byId('professional'), 'monthly')).toEqual({
      amount: '$79',
      period: '/month',
      note: null,
    });
  });
  it("shows the yearly price with 'billed annually'", () => {
    expect(displayedPrice(byId('starter'), 'annual')).toEqual({
      amount: '$278.40',
      period: '/year',
      note: 'billed annually',
    });
  });
  it('keeps Enterprise custom in both views', () => {
    expect(displayedPrice(byId('enterprise'), 'annual').amount).toBe('Custom');
  });
  it('formats whole and fractional dollars', () => {
    expect(formatDollars(144)).toBe('$144');
    expect(formatDollars(758.4)).toBe('$758.40');
  });
  it('marks only Professional as most popular', () => {
    expect(PLANS.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(['Professional']);
  });
});
