/**
 * Destinations as the routes resource stores them: every field of the contract's `Stop` present, in API
 * units (kg, minutes, minutes after midnight). Requests send address strings, StopInput objects, or the
 * spec's JSON string of such a list (the route edit dialog); the string is parsed and validated against the
 * same contract schema as a list.
 */
import type {
  AdvancedConstraints,
  DestinationsInput,
  Priority,
  Stop,
  StopGeocode,
  StopInput,
} from '@routier/contract';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { validationFailed } from '../kernel/errors.js';
import { anchorRefs, createAjv } from '../http/openapi/ajv.js';
import { toDetails } from '../http/openapi/error-details.js';
import { loadSpec } from '../http/openapi/spec.js';
import { roundKm } from '../kernel/money.js';

/** The stored stop: the contract's Stop with its geocode always present (null for typed coordinates). */
export type StoredStop = Stop & { geocode: StopGeocode | null };

/** Defaults for fields a stop leaves out: the user's route defaults (document 2, section 9). */
export interface StopDefaults {
  /** Minutes, 1-480 (preferences; 15 when never saved). */
  serviceTime: number;
  priority: Priority;
}

export const STOP_DEFAULTS: StopDefaults = { serviceTime: 15, priority: 'medium' };

export type StopItem = string | StopInput;

let validators: { stops: ValidateFunction; constraints: ValidateFunction } | undefined;

/** Validators for what arrives as JSON text, compiled once from the contract (the array branch). */
function textValidators() {
  if (!validators) {
    const spec = loadSpec();
    const ajv = createAjv(spec.document, { useDefaults: false });
    const schemas = (spec.document.components as { schemas: Record<string, Record<string, unknown>> })
      .schemas;
    const listBranch = (schemas.DestinationsInput.oneOf as unknown[])[0];
    validators = {
      stops: ajv.compile(anchorRefs(listBranch) as object),
      constraints: ajv.compile(anchorRefs({ $ref: '#/components/schemas/AdvancedConstraints' }) as object),
    };
  }
  return validators;
}

/** Parses JSON text sent where an object or list is expected; 400 on `field` when it is not JSON. */
function parseJsonText(text: string, field: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw validationFailed([{ field, code: 'type', message: `${what} must be a JSON list or object` }]);
  }
}

/** Validated against the contract with field paths under `field` (`destinations.2.address`). */
function checkText<T>(value: unknown, validate: ValidateFunction, field: string): T {
  if (validate(value)) return value as T;
  throw validationFailed(
    toDetails('body', validate.errors ?? []).map((d) => ({
      ...d,
      field: d.field === 'body' ? field : `${field}.${d.field}`,
    })),
  );
}

/** The list of stop items of a request: the list itself, or the parsed and validated JSON string. */
export function destinationItems(input: DestinationsInput, field = 'destinations'): StopItem[] {
  if (typeof input !== 'string') return input;
  const parsed = parseJsonText(input, field, 'Destinations');
  return checkText<StopItem[]>(parsed, textValidators().stops, field);
}

/** Constraints as an object (parsed and validated when sent as the spec's JSON string). */
export function constraintsOf(
  input: AdvancedConstraints | string | null | undefined,
): AdvancedConstraints | null | undefined {
  if (typeof input !== 'string') return input;
  if (input.trim() === '') return null;
  const parsed = parseJsonText(input, 'constraints', 'Constraints');
  return checkText<AdvancedConstraints>(parsed, textValidators().constraints, 'constraints');
}

/** One stop with every field present; coordinates kept only as a pair, with the client's geocode if any. */
export function normalizeStop(item: StopItem, defaults: StopDefaults): StoredStop {
  const input: StopInput = typeof item === 'string' ? { address: item } : item;
  const hasPoint = typeof input.lat === 'number' && typeof input.lng === 'number';
  const stop: StoredStop = {
    address: input.address.trim(),
    priority: input.priority ?? defaults.priority,
    demand: roundKm(input.demand ?? 0),
    lat: hasPoint ? (input.lat as number) : null,
    lng: hasPoint ? (input.lng as number) : null,
    notes: input.notes ?? null,
    serviceTime: input.serviceTime ?? defaults.serviceTime,
    timeWindow: input.timeWindow ?? null,
    specialRequirements: [...(input.specialRequirements ?? [])],
    geocode: hasPoint ? (input.geocode ?? null) : null,
  };
  if (input.name !== undefined && input.name !== null) stop.name = input.name;
  return stop;
}

/** A time window whose end is before its start (the contract says `end` must not be before `start`). */
export function checkTimeWindows(stops: readonly StoredStop[], field = 'destinations'): void {
  const details = stops.flatMap((stop, i) =>
    stop.timeWindow && stop.timeWindow.end < stop.timeWindow.start
      ? [
          {
            field: `${field}.${i}.timeWindow`,
            code: 'timeWindow',
            message: `Stop ${i + 1}: the time window ends before it starts`,
          },
        ]
      : [],
  );
  if (details.length) throw validationFailed(details);
}

/** The request's destinations as stored stops (defaults filled in, windows checked). */
export function normalizeDestinations(
  input: DestinationsInput,
  defaults: StopDefaults,
  field = 'destinations',
): StoredStop[] {
  const stops = destinationItems(input, field).map((item) => normalizeStop(item, defaults));
  checkTimeWindows(stops, field);
  return stops;
}

/** Stops read back from storage (older rows may lack fields added later). */
export function storedStopsOf(value: unknown): StoredStop[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : value) as Array<Partial<StoredStop>>;
  if (!Array.isArray(list)) return [];
  return list.map((stop) => ({
    ...stop,
    address: String(stop.address ?? ''),
    priority: stop.priority ?? 'medium',
    demand: typeof stop.demand === 'number' ? stop.demand : 0,
    lat: typeof stop.lat === 'number' ? stop.lat : null,
    lng: typeof stop.lng === 'number' ? stop.lng : null,
    notes: stop.notes ?? null,
    serviceTime: typeof stop.serviceTime === 'number' ? stop.serviceTime : STOP_DEFAULTS.serviceTime,
    timeWindow: stop.timeWindow ?? null,
    specialRequirements: stop.specialRequirements ?? [],
    geocode: stop.geocode ?? null,
  }));
}

/** What a plan depends on in a stop: where it is and the constraints on serving it (not its name or notes). */
const planFields = (stop: StoredStop) => [
  stop.address,
  stop.lat,
  stop.lng,
  stop.demand,
  stop.serviceTime,
  stop.timeWindow?.start ?? null,
  stop.timeWindow?.end ?? null,
  stop.priority,
  [...stop.specialRequirements].sort().join(','),
];

/** True when the two stop lists would not give the same plan (another stop, order, place or constraint). */
export function stopsDiffer(before: readonly StoredStop[], after: readonly StoredStop[]): boolean {
  return (
    before.length !== after.length ||
    before.some((stop, i) => JSON.stringify(planFields(stop)) !== JSON.stringify(planFields(after[i])))
  );
}
