/**
 * The Analytics screen's charts, drawn with Recharts (SVG, React components, accessible layer on): route
 * status distribution, fleet composition, routes per day. Loaded with the Analytics page only.
 */
import { Card, Classes } from '@blueprintjs/core';
import type { Analytics } from '@routier/sdk';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { STATUS_COLOURS, fleetSeries, statusSeries } from './analytics-model.js';

function ChartCard({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="analytics-chart" role="figure" aria-label={title}>
      <h2 className={Classes.HEADING}>{title}</h2>
      <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{summary}</p>
      <div className="analytics-chart-body">
        <ResponsiveContainer width="100%" height={240}>
          {children as React.ReactElement}
        </ResponsiveContainer>
      </div>
    </Card>
  );
}

export function AnalyticsCharts({ analytics }: { analytics: Analytics }) {
  const statuses = statusSeries(analytics);
  const fleet = fleetSeries(analytics);
  return (
    <div className="analytics-charts">
      <ChartCard
        title="Route Status Distribution"
        summary={statuses.map((s) => `${s.name} ${s.count}`).join(', ')}
      >
        <BarChart data={statuses} accessibilityLayer margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="name"
            tick={{ fontSize: 11 }}
            interval={0}
            angle={-30}
            textAnchor="end"
            height={56}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar dataKey="count" name="Routes" isAnimationActive={false}>
            {statuses.map((s) => (
              <Cell key={s.key} fill={STATUS_COLOURS[s.key]} />
            ))}
          </Bar>
        </BarChart>
      </ChartCard>
      <ChartCard
        title="Fleet Composition"
        summary={
          fleet.length ? fleet.map((f) => `${f.name} ${f.active + f.inactive}`).join(', ') : 'No vehicles yet'
        }
      >
        <BarChart
          data={fleet}
          layout="vertical"
          accessibilityLayer
          margin={{ top: 8, right: 16, bottom: 8, left: 24 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="name" tick={{ fontSize: 12 }} width={110} />
          <Tooltip />
          <Legend />
          <Bar dataKey="active" name="Active" stackId="fleet" fill="#238551" isAnimationActive={false} />
          <Bar dataKey="inactive" name="Inactive" stackId="fleet" fill="#8F99A8" isAnimationActive={false} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title="Routes per Day"
        summary={
          analytics.byDay.length
            ? `${analytics.byDay.length} days with routes, ${analytics.byDay[0].date} to ${analytics.byDay.at(-1)!.date}`
            : 'No routes in this range'
        }
      >
        <LineChart
          data={analytics.byDay}
          accessibilityLayer
          margin={{ top: 8, right: 16, bottom: 8, left: -16 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tick={{ fontSize: 12 }} minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Line
            type="linear"
            dataKey="routes"
            name="Routes"
            stroke="#2D72D2"
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="linear"
            dataKey="completed"
            name="Completed"
            stroke="#238551"
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartCard>
    </div>
  );
}
