/**
 * The console's one API client: `@routier/sdk` against this page's own origin, with the session cookie.
 * Screens never call fetch themselves; they use `api` with `unwrap` inside TanStack Query hooks.
 */
import { createClient, type RoutierClient } from '@routier/sdk';

export { unwrap, isRoutierApiError, RoutierApiError } from '@routier/sdk';

function origin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

export const api: RoutierClient = createClient({ baseUrl: origin(), credentials: 'same-origin' });

/** The message to show for a failed call: the server's sentence (document 1, section 8's rule). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
