/**
 * The Calendar View's model (beyond document 2, whose calendar is a placeholder): a week or a month of
 * days (Monday first; a month shows whole weeks), each with the plans' route assignments (coloured by
 * vehicle, in time order) and the recurring deliveries' occurrences that no plan has placed yet. Pure.
 */
import type { MultiDayPlanDetail, RecurringDelivery, RecurringOccurrence } from '@routier/sdk';
import { addDays, clockOf, fromIsoDate, toIsoDate } from '../routes/dates.js';

export type CalendarMode = 'week' | 'month';

export interface CalendarSpan {
  days: string[];
  from: string;
  to: string;
  /** The month shown (month mode), `YYYY-MM`; days outside it are dimmed. */
  month: string | null;
}

const mondayOf = (date: string) => addDays(date, -((fromIsoDate(date).getDay() + 6) % 7));

export function calendarSpan(anchor: string, mode: CalendarMode): CalendarSpan {
  if (mode === 'week') {
    const from = mondayOf(anchor);
    return {
      days: Array.from({ length: 7 }, (_, i) => addDays(from, i)),
      from,
      to: addDays(from, 6),
      month: null,
    };
  }
  const a = fromIsoDate(anchor);
  const first = toIsoDate(new Date(a.getFullYear(), a.getMonth(), 1));
  const last = toIsoDate(new Date(a.getFullYear(), a.getMonth() + 1, 0));
  const from = mondayOf(first);
  const to = addDays(mondayOf(last), 6);
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return { days, from, to, month: first.slice(0, 7) };
}

/** The anchor one week or month earlier (-1) or later (+1). */
export function shiftAnchor(anchor: string, mode: CalendarMode, step: -1 | 1): string {
  if (mode === 'week') return addDays(anchor, 7 * step);
  const a = fromIsoDate(anchor);
  return toIsoDate(new Date(a.getFullYear(), a.getMonth() + step, 1));
}

export interface CalendarEntry {
  key: string;
  kind: 'assignment' | 'occurrence';
  date: string;
  label: string;
  /** 'HH:MM-HH:MM' for assignments. */
  time: string | null;
  /** Palette index: the vehicle's position among the vehicles (occurrences: -1, drawn outlined). */
  colorIndex: number;
  routeId: number | null;
  vehicleId: number | null;
  planName: string | null;
  sort: number;
}

export function calendarEntries(
  plans: readonly MultiDayPlanDetail[],
  occurrences: ReadonlyArray<{ delivery: RecurringDelivery; dates: readonly RecurringOccurrence[] }>,
  vehicleOrder: readonly number[],
): Map<string, CalendarEntry[]> {
  const byDate = new Map<string, CalendarEntry[]>();
  const add = (e: CalendarEntry) => {
    const list = byDate.get(e.date) ?? [];
    list.push(e);
    byDate.set(e.date, list);
  };
  const placed = new Set<number>();
  for (const plan of plans) {
    for (const a of plan.assignments) {
      placed.add(a.routeId);
      const start = a.estimatedStartTime;
      const end = a.estimatedEndTime;
      add({
        key: `a${a.id}`,
        kind: 'assignment',
        date: a.assignedDate,
        label: a.routeName,
        time: start !== null && end !== null ? `${clockOf(start)}-${clockOf(end)}` : null,
        colorIndex: a.vehicleId === null ? 0 : Math.max(0, vehicleOrder.indexOf(a.vehicleId)),
        routeId: a.routeId,
        vehicleId: a.vehicleId,
        planName: plan.name,
        sort: start ?? 0,
      });
    }
  }
  for (const { delivery, dates } of occurrences) {
    for (const o of dates) {
      if (o.routeId !== null && placed.has(o.routeId)) continue;
      add({
        key: `o${delivery.id}-${o.date}`,
        kind: 'occurrence',
        date: o.date,
        label: delivery.name,
        time: null,
        colorIndex: -1,
        routeId: o.routeId,
        vehicleId: null,
        planName: null,
        sort: delivery.preferredTimeWindow?.start ?? 1440,
      });
    }
  }
  for (const list of byDate.values()) list.sort((a, b) => a.sort - b.sort || a.label.localeCompare(b.label));
  return byDate;
}
