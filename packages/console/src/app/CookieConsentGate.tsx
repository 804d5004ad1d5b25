import { lazy, Suspense, useEffect, useState } from 'react';
import { readConsent } from '../lib/consent/consent-storage.js';

const CookieConsentBanner = lazy(() =>
  import('../features/consent/CookieConsentBanner.js').then((m) => ({ default: m.CookieConsentBanner })),
);

/** The banner appears 1.5 s after load on a first visit (document 1, section 2). */
export const CONSENT_BANNER_DELAY_MS = 1500;

/** Decides whether and when to show the cookie banner; the banner's code loads only then. */
export function CookieConsentGate() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (readConsent() !== null) return;
    const timer = setTimeout(() => setVisible(true), CONSENT_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentBanner onDone={() => setVisible(false)} />
    </Suspense>
  );
}
