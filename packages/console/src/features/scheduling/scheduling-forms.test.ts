import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRIVER,
  EMPTY_TEMPLATE,
  checkDriver,
  checkSchedule,
  checkTemplate,
  emptySchedule,
} from './scheduling-forms.js';

describe('scheduling forms', () => {
  it('checks a driver with the spec messages and defaults', () => {
    expect(checkDriver(EMPTY_DRIVER)).toEqual({
      ok: false,
      errors: { name: 'Driver name is required', licenseNumber: 'License number is required' },
    });
    const bad = checkDriver({
      ...EMPTY_DRIVER,
      name: 'A',
      licenseNumber: 'X',
      email: 'nope',
      maxWorkHours: '13',
    });
    expect(bad).toEqual({
      ok: false,
      errors: {
        email: 'Please enter a valid email address',
        maxWorkHours: 'Max work hours must be between 1 and 12',
      },
    });
    expect(checkDriver({ ...EMPTY_DRIVER, name: ' Maria ', licenseNumber: 'TX-1' })).toEqual({
      ok: true,
      body: {
        name: 'Maria',
        licenseNumber: 'TX-1',
        licenseType: 'regular',
        maxWorkHours: 8,
        email: null,
        phone: null,
      },
    });
  });

  it('checks a template: minutes from clocks, overnight when the end comes first, a blank break is 0', () => {
    expect(checkTemplate({ ...EMPTY_TEMPLATE, name: 'Day' })).toEqual({
      ok: true,
      body: {
        name: 'Day',
        startTime: 480,
        endTime: 1020,
        overnight: false,
        daysOfWeek: [1, 2, 3, 4, 5],
        breakDuration: 30,
        color: '#3B82F6',
      },
    });
    const night = checkTemplate({
      ...EMPTY_TEMPLATE,
      name: 'N',
      startClock: '22:00',
      endClock: '06:00',
      breakDuration: 'x',
    });
    expect(night.ok && night.body).toMatchObject({
      startTime: 1320,
      endTime: 360,
      overnight: true,
      breakDuration: 0,
    });
    expect(checkTemplate({ ...EMPTY_TEMPLATE, name: '', daysOfWeek: [] })).toEqual({
      ok: false,
      errors: { name: 'Template name is required', daysOfWeek: 'Select at least one working day' },
    });
  });

  it('checks a schedule: driver and date required, vehicle optional', () => {
    expect(checkSchedule({ ...emptySchedule(''), driverId: '' })).toEqual({
      ok: false,
      errors: { driverId: 'Driver is required', scheduleDate: 'Date is required' },
    });
    expect(checkSchedule({ ...emptySchedule('2030-03-04'), driverId: '3', notes: ' ' })).toEqual({
      ok: true,
      body: {
        driverId: 3,
        vehicleId: null,
        scheduleDate: '2030-03-04',
        startTime: 480,
        endTime: 1020,
        overnight: false,
        breakTime: 30,
        notes: null,
      },
    });
  });
});
