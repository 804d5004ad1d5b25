import { Button, Card, Classes, Icon, Intent, Tag } from '@blueprintjs/core';
import type { DailySchedule } from '@routier/sdk';

const STATUS_LABELS: Record<DailySchedule['status'], string> = {
  scheduled: 'Scheduled',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * One shift (document 2): driver or 'Unassigned', date, status badge (scheduled outlined), shift time,
 * vehicle or 'Not assigned', break, total hours, notes; and what the dispatcher should check.
 */
export function ScheduleCard({ schedule, onDelete }: { schedule: DailySchedule; onDelete: () => void }) {
  const s = schedule;
  return (
    <Card
      className="scheduling-card"
      role="group"
      aria-label={`${s.driverName ?? 'Unassigned'} ${s.scheduleDate}`}
      data-testid="schedule-card"
    >
      <div className="scheduling-card-head">
        <h3 className={Classes.HEADING}>{s.driverName ?? 'Unassigned'}</h3>
        <Tag
          minimal={s.status !== 'scheduled'}
          round
          intent={s.status === 'cancelled' ? Intent.NONE : Intent.PRIMARY}
          className={s.status === 'scheduled' ? 'tag-outline' : undefined}
        >
          {STATUS_LABELS[s.status]}
        </Tag>
      </div>
      <dl className="scheduling-facts">
        <div>
          <dt>Date</dt>
          <dd>{s.scheduleDate}</dd>
        </div>
        <div>
          <dt>Shift</dt>
          <dd>
            {s.startClock} - {s.endClock}
            {s.overnight && ' (next day)'}
          </dd>
        </div>
        <div>
          <dt>Vehicle</dt>
          <dd>{s.vehicleName ?? 'Not assigned'}</dd>
        </div>
        <div>
          <dt>Break</dt>
          <dd>{s.breakTime} min</dd>
        </div>
        <div>
          <dt>Total hours</dt>
          <dd>{s.totalHours.toFixed(1)} h</dd>
        </div>
        {s.assignedRoutes.length > 0 && (
          <div>
            <dt>Routes</dt>
            <dd>{s.assignedRoutes.length}</dd>
          </div>
        )}
      </dl>
      {s.notes && <p className="scheduling-notes">{s.notes}</p>}
      {s.warnings.map((w) => (
        <p key={w.code} className="scheduling-warning" role="note">
          <Icon icon="warning-sign" intent={Intent.WARNING} size={14} /> {w.message}
        </p>
      ))}
      <div className="scheduling-card-actions">
        <Button
          variant="minimal"
          intent={Intent.DANGER}
          icon="trash"
          onClick={onDelete}
          aria-label={`Delete shift of ${s.driverName ?? 'Unassigned'} on ${s.scheduleDate}`}
        >
          Delete
        </Button>
      </div>
    </Card>
  );
}
