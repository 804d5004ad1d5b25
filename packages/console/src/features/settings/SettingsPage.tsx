import { Tab, Tabs, type TabId } from '@blueprintjs/core';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.js';
import { BillingStatus } from '../upgrade/BillingStatus.js';
import { DisplayTab } from './DisplayTab.js';
import { NotificationsTab } from './NotificationsTab.js';
import { ProfileTab } from './ProfileTab.js';
import { RouteDefaultsTab } from './RouteDefaultsTab.js';
import { SecurityTab } from './SecurityTab.js';
import { TokensTab } from './TokensTab.js';
import { WebhooksCard } from './WebhooksCard.js';
import './icons.js';
import '../routes/icons.js';
import '../routes/routes.css';
import '../scheduling/scheduling.css';
import './settings.css';

/**
 * Settings (/settings, document 2): Profile, Notifications, Route Defaults, Maps & Display, Billing (the
 * real plan, not the spec's placeholder) and, beyond the spec, API (tokens and webhooks with their delivery
 * log) and Security (the account's audit log).
 */
export function SettingsPage() {
  const [tab, setTab] = useState<TabId>('profile');
  return (
    <div className="settings-page">
      <PageHeader
        title="Settings"
        subtitle="Your profile, notifications, route defaults, display, billing, API access and security activity."
      />
      <Tabs id="settings-tabs" selectedTabId={tab} onChange={setTab} renderActiveTabPanelOnly large>
        <Tab disabled={false} id="profile" title="Profile" panel={<ProfileTab />} />
        <Tab disabled={false} id="notifications" title="Notifications" panel={<NotificationsTab />} />
        <Tab disabled={false} id="defaults" title="Route Defaults" panel={<RouteDefaultsTab />} />
        <Tab disabled={false} id="display" title="Maps & Display" panel={<DisplayTab />} />
        <Tab disabled={false} id="billing" title="Billing" panel={<BillingStatus />} />
        <Tab
          disabled={false}
          id="api"
          title="API"
          panel={
            <div className="settings-api">
              <TokensTab />
              <WebhooksCard />
            </div>
          }
        />
        <Tab disabled={false} id="security" title="Security" panel={<SecurityTab />} />
      </Tabs>
    </div>
  );
}
