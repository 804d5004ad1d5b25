import { Outlet } from 'react-router-dom';
import { AuthGate } from './AuthGate.js';
import { PageRoute } from './PageRoute.js';
import { LazyAppShell as AppShell } from './shell/LazyAppShell.js';
import { pages } from './pages.js';

/** Protected routes: the sign-in view when signed out, else the page inside the application shell. */
export function ProtectedLayout() {
  return (
    <AuthGate
      signedOut={<PageRoute page={pages.auth} />}
      signedIn={(user) => (
        <AppShell user={user}>
          <Outlet />
        </AppShell>
      )}
    />
  );
}
