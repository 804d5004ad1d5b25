/** The few user fields the console displays (document 1, section 3: "Current user"). */
export interface UserNameFields {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  profileImageUrl?: string | null;
}

function clean(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Avatar text: initials of first and last name, else 'U' (document 1, section 2, application shell). */
export function initialsOf(user: UserNameFields | null | undefined): string {
  const first = clean(user?.firstName);
  const last = clean(user?.lastName);
  const initials = `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
  return initials === '' ? 'U' : initials;
}

/** Display name: first and last name, else e-mail, else 'User'. */
export function displayNameOf(user: UserNameFields | null | undefined): string {
  const name = [clean(user?.firstName), clean(user?.lastName)].filter((part) => part !== '').join(' ');
  if (name !== '') return name;
  const email = clean(user?.email);
  return email !== '' ? email : 'User';
}
