/**
 * showToast: the one way the console shows a toast. The spec's toasts are title/description pairs.
 * One Blueprint OverlayToaster, at most one toast visible, each shown for 5 s (document 1, section 9).
 * The toaster code is loaded on the first toast, keeping it out of the landing page's bundle.
 */
import type { ToastOptions } from './toast-options.js';

type Show = (options: ToastOptions) => Promise<void>;

/**
 * Toasts in the order they were asked for. The toaster replaces the visible toast with the newest, so the
 * order decides which one stays: a plan limit's toast must follow the screen's own error toast. Loading the
 * toaster's code (the first toast of a page) may finish in any order for two calls made in quick succession,
 * so each toast waits for the one before it has been handed to the toaster.
 */
export function inCallOrder(load: () => Promise<Show>): (options: ToastOptions) => void {
  let previous: Promise<void> = Promise.resolve();
  return (options) => {
    previous = previous
      .then(load)
      .then((show) => show(options))
      .catch((error: unknown) => {
        // A toast that cannot be shown must never break the action that triggered it, nor the toasts after it.
        console.error('Could not show a toast', error);
      });
  };
}

export const showToast = inCallOrder(() =>
  import('./toaster-instance.js').then(({ showToastNow }) => showToastNow),
);
