import { Button, ButtonGroup, Card, Classes, HTMLTable, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { WebhookEndpoint } from '@routier/sdk';
import { ConfirmDeleteAlert } from '../../components/ConfirmDeleteAlert.js';
import { showToast } from '../../components/toast/toaster.js';
import { serverMessage } from '../routes/api-errors.js';
import { LoadState } from '../scheduling/LoadState.js';
import { WebhookDeliveries } from './WebhookDeliveries.js';
import { WebhookDialog } from './WebhookDialog.js';
import { useDeleteWebhook, useTestWebhook, useWebhooks } from './use-webhooks.js';

/** Webhooks (beyond document 2): endpoints Routier calls when jobs end and routes change; test, log, delete. */
export function WebhooksCard() {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const test = useTestWebhook();
  // undefined: no dialog; null: a new endpoint.
  const [editing, setEditing] = useState<WebhookEndpoint | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [log, setLog] = useState<WebhookEndpoint | null>(null);
  const failed = (fallback: string) => (error: unknown) =>
    showToast({ title: 'Error', description: serverMessage(error, fallback), intent: Intent.DANGER });
  const sendTest = (e: WebhookEndpoint) =>
    test.mutate(e.id, {
      onSuccess: () =>
        showToast({
          title: 'Test event queued',
          description: 'See the outcome in Deliveries',
          intent: Intent.SUCCESS,
        }),
      onError: failed('Failed to send a test event'),
    });
  const confirm = () => {
    const endpoint = deleting;
    setDeleting(null);
    if (endpoint)
      remove.mutate(endpoint.id, {
        onSuccess: () =>
          showToast({ title: 'Success', description: 'Webhook endpoint deleted', intent: Intent.SUCCESS }),
        onError: failed('Failed to delete the endpoint'),
      });
  };
  return (
    <Card className="settings-webhooks">
      <h2 className={`${Classes.HEADING} settings-card-title`}>Webhooks</h2>
      <div className="scheduling-toolbar">
        <span className={Classes.TEXT_MUTED}>
          Routier calls your systems when optimisation jobs end and routes change, signing each delivery.
        </span>
        <Button intent={Intent.PRIMARY} icon="plus" onClick={() => setEditing(null)}>
          Add Endpoint
        </Button>
      </div>
      <LoadState query={webhooks} what="Webhook endpoints">
        {(list) =>
          list.length === 0 ? (
            <NonIdealState
              icon="globe-network"
              title="No webhook endpoints"
              description="Add one to hear about finished jobs and changed routes as they happen"
            />
          ) : (
            <HTMLTable compact className="settings-tokens" aria-label="Webhook endpoints">
              <thead>
                <tr>
                  <th>Endpoint</th>
                  <th>Events</th>
                  <th>Status</th>
                  <th>Secret</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {list.map((e) => (
                  <tr key={e.id}>
                    <td className="webhook-url">
                      <code>{e.url}</code>
                      {e.description && <div className={Classes.TEXT_MUTED}>{e.description}</div>}
                    </td>
                    <td>{e.events.join(', ')}</td>
                    <td>
                      <Tag minimal intent={e.isActive ? Intent.SUCCESS : Intent.NONE}>
                        {e.isActive ? 'Active' : 'Paused'}
                      </Tag>
                    </td>
                    <td className="webhook-secret">
                      <code>{e.secretHint}</code>
                    </td>
                    <td>
                      <ButtonGroup variant="minimal">
                        <Button
                          icon="history"
                          onClick={() => setLog(e)}
                          aria-label={`Deliveries to ${e.url}`}
                        >
                          Deliveries
                        </Button>
                        <Button
                          icon="send-message"
                          onClick={() => sendTest(e)}
                          aria-label={`Send a test event to ${e.url}`}
                        >
                          Test
                        </Button>
                        <Button icon="edit" onClick={() => setEditing(e)} aria-label={`Edit ${e.url}`}>
                          Edit
                        </Button>
                        <Button
                          intent={Intent.DANGER}
                          onClick={() => setDeleting(e)}
                          aria-label={`Delete ${e.url}`}
                        >
                          Delete
                        </Button>
                      </ButtonGroup>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )
        }
      </LoadState>
      {editing !== undefined && (
        <WebhookDialog
          key={editing?.id ?? 'new'}
          endpoint={editing}
          isOpen
          onClose={() => setEditing(undefined)}
        />
      )}
      {log && <WebhookDeliveries endpoint={log} onClose={() => setLog(null)} />}
      <ConfirmDeleteAlert isOpen={deleting !== null} onConfirm={confirm} onCancel={() => setDeleting(null)}>
        Delete the endpoint {deleting?.url}? Its delivery log goes with it; waiting deliveries are not sent.
      </ConfirmDeleteAlert>
    </Card>
  );
}
