import { AuthGate } from './AuthGate.js';
import { PageRoute } from './PageRoute.js';
import { LazyAppShell as AppShell } from './shell/LazyAppShell.js';
import { pages } from './pages.js';

/**
 * `/api-docs` is public (with the public navigation); a signed-in user reaches it from the sidebar, so
 * for them it stays inside the application shell.
 */
export function ApiDocsRoute() {
  return (
    <AuthGate
      signedOut={<PageRoute page={pages.apiDocs} />}
      signedIn={(user) => (
        <AppShell user={user}>
          <PageRoute page={pages.apiDocs} />
        </AppShell>
      )}
    />
  );
}
