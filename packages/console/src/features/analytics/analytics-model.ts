/**
 * What the Analytics screen shows from `GET /api/analytics`: the eight tiles (labels chosen for a fleet
 * manager: document 2 does not give them) and the chart series. Pure.
 */
import { ROUTE_STATUS_LABELS, type Analytics, type VehicleType } from '@routier/sdk';
import { formatMoney } from '../routes/format.js';

export interface Tile {
  label: string;
  value: string;
  hint: string;
}

const pct = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
const km = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} km`;

export function tilesOf(a: Analytics): Tile[] {
  return [
    {
      label: 'Total Routes',
      value: a.totalRoutes.toLocaleString('en-US'),
      hint: `${a.inProgressRoutes} in progress`,
    },
    {
      label: 'Completion Rate',
      value: pct(a.completionRate),
      hint: `${a.completedRoutes} of ${a.totalRoutes} completed`,
    },
    {
      label: 'Fleet Utilization',
      value: pct(a.fleetUtilization),
      hint: `${a.inProgressRoutes} running on ${a.totalVehicles} vehicles`,
    },
    {
      label: 'Efficiency Score',
      value: a.efficiencyScore.toLocaleString('en-US', { maximumFractionDigits: 1 }),
      hint: 'completion + utilization, at most 100',
    },
    {
      label: 'Avg Distance per Route',
      value: km(a.avgDistancePerRoute),
      hint: `${a.avgStopsPerRoute} stops per route`,
    },
    {
      label: 'Avg Cost per Route',
      value: formatMoney(a.avgCostPerRoute),
      hint: `${formatMoney(a.totalCost)} in total`,
    },
    {
      label: 'Active Vehicles',
      value: `${a.activeVehicles} of ${a.totalVehicles}`,
      hint: `${a.totalVehicles - a.activeVehicles} inactive`,
    },
    { label: 'Total Distance', value: km(a.totalDistance), hint: 'over the routes counted' },
  ];
}

/** Colours of the route statuses, the same family as the console's status tags. */
export const STATUS_COLOURS: Record<string, string> = {
  pending: '#8F99A8',
  planned: '#2D72D2',
  optimized: '#7961DB',
  in_progress: '#C87619',
  completed: '#238551',
  cancelled: '#CD4246',
};

export const statusSeries = (a: Analytics) =>
  a.statusDistribution.map((s) => ({
    key: s.status,
    name: ROUTE_STATUS_LABELS[s.status] ?? s.status,
    count: s.count,
  }));

const TYPE_LABELS: Record<VehicleType, string> = {
  cargo_van: 'Cargo Van',
  standard_truck: 'Standard Truck',
  heavy_duty: 'Heavy Duty Truck',
};

export const fleetSeries = (a: Analytics) =>
  a.fleetComposition.map((f) => ({
    name: TYPE_LABELS[f.type] ?? f.type,
    active: f.active,
    inactive: f.count - f.active,
  }));

export const isEmpty = (a: Analytics) => a.totalRoutes === 0 && a.totalVehicles === 0;
