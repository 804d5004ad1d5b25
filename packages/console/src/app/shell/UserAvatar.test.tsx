// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../lib/auth/current-user.js';
import { UserAvatar } from './UserAvatar.js';

const user = (fields: Partial<CurrentUser>): CurrentUser => ({
  id: 1,
  email: 'ada@example.com',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  authProvider: 'local',
  emailVerified: false,
  createdAt: '2026-11-01T09:00:00.000Z',
  ...fields,
});

describe('UserAvatar', () => {
  afterEach(cleanup);

  it('shows the profile image when there is one', () => {
    const { container } = render(
      <UserAvatar user={user({ profileImageUrl: 'https://img.example/a.png' })} />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://img.example/a.png');
  });

  it('falls back to the initials when the image fails to load', () => {
    const { container } = render(
      <UserAvatar
        user={user({ firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: 'https://img.example/x.png' })}
      />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('user-initials').textContent).toBe('AL');
  });

  it("shows 'U' without a name or image", () => {
    render(<UserAvatar user={user({})} />);
    expect(screen.getByTestId('user-initials').textContent).toBe('U');
  });
});
