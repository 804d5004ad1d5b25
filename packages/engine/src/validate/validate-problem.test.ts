import { describe, expect, it } from 'vitest';
import { EngineError } from '../model/errors.js';
import type { ProblemInput } from '../model/input.js';
import { validateProblem } from './validate-problem.js';

function base(): ProblemInput {
  return {
    locations: { kind: 'euclidean', coords: [0, 0, 1, 0, 2, 0] },
    vehicles: [{ id: 'v1', start: 0, end: 0, capacity: [10] }],
    jobs: [
      { id: 'a', location: 1, demand: [1] },
      { id: 'b', location: 2, demand: [2] },
    ],
  };
}

function codeOf(mutate: (p: ProblemInput) => void): [string, string | undefined] {
  const p = base();
  mutate(p);
  try {
    validateProblem(p);
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    const err = e as EngineError;
    expect(err.message.length).toBeGreaterThan(10);
    return [err.code, err.path];
  }
  return ['OK', undefined];
}

describe('validateProblem', () => {
  it('accepts a valid problem', () => {
    expect(codeOf(() => {})).toEqual(['OK', undefined]);
  });

  it('rejects a negative demand with the job path', () => {
    expect(codeOf((p) => (p.jobs[1].demand = [-1]))).toEqual(['INVALID_JOB', 'jobs[1].demand[0]']);
  });

  it('rejects a window that ends before it starts', () => {
    expect(codeOf((p) => (p.jobs[0].timeWindows = [{ start: 10, end: 5 }]))).toEqual([
      'INVALID_TIME_WINDOW',
      'jobs[0].timeWindows[0]',
    ]);
  });

  it('rejects a matrix of the wrong size', () => {
    const [code] = codeOf(
      (p) => (p.locations = { kind: 'matrix', distances: [0, 1, 1, 0, 5], durations: [0, 1, 1, 0, 5] }),
    );
    expect(code).toBe('MATRIX_SIZE');
    expect(
      codeOf((p) => (p.locations = { kind: 'matrix', distances: [0, 1, 1, 0], durations: [0, 1, 1] }))[0],
    ).toBe('MATRIX_SIZE');
  });

  it('checks the optional positions of a matrix: one latitude-longitude pair per place', () => {
    const matrix = (coords: number[]) => ({
      kind: 'matrix' as const,
      distances: [0, 1, 2, 1, 0, 1, 2, 1, 0],
      durations: [0, 1, 2, 1, 0, 1, 2, 1, 0],
      coords,
    });
    expect(codeOf((p) => (p.locations = matrix([48.1, 11.5, 48.2, 11.6, 48.3, 11.7])))).toEqual([
      'OK',
      undefined,
    ]);
    expect(codeOf((p) => (p.locations = matrix([48.1, 11.5, 48.2, 11.6])))).toEqual([
      'INVALID_LOCATIONS',
      'locations.coords',
    ]);
    expect(codeOf((p) => (p.locations = matrix([48.1, 11.5, 148.2, 11.6, 48.3, 11.7])))).toEqual([
      'INVALID_LOCATIONS',
      'locations.coords[2]',
    ]);
  });

  it('rejects a location index out of range', () => {
    expect(codeOf((p) => (p.jobs[0].location = 3))).toEqual(['INVALID_JOB', 'jobs[0].location']);
    expect(codeOf((p) => (p.vehicles[0].end = -1))).toEqual(['INVALID_VEHICLE', 'vehicles[0].end']);
  });

  it('rejects a job pinned to an unknown vehicle', () => {
    expect(codeOf((p) => (p.jobs[0].vehicleId = 'nope'))).toEqual(['UNKNOWN_VEHICLE', 'jobs[0].vehicleId']);
  });

  it('rejects duplicate ids', () => {
    expect(codeOf((p) => (p.jobs[1].id = 'a'))).toEqual(['DUPLICATE_ID', 'jobs[1].id']);
    expect(codeOf((p) => p.vehicles.push({ id: 'v1', start: 0 }))).toEqual([
      'DUPLICATE_ID',
      'vehicles[1].id',
    ]);
  });

  it('rejects demand and capacity dimension mismatches', () => {
    expect(codeOf((p) => (p.jobs[0].demand = [1, 2]))).toEqual(['DIMENSION_MISMATCH', 'jobs[0].demand']);
    expect(codeOf((p) => p.vehicles.push({ id: 'v2', start: 0, capacity: [1, 2] }))[0]).toBe(
      'DIMENSION_MISMATCH',
    );
  });

  it('rejects a skill that is neither offered nor a product skill, but accepts a known one', () => {
    expect(codeOf((p) => (p.jobs[0].skills = ['teleport']))).toEqual(['UNKNOWN_SKILL', 'jobs[0].skills[0]']);
    expect(codeOf((p) => (p.jobs[0].skills = ['refrigerated']))[0]).toBe('OK');
  });

  it('rejects an empty fleet, bad coordinates and bad options', () => {
    expect(codeOf((p) => (p.vehicles = []))[0]).toBe('NO_VEHICLES');
    expect(codeOf((p) => (p.locations = { kind: 'haversine', coords: [91, 0] }))[0]).toBe(
      'INVALID_LOCATIONS',
    );
    expect(codeOf((p) => (p.locations = { kind: 'euclidean', coords: [0, Number.NaN] }))[0]).toBe(
      'INVALID_LOCATIONS',
    );
    expect(() => validateProblem(base(), { objective: 'speed' as never })).toThrow(EngineError);
    expect(() => validateProblem(base(), { maxIterations: -1 })).toThrow(/maxIterations/);
  });

  it('rejects negative service, capacity and a shift ending before it starts', () => {
    expect(codeOf((p) => (p.jobs[0].serviceS = -5))[0]).toBe('INVALID_JOB');
    expect(codeOf((p) => (p.vehicles[0].capacity = [-1]))[0]).toBe('INVALID_VEHICLE');
    expect(codeOf((p) => (p.vehicles[0].shift = { start: 10, end: 0 }))[0]).toBe('INVALID_TIME_WINDOW');
  });
});
