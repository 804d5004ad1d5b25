/**
 * The stops file of `routier optimize`: CSV (one stop per row) or JSON (`{ depot, stops, vehicles }` or a
 * plain array of stops). Field names are flexible (see STOP_FIELDS); units are the product's: demand in kg,
 * service time in minutes, time windows as HH:MM or minutes after midnight.
 */
import type { Priority } from '@routier/engine';
import { UsageError } from '../io/errors.js';
import { STOP_FIELDS, VEHICLE_FIELDS } from './fields.js';
import { makePlace, parseWindow, PlaceError, type Place } from './places.js';
import {
  asList,
  asNumber,
  asText,
  csvRecords,
  jsonRecords,
  parseJson,
  Problems,
  type RawRecord,
} from './records.js';

const PRIORITIES: readonly Priority[] = ['low', 'medium', 'high', 'urgent'];

export interface LocalStop {
  /** 1-based position among the stops (the spec's destination index). */
  index: number;
  /** The file's id column, else the position. */
  id: string;
  name: string | null;
  place: Place;
  /** kg. */
  demand: number;
  /** Minutes. */
  serviceMinutes: number;
  /** Minutes after midnight. */
  window: { start: number; end: number } | null;
  priority: Priority;
  requirements: string[];
  notes: string | null;
  where: string;
}

export interface StopsFile {
  stops: LocalStop[];
  /** From a `type: depot` row or the JSON `depot`. */
  depot: Place | null;
  /** Vehicles given inside a JSON stops file. */
  vehicles: RawRecord[] | null;
}

export interface StopDefaults {
  serviceMinutes: number;
}

function windowOf(r: RawRecord, problems: Problems): { start: number; end: number } | null {
  const v = r.values;
  let w: { start: number; end: number } | null = null;
  if (v.timeWindow !== undefined) {
    const tw = v.timeWindow;
    if (tw && typeof tw === 'object' && !Array.isArray(tw)) {
      const o = tw as Record<string, unknown>;
      w = parseWindow(`${String(o.start)}-${String(o.end)}`);
    } else w = parseWindow(asText(tw) ?? '');
    if (!w)
      problems.add(
        r.where,
        `time window '${String(asText(tw) ?? JSON.stringify(tw))}' must look like 09:00-12:00`,
      );
  } else if (v.windowStart !== undefined || v.windowEnd !== undefined) {
    w = parseWindow(`${asText(v.windowStart) ?? '00:00'}-${asText(v.windowEnd) ?? '24:00'}`);
    if (!w) problems.add(r.where, 'window start and end must be HH:MM or minutes after midnight');
  }
  if (w && w.end < w.start) {
    problems.add(r.where, 'the time window ends before it starts');
    return null;
  }
  return w;
}

function nonNegative(
  r: RawRecord,
  field: 'demand' | 'serviceTime',
  fallback: number,
  problems: Problems,
): number {
  const n = asNumber(r.values[field]);
  if (n === undefined) return fallback;
  if (!Number.isFinite(n) || n < 0) {
    problems.add(r.where, `${field} must be a number of 0 or more`);
    return fallback;
  }
  return n;
}

function toStop(r: RawRecord, index: number, defaults: StopDefaults, problems: Problems): LocalStop | null {
  const v = r.values;
  let place: Place | null = null;
  try {
    place = makePlace(asText(v.address), asNumber(v.lat) ?? null, asNumber(v.lng) ?? null, r.where);
  } catch (error) {
    if (error instanceof PlaceError) problems.add(r.where, error.message.replace(`${r.where}: `, ''));
    else throw error;
    return null;
  }
  if (!place) {
    problems.add(r.where, 'needs an address or lat and lng');
    return null;
  }
  const priorityText = (asText(v.priority) ?? 'medium').toLowerCase();
  const priority = (PRIORITIES as readonly string[]).includes(priorityText)
    ? (priorityText as Priority)
    : null;
  if (!priority) problems.add(r.where, `priority must be one of ${PRIORITIES.join(', ')}`);
  return {
    index,
    id: asText(v.id) ?? String(index),
    name: asText(v.name),
    place,
    demand: nonNegative(r, 'demand', 0, problems),
    serviceMinutes: nonNegative(r, 'serviceTime', defaults.serviceMinutes, problems),
    window: windowOf(r, problems),
    priority: priority ?? 'medium',
    requirements: asList(v.requirements),
    notes: asText(v.notes),
    where: r.where,
  };
}

function depotPlace(value: unknown, where: string): Place | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return makePlace(value, null, null, where);
  if (typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    const num = (x: unknown) =>
      typeof x === 'number' ? x : typeof x === 'string' && x !== '' ? Number(x) : null;
    return makePlace(
      typeof o.address === 'string' ? o.address : null,
      num(o.lat),
      num(o.lng ?? o.lon),
      where,
    );
  }
  throw new UsageError(`${where} must be an address, "lat,lng" or { address, lat, lng }`);
}

export function parseStopsFile(text: string, file: string, defaults: StopDefaults): StopsFile {
  const isJson = /\.json$/i.test(file) || /^\s*[[{]/.test(text);
  let records: RawRecord[];
  let depot: Place | null = null;
  let vehicles: RawRecord[] | null = null;
  if (isJson) {
    const doc = parseJson(text, file === '-' ? 'stdin' : file);
    const body = Array.isArray(doc) ? { stops: doc } : (doc as Record<string, unknown> | null);
    if (!body || typeof body !== 'object' || !Array.isArray(body.stops))
      throw new UsageError(`${file}: expected { "depot": ..., "stops": [...] } or an array of stops`);
    records = jsonRecords(body.stops, STOP_FIELDS, 'stops');
    try {
      depot = depotPlace(body.depot, 'the depot');
    } catch (error) {
      if (error instanceof PlaceError) throw new UsageError(error.message);
      throw error;
    }
    if (body.vehicles !== undefined) vehicles = jsonRecords(body.vehicles, VEHICLE_FIELDS, 'vehicles');
  } else {
    records = csvRecords(text, STOP_FIELDS, 'stops');
  }
  const problems = new Problems();
  const stops: LocalStop[] = [];
  for (const r of records) {
    const type = (asText(r.values.type) ?? 'stop').toLowerCase();
    if (type === 'depot') {
      if (depot) problems.add(r.where, 'a second depot (only one is allowed)');
      else {
        try {
          depot = makePlace(
            asText(r.values.address),
            asNumber(r.values.lat) ?? null,
            asNumber(r.values.lng) ?? null,
            'the depot',
          );
        } catch (error) {
          if (error instanceof PlaceError) problems.add(r.where, error.message);
          else throw error;
        }
      }
      continue;
    }
    if (type !== 'stop' && type !== 'delivery' && type !== 'job') {
      problems.add(r.where, `type must be stop or depot, got '${type}'`);
      continue;
    }
    const stop = toStop(r, stops.length + 1, defaults, problems);
    if (stop) stops.push(stop);
  }
  problems.throwIfAny(`${file === '-' ? 'stdin' : file} has invalid stops`);
  if (stops.length === 0) throw new UsageError(`${file === '-' ? 'stdin' : file} has no stops`);
  return { stops, depot, vehicles };
}
