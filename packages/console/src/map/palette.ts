/**
 * The map's colours (document 2, section 9): routes cycle through an 8-colour palette; stop markers are
 * coloured by priority (urgent red, high orange, medium blue, low green); the depot is drawn apart
 * (dark square). Pure data, shared by the map styles, legends and result lists.
 */
import type { Priority } from '@routier/sdk';

/** Route line colours, in the order routes are given; the 9th route takes the 1st colour again. */
export const ROUTE_PALETTE = [
  '#2D72D2', // blue
  '#7961DB', // violet
  '#00A396', // turquoise
  '#C87619', // amber
  '#DB2C6F', // rose
  '#238551', // green
  '#634DBF', // indigo
  '#8EB125', // lime
] as const;

export const PRIORITY_COLORS: Record<Priority, string> = {
  urgent: '#CD4246', // red
  high: '#EC9A3C', // orange
  medium: '#4C90F0', // blue
  low: '#32A467', // green
};

export const PRIORITY_LABELS: Record<Priority, string> = {
  urgent: 'Urgent',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** Highest first, as legends list them. */
export const PRIORITIES: readonly Priority[] = ['urgent', 'high', 'medium', 'low'];

export const DEPOT_COLOR = '#1C2127';

/** The colour of the route at `index` (0-based) in a list of routes. */
export function routeColor(index: number): string {
  const n = ROUTE_PALETTE.length;
  return ROUTE_PALETTE[((Math.trunc(index) % n) + n) % n]!;
}

/** A stop's marker colour; unknown priorities are drawn as medium (the default priority). */
export function priorityColor(priority: string | null | undefined): string {
  return PRIORITY_COLORS[(priority ?? 'medium') as Priority] ?? PRIORITY_COLORS.medium;
}
