import { Tab, Tabs, type TabId } from '@blueprintjs/core';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.js';
import { CalendarTab } from './CalendarTab.js';
import { PlansTab } from './PlansTab.js';
import { RecurringTab } from './RecurringTab.js';
import '../routes/icons.js';
import '../routes/routes.css';
import '../scheduling/icons.js';
import '../scheduling/scheduling.css';
import './icons.js';
import './multi-day.css';

/**
 * Multi-Day Planning (/multi-day-planning, document 2): three tabs — Multi-Day Plans (create form, cards
 * with Generate Routes and View Details), Recurring Deliveries (form and list), Calendar View.
 */
export function MultiDayPlanningPage() {
  const [tab, setTab] = useState<TabId>('plans');
  return (
    <div className="multi-day-page">
      <PageHeader
        title="Multi-Day Planning"
        subtitle="Plan routes across several days, with recurring deliveries and your drivers' limits."
      />
      <Tabs id="multi-day-tabs" selectedTabId={tab} onChange={setTab} renderActiveTabPanelOnly large>
        <Tab disabled={false} id="plans" title="Multi-Day Plans" panel={<PlansTab />} />
        <Tab disabled={false} id="recurring" title="Recurring Deliveries" panel={<RecurringTab />} />
        <Tab disabled={false} id="calendar" title="Calendar View" panel={<CalendarTab />} />
      </Tabs>
    </div>
  );
}
