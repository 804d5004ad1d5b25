import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import type { CurrentUser } from '../../lib/auth/current-user.js';
import { useSignOut } from '../../lib/auth/use-sign-out.js';
import { displayNameOf } from '../../lib/user-format.js';
import { UserAvatar } from './UserAvatar.js';

/**
 * The user menu: avatar, display name, e-mail, Sign Out (PopoverNext: the legacy Popover mispositions under React
 * 19). Its target sits in the sticky top bar, so the menu is placed against the viewport (`fixed`): placed against
 * the page, it is drawn a page-scroll away from the bar until it is placed again after a scroll (a CI run clicked
 * Sign Out where the menu was drawn for that moment, at the top of the window, and the click did nothing).
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const signOut = useSignOut();
  const name = displayNameOf(user);
  return (
    <PopoverNext
      placement="bottom-end"
      positioningStrategy="fixed"
      content={
        <Menu aria-label="User menu">
          <li className="user-menu-header">
            <div className="user-menu-name">{name}</div>
            {user.email && user.email !== name ? <div className="user-menu-email">{user.email}</div> : null}
          </li>
          <MenuDivider />
          <MenuItem
            icon="log-out"
            text={signOut.isPending ? 'Signing out...' : 'Sign Out'}
            disabled={signOut.isPending}
            shouldDismissPopover={false}
            onClick={() => signOut.mutate()}
          />
        </Menu>
      }
    >
      <Button variant="minimal" endIcon="caret-down" className="user-menu-button" data-testid="user-menu">
        <span className="user-menu-target">
          <UserAvatar user={user} />
          <span className="user-menu-display-name">{name}</span>
        </span>
      </Button>
    </PopoverNext>
  );
}
