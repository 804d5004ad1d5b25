import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkVroomSolution } from '../check/check-vroom.js';
import { EngineError } from '../model/errors.js';
import { vroomPoints } from './from-vroom.js';
import { solveVroom } from './solve-vroom.js';
import type { VroomProblem } from '../model/vroom.js';

const fixture = (name: string): VroomProblem =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as VroomProblem;

describe('VROOM conformance (examples of VROOM docs/API.md, re-typed)', () => {
  it('example 1: skills, breaks, a shipment, coordinates', () => {
    const problem = fixture('docs-example-1.json');
    // VROOM routes these points on roads (OSRM); at the haversine default of 40 km/h the day is too short.
    const coords = vroomPoints(problem).flatMap(([lon, lat]) => [lat, lon]);
    const locations = { kind: 'haversine', coords, speedKmh: 70 } as const;
    const solution = solveVroom(problem, { timeLimitMs: 600, locations });
    expect(checkVroomSolution(problem, solution)).toEqual([]);
    expect(solution.code).toBe(0);
    expect(solution.unassigned).toEqual([]);
    const types = solution.routes.flatMap((r) => r.steps.map((s) => s.type));
    expect(types).toEqual(expect.arrayContaining(['start', 'job', 'pickup', 'delivery', 'break', 'end']));
    // The shipment needs skill 2: only vehicle 2 has it.
    const v2 = solution.routes.find((r) => r.vehicle === 2)!;
    expect(v2.steps.filter((s) => s.type === 'pickup' || s.type === 'delivery').map((s) => s.id)).toEqual([
      4, 3,
    ]);
  });

  it('example 2: a custom matrix, start and end indices', () => {
    const problem = fixture('docs-example-2.json');
    const solution = solveVroom(problem, { timeLimitMs: 300 });
    expect(checkVroomSolution(problem, solution)).toEqual([]);
    const route = solution.routes[0];
    expect(route.steps.map((s) => s.location_index)).toEqual([0, 1, 2, 3]);
    // 2104 + 2255 + 1102: VROOM's documented cost for this route.
    expect(route.cost).toBe(5461);
    expect(solution.summary.cost).toBe(5461);
    expect(route.steps[3].arrival).toBe(5461);
  });
});

describe('solveVroom', () => {
  it('plans two-dimensional loads, skills, two windows per job, breaks and shipments; explains the impossible job', () => {
    const problem = fixture('mixed-matrix.json');
    const solution = solveVroom(problem, { timeLimitMs: 2000 });
    expect(checkVroomSolution(problem, solution)).toEqual([]);
    expect(solution.unassigned).toEqual([
      expect.objectContaining({
        id: 99,
        type: 'job',
        reason: 'TIME_WINDOW_UNREACHABLE',
        fix: expect.objectContaining({ kind: 'widen_time_window', amount: 15, verified: true }),
      }),
    ]);
    const shipmentsServed = solution.routes.flatMap((r) => r.steps).filter((s) => s.type === 'delivery');
    expect(shipmentsServed).toHaveLength(6);
  });

  it('reports a task needing a skill no vehicle has, with a verified fix', () => {
    const problem = fixture('docs-example-2.json');
    problem.jobs![1].skills = [7];
    const solution = solveVroom(problem, { timeLimitMs: 600 });
    expect(checkVroomSolution(problem, solution)).toEqual([]);
    expect(solution.unassigned).toEqual([
      expect.objectContaining({
        id: 1515,
        reason: 'SKILL_MISSING',
        fix: expect.objectContaining({ kind: 'add_skill', skills: [7], vehicle: 0, verified: true }),
      }),
    ]);
  });

  it('refuses unknown fields and features it cannot honour, by name', () => {
    const problem = fixture('docs-example-2.json') as unknown as Record<string, unknown>;
    const refuse = (p: unknown) => {
      try {
        solveVroom(p as VroomProblem, { timeLimitMs: 100 });
      } catch (e) {
        return e instanceof EngineError ? `${e.code} ${e.path}` : String(e);
      }
      return 'solved';
    };
    expect(refuse({ ...problem, colour: 'blue' })).toBe('UNKNOWN_FIELD colour');
    const jobs = [{ id: 1, location_index: 1, setup: 60 }];
    expect(refuse({ ...problem, jobs })).toBe('UNSUPPORTED_FEATURE jobs[0].setup');
    const vehicles = [{ id: 0, start_index: 0, steps: [] }];
    expect(refuse({ ...problem, vehicles })).toBe('UNSUPPORTED_FEATURE vehicles[0].steps');
    expect(refuse({ ...problem, jobs: [{ id: 1, location_index: 9 }] })).toBe(
      'INVALID_LOCATIONS jobs[0].location_index',
    );
    expect(refuse({ ...problem, jobs: [{ id: 1, location_index: 1, priority: 101 }] })).toBe(
      'INVALID_JOB jobs[0].priority',
    );
  });

  it('honours max_travel_time and speed_factor', () => {
    const problem = fixture('docs-example-2.json');
    problem.vehicles[0].speed_factor = 2;
    const fast = solveVroom(problem, { timeLimitMs: 300 });
    expect(checkVroomSolution(problem, fast)).toEqual([]);
    expect(fast.routes[0].duration).toBe(Math.round(5461 / 2));
    problem.vehicles[0].max_travel_time = 2000;
    const limited = solveVroom(problem, { timeLimitMs: 300 });
    expect(checkVroomSolution(problem, limited)).toEqual([]);
    expect(limited.routes.every((r) => r.duration <= 2000)).toBe(true);
    expect(limited.unassigned.length).toBeGreaterThan(0);
  });
});
