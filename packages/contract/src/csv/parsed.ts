/**
 * The shape of routes read from a CSV file, shared by both layouts' readers (route-rows.ts, stop-rows.ts)
 * and the entry point that picks between them (import.ts).
 */
import type { Priority, RouteStatus, SpecialRequirement, TimeWindow } from '../types.js';

/** One stop read from the file; fields its layout or row leaves out are null (the server's defaults apply). */
export interface CsvStop {
  /** 1-based record number of the stop's row (the header is row 1). */
  row: number;
  address: string;
  name: string | null;
  lat: number | null;
  lng: number | null;
  priority: Priority | null;
  /** Kilograms. */
  demand: number | null;
  /** Minutes. */
  serviceTime: number | null;
  /** Minutes after midnight. */
  timeWindow: TimeWindow | null;
  specialRequirements: SpecialRequirement[];
  notes: string | null;
}

/** One route read from the file. Optional columns absent from the file, or empty, are null. */
export interface ParsedCsvRoute {
  /** 1-based record number of the route's (first) row; the header is row 1. */
  row: number;
  layout: 'route-per-row' | 'stop-per-row';
  name: string;
  startLocation: string;
  destinations: CsvStop[];
  scheduledDate: string | null;
  /** The route's vehicle by name (stop-per-row layout), or null. */
  vehicle: string | null;
  status: RouteStatus | null;
  totalDistance: number | null;
  totalCost: number | null;
  estimatedTime: number | null;
}
