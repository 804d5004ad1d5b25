import { AuthGate } from './AuthGate.js';
import { PageRoute } from './PageRoute.js';
import { LazyAppShell as AppShell } from './shell/LazyAppShell.js';
import { pages } from './pages.js';

/** `/`: the landing page for signed-out visitors, the dashboard inside the shell for signed-in users. */
export function HomeRoute() {
  return (
    <AuthGate
      signedOut={<PageRoute page={pages.landing} />}
      signedIn={(user) => (
        <AppShell user={user}>
          <PageRoute page={pages.dashboard} />
        </AppShell>
      )}
    />
  );
}
