import { Classes, HTMLTable, Icon, Intent, Tag } from '@blueprintjs/core';
import type { DailySchedule, Driver } from '@routier/sdk';
import { shortDate, weekGrid } from './schedule-model.js';

/**
 * The week at a glance (beyond document 2): drivers down, Monday to Sunday across, each shift as its
 * time and vehicle; empty days of active drivers are gaps, days over the driver's daily limit (one long
 * shift, or several adding up) are marked, and each row ends with the week's worked hours and free days.
 */
export function WeekView({
  week,
  drivers,
  schedules,
  today,
}: {
  week: string[];
  drivers: Driver[];
  schedules: DailySchedule[];
  today: string;
}) {
  const rows = weekGrid(week, drivers, schedules);
  if (rows.length === 0) {
    return <p className={Classes.TEXT_MUTED}>No active drivers and no shifts this week.</p>;
  }
  return (
    <div className="week-view" role="region" aria-label="Week view" tabIndex={0}>
      <HTMLTable compact bordered className="week-table">
        <thead>
          <tr>
            <th scope="col">Driver</th>
            {week.map((d) => (
              <th key={d} scope="col" className={d === today ? 'week-today' : undefined}>
                {shortDate(d)}
              </th>
            ))}
            <th scope="col">Week</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {row.label}
                {row.driver && !row.driver.isActive && (
                  <Tag minimal className="week-inactive">
                    Inactive
                  </Tag>
                )}
              </th>
              {row.days.map((shifts, i) => (
                <td
                  key={week[i]}
                  className={
                    shifts.length === 0 && row.driver ? 'week-gap' : row.over[i] ? 'week-over' : undefined
                  }
                  title={
                    row.over[i] && row.driver
                      ? `Over ${row.driver.name}'s limit of ${row.driver.maxWorkHours} h a day`
                      : undefined
                  }
                >
                  {shifts.length === 0 ? (
                    <span className={Classes.TEXT_MUTED} aria-label="No shift">
                      -
                    </span>
                  ) : (
                    shifts.map((s) => (
                      <div
                        key={s.id}
                        className={s.warnings.length ? 'week-shift week-shift-flagged' : 'week-shift'}
                        title={s.warnings[0]?.message}
                      >
                        {s.warnings.length > 0 && (
                          <Icon icon="warning-sign" intent={Intent.WARNING} size={12} aria-label="Check" />
                        )}
                        {s.startClock}-{s.endClock}
                        {s.vehicleName && (
                          <span className={`${Classes.TEXT_MUTED} week-vehicle`}>{s.vehicleName}</span>
                        )}
                      </div>
                    ))
                  )}
                </td>
              ))}
              <td>
                {row.hours} h{row.gaps > 0 && <span className={Classes.TEXT_MUTED}> · {row.gaps} free</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
