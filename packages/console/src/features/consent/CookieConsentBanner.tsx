import { Button, Card, Elevation, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { sendPageVisit } from '../../lib/analytics/page-visits.js';
import {
  ALL_ACCEPTED,
  ESSENTIAL_ONLY,
  saveConsent,
  type ConsentDecision,
  type CookiePreferences,
} from '../../lib/consent/consent-storage.js';
import { CookiePreferencesDialog } from './CookiePreferencesDialog.js';
import './consent.css';
import './icons.js';

interface CookieConsentBannerProps {
  /** Called once the visitor has accepted, rejected or saved preferences. */
  onDone: () => void;
}

/** The first-visit banner: Accept All Cookies / Essential Only / Customize Settings. */
export function CookieConsentBanner({ onDone }: CookieConsentBannerProps) {
  const [customizing, setCustomizing] = useState(false);

  const decide = (decision: ConsentDecision, preferences: CookiePreferences) => {
    saveConsent(decision, preferences);
    // The visit to this page happened before consent; record it now that it is allowed.
    if (preferences.analytics) sendPageVisit(`${window.location.pathname}${window.location.search}`);
    setCustomizing(false);
    onDone();
  };

  return (
    <>
      {/* Hidden while the dialog is open: the dialog asks the same question. */}
      <Card
        hidden={customizing}
        className="cookie-banner"
        elevation={Elevation.THREE}
        role="region"
        aria-label="Cookie consent"
        data-testid="cookie-banner"
      >
        <div className="cookie-banner-text">
          <strong>We use cookies</strong>
          <p>
            Essential cookies keep you signed in. With your permission we also measure which pages are
            visited, to improve Routier. Nothing is sold or shared for advertising. See the{' '}
            <Link to="/privacy-policy">Privacy Policy</Link>.
          </p>
        </div>
        <div className="cookie-banner-actions">
          <Button variant="minimal" onClick={() => setCustomizing(true)}>
            Customize Settings
          </Button>
          <Button variant="outlined" onClick={() => decide('essential', ESSENTIAL_ONLY)}>
            Essential Only
          </Button>
          <Button intent={Intent.PRIMARY} onClick={() => decide('all', ALL_ACCEPTED)}>
            Accept All Cookies
          </Button>
        </div>
      </Card>
      <CookiePreferencesDialog
        isOpen={customizing}
        onClose={() => setCustomizing(false)}
        onSave={(preferences) => decide('custom', preferences)}
        onAcceptAll={() => decide('all', ALL_ACCEPTED)}
      />
    </>
  );
}
