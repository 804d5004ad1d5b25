/** Which routes of the range Batch Route Optimization offers, and why the others are not. */
import type { Route } from '@routier/sdk';

/** Routes a batch may re-plan: not being driven, finished or cancelled. */
export function batchable(route: Route): boolean {
  return route.status !== 'completed' && route.status !== 'cancelled' && route.status !== 'in_progress';
}

/** Why some routes of the range are not offered (a route being driven keeps the order its driver follows). */
export function leftOutNote(routes: readonly Route[]): string | null {
  const count = (status: Route['status']) => routes.filter((r) => r.status === status).length;
  const parts = [
    [count('in_progress'), 'in progress'],
    [count('completed'), 'completed'],
    [count('cancelled'), 'cancelled'],
  ].filter(([n]) => (n as number) > 0);
  if (parts.length === 0) return null;
  const total = parts.reduce((sum, [n]) => sum + (n as number), 0);
  const what = parts.map(([n, label]) => `${n} ${label}`).join(', ');
  return `${total === 1 ? 'One route is' : `${total} routes are`} not offered (${what}): a route in progress keeps the order its driver is following, and finished or cancelled routes are not re-planned.`;
}
