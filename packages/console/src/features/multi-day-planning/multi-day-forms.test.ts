import { describe, expect, it } from 'vitest';
import { checkPlan, checkRecurring, emptyPlan, emptyRecurring, patternText } from './multi-day-forms.js';

describe('plan form', () => {
  it('answers the spec defaults as the body', () => {
    const check = checkPlan({ ...emptyPlan('2030-03-04', '2030-03-10'), name: ' Week 10 ' });
    expect(check).toEqual({
      ok: true,
      body: {
        name: 'Week 10',
        startDate: '2030-03-04',
        endDate: '2030-03-10',
        planType: 'weekly',
        status: 'draft',
        constraints: {
          maxDailyWorkHours: 8,
          maxWeeklyWorkHours: 40,
          maximumConsecutiveDays: 5,
          preferredStartTime: 480,
          preferredEndTime: 1020,
        },
      },
    });
  });

  it('names every field out of range with the spec message', () => {
    const check = checkPlan({
      ...emptyPlan('2030-03-04', '2030-03-01'),
      maxDailyWorkHours: '13',
      maxWeeklyWorkHours: '0',
      maximumConsecutiveDays: '8',
      preferredEnd: '07:00',
    });
    expect(check.ok ? {} : check.errors).toEqual({
      name: 'Plan name is required',
      endDate: 'End date must be on or after the start date',
      maxDailyWorkHours: 'Max daily hours must be between 1 and 12',
      maxWeeklyWorkHours: 'Max weekly hours must be between 1 and 60',
      maximumConsecutiveDays: 'Max consecutive days must be between 1 and 7',
      preferredEnd: 'Preferred end time must be after the preferred start time',
    });
  });
});

describe('recurring delivery form', () => {
  it('builds the pattern (0 = Sunday), the window and the customer', () => {
    const check = checkRecurring({
      ...emptyRecurring('2030-03-01'),
      name: 'Bakery',
      pickupLocation: 'Austin, TX',
      deliveryLocation: 'Round Rock, TX',
      daysOfWeek: [5, 1, 3],
      windowStart: '07:00',
      windowEnd: '09:00',
      customerName: 'Sunrise',
    });
    expect(check.ok && check.body).toMatchObject({
      recurrencePattern: { frequency: 'weekly', interval: 1, daysOfWeek: [1, 3, 5] },
      preferredTimeWindow: { start: 420, end: 540 },
      customerInfo: { name: 'Sunrise', phone: null, email: null },
      estimatedDuration: 30,
    });
  });

  it('refuses an interval under 1 and a duration under 5 minutes with the spec messages', () => {
    const check = checkRecurring({ ...emptyRecurring('2030-03-01'), interval: '0', estimatedDuration: '4' });
    expect(check.ok ? {} : check.errors).toMatchObject({
      name: 'Name is required',
      pickupLocation: 'Pickup location is required',
      deliveryLocation: 'Delivery location is required',
      interval: 'Interval must be at least 1',
      estimatedDuration: 'Duration must be at least 5 minutes',
    });
  });

  it('describes a pattern in words', () => {
    expect(patternText({ frequency: 'weekly', interval: 2, daysOfWeek: [1, 3] })).toBe(
      'Every 2 weeks on Mon, Wed',
    );
    expect(patternText({ frequency: 'monthly', interval: 1 })).toBe('Every month');
  });
});
