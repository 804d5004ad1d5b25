import { Button, DialogBody, DialogFooter, Intent, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog.js';
import { ESSENTIAL_ONLY, type CookiePreferences } from '../../lib/consent/consent-storage.js';

interface CookiePreferencesDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onSave: (preferences: CookiePreferences) => void;
  onAcceptAll: () => void;
}

interface Category {
  key: 'essential' | 'analytics' | 'marketing' | 'functional';
  label: string;
  description: string;
}

const CATEGORIES: Category[] = [
  {
    key: 'essential',
    label: 'Essential cookies',
    description:
      'Keep you signed in and protect your session. Always on: the application cannot work without them.',
  },
  {
    key: 'analytics',
    label: 'Analytics cookies',
    description:
      'Let us record which pages are visited (path, time, referrer, browser and window size) to improve Routier.',
  },
  {
    key: 'marketing',
    label: 'Marketing cookies',
    description:
      'Would let us measure campaigns. Routier sets none today; your choice is kept for the future.',
  },
  {
    key: 'functional',
    label: 'Functional cookies',
    description: 'Remember conveniences such as layout choices between visits.',
  },
];

/** Customize Settings: essential locked on; toggles for analytics, marketing and functional. */
export function CookiePreferencesDialog({
  isOpen,
  onClose,
  onSave,
  onAcceptAll,
}: CookiePreferencesDialogProps) {
  const [preferences, setPreferences] = useState<CookiePreferences>(ESSENTIAL_ONLY);
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Cookie Preferences"
      icon="shield"
      className="cookie-dialog"
    >
      <DialogBody>
        <p>
          Choose which cookies Routier may use. You can change this later from the footer of any public page.
        </p>
        {CATEGORIES.map((category) => (
          <div className="cookie-category" key={category.key}>
            <Switch
              checked={preferences[category.key]}
              disabled={category.key === 'essential'}
              labelElement={<strong>{category.label}</strong>}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                if (category.key === 'essential') return;
                setPreferences((current) => ({ ...current, [category.key]: checked }));
              }}
            />
            <p className="cookie-category-description">{category.description}</p>
          </div>
        ))}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button variant="outlined" onClick={() => onSave(preferences)}>
              Save Preferences
            </Button>
            <Button intent={Intent.PRIMARY} onClick={onAcceptAll}>
              Accept All
            </Button>
          </>
        }
      />
    </AppDialog>
  );
}
