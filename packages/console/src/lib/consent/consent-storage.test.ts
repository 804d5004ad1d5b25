import { describe, expect, it } from 'vitest';
import {
  ALL_ACCEPTED,
  CONSENT_KEY,
  PREFERENCES_KEY,
  analyticsAllowed,
  clearConsent,
  readConsent,
  saveConsent,
  type ConsentStorage,
} from './consent-storage.js';

function memoryStorage(initial: Record<string, string> = {}): ConsentStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('consent storage', () => {
  it('reports no decision on a first visit', () => {
    const storage = memoryStorage();
    expect(readConsent(storage)).toBeNull();
    expect(analyticsAllowed(storage)).toBe(false);
  });

  it('stores accept-all in two entries and allows analytics', () => {
    const storage = memoryStorage();
    saveConsent('all', ALL_ACCEPTED, storage);
    expect(storage.data.get(CONSENT_KEY)).toBe('all');
    expect(JSON.parse(storage.data.get(PREFERENCES_KEY)!)).toEqual(ALL_ACCEPTED);
    expect(readConsent(storage)).toEqual({ decision: 'all', preferences: ALL_ACCEPTED });
    expect(analyticsAllowed(storage)).toBe(true);
  });

  it('keeps essential on and analytics off for essential-only', () => {
    const storage = memoryStorage();
    saveConsent('essential', { analytics: false, marketing: false, functional: false }, storage);
    expect(readConsent(storage)?.preferences).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    expect(analyticsAllowed(storage)).toBe(false);
  });

  it('stores custom toggles as given', () => {
    const storage = memoryStorage();
    saveConsent('custom', { analytics: false, marketing: true, functional: true }, storage);
    expect(readConsent(storage)).toEqual({
      decision: 'custom',
      preferences: { essential: true, analytics: false, marketing: true, functional: true },
    });
  });

  it('treats malformed preferences as essential-only, and an unknown flag as no decision', () => {
    expect(readConsent(memoryStorage({ [CONSENT_KEY]: 'custom', [PREFERENCES_KEY]: '{oops' }))).toEqual({
      decision: 'custom',
      preferences: { essential: true, analytics: false, marketing: false, functional: false },
    });
    expect(readConsent(memoryStorage({ [CONSENT_KEY]: 'maybe' }))).toBeNull();
  });

  it('clears both entries so the banner shows again', () => {
    const storage = memoryStorage();
    saveConsent('all', ALL_ACCEPTED, storage);
    clearConsent(storage);
    expect(storage.data.size).toBe(0);
    expect(readConsent(storage)).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken: ConsentStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readConsent(broken)).toBeNull();
    expect(() => saveConsent('all', ALL_ACCEPTED, broken)).not.toThrow();
    expect(() => clearConsent(broken)).not.toThrow();
  });
});
