import { Button, ButtonGroup, Card, Classes, Intent, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import type { DailySchedule } from '@routier/sdk';
import { ConfirmDeleteAlert } from '../../components/ConfirmDeleteAlert.js';
import { TextField } from '../../components/TextField.js';
import { showToast } from '../../components/toast/toaster.js';
import { serverMessage } from '../routes/api-errors.js';
import { LoadState } from './LoadState.js';
import { ScheduleCard } from './ScheduleCard.js';
import { ScheduleDialog } from './ScheduleDialog.js';
import { todayLocal, weekOf } from './schedule-model.js';
import { useDeleteSchedule, useDrivers, useSchedules } from './use-scheduling.js';
import { WeekView } from './WeekView.js';

/** Daily Schedules: a date (default today) and its shifts, or the week around it; Create Schedule. */
export function DailySchedulesTab({ date, onDate }: { date: string; onDate: (date: string) => void }) {
  const [view, setView] = useState<'day' | 'week'>('day');
  const week = weekOf(date);
  const [from, to] = view === 'day' ? [date, date] : [week[0], week[6]];
  const schedules = useSchedules(from, to);
  const drivers = useDrivers();
  const remove = useDeleteSchedule();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<DailySchedule | null>(null);

  const confirm = () => {
    const shift = deleting;
    setDeleting(null);
    if (!shift) return;
    remove.mutate(shift.id, {
      onSuccess: () =>
        showToast({ title: 'Success', description: 'Schedule deleted successfully', intent: Intent.SUCCESS }),
      onError: (error) =>
        showToast({
          title: 'Error',
          description: serverMessage(error, 'Failed to delete schedule'),
          intent: Intent.DANGER,
        }),
    });
  };

  return (
    <section aria-label="Daily Schedules" className="scheduling-tab">
      <div className="scheduling-toolbar">
        <TextField
          id="schedule-day"
          label="Date"
          type="date"
          value={date}
          onChange={(e) => e.target.value && onDate(e.target.value)}
        />
        <ButtonGroup aria-label="View">
          <Button active={view === 'day'} onClick={() => setView('day')} aria-pressed={view === 'day'}>
            Day
          </Button>
          <Button active={view === 'week'} onClick={() => setView('week')} aria-pressed={view === 'week'}>
            Week
          </Button>
        </ButtonGroup>
        <Button intent={Intent.PRIMARY} icon="plus" onClick={() => setCreating(true)}>
          Create Schedule
        </Button>
      </div>
      <LoadState query={schedules} what="Schedules">
        {(list) =>
          view === 'week' ? (
            <WeekView week={week} drivers={drivers.data ?? []} schedules={list} today={todayLocal()} />
          ) : list.length === 0 ? (
            <Card>
              <NonIdealState
                icon="calendar"
                title="No schedules for this date"
                description="Create a schedule or generate from templates"
              />
            </Card>
          ) : (
            <>
              <p className={Classes.TEXT_MUTED}>
                {list.length} shift{list.length === 1 ? '' : 's'} on {date}
              </p>
              <div className="scheduling-grid">
                {list.map((s) => (
                  <ScheduleCard key={s.id} schedule={s} onDelete={() => setDeleting(s)} />
                ))}
              </div>
            </>
          )
        }
      </LoadState>
      <ScheduleDialog isOpen={creating} date={date} onClose={() => setCreating(false)} />
      <ConfirmDeleteAlert isOpen={deleting !== null} onConfirm={confirm} onCancel={() => setDeleting(null)}>
        Are you sure you want to delete the shift of {deleting?.driverName ?? 'Unassigned'} on{' '}
        {deleting?.scheduleDate}?
      </ConfirmDeleteAlert>
    </section>
  );
}
