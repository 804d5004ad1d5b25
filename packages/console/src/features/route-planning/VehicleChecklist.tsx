import { Checkbox, Classes, FormGroup, Intent, NonIdealState } from '@blueprintjs/core';
import type { Vehicle } from '@routier/sdk';
import { LinkButton } from '../../components/LinkButton.js';
import { formatKg } from '../routes/format.js';

interface VehicleChecklistProps {
  vehicles: Vehicle[] | undefined;
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** The fleet form's vehicle multi-select: one checkbox per active vehicle. */
export function VehicleChecklist({ vehicles, selected, onChange, error }: VehicleChecklistProps) {
  const active = (vehicles ?? []).filter((v) => v.isActive);
  if (vehicles && active.length === 0) {
    return (
      <NonIdealState
        className="compact-state"
        icon="drive-time"
        title="No vehicles yet"
        description="Add vehicles in Fleet Management to optimise across them."
        action={
          <LinkButton to="/fleet" variant="outlined" icon="plus">
            Add a vehicle
          </LinkButton>
        }
      />
    );
  }
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((v) => v !== id) : [...selected, id]);
  return (
    <FormGroup
      label="Vehicles"
      labelInfo={`(${selected.length} selected)`}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error}
    >
      <div className="vehicle-checklist" role="group" aria-label="Vehicles">
        {active.map((vehicle) => (
          <Checkbox
            key={vehicle.id}
            checked={selected.includes(vehicle.id)}
            onChange={() => toggle(vehicle.id)}
            className="vehicle-check"
            labelElement={
              <span className="vehicle-check-label">
                <strong>{vehicle.name}</strong>
                <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
                  {formatKg(vehicle.capacity)} · ${vehicle.costPerKm.toFixed(2)}/km
                </span>
              </span>
            }
          />
        ))}
      </div>
    </FormGroup>
  );
}
