import type { Intent } from '@blueprintjs/core';

/** What a toast shows (the spec's toasts are title/description pairs) and for how long. */
export const TOAST_TIMEOUT_MS = 5000;

export interface ToastOptions {
  title: string;
  description?: string;
  intent?: Intent;
  /** A button in the toast that goes to a page of the console ("Upgrade" on a plan limit). */
  action?: { text: string; href: string };
}
