/** How routes look in tables: the console's status labels and units (km 1 decimal, minutes, $ 2 decimals). */
import { ROUTE_STATUS_LABELS, type Route, type RouteStatus } from '@routier/sdk';
import type { Cell, Column, Row, Tone } from '../../output/view.js';

const STATUS_TONE: Record<RouteStatus, Tone> = {
  pending: 'muted',
  planned: 'info',
  optimized: 'success',
  in_progress: 'warning',
  completed: 'success',
  cancelled: 'muted',
};

export function statusCell(status: RouteStatus): Cell {
  return { text: ROUTE_STATUS_LABELS[status] ?? status, tone: STATUS_TONE[status] };
}

/** Minutes after midnight as HH:MM (past midnight wraps to the next day's clock); '' when absent. */
export const clock = (m: number | null | undefined) =>
  m === null || m === undefined
    ? ''
    : `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export const km = (v: number | null | undefined) => (v === null || v === undefined ? '-' : v.toFixed(1));
export const minutes = (v: number | null | undefined) => (v === null || v === undefined ? '-' : String(v));
export const dollars = (v: number | null | undefined) => (v === null || v === undefined ? '-' : v.toFixed(2));

export const ROUTE_COLUMNS: Column[] = [
  { key: 'id', header: 'ID', align: 'right' },
  { key: 'name', header: 'Name' },
  { key: 'date', header: 'Date' },
  { key: 'status', header: 'Status' },
  { key: 'stops', header: 'Stops', align: 'right' },
  { key: 'km', header: 'km', align: 'right' },
  { key: 'min', header: 'min', align: 'right' },
  { key: 'cost', header: 'Cost $', align: 'right' },
];

export function routeRow(route: Route): Row {
  return {
    id: String(route.id),
    name: route.name,
    date: route.scheduledDate,
    status: statusCell(route.status),
    stops: String(route.destinations.length),
    km: km(route.totalDistance),
    min: minutes(route.estimatedTime),
    cost: dollars(route.totalCost),
  };
}
