import { useState } from 'react';
import type { CurrentUser } from '../../lib/auth/current-user.js';
import { initialsOf } from '../../lib/user-format.js';

/** The profile image, else the initials, else 'U'. A broken image falls back to the initials too. */
export function UserAvatar({ user }: { user: CurrentUser }) {
  const [imageFailed, setImageFailed] = useState(false);
  const image = user.profileImageUrl;
  if (image && !imageFailed) {
    return <img className="user-avatar" src={image} alt="" onError={() => setImageFailed(true)} />;
  }
  return (
    <span className="user-avatar user-avatar-initials" aria-hidden="true" data-testid="user-initials">
      {initialsOf(user)}
    </span>
  );
}
