/**
 * The spec's route-per-row layout: a header row, then one route per row — route name, start location, then
 * destinations, in one `Destinations` column joined by `;` (the bulk export) or one per column headed like
 * `Destination 1`, `Stop 2` (or left blank). Columns are recognised by name (`Route Name`, `Start Location`,
 * `Scheduled Date`, `Status`, `Total Distance (km)`, `Total Cost ($)`, `Estimated Time (min)`,
 * `Destinations`); route name and start location fall back to the first two columns. A header cell that is
 * none of these is refused by name: it is never read as stops ("colour" must not become a stop called "blue").
 */
import {
  isCalendarDate,
  normaliseHeader,
  parseNumber,
  unescapeCell,
  type CsvErrorCode,
  type CsvRowError,
} from './cells.js';
import { parseRouteStatus } from './columns.js';
import type { CsvStop, ParsedCsvRoute } from './parsed.js';

type Field =
  'name' | 'start' | 'date' | 'status' | 'distance' | 'cost' | 'time' | 'destinations' | 'destination';

/** Header names recognised for each field, normalised (normaliseHeader). */
const HEADER_NAMES: Record<Exclude<Field, 'destination'>, string[]> = {
  name: ['routename', 'name', 'route'],
  start: ['startlocation', 'startinglocation', 'start', 'startaddress', 'depot', 'origin', 'from'],
  date: ['scheduleddate', 'date', 'scheduledfor'],
  status: ['status'],
  distance: ['totaldistance(km)', 'totaldistance', 'distance(km)', 'distance'],
  cost: ['totalcost($)', 'totalcost', 'cost($)', 'cost'],
  time: ['estimatedtime(min)', 'estimatedtime', 'time(min)', 'duration'],
  destinations: ['destinations', 'stops'],
};

/** A column of one destination: `Destination`, `Destination 3`, `Stop #2`, `Dest 4`, `Address 1`, `To`. */
const DESTINATION_HEADER = /^(destination|dest|stop|address|delivery|drop|to)#?\d*$/;

/** The field of each column, or the unknown columns when some header cell names nothing this layout knows. */
function classify(header: string[]): { fields: Field[]; unknown: number[] } {
  const fields: (Field | null)[] = header.map((h) => {
    const key = normaliseHeader(h);
    for (const [field, names] of Object.entries(HEADER_NAMES) as [
      Exclude<Field, 'destination'>,
      string[],
    ][]) {
      if (names.includes(key)) return field;
    }
    return key === '' || DESTINATION_HEADER.test(key) ? 'destination' : null;
  });
  // A field named twice: only the first column keeps it (later ones are destinations if so headed).
  const seen = new Set<Field>();
  fields.forEach((f, i) => {
    if (f === null || f === 'destination') return;
    if (seen.has(f)) fields[i] = null;
    else seen.add(f);
  });
  // Route name and start location by position when their headers do not say.
  for (const [positional, column] of [
    ['name', 0],
    ['start', 1],
  ] as const) {
    if (!seen.has(positional) && column < fields.length && fields[column] !== 'destinations') {
      fields[column] = positional;
      seen.add(positional);
    }
  }
  const unknown = fields.flatMap((f, i) => (f === null ? [i] : []));
  return { fields: fields.map((f) => f ?? 'destination'), unknown };
}

const stopOf = (row: number, address: string): CsvStop => ({
  row,
  address,
  name: null,
  lat: null,
  lng: null,
  priority: null,
  demand: null,
  serviceTime: null,
  timeWindow: null,
  specialRequirements: [],
  notes: null,
});

export function readRouteRows(
  records: string[][],
  headerRow: number,
  limits: { maxStops: number; maxErrors: number },
): { routes: ParsedCsvRoute[]; errors: CsvRowError[] } {
  const header = records[headerRow - 1].map((h) => unescapeCell(h));
  const { fields, unknown } = classify(header);
  const errors: CsvRowError[] = unknown.map((c) => ({
    row: headerRow,
    column: header[c],
    code: 'CSV_INVALID' as const,
    message:
      `Unknown column '${header[c]}' (column ${c + 1}). Routes take Route Name, Start Location, Scheduled Date, ` +
      'Status, Total Distance (km), Total Cost ($), Estimated Time (min), Destinations, or destination columns ' +
      "headed 'Destination 1', 'Destination 2', ...; rename or remove the column.",
  }));
  if (!fields.includes('destination') && !fields.includes('destinations')) {
    errors.push({
      row: headerRow,
      code: 'CSV_INVALID',
      message: 'The header needs a route name, a start location and at least one destination column',
    });
  }
  if (errors.length) return { routes: [], errors };

  const routes: ParsedCsvRoute[] = [];
  for (let i = headerRow; i < records.length && errors.length < limits.maxErrors; i++) {
    const record = records[i];
    if (record.every((cell) => cell.trim() === '')) continue;
    const row = i + 1;
    const rowErrors: CsvRowError[] = [];
    const bad = (column: string, message: string, code: CsvErrorCode = 'CSV_INVALID') =>
      rowErrors.push({ row, column, code, message });
    const route: ParsedCsvRoute = {
      row,
      layout: 'route-per-row',
      name: '',
      startLocation: '',
      destinations: [],
      scheduledDate: null,
      vehicle: null,
      status: null,
      totalDistance: null,
      totalCost: null,
      estimatedTime: null,
    };
    record.forEach((raw, c) => {
      const value = unescapeCell(raw);
      const column = header[c] || `column ${c + 1}`;
      switch (fields[c] ?? 'destination') {
        case 'name':
          route.name = value;
          break;
        case 'start':
          route.startLocation = value;
          break;
        case 'destinations':
          for (const part of value.split(';'))
            if (part.trim()) route.destinations.push(stopOf(row, part.trim()));
          break;
        case 'destination':
          if (value) route.destinations.push(stopOf(row, value));
          break;
        case 'date':
          if (!value) break;
          if (isCalendarDate(value)) route.scheduledDate = value;
          else bad(column, `Scheduled date '${value}' must be a date like 2025-03-04`);
          break;
        case 'status':
          if (!value) break;
          route.status = parseRouteStatus(value);
          if (!route.status) bad(column, `Unknown status '${value}'`);
          break;
        case 'distance':
        case 'cost':
        case 'time': {
          if (!value) break;
          const n = parseNumber(value);
          const key =
            fields[c] === 'distance' ? 'totalDistance' : fields[c] === 'cost' ? 'totalCost' : 'estimatedTime';
          if (n === null || n < 0) bad(column, `${column} '${value}' must be a number of 0 or more`);
          else route[key] = key === 'estimatedTime' ? Math.round(n) : n;
          break;
        }
      }
    });
    if (!route.name) bad(header[fields.indexOf('name')] || 'Route Name', 'Route name is required');
    else if (route.name.length > 200) bad('Route Name', 'Route name must be at most 200 characters');
    if (!route.startLocation)
      bad(header[fields.indexOf('start')] || 'Start Location', 'Start location is required');
    else if (route.startLocation.length > 500)
      bad('Start Location', 'Start location must be at most 500 characters');
    if (route.destinations.length === 0) bad('Destinations', 'At least one destination is required');
    if (route.destinations.length > limits.maxStops) {
      bad(
        'Destinations',
        `The route has ${route.destinations.length} destinations; the limit is ${limits.maxStops}`,
        'CSV_LIMIT_EXCEEDED',
      );
    }
    const long = route.destinations.findIndex((d) => d.address.length > 500);
    if (long >= 0) bad('Destinations', `Destination ${long + 1} is longer than 500 characters`);
    if (rowErrors.length) errors.push(...rowErrors);
    else routes.push(route);
  }
  return { routes, errors };
}
