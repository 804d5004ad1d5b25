import { describe, expect, it } from 'vitest';
import type { MultiDayPlanDetail, RecurringDelivery } from '@routier/sdk';
import { calendarEntries, calendarSpan, shiftAnchor } from './calendar-model.js';

describe('calendar model', () => {
  it('shows whole Monday-to-Sunday weeks around a month, and one week', () => {
    const march = calendarSpan('2030-03-14', 'month');
    expect(march.from).toBe('2030-02-25');
    expect(march.to).toBe('2030-03-31');
    expect(march.days).toHaveLength(35);
    expect(march.month).toBe('2030-03');
    expect(calendarSpan('2030-03-14', 'week')).toMatchObject({ from: '2030-03-11', to: '2030-03-17' });
    expect(shiftAnchor('2030-01-31', 'month', 1)).toBe('2030-02-01');
    expect(shiftAnchor('2030-03-14', 'week', -1)).toBe('2030-03-07');
  });

  it('lists assignments by time, coloured by vehicle, and occurrences no plan has placed', () => {
    const assignment = (id: number, routeId: number, vehicleId: number, start: number) => ({
      id,
      multiDayPlanId: 1,
      routeId,
      routeName: `Route ${routeId}`,
      assignedDate: '2030-03-04',
      vehicleId,
      driverId: null,
      priority: 0,
      estimatedStartTime: start,
      estimatedEndTime: start + 30,
      actualStartTime: null,
      actualEndTime: null,
      status: 'scheduled' as const,
      notes: null,
      createdAt: '',
      updatedAt: '',
    });
    const plan = { name: 'Week 10', assignments: [assignment(1, 7, 20, 600), assignment(2, 8, 10, 480)] };
    const delivery = { id: 3, name: 'Bakery', preferredTimeWindow: null } as unknown as RecurringDelivery;
    const entries = calendarEntries(
      [plan as unknown as MultiDayPlanDetail],
      [
        {
          delivery,
          dates: [
            { date: '2030-03-04', recurringDeliveryId: 3, routeId: 7 },
            { date: '2030-03-06', recurringDeliveryId: 3, routeId: null },
          ],
        },
      ],
      [10, 20],
    );
    expect(entries.get('2030-03-04')?.map((e) => [e.label, e.time, e.colorIndex])).toEqual([
      ['Route 8', '08:00-08:30', 0],
      ['Route 7', '10:00-10:30', 1],
    ]);
    expect(entries.get('2030-03-06')?.map((e) => [e.kind, e.label])).toEqual([['occurrence', 'Bakery']]);
  });
});
