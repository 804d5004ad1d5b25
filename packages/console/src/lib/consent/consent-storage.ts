/**
 * Cookie consent, held in two local-storage entries (document 1, section 3: "a consent flag and a
 * preferences object"). The names are ours; the spec does not show them:
 * - `routier.cookieConsent`: how the visitor decided: 'all' | 'essential' | 'custom';
 * - `routier.cookiePreferences`: JSON {essential, analytics, marketing, functional}.
 * No stored flag means no decision yet, and the banner is shown.
 */
export const CONSENT_KEY = 'routier.cookieConsent';
export const PREFERENCES_KEY = 'routier.cookiePreferences';

export type ConsentDecision = 'all' | 'essential' | 'custom';

export interface CookiePreferences {
  /** Always true: sign-in sessions cannot work without the session cookie. */
  essential: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

export interface StoredConsent {
  decision: ConsentDecision;
  preferences: CookiePreferences;
}

/** The subset of the Web Storage API used here, so tests can pass a plain object. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const ESSENTIAL_ONLY: CookiePreferences = {
  essential: true,
  analytics: false,
  marketing: false,
  functional: false,
};

export const ALL_ACCEPTED: CookiePreferences = {
  essential: true,
  analytics: true,
  marketing: true,
  functional: true,
};

const DECISIONS: readonly string[] = ['all', 'essential', 'custom'];

function defaultStorage(): ConsentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled by the browser; then nothing is ever consented to.
    return null;
  }
}

function parsePreferences(raw: string | null): CookiePreferences {
  if (raw === null) return ESSENTIAL_ONLY;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return ESSENTIAL_ONLY;
    const record = value as Record<string, unknown>;
    return {
      essential: true,
      analytics: record.analytics === true,
      marketing: record.marketing === true,
      functional: record.functional === true,
    };
  } catch {
    return ESSENTIAL_ONLY;
  }
}

/** The stored consent, or null when the visitor has not decided yet (or storage is unavailable). */
export function readConsent(storage: ConsentStorage | null = defaultStorage()): StoredConsent | null {
  if (storage === null) return null;
  try {
    const decision = storage.getItem(CONSENT_KEY);
    if (decision === null || !DECISIONS.includes(decision)) return null;
    return {
      decision: decision as ConsentDecision,
      preferences: parsePreferences(storage.getItem(PREFERENCES_KEY)),
    };
  } catch {
    return null;
  }
}

/** Stores a decision; `essential` is forced on whatever the caller passes. */
export function saveConsent(
  decision: ConsentDecision,
  preferences: Omit<CookiePreferences, 'essential'>,
  storage: ConsentStorage | null = defaultStorage(),
): StoredConsent {
  const stored: StoredConsent = {
    decision,
    preferences: {
      essential: true,
      analytics: preferences.analytics,
      marketing: preferences.marketing,
      functional: preferences.functional,
    },
  };
  try {
    storage?.setItem(PREFERENCES_KEY, JSON.stringify(stored.preferences));
    storage?.setItem(CONSENT_KEY, decision);
  } catch {
    // Quota or disabled storage: the choice holds for this page only.
  }
  return stored;
}

/** Removes both entries ('Cookie Preferences' in the footer), so the banner shows again. */
export function clearConsent(storage: ConsentStorage | null = defaultStorage()): void {
  try {
    storage?.removeItem(CONSENT_KEY);
    storage?.removeItem(PREFERENCES_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
}

/** Whether analytics (page visits, events) may be sent now. */
export function analyticsAllowed(storage: ConsentStorage | null = defaultStorage()): boolean {
  return readConsent(storage)?.preferences.analytics === true;
}
