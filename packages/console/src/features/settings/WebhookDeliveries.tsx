import {
  Button,
  Classes,
  DialogBody,
  HTMLSelect,
  HTMLTable,
  Intent,
  NonIdealState,
  Tag,
} from '@blueprintjs/core';
import { Fragment, useState } from 'react';
import type { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from '@routier/sdk';
import { AppDialog } from '../../components/AppDialog.js';
import { showToast } from '../../components/toast/toaster.js';
import { serverMessage } from '../routes/api-errors.js';
import { LoadState } from '../scheduling/LoadState.js';
import { useRetryDelivery, useWebhookDeliveries } from './use-webhooks.js';

const STATUS_INTENT: Record<WebhookDeliveryStatus, Intent> = {
  pending: Intent.NONE,
  retrying: Intent.WARNING,
  succeeded: Intent.SUCCESS,
  failed: Intent.DANGER,
};
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

function outcome(d: WebhookDelivery): string {
  if (d.attempts === 0) return 'Not attempted yet';
  const answer = d.responseStatus === null ? 'No answer' : `HTTP ${d.responseStatus}`;
  return `${answer}${d.durationMs === null ? '' : ` in ${d.durationMs} ms`}${d.error && d.responseStatus === null ? `: ${d.error}` : ''}`;
}

/** The delivery log of one endpoint: every event sent or waiting, its attempts and outcome; resend any. */
export function WebhookDeliveries({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const [status, setStatus] = useState<WebhookDeliveryStatus | undefined>(undefined);
  const [open, setOpen] = useState<number | null>(null);
  const deliveries = useWebhookDeliveries(endpoint.id, status);
  const retry = useRetryDelivery();
  const resend = (d: WebhookDelivery) =>
    retry.mutate(
      { id: endpoint.id, deliveryId: d.id },
      {
        onSuccess: () =>
          showToast({
            title: 'Queued',
            description: `${d.event} will be sent again now`,
            intent: Intent.SUCCESS,
          }),
        onError: (error) =>
          showToast({
            title: 'Error',
            description: serverMessage(error, 'Failed to resend'),
            intent: Intent.DANGER,
          }),
      },
    );
  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={`Deliveries to ${endpoint.url}`}
      icon="history"
      className="webhook-log-dialog"
    >
      <DialogBody>
        <div className="scheduling-toolbar">
          <span className={Classes.TEXT_MUTED}>
            Kept 30 days. Failed attempts are retried for about 11 hours.
          </span>
          <HTMLSelect
            aria-label="Delivery status"
            value={status ?? ''}
            onChange={(e) =>
              setStatus((e.currentTarget.value || undefined) as WebhookDeliveryStatus | undefined)
            }
            options={[
              { value: '', label: 'All deliveries' },
              { value: 'failed', label: 'Failed' },
              { value: 'retrying', label: 'Retrying' },
              { value: 'succeeded', label: 'Succeeded' },
              { value: 'pending', label: 'Pending' },
            ]}
          />
        </div>
        <LoadState query={deliveries} what="Deliveries">
          {(list) =>
            list.length === 0 ? (
              <NonIdealState
                icon="history"
                title="No deliveries"
                description="Send a test event to see one here"
              />
            ) : (
              <HTMLTable compact className="settings-tokens" aria-label="Webhook deliveries">
                <thead>
                  <tr>
                    <th>Event</th>
                    <th>Status</th>
                    <th>Attempts</th>
                    <th>Last answer</th>
                    <th>Created</th>
                    <th>Next attempt</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {list.map((d) => (
                    <Fragment key={d.id}>
                      <tr>
                        <td>
                          <Button
                            variant="minimal"
                            size="small"
                            aria-expanded={open === d.id}
                            onClick={() => setOpen(open === d.id ? null : d.id)}
                          >
                            <code>{d.event}</code>
                          </Button>
                        </td>
                        <td>
                          <Tag minimal intent={STATUS_INTENT[d.status]}>
                            {d.status}
                          </Tag>
                        </td>
                        <td>{d.attempts}</td>
                        <td title={d.error ?? undefined}>{outcome(d)}</td>
                        <td>{when(d.createdAt)}</td>
                        <td>{when(d.nextAttemptAt)}</td>
                        <td>
                          <Button variant="minimal" size="small" icon="refresh" onClick={() => resend(d)}>
                            Resend
                          </Button>
                        </td>
                      </tr>
                      {open === d.id && (
                        <tr>
                          <td colSpan={7}>
                            <pre className="webhook-payload" aria-label={`Payload of ${d.eventId}`}>
                              {JSON.stringify(d.payload, null, 2)}
                            </pre>
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  ))}
                </tbody>
              </HTMLTable>
            )
          }
        </LoadState>
      </DialogBody>
    </AppDialog>
  );
}
