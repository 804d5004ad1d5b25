import { Tab, Tabs, type TabId } from '@blueprintjs/core';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.js';
import { DailySchedulesTab } from './DailySchedulesTab.js';
import { DriversTab } from './DriversTab.js';
import { GenerateTab } from './GenerateTab.js';
import { todayLocal } from './schedule-model.js';
import { TemplatesTab } from './TemplatesTab.js';
import './icons.js';
import '../routes/icons.js';
import '../routes/routes.css';
import './scheduling.css';

/**
 * Shift & Schedule Management (/scheduling, document 2): four tabs — Daily Schedules (default; the
 * selected date defaults to today), Drivers, Shift Templates, Generate Schedules.
 */
export function SchedulingPage() {
  const [tab, setTab] = useState<TabId>('schedules');
  const [date, setDate] = useState(todayLocal);
  return (
    <div className="scheduling-page">
      <PageHeader
        title="Shift & Schedule Management"
        subtitle="Manage drivers, shift templates and daily schedules."
      />
      <Tabs id="scheduling-tabs" selectedTabId={tab} onChange={setTab} renderActiveTabPanelOnly large>
        <Tab
          disabled={false}
          id="schedules"
          title="Daily Schedules"
          panel={<DailySchedulesTab date={date} onDate={setDate} />}
        />
        <Tab disabled={false} id="drivers" title="Drivers" panel={<DriversTab />} />
        <Tab disabled={false} id="templates" title="Shift Templates" panel={<TemplatesTab />} />
        <Tab
          disabled={false}
          id="generate"
          title="Generate Schedules"
          panel={
            <GenerateTab
              onShowDate={(d) => {
                setDate(d);
                setTab('schedules');
              }}
            />
          }
        />
      </Tabs>
    </div>
  );
}
