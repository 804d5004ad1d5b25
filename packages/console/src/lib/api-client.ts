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
