import type { IconName } from '@blueprintjs/icons';

export interface NavItem {
  label: string;
  path: string;
  icon: IconName;
  /** Other paths that highlight this entry (e.g. `/` for Dashboard when signed in). */
  aliases?: string[];
}

/** The sidebar 'Navigation', in the order of document 1, section 2. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', path: '/dashboard', icon: 'dashboard', aliases: ['/'] },
  { label: 'Route Planning', path: '/route-planning', icon: 'route', aliases: ['/routes'] },
  { label: 'Fleet Management', path: '/fleet', icon: 'drive-time' },
  { label: 'Scheduling', path: '/scheduling', icon: 'calendar' },
  { label: 'Multi-Day Planning', path: '/multi-day-planning', icon: 'gantt-chart' },
  { label: 'Upgrade Plan', path: '/dashboard-pricing', icon: 'credit-card' },
  { label: 'Analytics', path: '/analytics', icon: 'chart' },
  { label: 'API Documentation', path: '/api-docs', icon: 'code' },
  { label: 'Settings', path: '/settings', icon: 'cog' },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const paths = [item.path, ...(item.aliases ?? [])];
  return paths.some((path) =>
    path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`),
  );
}
