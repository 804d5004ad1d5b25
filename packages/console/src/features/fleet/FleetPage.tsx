import { Button, Card, Classes, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import type { Vehicle, VehicleType } from '@routier/sdk';
import { ConfirmDeleteAlert } from '../../components/ConfirmDeleteAlert.js';
import { PageHeader } from '../../components/PageHeader.js';
import { showToast } from '../../components/toast/toaster.js';
import { useVehicleTypes } from '../routes/route-queries.js';
import { useDeleteVehicle, useVehicles } from './use-vehicles.js';
import { VEHICLE_TYPE_LABELS } from './vehicle-form.js';
import { VehicleCard } from './VehicleCard.js';
import { VehicleDialog } from './VehicleDialog.js';
import '../routes/icons.js';
import '../routes/routes.css';
import './fleet.css';

/** Fleet Management (/fleet): the vehicles as cards, Add / Edit dialog, delete with confirmation. */
export function FleetPage() {
  const vehicles = useVehicles();
  const types = useVehicleTypes();
  const remove = useDeleteVehicle();
  const [dialog, setDialog] = useState<{ open: boolean; vehicle: Vehicle | null }>({
    open: false,
    vehicle: null,
  });
  const [deleting, setDeleting] = useState<Vehicle | null>(null);
  const typeLabel = (type: VehicleType) =>
    types.data?.find((t) => t.type === type)?.description ?? VEHICLE_TYPE_LABELS[type];
  const add = () => setDialog({ open: true, vehicle: null });

  const confirmDelete = () => {
    const vehicle = deleting;
    setDeleting(null);
    if (!vehicle) return;
    remove.mutate(vehicle.id, {
      onSuccess: () =>
        showToast({ title: 'Success', description: 'Vehicle deleted successfully', intent: Intent.SUCCESS }),
      onError: () =>
        showToast({ title: 'Error', description: 'Failed to delete vehicle', intent: Intent.DANGER }),
    });
  };

  const list = vehicles.data ?? [];
  const active = list.filter((v) => v.isActive).length;
  return (
    <div className="fleet-page">
      <PageHeader
        title="Fleet Management"
        subtitle="Manage your vehicle fleet and settings."
        actions={
          <Button intent={Intent.PRIMARY} icon="plus" onClick={add}>
            Add Vehicle
          </Button>
        }
      />
      {vehicles.isPending ? (
        <div className="panel-loading">
          <Spinner aria-label="Loading vehicles" />
        </div>
      ) : vehicles.isError ? (
        <Card>
          <NonIdealState
            icon="error"
            title="Vehicles could not be loaded"
            description={vehicles.error.message}
            action={<Button onClick={() => void vehicles.refetch()}>Try again</Button>}
          />
        </Card>
      ) : list.length === 0 ? (
        <Card className="fleet-empty">
          <NonIdealState
            icon="drive-time"
            title="No vehicles yet"
            description="Add your first vehicle to get started"
            action={
              <Button intent={Intent.PRIMARY} icon="plus" onClick={add}>
                Add Vehicle
              </Button>
            }
          />
        </Card>
      ) : (
        <>
          <p className={`${Classes.TEXT_MUTED} fleet-summary`}>
            {list.length} vehicles, {active} active
          </p>
          <div className="vehicle-grid">
            {list.map((vehicle) => (
              <VehicleCard
                key={vehicle.id}
                vehicle={vehicle}
                typeLabel={typeLabel(vehicle.type)}
                onEdit={() => setDialog({ open: true, vehicle })}
                onDelete={() => setDeleting(vehicle)}
              />
            ))}
          </div>
        </>
      )}
      <VehicleDialog
        isOpen={dialog.open}
        vehicle={dialog.vehicle}
        onClose={() => setDialog({ open: false, vehicle: null })}
      />
      <ConfirmDeleteAlert
        isOpen={deleting !== null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>Are you sure you want to delete this vehicle?</p>
        {deleting ? (
          <p className={Classes.TEXT_MUTED}>
            Routes that used {deleting.name} keep their stops and lose the vehicle.
          </p>
        ) : null}
      </ConfirmDeleteAlert>
    </div>
  );
}
