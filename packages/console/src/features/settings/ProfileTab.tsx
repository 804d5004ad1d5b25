import { Button, Card, Intent } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { UserProfile } from '@routier/sdk';
import { TextField } from '../../components/TextField.js';
import { showToast } from '../../components/toast/toaster.js';
import { fieldErrors } from '../routes/api-errors.js';
import { LoadState } from '../scheduling/LoadState.js';
import { useProfile, useSaveProfile } from './use-settings.js';

const FIELDS: Array<{ key: keyof UserProfile; label: string; type?: string }> = [
  { key: 'companyName', label: 'Company Name' },
  { key: 'contactEmail', label: 'Contact Email', type: 'email' },
  { key: 'phone', label: 'Phone' },
  { key: 'address', label: 'Address' },
];

function ProfileForm({ profile }: { profile: UserProfile }) {
  const save = useSaveProfile();
  const [values, setValues] = useState(() =>
    Object.fromEntries(FIELDS.map((f) => [f.key, profile[f.key] ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setValues(Object.fromEntries(FIELDS.map((f) => [f.key, profile[f.key] ?? '']))), [profile]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      Object.fromEntries(FIELDS.map((f) => [f.key, values[f.key].trim() || null])) as Partial<UserProfile>,
      {
        onSuccess: () =>
          showToast({
            title: 'Success',
            description: 'Profile settings updated successfully',
            intent: Intent.SUCCESS,
          }),
        onError: (error) => {
          setErrors(fieldErrors(error));
          showToast({
            title: 'Error',
            description: 'Failed to update profile settings.',
            intent: Intent.DANGER,
          });
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Profile" className="settings-form">
      <div className="form-row form-row-2">
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            id={`profile-${f.key}`}
            label={f.label}
            type={f.type}
            error={errors[f.key]}
            value={values[f.key]}
            onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
          />
        ))}
      </div>
      <Button type="submit" intent={Intent.PRIMARY} disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}

/** Profile: company name, contact e-mail, phone, address (document 2). */
export function ProfileTab() {
  const profile = useProfile();
  return (
    <Card>
      <LoadState query={profile} what="Profile">
        {(p) => <ProfileForm profile={p} />}
      </LoadState>
    </Card>
  );
}
