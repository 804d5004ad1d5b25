import { Button, Card, Classes, Icon, Intent, Tag } from '@blueprintjs/core';
import type { Vehicle } from '@routier/sdk';
import { SPECIAL_REQUIREMENTS } from '../route-planning/advanced-form.js';
import { formatKg } from '../routes/format.js';

interface VehicleCardProps {
  vehicle: Vehicle;
  typeLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

const FEATURE_LABELS = new Map(SPECIAL_REQUIREMENTS.map((r) => [r.value, r.label]));

/** One vehicle: type, status, capacity, cost per km, limits and special features; edit and delete. */
export function VehicleCard({ vehicle, typeLabel, onEdit, onDelete }: VehicleCardProps) {
  return (
    <Card className="vehicle-card" data-testid="vehicle-card" role="group" aria-label={vehicle.name}>
      <div className="vehicle-card-head">
        <span className="vehicle-card-icon" aria-hidden="true">
          <Icon icon="drive-time" size={20} />
        </span>
        <div className="vehicle-card-title">
          <h2 className={Classes.HEADING}>{vehicle.name}</h2>
          <span className={Classes.TEXT_MUTED}>{typeLabel}</span>
        </div>
        <Tag minimal round intent={vehicle.isActive ? Intent.SUCCESS : Intent.NONE}>
          {vehicle.isActive ? 'Active' : 'Inactive'}
        </Tag>
      </div>
      <dl className="vehicle-facts">
        <div>
          <dt>Capacity</dt>
          <dd>{formatKg(vehicle.capacity)}</dd>
        </div>
        <div>
          <dt>Cost per km</dt>
          <dd>${vehicle.costPerKm.toFixed(2)}</dd>
        </div>
        <div>
          <dt>Max work hours</dt>
          <dd>{vehicle.maxWorkHours} h</dd>
        </div>
        <div>
          <dt>Max distance</dt>
          <dd>{vehicle.maxDistance.toLocaleString('en-US')} km</dd>
        </div>
      </dl>
      <div className="vehicle-features">
        {vehicle.specialFeatures.length === 0 ? (
          <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>No special features</span>
        ) : (
          vehicle.specialFeatures.map((f) => (
            <Tag key={f} minimal>
              {FEATURE_LABELS.get(f) ?? f}
            </Tag>
          ))
        )}
      </div>
      <div className="vehicle-card-actions">
        <Button variant="outlined" icon="edit" onClick={onEdit} aria-label={`Edit ${vehicle.name}`}>
          Edit
        </Button>
        <Button
          variant="minimal"
          intent={Intent.DANGER}
          icon="trash"
          onClick={onDelete}
          aria-label={`Delete ${vehicle.name}`}
        >
          Delete
        </Button>
      </div>
    </Card>
  );
}
