import { describe, expect, it } from 'vitest';
import {
  formatKg,
  formatKm,
  formatMinutes,
  formatMoney,
  formatPercent,
  utilizationFraction,
} from './format.js';

describe('formatting', () => {
  it('shows distance to one decimal, minutes whole, money with cents, N/A when empty', () => {
    expect(formatKm(64.25)).toBe('64.3 km');
    expect(formatKm('12')).toBe('12.0 km');
    expect(formatKm(null)).toBe('N/A');
    expect(formatMinutes(57.6)).toBe('58 min');
    expect(formatMinutes(undefined)).toBe('N/A');
    expect(formatMoney(96.3)).toBe('$96.30');
    expect(formatMoney('')).toBe('N/A');
  });

  it('formats utilisation as a percentage and a bar fraction', () => {
    expect(formatPercent(66.67)).toBe('67%');
    expect(formatPercent(4.44)).toBe('4.4%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(100)).toBe('100%');
    expect(utilizationFraction(40)).toBe(0.4);
    expect(utilizationFraction(130)).toBe(1);
    expect(utilizationFraction(null)).toBe(0);
  });

  it('shows capacity in kg, or No limit', () => {
    expect(formatKg(1500)).toBe('1,500 kg');
    expect(formatKg(null)).toBe('No limit');
  });
});
