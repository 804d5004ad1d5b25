/**
 * Shape of a VROOM problem, checked field by field: every key must be known (an unknown one is refused by
 * its path, never ignored), every value of the right type, and features Routier cannot honour are refused
 * by name with what to do instead.
 */
import type { EngineErrorCode } from '../model/errors.js';
import { describe, fail, isFiniteNumber } from '../validate/checks.js';

type Check = (x: unknown, path: string) => void;
type Fields = Record<string, Check>;

const UNSUPPORTED: Record<string, string> = {
  steps: 'vehicle steps (a route imposed in advance) are not supported; re-optimise a stored route instead',
  max_load: 'a maximum load during breaks is not supported',
  matrix: 'the legacy "matrix" key is not supported; give "matrices": { "car": { "durations": ... } }',
  amount_job: 'the legacy job "amount" is not supported; use "delivery" or "pickup"',
  costs_matrix: 'a custom cost matrix is not supported; Routier prices travel with per_hour and per_km',
  per_task_hour: 'per_task_hour costs are not supported',
};

function unsupported(key: keyof typeof UNSUPPORTED): Check {
  return (_x, path) => fail('UNSUPPORTED_FEATURE', path, UNSUPPORTED[key]);
}

function object(fields: Fields, code: EngineErrorCode, required: string[] = []): Check {
  return (x, path) => {
    if (x === null || typeof x !== 'object' || Array.isArray(x))
      fail(code, path || 'problem', 'must be an object');
    const o = x as Record<string, unknown>;
    const at = (key: string) => (path === '' ? key : `${path}.${key}`);
    for (const key of Object.keys(o)) {
      const check = Object.hasOwn(fields, key) ? fields[key] : undefined;
      if (check === undefined) fail('UNKNOWN_FIELD', at(key), 'unknown field');
      if (o[key] !== undefined) check(o[key], at(key));
    }
    for (const key of required) if (o[key] === undefined) fail(code, at(key), 'is required');
  };
}

function array(item: Check, code: EngineErrorCode): Check {
  return (x, path) => {
    if (!Array.isArray(x)) fail(code, path, 'must be an array');
    x.forEach((v, i) => item(v, `${path}[${i}]`));
  };
}

function integer(code: EngineErrorCode, max = Number.MAX_SAFE_INTEGER): Check {
  return (x, path) => {
    if (typeof x !== 'number' || !Number.isInteger(x) || x < 0 || x > max)
      fail(code, path, `must be an integer from 0 to ${max} (got ${describe(x)})`);
  };
}

function number(code: EngineErrorCode, positive = false): Check {
  return (x, path) => {
    if (!isFiniteNumber(x) || x < 0 || (positive && x === 0))
      fail(code, path, `must be a ${positive ? 'positive' : 'non-negative'} number (got ${describe(x)})`);
  };
}

function text(code: EngineErrorCode): Check {
  return (x, path) => {
    if (typeof x !== 'string') fail(code, path, 'must be a string');
  };
}

function id(code: EngineErrorCode): Check {
  return (x, path) => {
    const ok =
      (typeof x === 'number' && Number.isInteger(x) && x >= 0) || (typeof x === 'string' && x.length > 0);
    if (!ok) fail(code, path, `must be a non-negative integer or a non-empty string (got ${describe(x)})`);
  };
}

function coord(code: EngineErrorCode): Check {
  return (x, path) => {
    if (!Array.isArray(x) || x.length !== 2 || !x.every(isFiniteNumber))
      fail(code, path, 'must be [lon, lat]');
    const [lon, lat] = x as number[];
    if (lon < -180 || lon > 180 || lat < -90 || lat > 90)
      fail(code, path, `[${lon}, ${lat}] is not a longitude and latitude`);
  };
}

function window(): Check {
  return (x, path) => {
    if (!Array.isArray(x) || x.length !== 2 || !x.every((v) => Number.isInteger(v) && v >= 0))
      fail('INVALID_TIME_WINDOW', path, 'must be [start, end] in whole seconds');
    if (x[1] < x[0]) fail('INVALID_TIME_WINDOW', path, `ends (${x[1]}) before it starts (${x[0]})`);
  };
}

function zeroOnly(what: string): Check {
  return (x, path) => {
    if (x !== 0) fail('UNSUPPORTED_FEATURE', path, `${what} is not supported (only 0); add it to "service"`);
  };
}

const amounts = (code: EngineErrorCode) => array(integer(code), code);

const step = (code: EngineErrorCode): Fields => ({
  id: id(code),
  description: text(code),
  location: coord(code),
  location_index: integer(code),
  setup: zeroOnly('setup time'),
  service: integer(code),
  time_windows: array(window(), code),
});

const BREAK = object(
  {
    id: id('INVALID_VEHICLE'),
    time_windows: array(window(), 'INVALID_VEHICLE'),
    service: integer('INVALID_VEHICLE'),
    description: text('INVALID_VEHICLE'),
    max_load: unsupported('max_load'),
  },
  'INVALID_VEHICLE',
  ['id'],
);

const VEHICLE = object(
  {
    id: id('INVALID_VEHICLE'),
    profile: text('INVALID_VEHICLE'),
    description: text('INVALID_VEHICLE'),
    start: coord('INVALID_VEHICLE'),
    start_index: integer('INVALID_VEHICLE'),
    end: coord('INVALID_VEHICLE'),
    end_index: integer('INVALID_VEHICLE'),
    capacity: amounts('INVALID_VEHICLE'),
    costs: object(
      {
        fixed: number('INVALID_VEHICLE'),
        per_hour: number('INVALID_VEHICLE'),
        per_km: number('INVALID_VEHICLE'),
        per_task_hour: unsupported('per_task_hour'),
      },
      'INVALID_VEHICLE',
    ),
    skills: array(integer('INVALID_VEHICLE'), 'INVALID_VEHICLE'),
    time_window: window(),
    breaks: array(BREAK, 'INVALID_VEHICLE'),
    speed_factor: number('INVALID_VEHICLE', true),
    max_tasks: integer('INVALID_VEHICLE'),
    max_travel_time: integer('INVALID_VEHICLE'),
    max_distance: integer('INVALID_VEHICLE'),
    steps: unsupported('steps'),
  },
  'INVALID_VEHICLE',
  ['id'],
);

const JOB = object(
  {
    ...step('INVALID_JOB'),
    delivery: amounts('INVALID_JOB'),
    pickup: amounts('INVALID_JOB'),
    amount: unsupported('amount_job'),
    skills: array(integer('INVALID_JOB'), 'INVALID_JOB'),
    priority: integer('INVALID_JOB', 100),
  },
  'INVALID_JOB',
  ['id'],
);

const SHIPMENT = object(
  {
    pickup: object(step('INVALID_SHIPMENT'), 'INVALID_SHIPMENT', ['id']),
    delivery: object(step('INVALID_SHIPMENT'), 'INVALID_SHIPMENT', ['id']),
    amount: amounts('INVALID_SHIPMENT'),
    skills: array(integer('INVALID_SHIPMENT'), 'INVALID_SHIPMENT'),
    priority: integer('INVALID_SHIPMENT', 100),
  },
  'INVALID_SHIPMENT',
  ['pickup', 'delivery'],
);

const grid = (x: unknown, path: string): void => {
  if (
    !Array.isArray(x) ||
    !x.every((row) => Array.isArray(row) && row.every((v) => isFiniteNumber(v) && v >= 0))
  )
    fail('INVALID_LOCATIONS', path, 'must be a square array of arrays of non-negative numbers');
  if (!x.every((row: unknown[]) => row.length === x.length))
    fail('MATRIX_SIZE', path, `must be square (${x.length} rows)`);
};

const MATRIX = object(
  { durations: grid, distances: grid, costs: unsupported('costs_matrix') },
  'INVALID_LOCATIONS',
  ['durations'],
);

const PROBLEM = object(
  {
    vehicles: array(VEHICLE, 'NO_VEHICLES'),
    jobs: array(JOB, 'INVALID_JOB'),
    shipments: array(SHIPMENT, 'INVALID_SHIPMENT'),
    matrices: (x, path) => {
      if (x === null || typeof x !== 'object' || Array.isArray(x))
        fail('INVALID_LOCATIONS', path, 'must be an object');
      for (const [k, v] of Object.entries(x as object)) MATRIX(v, `${path}.${k}`);
    },
    matrix: unsupported('matrix'),
  },
  'INVALID_OPTION',
  ['vehicles'],
);

/** Throws an EngineError naming the first field that is unknown, malformed or not supported. */
export function validateVroomShape(problem: unknown): void {
  PROBLEM(problem, '');
}
