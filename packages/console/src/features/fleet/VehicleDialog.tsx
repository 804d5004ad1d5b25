import {
  Button,
  Checkbox,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Intent,
  Switch,
} from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { Vehicle, VehicleType } from '@routier/sdk';
import { AppDialog } from '../../components/AppDialog.js';
import { SelectField } from '../../components/SelectField.js';
import { TextField } from '../../components/TextField.js';
import { showToast } from '../../components/toast/toaster.js';
import { SPECIAL_REQUIREMENTS } from '../route-planning/advanced-form.js';
import { useVehicleTypes } from '../routes/route-queries.js';
import { useCreateVehicle, useUpdateVehicle } from './use-vehicles.js';
import {
  EMPTY_VEHICLE_FORM,
  VEHICLE_TYPES,
  VEHICLE_TYPE_LABELS,
  checkVehicleForm,
  vehicleFormOf,
  type VehicleFormErrors,
  type VehicleFormValues,
} from './vehicle-form.js';

interface VehicleDialogProps {
  isOpen: boolean;
  /** The vehicle to edit; null adds a new one. */
  vehicle: Vehicle | null;
  onClose: () => void;
}

/** Add Vehicle / Edit Vehicle. On a successful create the dialog closes and the form resets. */
export function VehicleDialog({ isOpen, vehicle, onClose }: VehicleDialogProps) {
  const types = useVehicleTypes();
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const [values, setValues] = useState<VehicleFormValues>(EMPTY_VEHICLE_FORM);
  const [errors, setErrors] = useState<VehicleFormErrors>({});

  useEffect(() => {
    if (!isOpen) return;
    setValues(vehicle ? vehicleFormOf(vehicle) : EMPTY_VEHICLE_FORM);
    setErrors({});
  }, [isOpen, vehicle]);

  const set = (patch: Partial<VehicleFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const label = (type: VehicleType) =>
    types.data?.find((t) => t.type === type)?.description ?? VEHICLE_TYPE_LABELS[type];
  const rate = (type: VehicleType) => types.data?.find((t) => t.type === type)?.ratePerKm;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkVehicleForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    if (vehicle) {
      update.mutate(
        { id: vehicle.id, body: check.body },
        {
          onSuccess: () => {
            showToast({
              title: 'Success',
              description: 'Vehicle updated successfully',
              intent: Intent.SUCCESS,
            });
            onClose();
          },
          onError: () =>
            showToast({ title: 'Error', description: 'Failed to update vehicle', intent: Intent.DANGER }),
        },
      );
    } else {
      create.mutate(check.body, {
        onSuccess: () => {
          showToast({
            title: 'Success',
            description: 'Vehicle created successfully',
            intent: Intent.SUCCESS,
          });
          setValues(EMPTY_VEHICLE_FORM);
          onClose();
        },
        onError: () =>
          showToast({ title: 'Error', description: 'Failed to create vehicle', intent: Intent.DANGER }),
      });
    }
  };

  const pending = create.isPending || update.isPending;
  const suggested = values.type ? rate(values.type) : undefined;

  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      title={vehicle ? 'Edit Vehicle' : 'Add Vehicle'}
      icon="drive-time"
      className="vehicle-dialog"
    >
      <form onSubmit={submit} noValidate aria-label={vehicle ? 'Edit Vehicle' : 'Add Vehicle'}>
        <DialogBody>
          <div className="form-row form-row-2">
            <TextField
              id="vehicle-name"
              label="Vehicle Name"
              error={errors.name}
              value={values.name}
              placeholder="e.g. Van 3"
              onChange={(e) => set({ name: e.target.value })}
            />
            <SelectField
              id="vehicle-type"
              label="Vehicle Type"
              error={errors.type}
              value={values.type}
              onChange={(e) => set({ type: e.target.value as VehicleType })}
            >
              <option value="" disabled>
                Select vehicle type
              </option>
              {VEHICLE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {label(t)}
                </option>
              ))}
            </SelectField>
            <TextField
              id="vehicle-capacity"
              label="Capacity (kg)"
              labelInfo="(optional)"
              error={errors.capacity}
              type="number"
              min={0}
              value={values.capacity}
              placeholder="No limit"
              onChange={(e) => set({ capacity: e.target.value })}
            />
            <FormGroup
              label="Cost per km ($)"
              labelFor="vehicle-cost"
              intent={errors.costPerKm ? Intent.DANGER : Intent.NONE}
              helperText={
                errors.costPerKm ??
                (suggested !== undefined
                  ? `Default rate for this type: $${suggested.toFixed(2)}/km`
                  : undefined)
              }
            >
              <InputGroup
                id="vehicle-cost"
                intent={errors.costPerKm ? Intent.DANGER : Intent.NONE}
                aria-invalid={errors.costPerKm ? true : undefined}
                type="number"
                min={0}
                step="0.01"
                value={values.costPerKm}
                placeholder="0.00"
                onChange={(e) => set({ costPerKm: e.target.value })}
              />
            </FormGroup>
            <TextField
              id="vehicle-hours"
              label="Max work hours"
              error={errors.maxWorkHours}
              type="number"
              min={1}
              max={24}
              value={values.maxWorkHours}
              onChange={(e) => set({ maxWorkHours: e.target.value })}
            />
            <TextField
              id="vehicle-distance"
              label="Max distance (km)"
              error={errors.maxDistance}
              type="number"
              min={1}
              value={values.maxDistance}
              onChange={(e) => set({ maxDistance: e.target.value })}
            />
          </div>
          <FormGroup label="Special features" labelInfo="(stops that need them can only go to this vehicle)">
            <div className="feature-checks" role="group" aria-label="Special features">
              {SPECIAL_REQUIREMENTS.map((r) => (
                <Checkbox
                  key={r.value}
                  label={r.label}
                  checked={values.specialFeatures.includes(r.value)}
                  onChange={() =>
                    set({
                      specialFeatures: values.specialFeatures.includes(r.value)
                        ? values.specialFeatures.filter((f) => f !== r.value)
                        : [...values.specialFeatures, r.value],
                    })
                  }
                />
              ))}
            </div>
          </FormGroup>
          <Switch
            label="Active (available for optimisation)"
            checked={values.isActive}
            onChange={() => set({ isActive: !values.isActive })}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" intent={Intent.PRIMARY} disabled={pending}>
                {pending ? 'Saving...' : vehicle ? 'Update Vehicle' : 'Add Vehicle'}
              </Button>
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
