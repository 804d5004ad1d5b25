import type {
  EuclideanLocations,
  JobInput,
  LocationsInput,
  ProblemInput,
  VehicleInput,
} from '../model/input.js';
import type { ParsedInstance } from './instance.js';
import { fleetSize, invalid, parseInteger, parseNumber, tokenLines, type TextLine } from './text.js';
import { TSPLIB_DISTANCE_TYPES, tsplibMatrix, type TsplibDistanceType } from './tsplib-distance.js';

export interface TsplibOptions {
  /** Name used in error messages. Default: the NAME keyword, else `tsplib`. */
  source?: string;
  /**
   * Arc convention of a VRPTW file (as for Solomon files: `exact` by default, `trunc1` for DIMACS). TSP and
   * CVRP files keep their own (EUC_2D: nint).
   */
  rounding?: EuclideanLocations['rounding'];
  /** Vehicles of a VRPTW file instead of its VEHICLES (a benchmark's own fleet); TSP and CVRP keep theirs. */
  fleet?: number;
}

const SECTIONS = new Set([
  'NODE_COORD_SECTION',
  'DEMAND_SECTION',
  'TIME_WINDOW_SECTION',
  'SERVICE_TIME_SECTION',
  'DEPOT_SECTION',
  'EOF',
]);
/** Sections of one `node value...` row per node, and how many values each row has. */
const NODE_SECTIONS: Record<string, number> = {
  NODE_COORD_SECTION: 2,
  DEMAND_SECTION: 1,
  TIME_WINDOW_SECTION: 2,
  SERVICE_TIME_SECTION: 1,
};

/** Splits `KEY : VALUE`, `KEY: VALUE` and `KEY :VALUE` header lines; returns null for other lines. */
function headerOf(l: TextLine): { key: string; value: string } | null {
  const joined = l.tokens.join(' ');
  const colon = joined.indexOf(':');
  if (colon < 0) return null;
  return { key: joined.slice(0, colon).trim().toUpperCase(), value: joined.slice(colon + 1).trim() };
}

/**
 * Parses a TSPLIB95 `.tsp` (TYPE TSP), CVRPLIB `.vrp` (TYPE CVRP) or VRPLIB `.vrp` (TYPE VRPTW, as CVRPLIB and
 * PyVRP distribute Solomon and Gehring-Homberger) file with node coordinates.
 *
 * EUC_2D becomes `euclidean` locations with `nint` rounding (the TSPLIB and CVRPLIB X convention); CEIL_2D,
 * ATT, GEO, MAN_2D and MAX_2D become an explicit matrix. Location i is node i + 1; job ids are node numbers
 * minus one. TSP: one vehicle from node 1 back to node 1. CVRP: one vehicle per customer (the fleet is not
 * limited), each with CAPACITY, from and back to the DEPOT_SECTION node. VRPTW: as a Solomon file, whatever
 * EDGE_WEIGHT_TYPE says (EUC_2D; arcs as `rounding` says, travel time = distance): VEHICLES vehicles (one per
 * customer without it) with CAPACITY and the depot's time window as their shift, each customer's
 * TIME_WINDOW_SECTION window and service time (SERVICE_TIME_SECTION, else the SERVICE_TIME header, else 0).
 */
export function parseTsplib(text: string, options: TsplibOptions = {}): ParsedInstance {
  const lines = tokenLines(text);
  const header = new Map<string, { value: string; line: number }>();
  let source = options.source ?? 'tsplib';
  let i = 0;
  for (; i < lines.length; i++) {
    const word = lines[i].tokens[0].toUpperCase();
    if (SECTIONS.has(word)) break;
    const h = headerOf(lines[i]);
    if (!h)
      throw invalid(source, lines[i].line, `expected "KEY : VALUE", got "${lines[i].tokens.join(' ')}"`);
    header.set(h.key, { value: h.value, line: lines[i].line });
    if (h.key === 'NAME' && options.source === undefined) source = h.value;
  }
  const name = header.get('NAME')?.value ?? '';
  const type = (header.get('TYPE')?.value ?? '').toUpperCase();
  if (type !== 'TSP' && type !== 'CVRP' && type !== 'VRPTW') {
    throw invalid(source, header.get('TYPE')?.line ?? null, `TYPE must be TSP, CVRP or VRPTW, got "${type}"`);
  }
  const timed = type === 'VRPTW';
  const dimEntry = header.get('DIMENSION');
  if (!dimEntry) throw invalid(source, null, 'missing DIMENSION');
  const n = parseInteger(dimEntry.value, source, dimEntry.line, 'DIMENSION');
  if (n < 2) throw invalid(source, dimEntry.line, `DIMENSION must be at least 2, got ${n}`);
  const ewt = (header.get('EDGE_WEIGHT_TYPE')?.value ?? '').toUpperCase();
  if (timed ? ewt !== 'EUC_2D' : !(TSPLIB_DISTANCE_TYPES as readonly string[]).includes(ewt)) {
    throw invalid(
      source,
      header.get('EDGE_WEIGHT_TYPE')?.line ?? null,
      `EDGE_WEIGHT_TYPE "${ewt}" is not supported (supported: ${timed ? 'EUC_2D' : TSPLIB_DISTANCE_TYPES.join(', ')})`,
    );
  }
  let capacity: number | null = null;
  if (type !== 'TSP') {
    const c = header.get('CAPACITY');
    if (!c) throw invalid(source, null, `a ${type} needs CAPACITY`);
    capacity = parseNumber(c.value, source, c.line, 'CAPACITY');
    if (capacity < 0) throw invalid(source, c.line, `CAPACITY must not be negative, got ${capacity}`);
  }

  const coords = new Float64Array(2 * n);
  const hasCoord = new Uint8Array(n);
  const demand = new Float64Array(n);
  const ready = new Float64Array(n);
  const due = new Float64Array(n);
  const hasWindow = new Uint8Array(n);
  const serviceEntry = header.get('SERVICE_TIME');
  const service = new Float64Array(n).fill(
    serviceEntry ? parseNumber(serviceEntry.value, source, serviceEntry.line, 'SERVICE_TIME') : 0,
  );
  const depots: number[] = [];
  let section = '';
  let sawCoords = false;
  for (; i < lines.length; i++) {
    const { line, tokens } = lines[i];
    const word = tokens[0].toUpperCase();
    if (SECTIONS.has(word)) {
      section = word;
      if (word === 'EOF') break;
      if (word === 'NODE_COORD_SECTION') sawCoords = true;
      continue;
    }
    if (section === 'DEPOT_SECTION') {
      const id = parseInteger(tokens[0], source, line, 'depot node');
      if (id === -1) {
        section = '';
        continue;
      }
      if (id < 1 || id > n) throw invalid(source, line, `depot node ${id} is not in 1..${n}`);
      depots.push(id - 1);
      continue;
    }
    if (
      NODE_SECTIONS[section] === undefined ||
      (!timed && section !== 'NODE_COORD_SECTION' && section !== 'DEMAND_SECTION')
    ) {
      throw invalid(source, line, `unexpected line "${tokens.join(' ')}"`);
    }
    const id = parseInteger(tokens[0], source, line, 'node number');
    if (id < 1 || id > n) throw invalid(source, line, `node ${id} is not in 1..${n}`);
    if (tokens.length < 1 + NODE_SECTIONS[section])
      throw invalid(source, line, `${section} rows need ${1 + NODE_SECTIONS[section]} values`);
    if (section === 'TIME_WINDOW_SECTION') {
      ready[id - 1] = parseNumber(tokens[1], source, line, 'earliest time');
      due[id - 1] = parseNumber(tokens[2], source, line, 'latest time');
      if (due[id - 1] < ready[id - 1])
        throw invalid(
          source,
          line,
          `node ${id}: latest time ${due[id - 1]} is before earliest ${ready[id - 1]}`,
        );
      hasWindow[id - 1] = 1;
    } else if (section === 'SERVICE_TIME_SECTION') {
      service[id - 1] = parseNumber(tokens[1], source, line, 'service time');
      if (service[id - 1] < 0) throw invalid(source, line, `node ${id} has a negative service time`);
    } else if (section === 'NODE_COORD_SECTION') {
      if (hasCoord[id - 1]) throw invalid(source, line, `node ${id} has two coordinate lines`);
      coords[2 * (id - 1)] = parseNumber(tokens[1], source, line, 'x coordinate');
      coords[2 * (id - 1) + 1] = parseNumber(tokens[2], source, line, 'y coordinate');
      hasCoord[id - 1] = 1;
    } else {
      const d = parseNumber(tokens[1], source, line, 'demand');
      if (d < 0) throw invalid(source, line, `node ${id} has a negative demand ${d}`);
      demand[id - 1] = d;
    }
  }
  if (!sawCoords) throw invalid(source, null, 'no NODE_COORD_SECTION');
  const missing = hasCoord.indexOf(0);
  if (missing >= 0) throw invalid(source, null, `node ${missing + 1} has no coordinates`);
  if (depots.length > 1) throw invalid(source, null, 'several depots are not supported');
  const depot = depots[0] ?? 0;
  if (timed) {
    const without = hasWindow.indexOf(0);
    if (without >= 0) throw invalid(source, null, `node ${without + 1} has no TIME_WINDOW_SECTION row`);
    return vrptw(
      { name, source, header, n, depot, coords, demand, ready, due, service, capacity: capacity ?? 0 },
      options,
    );
  }

  const locations: LocationsInput =
    ewt === 'EUC_2D'
      ? { kind: 'euclidean', coords: Array.from(coords), rounding: 'nint', speed: 1 }
      : (() => {
          const m = tsplibMatrix(ewt as TsplibDistanceType, coords);
          return { kind: 'matrix', distances: m, durations: m };
        })();
  const jobs: JobInput[] = [];
  for (let v = 0; v < n; v++) {
    if (v === depot) continue;
    jobs.push(type === 'CVRP' ? { id: v, location: v, demand: [demand[v]] } : { id: v, location: v });
  }
  const fleet = type === 'CVRP' ? jobs.length : 1;
  const vehicles: VehicleInput[] = [];
  for (let k = 0; k < fleet; k++) {
    const vehicle: VehicleInput = { id: k + 1, start: depot, end: depot };
    if (capacity !== null) vehicle.capacity = [capacity];
    vehicles.push(vehicle);
  }
  const problem: ProblemInput = { locations, vehicles, jobs };
  return {
    name,
    format: type === 'CVRP' ? 'cvrplib' : 'tsplib',
    problem,
    dimension: n,
    vehicles: fleet,
    capacity,
    edgeWeightType: ewt,
    comment: header.get('COMMENT')?.value ?? '',
  };
}

interface VrptwData {
  name: string;
  source: string;
  header: Map<string, { value: string; line: number }>;
  n: number;
  depot: number;
  coords: Float64Array;
  demand: Float64Array;
  ready: Float64Array;
  due: Float64Array;
  service: Float64Array;
  capacity: number;
}

/** The VRPTW problem of a VRPLIB file: Solomon's model (see parseTsplib). */
function vrptw(d: VrptwData, options: TsplibOptions): ParsedInstance {
  const jobs: JobInput[] = [];
  for (let v = 0; v < d.n; v++) {
    if (v === d.depot) continue;
    jobs.push({
      id: v,
      location: v,
      serviceS: d.service[v],
      demand: [d.demand[v]],
      timeWindows: [{ start: d.ready[v], end: d.due[v] }],
    });
  }
  const entry = d.header.get('VEHICLES');
  const listed = entry ? parseInteger(entry.value, d.source, entry.line, 'VEHICLES') : jobs.length;
  if (listed < 1) throw invalid(d.source, entry?.line ?? null, `VEHICLES must be at least 1, got ${listed}`);
  const fleet = fleetSize(d.source, listed, options.fleet);
  const shift = { start: d.ready[d.depot], end: d.due[d.depot] };
  const vehicles: VehicleInput[] = [];
  for (let k = 0; k < fleet; k++)
    vehicles.push({ id: k + 1, start: d.depot, end: d.depot, shift: { ...shift }, capacity: [d.capacity] });
  return {
    name: d.name,
    format: 'vrptw',
    problem: {
      locations: {
        kind: 'euclidean',
        coords: Array.from(d.coords),
        rounding: options.rounding ?? 'exact',
        speed: 1,
      },
      vehicles,
      jobs,
    },
    dimension: d.n,
    vehicles: fleet,
    capacity: d.capacity,
    edgeWeightType: 'EUC_2D',
    comment: d.header.get('COMMENT')?.value ?? '',
  };
}
