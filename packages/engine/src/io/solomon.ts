import type { EuclideanLocations, JobInput, ProblemInput, VehicleInput } from '../model/input.js';
import type { ParsedInstance } from './instance.js';
import { fleetSize, invalid, parseInteger, parseNumber, tokenLines } from './text.js';

export interface SolomonOptions {
  /** Arc convention: `exact` (unrounded, default), `trunc1` (DIMACS), `nint`. Applies to distance and time. */
  rounding?: EuclideanLocations['rounding'];
  /** Name used in error messages. Default: the instance name from line 1, else `solomon`. */
  source?: string;
  /** Vehicles instead of the file's NUMBER (a benchmark's own fleet). */
  fleet?: number;
}

/**
 * Parses a Solomon VRPTW text file (Solomon 1987 layout: name, VEHICLE block with NUMBER and CAPACITY,
 * CUSTOMER block of `CUST NO. X Y DEMAND READY DUE SERVICE`, first row the depot).
 *
 * Result: locations = the rows in file order (Euclidean, speed 1); one job per customer row with id = CUST NO.;
 * NUMBER identical vehicles starting and ending at the depot, shift = the depot's [READY, DUE], capacity.
 */
export function parseSolomon(text: string, options: SolomonOptions = {}): ParsedInstance {
  const lines = tokenLines(text);
  const name = lines.length > 0 ? lines[0].tokens.join(' ') : '';
  const source = options.source ?? (name || 'solomon');
  if (lines.length === 0) throw invalid(source, null, 'empty file');

  const vehicleAt = lines.findIndex((l) => l.tokens[0]?.toUpperCase() === 'VEHICLE');
  if (vehicleAt < 0) throw invalid(source, null, 'no VEHICLE section');
  const fleetLine = lines.slice(vehicleAt + 1).find((l) => /^[0-9]/.test(l.tokens[0]));
  if (!fleetLine) throw invalid(source, lines[vehicleAt].line, 'VEHICLE section has no NUMBER CAPACITY row');
  const fleet = parseInteger(fleetLine.tokens[0], source, fleetLine.line, 'NUMBER');
  const capacity = parseNumber(fleetLine.tokens[1], source, fleetLine.line, 'CAPACITY');
  if (fleet < 1) throw invalid(source, fleetLine.line, `NUMBER must be at least 1, got ${fleet}`);
  const vehicleCount = fleetSize(source, fleet, options.fleet);
  if (capacity < 0) throw invalid(source, fleetLine.line, `CAPACITY must not be negative, got ${capacity}`);

  const customerAt = lines.findIndex((l) => l.tokens[0]?.toUpperCase() === 'CUSTOMER');
  if (customerAt < 0) throw invalid(source, null, 'no CUSTOMER section');
  const rows = lines.slice(customerAt + 1).filter((l) => /^[0-9]/.test(l.tokens[0]));
  if (rows.length < 2)
    throw invalid(source, lines[customerAt].line, 'CUSTOMER section needs a depot and a customer');

  const coords: number[] = [];
  const jobs: JobInput[] = [];
  const seen = new Set<number>();
  let horizon = { start: 0, end: 0 };
  for (let i = 0; i < rows.length; i++) {
    const { line, tokens } = rows[i];
    if (tokens.length < 7) throw invalid(source, line, `expected 7 columns, got ${tokens.length}`);
    const id = parseInteger(tokens[0], source, line, 'CUST NO.');
    const x = parseNumber(tokens[1], source, line, 'XCOORD.');
    const y = parseNumber(tokens[2], source, line, 'YCOORD.');
    const demand = parseNumber(tokens[3], source, line, 'DEMAND');
    const ready = parseNumber(tokens[4], source, line, 'READY TIME');
    const due = parseNumber(tokens[5], source, line, 'DUE DATE');
    const service = parseNumber(tokens[6], source, line, 'SERVICE TIME');
    if (seen.has(id)) throw invalid(source, line, `duplicate CUST NO. ${id}`);
    seen.add(id);
    if (demand < 0) throw invalid(source, line, `negative DEMAND ${demand}`);
    if (service < 0) throw invalid(source, line, `negative SERVICE TIME ${service}`);
    if (due < ready) throw invalid(source, line, `DUE DATE ${due} is before READY TIME ${ready}`);
    coords.push(x, y);
    if (i === 0) {
      horizon = { start: ready, end: due };
      continue;
    }
    jobs.push({
      id,
      location: i,
      serviceS: service,
      demand: [demand],
      timeWindows: [{ start: ready, end: due }],
    });
  }

  const vehicles: VehicleInput[] = [];
  for (let v = 0; v < vehicleCount; v++) {
    vehicles.push({ id: v + 1, start: 0, end: 0, shift: { ...horizon }, capacity: [capacity] });
  }
  const problem: ProblemInput = {
    locations: { kind: 'euclidean', coords, rounding: options.rounding ?? 'exact', speed: 1 },
    vehicles,
    jobs,
  };
  return {
    name,
    format: 'solomon',
    problem,
    dimension: rows.length,
    vehicles: vehicleCount,
    capacity,
    edgeWeightType: 'EUC',
    comment: '',
  };
}
