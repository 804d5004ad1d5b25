import { Button, Card, Callout, Intent, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { SelectField } from '../../components/SelectField.js';
import { TextField } from '../../components/TextField.js';
import { showToast } from '../../components/toast/toaster.js';
import {
  readDisplaySettings,
  writeDisplaySettings,
  type DisplaySettings,
  type MarkerStyle,
} from './settings-forms.js';

/** Maps & Display: kept in this browser only (document 2), so they make no call. */
export function DisplayTab() {
  const [settings, setSettings] = useState<DisplaySettings>(() => readDisplaySettings(window.localStorage));
  const [zoom, setZoom] = useState(String(settings.defaultZoom));
  const [error, setError] = useState<string>();
  const set = (patch: Partial<DisplaySettings>) => setSettings((s) => ({ ...s, ...patch }));
  const save = () => {
    const z = Number(zoom);
    if (!Number.isInteger(z) || z < 1 || z > 20) return setError('Default zoom must be between 1 and 20');
    setError(undefined);
    const next = { ...settings, defaultZoom: z };
    writeDisplaySettings(window.localStorage, next);
    setSettings(next);
    showToast({
      title: 'Success',
      description: 'Display settings saved in this browser',
      intent: Intent.SUCCESS,
    });
  };
  return (
    <Card className="settings-form">
      <Callout icon="info-sign" className="settings-note">
        These settings are kept in this browser only.
      </Callout>
      <div className="form-row form-row-2">
        <TextField
          id="display-zoom"
          label="Default zoom (1-20)"
          type="number"
          min={1}
          max={20}
          error={error}
          value={zoom}
          onChange={(e) => setZoom(e.target.value)}
        />
        <SelectField
          id="display-markers"
          label="Marker style"
          value={settings.markerStyle}
          onChange={(e) => set({ markerStyle: e.target.value as MarkerStyle })}
        >
          <option value="standard">Standard</option>
          <option value="priority-based">Priority-based</option>
          <option value="custom">Custom</option>
        </SelectField>
      </div>
      <Switch
        label="Show traffic"
        checked={settings.showTraffic}
        onChange={() => set({ showTraffic: !settings.showTraffic })}
      />
      <Switch
        label="Auto refresh"
        checked={settings.autoRefresh}
        onChange={() => set({ autoRefresh: !settings.autoRefresh })}
      />
      <Button intent={Intent.PRIMARY} onClick={save}>
        Save Display Settings
      </Button>
    </Card>
  );
}
