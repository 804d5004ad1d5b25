import { EngineError } from '@routier/engine';
import { describe, expect, it } from 'vitest';
import { HaversineRouter } from '../geo/index.js';
import { HttpError } from '../kernel/errors.js';
import { syncTimeLimitMs } from './constants.js';
import { engineJobs, engineOptions, engineVehicle } from './problem.js';
import { requestFieldOf, solveFailure } from './solve-errors.js';
import { stopFromAddress, stopFromInput } from './stops.js';
import { commonProfile, speedFactor } from './travel.js';
import { clockText, km1, percent1 } from './units.js';

const van = {
  id: 7,
  name: 'Van 7',
  type: 'cargo_van' as const,
  capacity: 1200.5,
  costPerKm: 1.25,
  isActive: true,
  maxWorkHours: 9,
  maxDistance: 320.5,
  specialFeatures: ['refrigerated' as const],
};

describe('request -> engine mapping', () => {
  it('turns a vehicle into engine units: kg capacity, shift from the day start, metres, skills', () => {
    const v = engineVehicle(
      van,
      { startMinutes: 480, returnToStart: true, maxRouteMinutes: 300, maxStops: 12 },
      new HaversineRouter(),
      'cargo_van',
    );
    expect(v).toEqual({
      id: 7,
      name: 'Van 7',
      start: 0,
      end: 0,
      shift: { start: 28_800, end: 28_800 + 9 * 3600 },
      capacity: [1200.5],
      maxDurationS: 300 * 60,
      maxDistanceM: 320_500,
      maxStops: 12,
      costPerKm: 1.25,
      speedFactor: 1,
      skills: ['refrigerated'],
    });
    const open = engineVehicle(
      { ...van, capacity: null },
      { startMinutes: 360, returnToStart: false },
      new HaversineRouter(),
      'cargo_van',
    );
    expect(open.end).toBeNull();
    expect(open.capacity).toBeUndefined();
    expect(open.maxDurationS).toBe(9 * 3600);
  });

  it('gives vehicles of another type a speed factor on a mixed-fleet matrix', () => {
    const router = new HaversineRouter();
    expect(commonProfile(['cargo_van', 'cargo_van'])).toBe('cargo_van');
    expect(commonProfile(['cargo_van', 'heavy_duty'])).toBe('default');
    // default 40 km/h; heavy trucks 35 km/h take 40/35 as long, vans 45 km/h 40/45.
    expect(speedFactor(router, 'default', 'heavy_duty')).toBeCloseTo(40 / 35, 6);
    expect(speedFactor(router, 'default', 'cargo_van')).toBeCloseTo(40 / 45, 6);
  });

  it('turns stops into jobs: 1-based ids and locations, minutes to seconds, windows only when respected', () => {
    const stops = [
      stopFromInput(
        {
          address: 'A',
          serviceTime: 10,
          demand: 40,
          timeWindow: { start: 540, end: 600 },
          specialRequirements: ['hazmat_certified'],
        },
        { serviceMinutes: 15, priority: 'medium' },
      ),
      stopFromInput({ address: 'B' }, { serviceMinutes: 20, priority: 'high' }),
    ];
    expect(engineJobs(stops, { timeWindows: true })).toEqual([
      {
        id: 1,
        name: 'A',
        location: 1,
        serviceS: 600,
        timeWindows: [{ start: 32_400, end: 36_000 }],
        demand: [40],
        priority: 'medium',
        skills: ['hazmat_certified'],
      },
      { id: 2, name: 'B', location: 2, serviceS: 1200, demand: [0], priority: 'high', skills: [] },
    ]);
    expect(engineJobs(stops, { timeWindows: false })[0].timeWindows).toBeUndefined();
    expect(stopFromAddress('C')).toMatchObject({ serviceMinutes: 0, demand: 0, lat: null });
  });

  it('maps the constraints to options: soft windows only when late deliveries are allowed', () => {
    expect(
      engineOptions({ objective: 'time', timeLimitMs: 500, softWindows: true, prioritizeUrgent: false }),
    ).toMatchObject({
      objective: 'time',
      timeWindows: 'soft',
      prioritizeUrgent: false,
      balanceWorkload: false,
      timeLimitMs: 500,
    });
    expect(engineOptions({ objective: 'cost', timeLimitMs: 100 }).timeWindows).toBe('hard');
  });

  it('bounds the synchronous search budgets', () => {
    expect(syncTimeLimitMs('basic', 25)).toBe(62.5);
    expect(syncTimeLimitMs('basic', 1)).toBe(50);
    expect(syncTimeLimitMs('basic', 10_000)).toBe(1000);
    expect(syncTimeLimitMs('fleet', 200)).toBe(4200);
    expect(syncTimeLimitMs('fleet', 1000)).toBe(10_000);
  });
});

describe('engine -> API', () => {
  it('renders units: km to 1 decimal, clock text past midnight, percentages clamped', () => {
    expect(km1(12_345)).toBe(12.3);
    expect(clockText(480)).toBe('08:00');
    expect(clockText(1505)).toBe('25:05');
    expect(percent1(0.4567)).toBe(45.7);
    expect(percent1(1.2)).toBe(100);
  });

  it('turns engine validation errors into 400 ENGINE_INPUT_INVALID naming the request field', () => {
    expect(requestFieldOf('jobs[3].timeWindows[0]')).toBe('destinations.3.timeWindow');
    expect(requestFieldOf('jobs[0].skills[1]')).toBe('destinations.0.specialRequirements');
    expect(requestFieldOf('vehicles[0].capacity')).toBeUndefined();
    const error = solveFailure(
      new EngineError('INVALID_TIME_WINDOW', 'end before start', 'jobs[2].timeWindows[0]'),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      code: 'ENGINE_INPUT_INVALID',
      details: [{ field: 'destinations.2.timeWindow', code: 'INVALID_TIME_WINDOW' }],
    });
    const closed = Object.assign(new Error('closed'), { name: 'SolverPoolError', code: 'POOL_CLOSED' });
    expect(solveFailure(closed)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    const other = new Error('boom');
    expect(solveFailure(other)).toBe(other);
  });
});
