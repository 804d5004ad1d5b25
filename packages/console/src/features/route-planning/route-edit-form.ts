/**
 * The route edit dialog (document 2, section 2): name, status, start, date and the destinations with
 * priority and demand. Unchanged stops keep everything the server knows about them (coordinates, service
 * time, window); an edited address is sent bare so the server locates it again.
 */
import type { Priority, Route, RouteStatus, RouteUpdate, Stop, StopInput } from '@routier/sdk';
import { parseQuantity } from './fleet-form.js';

export interface EditStopValue {
  address: string;
  priority: Priority;
  demand: string;
  /** The stored stop this row started from (kept when the address is unchanged). */
  original: Stop | null;
}

export interface RouteEditValues {
  name: string;
  status: RouteStatus;
  startLocation: string;
  scheduledDate: string;
  destinations: EditStopValue[];
}

export interface RouteEditErrors {
  name?: string;
  startLocation?: string;
  scheduledDate?: string;
  destinations?: string;
  demand?: Record<number, string>;
}

export function editValuesOf(route: Route): RouteEditValues {
  return {
    name: route.name,
    status: route.status,
    startLocation: route.startLocation,
    scheduledDate: route.scheduledDate ?? '',
    destinations: route.destinations.map((stop) => ({
      address: stop.address,
      priority: stop.priority,
      demand: String(stop.demand),
      original: stop,
    })),
  };
}

function stopInput(row: EditStopValue, demand: number): StopInput {
  const address = row.address.trim();
  const o = row.original;
  if (!o || o.address !== address) return { address, priority: row.priority, demand };
  return {
    address,
    name: o.name ?? null,
    priority: row.priority,
    demand,
    lat: o.lat,
    lng: o.lng,
    notes: o.notes,
    serviceTime: o.serviceTime,
    timeWindow: o.timeWindow,
    specialRequirements: o.specialRequirements,
    ...(o.geocode !== undefined ? { geocode: o.geocode } : {}),
  };
}

export type RouteEditCheck = { ok: true; body: RouteUpdate } | { ok: false; errors: RouteEditErrors };

export function checkRouteEdit(values: RouteEditValues): RouteEditCheck {
  const errors: RouteEditErrors = {};
  if (values.name.trim() === '') errors.name = 'Route name is required';
  if (values.startLocation.trim() === '') errors.startLocation = 'Starting location is required';
  if (values.scheduledDate === '') errors.scheduledDate = 'Scheduled date is required';
  const demandErrors: Record<number, string> = {};
  const destinations: StopInput[] = [];
  values.destinations.forEach((row, i) => {
    if (row.address.trim() === '') return;
    // A blank demand falls back to 1 (section 5).
    const demand = parseQuantity(row.demand, 1);
    if (demand === null || demand < 0) demandErrors[i] = 'Demand must be 0 or more';
    else destinations.push(stopInput(row, demand));
  });
  if (Object.keys(demandErrors).length > 0) errors.demand = demandErrors;
  else if (destinations.length === 0) errors.destinations = 'At least one destination is required';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name: values.name.trim(),
      status: values.status,
      startLocation: values.startLocation.trim(),
      scheduledDate: values.scheduledDate,
      destinations,
    },
  };
}
