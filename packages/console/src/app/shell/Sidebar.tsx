import { Button, Classes, Menu, MenuItem } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { NAV_ITEMS, isNavItemActive } from '../nav-items.js';

interface SidebarProps {
  /** Small screens: the sidebar floats over the page and has its own close button. */
  overlay: boolean;
  onClose: () => void;
}

export function Sidebar({ overlay, onClose }: SidebarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav
      id="app-sidebar"
      className={overlay ? 'app-sidebar app-sidebar-overlay' : 'app-sidebar'}
      aria-labelledby="sidebar-title"
    >
      <div className="app-sidebar-sticky">
        <div className="app-sidebar-header">
          <h2 id="sidebar-title" className={`${Classes.HEADING} app-sidebar-title`}>
            Navigation
          </h2>
          {overlay ? (
            <Button variant="minimal" icon="cross" aria-label="Close navigation" onClick={onClose} />
          ) : null}
        </div>
        <Menu className="app-sidebar-menu">
          {NAV_ITEMS.map((item) => {
            const active = isNavItemActive(item, pathname);
            return (
              <MenuItem
                key={item.path}
                icon={item.icon}
                text={item.label}
                active={active}
                intent={active ? 'primary' : 'none'}
                href={item.path}
                aria-current={active ? 'page' : undefined}
                onClick={(event) => {
                  // A real link (open in new tab works), navigated inside the app on a plain click.
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  void navigate(item.path);
                }}
              />
            );
          })}
        </Menu>
      </div>
    </nav>
  );
}
