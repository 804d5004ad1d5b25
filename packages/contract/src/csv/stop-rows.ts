/**
 * The stop-per-row layout: a header naming its columns, then one row per stop; rows with the same route name
 * form one route, stops in file order. Recognised by a header holding both a route name and an address
 * column. Every constraint a stop can carry travels in it (window, service time, demand, priority,
 * requirements, coordinates, notes) and the route's vehicle by name. A header cell the layout does not know is
 * refused by name (never read as data). Columns the export adds (stop number, planned arrival and departure)
 * are read back and ignored: they are recomputed by the next optimisation.
 */
import type { Priority, SpecialRequirement } from '../types.js';
import {
  isCalendarDate,
  normaliseHeader,
  parseClock,
  parseNumber,
  unescapeCell,
  type CsvErrorCode,
  type CsvRowError,
} from './cells.js';
import { PRIORITIES, SPECIAL_REQUIREMENTS, STOP_ROW_COLUMNS } from './columns.js';
import type { CsvStop, ParsedCsvRoute } from './parsed.js';

type StopField =
  | 'route'
  | 'start'
  | 'date'
  | 'address'
  | 'name'
  | 'lat'
  | 'lng'
  | 'priority'
  | 'demand'
  | 'service'
  | 'windowStart'
  | 'windowEnd'
  | 'requirements'
  | 'notes'
  | 'vehicle'
  | 'computed';

/** Header names per field, normalised (normaliseHeader). */
const NAMES: Record<StopField, string[]> = {
  route: ['routename', 'route'],
  start: ['startlocation', 'startinglocation', 'start', 'depot', 'origin'],
  date: ['scheduleddate', 'date'],
  address: ['address', 'stopaddress', 'destination'],
  name: ['name', 'stopname', 'customer'],
  lat: ['lat', 'latitude'],
  lng: ['lng', 'lon', 'long', 'longitude'],
  priority: ['priority'],
  demand: ['demand', 'demand(kg)', 'weight', 'weight(kg)'],
  service: ['servicetime', 'servicetime(min)', 'service'],
  windowStart: ['timewindowstart', 'windowstart', 'earliest'],
  windowEnd: ['timewindowend', 'windowend', 'latest'],
  requirements: ['specialrequirements', 'requirements'],
  notes: ['notes', 'note'],
  vehicle: ['vehicle', 'vehiclename'],
  computed: ['stop', 'stopnumber', 'order', 'plannedarrival', 'arrival', 'planneddeparture', 'departure'],
};

const FIELD_OF = new Map<string, StopField>(
  (Object.entries(NAMES) as [StopField, string[]][]).flatMap(([field, names]) =>
    names.map((n) => [n, field]),
  ),
);

/** True when the header is the stop-per-row layout's: it names a route and an address column. */
export function isStopRowsHeader(header: readonly string[]): boolean {
  const fields = header.map((h) => FIELD_OF.get(normaliseHeader(h)));
  return fields.includes('route') && fields.includes('address');
}

const PRIORITY_SET = new Set<string>(PRIORITIES);
const REQUIREMENT_SET = new Set<string>(SPECIAL_REQUIREMENTS);

/** The routes of a stop-per-row file; `header` is row `headerRow` (1-based) of `records`. */
export function readStopRows(
  records: string[][],
  headerRow: number,
  limits: { maxStops: number; maxErrors: number },
): { routes: ParsedCsvRoute[]; errors: CsvRowError[] } {
  const header = records[headerRow - 1].map((h) => unescapeCell(h));
  const errors: CsvRowError[] = [];
  const fields: (StopField | null)[] = header.map((h, c) => {
    if (h === '') return null;
    const field = FIELD_OF.get(normaliseHeader(h));
    if (!field) {
      errors.push({
        row: headerRow,
        column: h,
        code: 'CSV_INVALID',
        message:
          `Unknown column '${h}' (column ${c + 1}). The stop-per-row layout takes ${STOP_ROW_COLUMNS.join(', ')}; ` +
          'rename or remove the column.',
      });
    }
    return field ?? null;
  });
  const twice = fields.findIndex((f, i) => f !== null && f !== 'computed' && fields.indexOf(f) !== i);
  if (twice >= 0) {
    errors.push({
      row: headerRow,
      column: header[twice],
      code: 'CSV_INVALID',
      message: `Column '${header[twice]}' appears twice`,
    });
  }
  if (!fields.includes('start')) {
    errors.push({ row: headerRow, code: 'CSV_INVALID', message: 'The header needs a Start Location column' });
  }
  if (errors.length) return { routes: [], errors };

  const byName = new Map<string, ParsedCsvRoute>();
  for (let i = headerRow; i < records.length && errors.length < limits.maxErrors; i++) {
    const record = records[i];
    if (record.every((cell) => cell.trim() === '')) continue;
    const row = i + 1;
    const rowErrors: CsvRowError[] = [];
    const bad = (column: string, message: string, code: CsvErrorCode = 'CSV_INVALID') =>
      rowErrors.push({ row, column, code, message });
    const cell = (field: StopField) => {
      const c = fields.indexOf(field);
      return c < 0 ? '' : unescapeCell(record[c] ?? '');
    };
    const columnOf = (field: StopField) => header[fields.indexOf(field)] ?? field;
    const stop = readStop(row, cell, columnOf, bad);
    const name = cell('route');
    if (!name) bad(columnOf('route'), 'Route name is required');
    else if (name.length > 200) bad(columnOf('route'), 'Route name must be at most 200 characters');
    const start = cell('start');
    const date = cell('date');
    if (date && !isCalendarDate(date))
      bad(columnOf('date'), `Scheduled date '${date}' must be a date like 2025-03-04`);
    const vehicle = cell('vehicle');
    if (rowErrors.length) {
      errors.push(...rowErrors);
      continue;
    }
    let route = byName.get(name);
    if (!route) {
      if (!start) {
        errors.push({
          row,
          column: columnOf('start'),
          code: 'CSV_INVALID',
          message: 'Start location is required',
        });
        continue;
      }
      route = {
        row,
        layout: 'stop-per-row',
        name,
        startLocation: start,
        scheduledDate: date || null,
        vehicle: vehicle || null,
        status: null,
        totalDistance: null,
        totalCost: null,
        estimatedTime: null,
        destinations: [],
      };
      byName.set(name, route);
    } else {
      // Later rows may leave the route's columns empty; when filled they must agree with its first row.
      const clash = (field: StopField, value: string, known: string | null) =>
        value && value !== (known ?? '')
          ? `${columnOf(field)} '${value}' differs from route ${name}'s first row (${route!.row}): '${known ?? ''}'`
          : null;
      const problem =
        clash('start', start, route.startLocation) ??
        clash('date', date, route.scheduledDate) ??
        clash('vehicle', vehicle, route.vehicle);
      if (problem) {
        errors.push({ row, code: 'CSV_INVALID', message: problem });
        continue;
      }
    }
    if (route.destinations.length === limits.maxStops) {
      errors.push({
        row,
        code: 'CSV_LIMIT_EXCEEDED',
        message: `Route ${name} has more than ${limits.maxStops} stops; the limit is ${limits.maxStops}`,
      });
      continue;
    }
    route.destinations.push(stop);
  }
  return { routes: [...byName.values()], errors };
}

function readStop(
  row: number,
  cell: (field: StopField) => string,
  columnOf: (field: StopField) => string,
  bad: (column: string, message: string) => void,
): CsvStop {
  const number = (field: StopField, check: (n: number) => boolean, rule: string): number | null => {
    const text = cell(field);
    if (!text) return null;
    const n = parseNumber(text);
    if (n === null || !check(n)) {
      bad(columnOf(field), `${columnOf(field)} '${text}' ${rule}`);
      return null;
    }
    return n;
  };
  const clock = (field: StopField): number | null => {
    const text = cell(field);
    if (!text) return null;
    const minutes = parseClock(text);
    if (minutes === null)
      bad(
        columnOf(field),
        `${columnOf(field)} '${text}' must be a time like 09:30 or minutes after midnight`,
      );
    return minutes;
  };
  const address = cell('address');
  if (!address) bad(columnOf('address'), 'Address is required');
  else if (address.length > 500) bad(columnOf('address'), 'Address must be at most 500 characters');
  const lat = number('lat', (n) => n >= -90 && n <= 90, 'must be a latitude between -90 and 90');
  const lng = number('lng', (n) => n >= -180 && n <= 180, 'must be a longitude between -180 and 180');
  if ((cell('lat') === '') !== (cell('lng') === '')) {
    bad(
      columnOf(cell('lat') === '' ? 'lat' : 'lng'),
      'Latitude and longitude go together: give both or neither',
    );
  }
  const priorityText = cell('priority').toLowerCase();
  if (priorityText && !PRIORITY_SET.has(priorityText)) {
    bad(columnOf('priority'), `Priority '${cell('priority')}' must be one of ${PRIORITIES.join(', ')}`);
  }
  const demand = number('demand', (n) => n >= 0 && n <= 99_999_999.99, 'must be a number of 0 or more');
  const service = number(
    'service',
    (n) => Number.isInteger(n) && n >= 1 && n <= 480,
    'must be whole minutes between 1 and 480',
  );
  const windowStart = clock('windowStart');
  const windowEnd = clock('windowEnd');
  if ((cell('windowStart') === '') !== (cell('windowEnd') === '')) {
    bad(
      columnOf(cell('windowStart') === '' ? 'windowStart' : 'windowEnd'),
      'A time window needs both a start and an end',
    );
  } else if (windowStart !== null && windowEnd !== null && windowEnd <= windowStart) {
    bad(columnOf('windowEnd'), 'The time window must end after it starts');
  }
  const requirements = cell('requirements')
    .split(/[;|,]/)
    .map((r) => r.trim().toLowerCase())
    .filter(Boolean);
  const unknown = requirements.find((r) => !REQUIREMENT_SET.has(r));
  if (unknown) {
    bad(
      columnOf('requirements'),
      `Unknown special requirement '${unknown}'; known: ${SPECIAL_REQUIREMENTS.join(', ')}`,
    );
  }
  const notes = cell('notes');
  if (notes.length > 1000) bad(columnOf('notes'), 'Notes must be at most 1000 characters');
  return {
    row,
    address,
    name: cell('name') || null,
    lat: lat !== null && lng !== null ? lat : null,
    lng: lat !== null && lng !== null ? lng : null,
    priority: priorityText && PRIORITY_SET.has(priorityText) ? (priorityText as Priority) : null,
    demand,
    serviceTime: service,
    timeWindow: windowStart !== null && windowEnd !== null ? { start: windowStart, end: windowEnd } : null,
    specialRequirements: [...new Set(requirements)] as SpecialRequirement[],
    notes: notes || null,
  };
}
