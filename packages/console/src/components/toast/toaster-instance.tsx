/** The application's one OverlayToaster, created on first use (see toaster.ts). */
import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { ToastBody } from '../ToastBody.js';
import { TOAST_TIMEOUT_MS, type ToastOptions } from './toast-options.js';

let toaster: Promise<Toaster> | null = null;

export async function showToastNow({ title, description, intent, action }: ToastOptions): Promise<void> {
  toaster ??= OverlayToaster.createAsync({ position: Position.TOP, maxToasts: 1, className: 'app-toaster' });
  const instance = await toaster;
  instance.show({
    message: <ToastBody title={title} description={description} />,
    intent,
    // A toast with an action stays until it is used, closed or replaced: a button that vanishes after 5 s
    // cannot be reached in time by everyone (WCAG 2.2.1).
    timeout: action ? 0 : TOAST_TIMEOUT_MS,
    action: action && { text: action.text, onClick: () => window.location.assign(action.href) },
  });
}
