import { Button, ButtonGroup, Card, Classes, HTMLSelect, Tag } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import type { MultiDayPlanDetail } from '@routier/sdk';
import { ROUTE_PALETTE } from '../../map/palette.js';
import { formatDate, formatRange, fromIsoDate, todayIso } from '../routes/dates.js';
import { plural } from '../routes/format.js';
import { useVehicles } from '../fleet/use-vehicles.js';
import { DayRoutesMap } from './DayRoutesMap.js';
import {
  calendarEntries,
  calendarSpan,
  shiftAnchor,
  type CalendarEntry,
  type CalendarMode,
} from './calendar-model.js';
import { useOccurrences, usePlanDetails, usePlans, useRecurring } from './use-multi-day.js';

const WEEKDAY_HEADERS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function EntryChip({ entry, vehicleName }: { entry: CalendarEntry; vehicleName: string | null }) {
  const color = entry.colorIndex >= 0 ? ROUTE_PALETTE[entry.colorIndex % ROUTE_PALETTE.length] : undefined;
  return (
    <li
      className={`calendar-entry calendar-entry-${entry.kind}`}
      style={color ? { borderLeftColor: color } : undefined}
      title={[entry.label, entry.time, vehicleName, entry.planName].filter(Boolean).join(' · ')}
    >
      {entry.time && <span className="calendar-entry-time">{entry.time.slice(0, 5)}</span>}
      <span className="calendar-entry-label">
        {entry.kind === 'occurrence' ? `↻ ${entry.label}` : entry.label}
      </span>
    </li>
  );
}

/**
 * Calendar View (document 2 shows a placeholder; this is the real one): a month or week of the plans'
 * assignments, coloured per vehicle, and recurring occurrences not placed yet (↻, outlined). Choosing a
 * day lists its routes and draws them on the map.
 */
export function CalendarTab() {
  const plans = usePlans();
  const vehicles = useVehicles();
  const recurring = useRecurring();
  const [mode, setMode] = useState<CalendarMode>('month');
  const [anchor, setAnchor] = useState(todayIso);
  const [planFilter, setPlanFilter] = useState<number | 'all'>('all');
  const [selected, setSelected] = useState<string | null>(null);
  const span = calendarSpan(anchor, mode);
  const visiblePlans = (plans.data ?? []).filter(
    (p) => (planFilter === 'all' || p.id === planFilter) && p.startDate <= span.to && p.endDate >= span.from,
  );
  const details = usePlanDetails(visiblePlans.map((p) => p.id));
  const active = (recurring.data ?? []).filter((d) => d.isActive);
  const occurrenceQueries = useOccurrences(planFilter === 'all' ? active : [], span.from, span.to);
  const vehicleOrder = useMemo(
    () => (vehicles.data ?? []).map((v) => v.id).sort((a, b) => a - b),
    [vehicles.data],
  );
  const loadedPlans = details.map((q) => q.data).filter((d): d is MultiDayPlanDetail => d !== undefined);
  const occurrenceData = occurrenceQueries.map((q) => q.data);
  const entries = calendarEntries(
    loadedPlans,
    occurrenceData.flatMap((dates, i) => (dates ? [{ delivery: active[i]!, dates }] : [])),
    vehicleOrder,
  );
  const vehicleName = (id: number | null) =>
    id === null ? null : (vehicles.data?.find((v) => v.id === id)?.name ?? null);
  const title =
    mode === 'month' && span.month
      ? `${MONTHS[Number(span.month.slice(5, 7)) - 1]} ${span.month.slice(0, 4)}`
      : formatRange({ from: span.from, to: span.to });
  const today = todayIso();
  const dayEntries = selected ? (entries.get(selected) ?? []) : [];
  // Stable while the day's routes and colours stay the same, so the map is not redrawn on every render.
  const colorKey = dayEntries
    .filter((e) => e.routeId !== null)
    .map((e) => `${e.routeId}:${Math.max(0, e.colorIndex)}`)
    .join(',');
  const colorByRoute = useMemo(
    () =>
      new Map(colorKey ? colorKey.split(',').map((p) => p.split(':').map(Number) as [number, number]) : []),
    [colorKey],
  );
  const dayRoutes = useMemo(() => [...colorByRoute.keys()], [colorByRoute]);
  const colorOfRoute = useCallback((routeId: number) => colorByRoute.get(routeId) ?? 0, [colorByRoute]);
  const covering = loadedPlans.filter((p) => selected && p.startDate <= selected && p.endDate >= selected);
  const mapRange = selected
    ? {
        from: [selected, ...covering.map((p) => p.startDate)].sort()[0]!,
        to: [selected, ...covering.map((p) => p.endDate)].sort().at(-1)!,
      }
    : null;
  const pickPlan = (value: string) => {
    const id = value === 'all' ? 'all' : Number(value);
    setPlanFilter(id);
    setSelected(null);
    const plan = plans.data?.find((p) => p.id === id);
    if (plan) setAnchor(plan.startDate);
  };

  return (
    <section aria-label="Calendar View" className="scheduling-tab">
      <div className="scheduling-toolbar calendar-toolbar">
        <ButtonGroup>
          <Button
            aria-label={mode === 'month' ? 'Previous month' : 'Previous week'}
            icon="chevron-left"
            onClick={() => setAnchor(shiftAnchor(anchor, mode, -1))}
          />
          <Button onClick={() => setAnchor(todayIso())}>Today</Button>
          <Button
            aria-label={mode === 'month' ? 'Next month' : 'Next week'}
            icon="chevron-right"
            onClick={() => setAnchor(shiftAnchor(anchor, mode, 1))}
          />
        </ButtonGroup>
        <h2 className={`${Classes.HEADING} calendar-title`} aria-live="polite">
          {title}
        </h2>
        <label className="calendar-plan-filter">
          <span className={Classes.TEXT_MUTED}>Plan</span>
          <HTMLSelect value={String(planFilter)} onChange={(e) => pickPlan(e.target.value)} aria-label="Plan">
            <option value="all">All plans and recurring deliveries</option>
            {(plans.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </HTMLSelect>
        </label>
        <ButtonGroup aria-label="Calendar range">
          <Button active={mode === 'week'} aria-pressed={mode === 'week'} onClick={() => setMode('week')}>
            Week
          </Button>
          <Button active={mode === 'month'} aria-pressed={mode === 'month'} onClick={() => setMode('month')}>
            Month
          </Button>
        </ButtonGroup>
      </div>
      <Card className="calendar-card">
        <div className={`calendar-grid calendar-${mode}`} role="grid" aria-label={`Calendar, ${title}`}>
          <div role="row" className="calendar-row calendar-head">
            {WEEKDAY_HEADERS.map((d) => (
              <div key={d} role="columnheader" className="calendar-weekday">
                {d}
              </div>
            ))}
          </div>
          {Array.from({ length: span.days.length / 7 }, (_, w) => (
            <div role="row" className="calendar-row" key={span.days[w * 7]}>
              {span.days.slice(w * 7, w * 7 + 7).map((date) => {
                const list = entries.get(date) ?? [];
                const outside = span.month !== null && !date.startsWith(span.month);
                const shown = mode === 'month' ? list.slice(0, 3) : list;
                return (
                  <div role="gridcell" key={date} className="calendar-cell" aria-selected={selected === date}>
                    <button
                      type="button"
                      className={[
                        'calendar-day',
                        outside && 'calendar-outside',
                        date === today && 'calendar-today',
                        selected === date && 'calendar-selected',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      aria-label={`${formatDate(date)}: ${list.length ? plural(list.length, 'route') : 'nothing planned'}`}
                      onClick={() => setSelected(date)}
                    >
                      <span className="calendar-date">{fromIsoDate(date).getDate()}</span>
                      <ul className="calendar-entries">
                        {shown.map((e) => (
                          <EntryChip key={e.key} entry={e} vehicleName={vehicleName(e.vehicleId)} />
                        ))}
                      </ul>
                      {list.length > shown.length && (
                        <span className="calendar-more">+{list.length - shown.length} more</span>
                      )}
                    </button>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </Card>
      {selected && mapRange && (
        <Card className="calendar-day-panel" aria-label={`Routes on ${formatDate(selected)}`} role="region">
          <div className="scheduling-card-head">
            <h3 className={Classes.HEADING}>{formatDate(selected)}</h3>
            <Button variant="minimal" icon="cross" aria-label="Close day" onClick={() => setSelected(null)} />
          </div>
          {dayEntries.length === 0 ? (
            <p className={Classes.TEXT_MUTED}>Nothing planned on this day.</p>
          ) : (
            <ul className="calendar-day-list">
              {dayEntries.map((e) => (
                <li key={e.key}>
                  <span
                    className="vehicle-dot"
                    aria-hidden="true"
                    style={{
                      background:
                        e.colorIndex >= 0
                          ? ROUTE_PALETTE[e.colorIndex % ROUTE_PALETTE.length]
                          : 'transparent',
                    }}
                  />
                  <strong>{e.label}</strong> {e.time && <span>{e.time}</span>}{' '}
                  {e.vehicleId !== null && (
                    <Tag minimal>{vehicleName(e.vehicleId) ?? `Vehicle ${e.vehicleId}`}</Tag>
                  )}{' '}
                  {e.kind === 'occurrence' && <Tag minimal>Recurring, not planned yet</Tag>}
                  {e.planName && <span className={Classes.TEXT_MUTED}> · {e.planName}</span>}
                </li>
              ))}
            </ul>
          )}
          {dayRoutes.length > 0 && (
            <DayRoutesMap
              date={selected}
              range={mapRange}
              routeIds={dayRoutes}
              colorOf={colorOfRoute}
              height={360}
            />
          )}
        </Card>
      )}
    </section>
  );
}
