import { Card, Intent, Switch } from '@blueprintjs/core';
import type { NotificationSettings } from '@routier/sdk';
import { showToast } from '../../components/toast/toaster.js';
import { LoadState } from '../scheduling/LoadState.js';
import { useNotifications, useSaveNotifications } from './use-settings.js';

const FLAGS: Array<{ key: keyof NotificationSettings; label: string; help: string }> = [
  { key: 'emailAlerts', label: 'Email alerts', help: 'Important account and delivery alerts by e-mail' },
  { key: 'routeCompletion', label: 'Route completion', help: 'When a route is marked complete' },
  { key: 'costOverruns', label: 'Cost overruns', help: 'When a route costs more than planned' },
  { key: 'maintenanceReminders', label: 'Maintenance reminders', help: 'Vehicle service reminders' },
];

/** Notifications: the four flags (defaults on, on, on, off), each saved when switched. */
export function NotificationsTab() {
  const notifications = useNotifications();
  const save = useSaveNotifications();
  return (
    <Card>
      <LoadState query={notifications} what="Notification settings">
        {(n) => (
          <div className="settings-switches" role="group" aria-label="Notifications">
            {FLAGS.map((f) => (
              <Switch
                key={f.key}
                large
                checked={n[f.key]}
                disabled={save.isPending}
                labelElement={
                  <span>
                    <strong>{f.label}</strong> <span className="settings-help">{f.help}</span>
                  </span>
                }
                aria-label={f.label}
                onChange={() =>
                  save.mutate(
                    { [f.key]: !n[f.key] },
                    {
                      onError: () =>
                        showToast({
                          title: 'Error',
                          description: 'Failed to update notification settings.',
                          intent: Intent.DANGER,
                        }),
                    },
                  )
                }
              />
            ))}
          </div>
        )}
      </LoadState>
    </Card>
  );
}
