import {
  Button,
  Card,
  Classes,
  DialogBody,
  DialogFooter,
  HTMLTable,
  Intent,
  NonIdealState,
} from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { ApiToken } from '@routier/sdk';
import { AppDialog } from '../../components/AppDialog.js';
import { ConfirmDeleteAlert } from '../../components/ConfirmDeleteAlert.js';
import { TextField } from '../../components/TextField.js';
import { SecretReveal } from './SecretReveal.js';
import { showToast } from '../../components/toast/toaster.js';
import { fieldErrors, serverMessage } from '../routes/api-errors.js';
import { LoadState } from '../scheduling/LoadState.js';
import { useCreateToken, useRevokeToken, useTokens } from './use-settings.js';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

/** Create a token: a name and an optional expiry date; the secret is shown once, to copy. */
function CreateTokenDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const create = useCreateToken();
  const [name, setName] = useState('');
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    setName('');
    setExpires('');
    setErrors({});
    setSecret(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: 'Token name is required' });
    create.mutate(
      { name: name.trim(), expiresAt: expires ? new Date(`${expires}T23:59:59`).toISOString() : null },
      {
        onSuccess: (token) => setSecret(token.token),
        onError: (error) => {
          setErrors(fieldErrors(error));
          showToast({
            title: 'Error',
            description: serverMessage(error, 'Failed to create token'),
            intent: Intent.DANGER,
          });
        },
      },
    );
  };
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={close}
      title="Create API Token"
      icon="key"
      className="scheduling-dialog"
    >
      {secret ? (
        <SecretReveal
          title="Copy this token now"
          label="New token"
          secret={secret}
          what="token"
          onDone={close}
        >
          It is shown only once. Use it as <code>Authorization: Bearer …</code> or with{' '}
          <code>routier login --token</code>.
        </SecretReveal>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Create API Token">
          <DialogBody>
            <TextField
              id="token-name"
              label="Name"
              placeholder="e.g. Nightly CSV import"
              error={errors.name}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <TextField
              id="token-expires"
              label="Expires"
              labelInfo="(optional)"
              type="date"
              error={errors.expiresAt}
              value={expires}
              onChange={(e) => setExpires(e.target.value)}
            />
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button onClick={close}>Cancel</Button>
                <Button type="submit" intent={Intent.PRIMARY} disabled={create.isPending}>
                  {create.isPending ? 'Creating...' : 'Create Token'}
                </Button>
              </>
            }
          />
        </form>
      )}
    </AppDialog>
  );
}

/** API Tokens (beyond document 2): the tokens for the CLI, SDK and integrations; create (shown once), revoke. */
export function TokensTab() {
  const tokens = useTokens();
  const revoke = useRevokeToken();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const add = (
    <Button intent={Intent.PRIMARY} icon="plus" onClick={() => setCreating(true)}>
      Create Token
    </Button>
  );
  const confirm = () => {
    const token = revoking;
    setRevoking(null);
    if (token)
      revoke.mutate(token.id, {
        onSuccess: () =>
          showToast({ title: 'Success', description: 'Token revoked', intent: Intent.SUCCESS }),
        onError: (error) =>
          showToast({
            title: 'Error',
            description: serverMessage(error, 'Failed to revoke token'),
            intent: Intent.DANGER,
          }),
      });
  };
  return (
    <Card>
      <h2 className={`${Classes.HEADING} settings-card-title`}>API Tokens</h2>
      <div className="scheduling-toolbar">
        <span className={Classes.TEXT_MUTED}>
          Tokens act as you from the CLI, the SDK and your integrations.
        </span>
        {add}
      </div>
      <LoadState query={tokens} what="API tokens">
        {(list) =>
          list.length === 0 ? (
            <NonIdealState
              icon="key"
              title="No API tokens"
              description="Create one for the routier CLI or your integration"
            />
          ) : (
            <HTMLTable compact className="settings-tokens" aria-label="API tokens">
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Token</th>
                  <th>Created</th>
                  <th>Last used</th>
                  <th>Expires</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {list.map((t) => (
                  <tr key={t.id}>
                    <td>{t.name}</td>
                    <td>
                      <code>{t.prefix}…</code>
                    </td>
                    <td>{when(t.createdAt)}</td>
                    <td>{when(t.lastUsedAt)}</td>
                    <td>{when(t.expiresAt)}</td>
                    <td>
                      <Button
                        variant="minimal"
                        intent={Intent.DANGER}
                        onClick={() => setRevoking(t)}
                        aria-label={`Revoke ${t.name}`}
                      >
                        Revoke
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )
        }
      </LoadState>
      <CreateTokenDialog isOpen={creating} onClose={() => setCreating(false)} />
      <ConfirmDeleteAlert isOpen={revoking !== null} onConfirm={confirm} onCancel={() => setRevoking(null)}>
        Revoke {revoking?.name}? Anything using it stops working at once.
      </ConfirmDeleteAlert>
    </Card>
  );
}
