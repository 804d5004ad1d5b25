import { Intent } from '@blueprintjs/core';
import { ROUTE_STATUS_LABELS, type RouteStatus } from '@routier/sdk';

/** Statuses the edit dialog offers (document 2, section 4), in this order. */
export const EDITABLE_STATUSES: RouteStatus[] = ['planned', 'in_progress', 'completed', 'cancelled'];

export function statusLabel(status: RouteStatus): string {
  return ROUTE_STATUS_LABELS[status] ?? status;
}

export function statusIntent(status: RouteStatus): Intent {
  switch (status) {
    case 'completed':
      return Intent.SUCCESS;
    case 'in_progress':
      return Intent.WARNING;
    case 'cancelled':
      return Intent.DANGER;
    case 'optimized':
    case 'planned':
      return Intent.PRIMARY;
    default:
      return Intent.NONE;
  }
}
