import { Intent } from '@blueprintjs/core';
import { isRoutierApiError } from '../../lib/api-client.js';
import { showToast } from './toaster.js';

/**
 * Any change the user's plan refuses (`402 PLAN_LIMIT`, billing on) ends in one toast naming the limit and
 * the plan that lifts it, with an Upgrade button, whatever screen made the call. It is shown after the
 * screen's own error toast (a tick later), which it replaces: one toast is visible at a time.
 */
export function showPlanLimit(error: unknown): void {
  if (!isRoutierApiError(error) || error.code !== 'PLAN_LIMIT') return;
  setTimeout(() =>
    showToast({
      title: 'Plan limit reached',
      description: error.message,
      intent: Intent.WARNING,
      action: { text: 'Upgrade', href: '/dashboard-pricing' },
    }),
  );
}
