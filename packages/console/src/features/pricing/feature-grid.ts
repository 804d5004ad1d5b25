/** Rows of the pricing page's feature grid: one cell per plan, in PLANS order (Basic, Starter, Professional, Enterprise). */
export type GridCell = boolean | string;

export interface GridRow {
  feature: string;
  cells: [GridCell, GridCell, GridCell, GridCell];
}

export const FEATURE_GRID: GridRow[] = [
  { feature: 'Routes per month', cells: ['25', '50', '500', 'Unlimited'] },
  { feature: 'Vehicles', cells: ['3', '5', '25', 'Unlimited'] },
  { feature: 'Route optimisation and map', cells: [true, true, true, true] },
  { feature: 'CSV import and export', cells: [true, true, true, true] },
  { feature: 'Time windows', cells: [false, true, true, true] },
  { feature: 'Advanced constraints', cells: [false, true, true, true] },
  { feature: 'Reporting', cells: ['Web dashboard', 'Basic reporting', 'Analytics', 'Analytics'] },
  { feature: 'Fleet analytics', cells: [false, false, true, true] },
  { feature: 'Capacity optimisation', cells: [false, false, true, true] },
  { feature: 'Driver scheduling', cells: [false, false, true, true] },
  { feature: 'Route status monitoring', cells: [false, false, true, true] },
  { feature: 'Multi-depot planning', cells: [false, false, false, true] },
  { feature: 'API access and custom integrations', cells: [false, false, false, true] },
  { feature: 'On-premise option', cells: [false, false, false, true] },
  { feature: 'Support', cells: ['E-mail', 'E-mail', 'Priority e-mail and chat', '24/7 and account manager'] },
];
