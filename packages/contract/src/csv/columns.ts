import type { Priority, RouteStatus, SpecialRequirement } from '../types.js';

/** Columns of the bulk routes export, in order (the spec's). */
export const BULK_COLUMNS = [
  'Route Name',
  'Scheduled Date',
  'Status',
  'Start Location',
  'Destinations',
  'Total Distance (km)',
  'Total Cost ($)',
  'Estimated Time (min)',
] as const;

/** Columns of the single-route export, in order (the spec's). */
export const SINGLE_ROUTE_COLUMNS = [
  'Stop Number',
  'Address',
  'Priority',
  'Latitude',
  'Longitude',
  'Notes',
] as const;

/** How destinations are joined in the bulk export's `Destinations` column (split on `;` when importing). */
export const DESTINATION_SEPARATOR = '; ';

/** Import limits from the spec's planning issue: 5 MB, 10,000 routes, 200 stops per route. */
export const CSV_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 10_000,
  maxStopsPerRoute: 200,
} as const;

export const ROUTE_STATUSES: readonly RouteStatus[] = [
  'pending',
  'planned',
  'optimized',
  'in_progress',
  'completed',
  'cancelled',
];

/** The console's labels for each status (document 2, section 4). */
export const ROUTE_STATUS_LABELS: Record<RouteStatus, string> = {
  pending: 'Pending',
  planned: 'Scheduled',
  optimized: 'Optimized',
  in_progress: 'In Progress',
  completed: 'Complete',
  cancelled: 'Cancelled',
};

/** A status value or its label ('Scheduled', 'In Progress', 'in-progress'), case-insensitive; else null. */
export function parseRouteStatus(text: string): RouteStatus | null {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  for (const status of ROUTE_STATUSES) {
    if (status === key || ROUTE_STATUS_LABELS[status].toLowerCase().replace(/\s+/g, '_') === key)
      return status;
  }
  return null;
}

/** Stop priorities (the contract's Priority), lowest first. */
export const PRIORITIES: readonly Priority[] = ['low', 'medium', 'high', 'urgent'];

/** The contract's SpecialRequirement values (document 2, section 9). */
export const SPECIAL_REQUIREMENTS: readonly SpecialRequirement[] = [
  'refrigerated',
  'fragile_handling',
  'heavy_lift_equipment',
  'hazmat_certified',
  'residential_access',
  'dock_access_required',
];

/**
 * Columns of the stop-per-row layout, in the export's order: one row per stop, rows of one route name form one
 * route. Importing reads every column; Stop, Planned Arrival and Planned Departure are the plan's and are
 * recomputed. Headers match ignoring case, spaces and underscores (`route_name`, `Route Name`).
 */
export const STOP_ROW_COLUMNS = [
  'Route Name',
  'Start Location',
  'Scheduled Date',
  'Vehicle',
  'Stop',
  'Address',
  'Name',
  'Lat',
  'Lng',
  'Priority',
  'Demand',
  'Service Time',
  'Time Window Start',
  'Time Window End',
  'Special Requirements',
  'Notes',
  'Planned Arrival',
  'Planned Departure',
] as const;
