import { Alert, Button, Card, Classes, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { Driver } from '@routier/sdk';
import { ConfirmDeleteAlert } from '../../components/ConfirmDeleteAlert.js';
import { showToast } from '../../components/toast/toaster.js';
import { isRoutierApiError } from '../../lib/api-client.js';
import { serverMessage } from '../routes/api-errors.js';
import { DriverDialog } from './DriverDialog.js';
import { LICENSE_TYPES } from './scheduling-forms.js';
import { LoadState } from './LoadState.js';
import { useDeleteDriver, useDrivers } from './use-scheduling.js';

const licenseLabel = (t: Driver['licenseType']) => LICENSE_TYPES.find((l) => l.value === t)?.label ?? t;

/** The calendar feed's full address, to paste into a phone calendar's "subscribe". */
const feedUrl = (driver: Driver) => new URL(driver.calendarUrl, window.location.origin).toString();

function DriverCard({ driver, onDelete }: { driver: Driver; onDelete: () => void }) {
  const copy = () =>
    void navigator.clipboard
      .writeText(feedUrl(driver))
      .then(() =>
        showToast({
          title: 'Calendar link copied',
          description: `Send it to ${driver.name} to subscribe from a phone calendar.`,
          intent: Intent.SUCCESS,
        }),
      )
      .catch(() =>
        showToast({ title: 'Could not copy', description: feedUrl(driver), intent: Intent.WARNING }),
      );
  return (
    <Card className="scheduling-card" role="group" aria-label={driver.name} data-testid="driver-card">
      <div className="scheduling-card-head">
        <h3 className={Classes.HEADING}>{driver.name}</h3>
        <Tag minimal round intent={driver.isActive ? Intent.SUCCESS : Intent.NONE}>
          {driver.isActive ? 'Active' : 'Inactive'}
        </Tag>
      </div>
      <dl className="scheduling-facts">
        <div>
          <dt>License</dt>
          <dd>{driver.licenseNumber ?? '-'}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{licenseLabel(driver.licenseType)}</dd>
        </div>
        <div>
          <dt>Max hours</dt>
          <dd>{driver.maxWorkHours} h/day</dd>
        </div>
        {driver.phone && (
          <div>
            <dt>Phone</dt>
            <dd>{driver.phone}</dd>
          </div>
        )}
        {driver.email && (
          <div>
            <dt>Email</dt>
            <dd>{driver.email}</dd>
          </div>
        )}
      </dl>
      <div className="scheduling-card-actions">
        <Button
          variant="outlined"
          icon="calendar"
          onClick={copy}
          aria-label={`Copy calendar link for ${driver.name}`}
        >
          Calendar link
        </Button>
        <Button
          variant="minimal"
          intent={Intent.DANGER}
          icon="trash"
          onClick={onDelete}
          aria-label={`Delete ${driver.name}`}
        >
          Delete
        </Button>
      </div>
    </Card>
  );
}

/** Drivers tab: cards with status, licence and limits; Add Driver; delete that names the shifts it would take. */
export function DriversTab() {
  const drivers = useDrivers();
  const remove = useDeleteDriver();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<Driver | null>(null);
  const [deleting, setDeleting] = useState<{ driver: Driver; shifts: string[] } | null>(null);

  const attempt = (driver: Driver, cascade: boolean) =>
    remove.mutate(
      { id: driver.id, cascade },
      {
        onSuccess: () => {
          setDeleting(null);
          showToast({ title: 'Success', description: 'Driver deleted successfully', intent: Intent.SUCCESS });
        },
        onError: (error) => {
          if (isRoutierApiError(error) && error.code === 'DRIVER_HAS_SCHEDULES') {
            setDeleting({ driver, shifts: error.details.map((d) => d.message) });
            return;
          }
          setDeleting(null);
          showToast({
            title: 'Error',
            description: serverMessage(error, 'Failed to delete driver'),
            intent: Intent.DANGER,
          });
        },
      },
    );

  const add = (
    <Button intent={Intent.PRIMARY} icon="plus" onClick={() => setAdding(true)}>
      Add Driver
    </Button>
  );
  return (
    <section aria-label="Drivers" className="scheduling-tab">
      <div className="scheduling-toolbar">
        <span className={Classes.TEXT_MUTED}>{drivers.data?.length ?? 0} drivers</span>
        {add}
      </div>
      <LoadState query={drivers} what="Drivers">
        {(list) =>
          list.length === 0 ? (
            <Card>
              <NonIdealState
                icon="people"
                title="No drivers yet"
                description="Add your first driver to start scheduling"
                action={add}
              />
            </Card>
          ) : (
            <div className="scheduling-grid">
              {list.map((d) => (
                <DriverCard key={d.id} driver={d} onDelete={() => setConfirming(d)} />
              ))}
            </div>
          )
        }
      </LoadState>
      <DriverDialog isOpen={adding} onClose={() => setAdding(false)} />
      <ConfirmDeleteAlert
        isOpen={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) attempt(confirming, false);
          setConfirming(null);
        }}
      >
        Are you sure you want to delete {confirming?.name}? Their past shifts stay, shown Unassigned.
      </ConfirmDeleteAlert>
      <Alert
        isOpen={deleting !== null}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText="Delete driver and shifts"
        cancelButtonText="Keep driver"
        onConfirm={() => deleting && attempt(deleting.driver, true)}
        onCancel={() => setDeleting(null)}
      >
        <p>
          {deleting?.driver.name} has {deleting?.shifts.length} shift
          {deleting?.shifts.length === 1 ? '' : 's'} from today on. Deleting the driver deletes these shifts
          too; past shifts stay, unassigned.
        </p>
        <ul className="scheduling-shift-list">
          {deleting?.shifts.slice(0, 8).map((s) => (
            <li key={s}>{s}</li>
          ))}
          {(deleting?.shifts.length ?? 0) > 8 && <li>and {(deleting?.shifts.length ?? 0) - 8} more</li>}
        </ul>
      </Alert>
    </section>
  );
}
