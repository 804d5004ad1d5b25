import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../components/ErrorBoundary.js';
import type { CurrentUser } from '../../lib/auth/current-user.js';
import { LoadingView } from '../LoadingView.js';
import { ShellContext } from '../../lib/shell-context.js';
import { Sidebar } from './Sidebar.js';
import { TopBar } from './TopBar.js';
import { useSidebar } from './use-sidebar.js';
import './shell.css';
import './icons.js';

interface AppShellProps {
  user: CurrentUser;
  children: ReactNode;
}

/** The signed-in frame: top bar, sidebar 'Navigation', and the page. */
export function AppShell({ user, children }: AppShellProps) {
  const sidebar = useSidebar();
  const { pathname } = useLocation();
  const { small, close } = sidebar;
  const lastPath = useRef(pathname);

  // On small screens the sidebar covers the page, so it closes once the user has navigated.
  useEffect(() => {
    if (lastPath.current !== pathname && small) close();
    lastPath.current = pathname;
  }, [pathname, small, close]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <TopBar user={user} sidebarOpen={sidebar.open} onToggleSidebar={sidebar.toggle} />
      <div className="app-body">
        {sidebar.open ? <Sidebar overlay={sidebar.small} onClose={sidebar.close} /> : null}
        {sidebar.open && sidebar.small ? (
          <div className="app-sidebar-backdrop" aria-hidden="true" onClick={sidebar.close} />
        ) : null}
        <main className="app-main" id="main-content" tabIndex={-1}>
          <ShellContext.Provider value={true}>
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={<LoadingView />}>{children}</Suspense>
            </ErrorBoundary>
          </ShellContext.Provider>
        </main>
      </div>
    </div>
  );
}
