import { Button, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { LicenseType } from '@routier/sdk';
import { AppDialog } from '../../components/AppDialog.js';
import { SelectField } from '../../components/SelectField.js';
import { TextField } from '../../components/TextField.js';
import { showToast } from '../../components/toast/toaster.js';
import { fieldErrors, serverMessage } from '../routes/api-errors.js';
import {
  EMPTY_DRIVER,
  LICENSE_TYPES,
  checkDriver,
  type DriverFormValues,
  type Errors,
} from './scheduling-forms.js';
import { useCreateDriver } from './use-scheduling.js';

/** Add Driver (document 2, Drivers tab): name and licence required, e-mail format, 1-12 hours (default 8). */
export function DriverDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const create = useCreateDriver();
  const [values, setValues] = useState<DriverFormValues>(EMPTY_DRIVER);
  const [errors, setErrors] = useState<Errors<keyof DriverFormValues>>({});
  useEffect(() => {
    if (isOpen) {
      setValues(EMPTY_DRIVER);
      setErrors({});
    }
  }, [isOpen]);
  const set = (patch: Partial<DriverFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkDriver(values);
    if (!check.ok) return setErrors(check.errors);
    create.mutate(check.body, {
      onSuccess: () => {
        showToast({ title: 'Success', description: 'Driver created successfully', intent: Intent.SUCCESS });
        onClose();
      },
      onError: (error) => {
        setErrors(fieldErrors(error));
        showToast({
          title: 'Error',
          description: serverMessage(error, 'Failed to create driver'),
          intent: Intent.DANGER,
        });
      },
    });
  };

  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Add Driver"
      icon="person"
      className="scheduling-dialog"
    >
      <form onSubmit={submit} noValidate aria-label="Add Driver">
        <DialogBody>
          <div className="form-row form-row-2">
            <TextField
              id="driver-name"
              label="Name"
              error={errors.name}
              value={values.name}
              placeholder="e.g. Maria Lopez"
              onChange={(e) => set({ name: e.target.value })}
            />
            <TextField
              id="driver-license"
              label="License Number"
              error={errors.licenseNumber}
              value={values.licenseNumber}
              onChange={(e) => set({ licenseNumber: e.target.value })}
            />
            <SelectField
              id="driver-license-type"
              label="License Type"
              value={values.licenseType}
              onChange={(e) => set({ licenseType: e.target.value as LicenseType })}
            >
              {LICENSE_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </SelectField>
            <TextField
              id="driver-hours"
              label="Max Work Hours (per day)"
              error={errors.maxWorkHours}
              type="number"
              min={1}
              max={12}
              value={values.maxWorkHours}
              onChange={(e) => set({ maxWorkHours: e.target.value })}
            />
            <TextField
              id="driver-email"
              label="Email"
              labelInfo="(optional)"
              error={errors.email}
              type="email"
              value={values.email}
              onChange={(e) => set({ email: e.target.value })}
            />
            <TextField
              id="driver-phone"
              label="Phone"
              labelInfo="(optional)"
              value={values.phone}
              onChange={(e) => set({ phone: e.target.value })}
            />
          </div>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" intent={Intent.PRIMARY} disabled={create.isPending}>
                {create.isPending ? 'Saving...' : 'Add Driver'}
              </Button>
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
