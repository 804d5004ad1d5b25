import { Button, Card, Classes, HTMLTable, Intent, NonIdealState, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import type { RecurringDelivery } from '@routier/sdk';
import { ConfirmDeleteAlert } from '../../components/ConfirmDeleteAlert.js';
import { showToast } from '../../components/toast/toaster.js';
import { clockOf, formatDate } from '../routes/dates.js';
import { serverMessage } from '../routes/api-errors.js';
import { LoadState } from '../scheduling/LoadState.js';
import { RecurringForm } from './RecurringForm.js';
import { patternText } from './multi-day-forms.js';
import { useDeleteRecurring, useRecurring, useUpdateRecurring } from './use-multi-day.js';

/** Recurring Deliveries tab: the add form, then every delivery with its pattern and next date. */
export function RecurringTab() {
  const deliveries = useRecurring();
  const update = useUpdateRecurring();
  const remove = useDeleteRecurring();
  const [deleting, setDeleting] = useState<RecurringDelivery | null>(null);
  const setActive = (d: RecurringDelivery, isActive: boolean) =>
    update.mutate(
      { id: d.id, body: { isActive } },
      {
        onError: (error) =>
          showToast({
            title: 'Error',
            description: serverMessage(error, 'Failed to update recurring delivery'),
            intent: Intent.DANGER,
          }),
      },
    );
  const confirm = () => {
    const d = deleting;
    setDeleting(null);
    if (!d) return;
    remove.mutate(d.id, {
      onSuccess: () =>
        showToast({ title: 'Success', description: 'Recurring delivery deleted', intent: Intent.SUCCESS }),
      onError: (error) =>
        showToast({
          title: 'Error',
          description: serverMessage(error, 'Failed to delete recurring delivery'),
          intent: Intent.DANGER,
        }),
    });
  };
  return (
    <section aria-label="Recurring Deliveries" className="scheduling-tab">
      <RecurringForm />
      <LoadState query={deliveries} what="Recurring deliveries">
        {(list) =>
          list.length === 0 ? (
            <Card>
              <NonIdealState
                icon="refresh"
                title="No recurring deliveries yet"
                description="A recurring delivery becomes a route on each of its dates when a plan is generated"
              />
            </Card>
          ) : (
            <Card className="multi-day-table-card">
              <HTMLTable compact striped className="recurring-table" aria-label="Recurring deliveries">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Pickup → Delivery</th>
                    <th scope="col">Repeats</th>
                    <th scope="col">Window</th>
                    <th scope="col">Next</th>
                    <th scope="col">Active</th>
                    <th scope="col">
                      <span className={Classes.TEXT_MUTED}>Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((d) => (
                    <tr key={d.id}>
                      <td>
                        {d.name}
                        {d.customerInfo?.name && (
                          <div className={Classes.TEXT_MUTED}>{d.customerInfo.name}</div>
                        )}
                      </td>
                      <td>
                        {d.pickupLocation} → {d.deliveryLocation}
                      </td>
                      <td>
                        {patternText(d.recurrencePattern)}, {d.estimatedDuration} min
                      </td>
                      <td>
                        {d.preferredTimeWindow
                          ? `${clockOf(d.preferredTimeWindow.start)}-${clockOf(d.preferredTimeWindow.end)}`
                          : '-'}
                      </td>
                      <td>{d.nextOccurrence ? formatDate(d.nextOccurrence) : '-'}</td>
                      <td>
                        <Switch
                          checked={d.isActive}
                          aria-label={`${d.name} active`}
                          onChange={(e) => setActive(d, e.currentTarget.checked)}
                        />
                      </td>
                      <td>
                        <Button
                          variant="minimal"
                          intent={Intent.DANGER}
                          icon="trash"
                          aria-label={`Delete ${d.name}`}
                          onClick={() => setDeleting(d)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </Card>
          )
        }
      </LoadState>
      <ConfirmDeleteAlert isOpen={deleting !== null} onConfirm={confirm} onCancel={() => setDeleting(null)}>
        Are you sure you want to delete {deleting?.name}? Routes already generated from it stay.
      </ConfirmDeleteAlert>
    </section>
  );
}
