import { afterEach, describe, expect, it, vi } from 'vitest';
import { markTooltipClosed, subscribeTooltipSkip, tooltipOpenDelay } from './tooltip-timing.js';

describe('tooltip timing', () => {
  afterEach(() => vi.useRealTimers());

  it('opens after 700 ms, and at once within 300 ms of another tooltip closing', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const unsubscribe = subscribeTooltipSkip(() => seen.push(tooltipOpenDelay()));
    expect(tooltipOpenDelay()).toBe(700);
    markTooltipClosed();
    expect(tooltipOpenDelay()).toBe(0);
    vi.advanceTimersByTime(299);
    expect(tooltipOpenDelay()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(tooltipOpenDelay()).toBe(700);
    expect(seen).toEqual([0, 700]);
    unsubscribe();
  });
});
