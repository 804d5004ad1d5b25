/**
 * showToast: the one way the console shows a toast. The spec's toasts are title/description pairs.
 * One Blueprint OverlayToaster, at most one toast visible, each shown for 5 s (document 1, section 9).
 * The toaster code is loaded on the first toast, keeping it out of the landing page's bundle.
 */
import type { ToastOptions } from './toast-options.js';

export function showToast(options: ToastOptions): void {
  import('./toaster-instance.js')
    .then(({ showToastNow }) => showToastNow(options))
    .catch((error: unknown) => {
      // A toast that cannot be shown must never break the action that triggered it.
      console.error('Could not show a toast', error);
    });
}
