import {
  Button,
  ButtonGroup,
  Callout,
  Card,
  Classes,
  HTMLTable,
  Intent,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.js';
import { TextField } from '../../components/TextField.js';
import { api, isRoutierApiError, unwrap } from '../../lib/api-client.js';
import { LinkButton } from '../../components/LinkButton.js';
import { StatTile } from '../dashboard/StatTile.js';
import { addDays, monthOf, todayIso } from '../routes/dates.js';
import { formatMoney } from '../routes/format.js';
import { AnalyticsCharts } from './AnalyticsCharts.js';
import { isEmpty, tilesOf } from './analytics-model.js';
import './icons.js';
import '../routes/icons.js';
import '../routes/routes.css';
import '../dashboard/dashboard.css';
import './analytics.css';

const ICONS = ['route', 'tick', 'drive-time', 'dashboard', 'map', 'dollar', 'people', 'map-marker'] as const;

type Range = { from: string; to: string };

const PRESETS: Array<{ label: string; range: () => Range }> = [
  { label: 'This month', range: () => monthOf() },
  { label: 'Last 30 days', range: () => ({ from: addDays(todayIso(), -29), to: todayIso() }) },
  { label: 'All time', range: () => ({ from: '', to: '' }) },
];

/**
 * Analytics (/analytics, document 2): eight tiles, route status distribution, fleet composition, a
 * performance summary and, beyond the spec, a date range and routes per day. Every figure comes from the
 * server's SQL (`GET /api/analytics`): no route list is downloaded.
 */
export function AnalyticsPage() {
  const [range, setRange] = useState<Range>({ from: '', to: '' });
  const analytics = useQuery({
    queryKey: ['/api/analytics', range],
    queryFn: () =>
      unwrap(
        api.GET('/api/analytics', {
          params: {
            query: { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) },
          },
        }),
      ),
  });
  const backwards = range.from && range.to && range.to < range.from;
  const a = analytics.data;
  return (
    <div className="analytics-page dashboard">
      <PageHeader title="Analytics" subtitle="Route and fleet performance at a glance." />
      <Card className="analytics-range">
        <TextField
          id="analytics-from"
          label="From"
          type="date"
          value={range.from}
          onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
        />
        <TextField
          id="analytics-to"
          label="To"
          type="date"
          value={range.to}
          error={backwards ? 'The end date must be on or after the start date' : undefined}
          onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
        />
        <ButtonGroup aria-label="Ranges">
          {PRESETS.map((p) => (
            <Button key={p.label} onClick={() => setRange(p.range())}>
              {p.label}
            </Button>
          ))}
        </ButtonGroup>
        <span className={Classes.TEXT_MUTED}>Routes by scheduled date; vehicles are the whole fleet.</span>
      </Card>
      {analytics.isError && isRoutierApiError(analytics.error) && analytics.error.code === 'PLAN_LIMIT' ? (
        <Card>
          <NonIdealState
            icon="chart"
            title="Fleet analytics are not in your plan"
            description={analytics.error.message}
            action={
              <LinkButton to="/dashboard-pricing" intent={Intent.PRIMARY}>
                Upgrade
              </LinkButton>
            }
          />
        </Card>
      ) : analytics.isError ? (
        <Callout intent={Intent.WARNING} title="Analytics could not be loaded">
          {analytics.error.message}{' '}
          <Button variant="minimal" onClick={() => void analytics.refetch()}>
            Try again
          </Button>
        </Callout>
      ) : !a ? (
        <div className="panel-loading">
          <Spinner aria-label="Loading analytics" />
        </div>
      ) : isEmpty(a) ? (
        <Card>
          <NonIdealState
            icon="chart"
            title="No data yet"
            description="Add vehicles and plan routes: their figures appear here."
          />
        </Card>
      ) : (
        <>
          <div className="stats-grid" role="group" aria-label="Statistics">
            {tilesOf(a).map((t, i) => (
              <StatTile
                key={t.label}
                label={t.label}
                value={t.value}
                hint={t.hint}
                icon={ICONS[i]}
                loading={false}
              />
            ))}
          </div>
          <AnalyticsCharts analytics={a} />
          <Card className="analytics-summary">
            <h2 className={Classes.HEADING}>Performance Summary</h2>
            <HTMLTable compact aria-label="Performance summary">
              <tbody>
                <tr>
                  <th scope="row">Routes completed</th>
                  <td>
                    {a.completedRoutes} of {a.totalRoutes} ({a.completionRate}%)
                  </td>
                </tr>
                <tr>
                  <th scope="row">Routes in progress</th>
                  <td>{a.inProgressRoutes}</td>
                </tr>
                <tr>
                  <th scope="row">Total cost</th>
                  <td>{formatMoney(a.totalCost)}</td>
                </tr>
                <tr>
                  <th scope="row">Stops per route</th>
                  <td>{a.avgStopsPerRoute}</td>
                </tr>
                <tr>
                  <th scope="row">Efficiency score</th>
                  <td>{a.efficiencyScore} of 100</td>
                </tr>
              </tbody>
            </HTMLTable>
          </Card>
        </>
      )}
    </div>
  );
}
