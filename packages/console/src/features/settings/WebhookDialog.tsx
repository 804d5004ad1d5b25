import { Button, Checkbox, DialogBody, DialogFooter, FormGroup, Intent, Switch } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { WebhookEndpoint, WebhookEventType } from '@routier/sdk';
import { AppDialog } from '../../components/AppDialog.js';
import { TextField } from '../../components/TextField.js';
import { showToast } from '../../components/toast/toaster.js';
import { fieldErrors, serverMessage } from '../routes/api-errors.js';
import { SecretReveal } from './SecretReveal.js';
import { useCreateWebhook, useRotateWebhookSecret, useUpdateWebhook } from './use-webhooks.js';

export const WEBHOOK_EVENTS: Array<{ value: WebhookEventType; label: string }> = [
  { value: 'job.succeeded', label: 'Optimisation job succeeded' },
  { value: 'job.failed', label: 'Optimisation job failed' },
  { value: 'route.updated', label: 'Route updated (edited, optimised, re-imported)' },
];

interface Props {
  /** The endpoint to edit; null to create one. */
  endpoint: WebhookEndpoint | null;
  isOpen: boolean;
  onClose: () => void;
}

/** Add or edit a webhook endpoint; a new or rotated signing secret is shown once, to copy. */
export function WebhookDialog({ endpoint, isOpen, onClose }: Props) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const rotate = useRotateWebhookSecret();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(
    endpoint?.events ?? WEBHOOK_EVENTS.map((e) => e.value),
  );
  const [active, setActive] = useState(endpoint?.isActive ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const failed = (fallback: string) => (error: unknown) => {
    setErrors(fieldErrors(error));
    showToast({ title: 'Error', description: serverMessage(error, fallback), intent: Intent.DANGER });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!/^https?:\/\/\S+$/.test(url.trim()))
      problems.url = 'Please enter a full http:// or https:// address';
    if (!events.length) problems.events = 'Choose at least one event';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const body = { url: url.trim(), description: description.trim() || null, events, isActive: active };
    if (endpoint)
      update.mutate(
        { id: endpoint.id, body },
        {
          onSuccess: () => {
            showToast({ title: 'Success', description: 'Webhook endpoint saved', intent: Intent.SUCCESS });
            onClose();
          },
          onError: failed('Failed to save the endpoint'),
        },
      );
    else
      create.mutate(body, {
        onSuccess: (created) => setSecret(created.secret),
        onError: failed('Failed to add the endpoint'),
      });
  };
  const rotateSecret = () =>
    endpoint &&
    rotate.mutate(endpoint.id, {
      onSuccess: (rotated) => setSecret(rotated.secret),
      onError: failed('Failed to rotate the secret'),
    });
  const toggle = (value: WebhookEventType, on: boolean) =>
    setEvents((list) => (on ? [...list, value] : list.filter((e) => e !== value)));

  const title = endpoint ? 'Edit Webhook Endpoint' : 'Add Webhook Endpoint';
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      icon="send-message"
      className="scheduling-dialog"
    >
      {secret ? (
        <SecretReveal
          title="Copy the signing secret now"
          label="Signing secret"
          secret={secret}
          what="signing secret"
          onDone={onClose}
        >
          It is shown only once. Your endpoint checks each delivery&apos;s <code>Routier-Signature</code> with
          it
          {endpoint ? '; for 24 hours deliveries are also signed with the previous secret' : ''}.
        </SecretReveal>
      ) : (
        <form onSubmit={submit} noValidate aria-label={title}>
          <DialogBody>
            <TextField
              id="webhook-url"
              label="Endpoint URL"
              placeholder="https://erp.example.com/routier/events"
              error={errors.url}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
            <TextField
              id="webhook-description"
              label="Description"
              labelInfo="(optional)"
              error={errors.description}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
            <FormGroup
              label="Events"
              helperText={errors.events}
              intent={errors.events ? Intent.DANGER : Intent.NONE}
              role="group"
              aria-label="Events"
            >
              {WEBHOOK_EVENTS.map((e) => (
                <Checkbox
                  key={e.value}
                  label={e.label}
                  checked={events.includes(e.value)}
                  onChange={(change) => toggle(e.value, change.currentTarget.checked)}
                />
              ))}
            </FormGroup>
            <Switch label="Active" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
          </DialogBody>
          <DialogFooter
            actions={
              <>
                {endpoint && (
                  <Button icon="refresh" onClick={rotateSecret} disabled={rotate.isPending}>
                    Rotate secret
                  </Button>
                )}
                <Button onClick={onClose}>Cancel</Button>
                <Button type="submit" intent={Intent.PRIMARY} disabled={pending}>
                  {pending ? 'Saving...' : endpoint ? 'Save Endpoint' : 'Add Endpoint'}
                </Button>
              </>
            }
          />
        </form>
      )}
    </AppDialog>
  );
}
