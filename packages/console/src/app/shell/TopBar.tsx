import { Alignment, Button, Navbar, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { AppTooltip } from '../../components/AppTooltip.js';
import { BrandMark } from '../../components/BrandMark.js';
import type { CurrentUser } from '../../lib/auth/current-user.js';
import { UserMenu } from './UserMenu.js';

interface TopBarProps {
  user: CurrentUser;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function TopBar({ user, sidebarOpen, onToggleSidebar }: TopBarProps) {
  const label = sidebarOpen ? 'Hide navigation' : 'Show navigation';
  return (
    <Navbar className="app-topbar" fixedToTop={false}>
      <NavbarGroup align={Alignment.START}>
        <AppTooltip content={label} placement="bottom">
          <Button
            variant="minimal"
            icon="menu"
            aria-label={label}
            aria-expanded={sidebarOpen}
            aria-controls="app-sidebar"
            onClick={onToggleSidebar}
            data-testid="sidebar-toggle"
          />
        </AppTooltip>
        <NavbarHeading className="app-brand">
          <Link to="/dashboard" className="brand-link">
            <BrandMark />
            <span>Routier</span>
          </Link>
        </NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        <UserMenu user={user} />
      </NavbarGroup>
    </Navbar>
  );
}
