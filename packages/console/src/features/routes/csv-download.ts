/**
 * Exports made in the browser with the contract's codecs: the bulk file of a date range (or its stops one per
 * row, GeoJSON, GPX) and the stops of one route. `parseRoutesCsv` (the server's importer) reads both CSV
 * layouts back unchanged.
 */
import {
  bulkExportFileName,
  routeExportFileName,
  routesToGeoJson,
  routesToGpx,
  routesToStopRowsCsv,
  routeStopsToCsv,
  routesToCsv,
  type Route,
} from '@routier/sdk';
import type { DateRange } from './dates.js';

export interface CsvFile {
  fileName: string;
  text: string;
  /** MIME type of the download (default CSV). */
  mime?: string;
}

/** What Export writes for a date range: the spec's routes CSV, one stop per row, GeoJSON or GPX. */
export type ExportFormat = 'routes' | 'stops' | 'geojson' | 'gpx';

export const EXPORT_FORMATS: { value: ExportFormat; label: string }[] = [
  { value: 'routes', label: 'CSV, a route per row' },
  { value: 'stops', label: 'CSV, a stop per row (re-importable)' },
  { value: 'geojson', label: 'GeoJSON (GIS tools)' },
  { value: 'gpx', label: 'GPX (navigation apps)' },
];

/** The routes of a range in `format`; stop-per-row files name each route's vehicle (`vehicleNames`). */
export function rangeExport(
  routes: readonly Route[],
  range: DateRange,
  format: ExportFormat,
  vehicleNames: ReadonlyMap<number, string>,
): CsvFile {
  const base = bulkExportFileName(range.from, range.to).replace(/\.csv$/, '');
  switch (format) {
    case 'routes':
      return bulkExport(routes, range);
    case 'stops':
      return {
        fileName: `${base}-stops.csv`,
        text: routesToStopRowsCsv(
          routes.map((r) => ({
            ...r,
            vehicleName: r.vehicleId === null ? null : (vehicleNames.get(r.vehicleId) ?? null),
          })),
        ),
      };
    case 'geojson':
      return {
        fileName: `${base}.geojson`,
        text: JSON.stringify(routesToGeoJson(routes), null, 2),
        mime: 'application/geo+json',
      };
    case 'gpx':
      return { fileName: `${base}.gpx`, text: routesToGpx(routes), mime: 'application/gpx+xml' };
  }
}

/** Bulk columns (Route Name ... Estimated Time (min)), file named by the range. */
export function bulkExport(routes: readonly Route[], range: DateRange): CsvFile {
  return { fileName: bulkExportFileName(range.from, range.to), text: routesToCsv(routes) };
}

/** The 1-based visiting order stored with an optimised route, when it covers its stops exactly. */
export function visitingSequence(
  route: Pick<Route, 'optimizedRoute' | 'destinations'>,
): number[] | undefined {
  const inner = route.optimizedRoute?.optimizedRoute as { sequence?: unknown } | undefined;
  const sequence = inner?.sequence;
  if (!Array.isArray(sequence) || sequence.length !== route.destinations.length) return undefined;
  const n = route.destinations.length;
  const seen = new Set<number>();
  for (const value of sequence) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > n || seen.has(value))
      return undefined;
    seen.add(value);
  }
  return sequence as number[];
}

/** Single-route columns (Stop Number, Address, Priority, Latitude, Longitude, Notes), stops in visiting order. */
export function singleRouteExport(route: Route): CsvFile {
  const sequence = visitingSequence(route);
  return {
    fileName: routeExportFileName(route.name),
    text: routeStopsToCsv(route.destinations, sequence ? { sequence } : {}),
  };
}

/** Saves the file through the browser's download. */
export function downloadCsv({ fileName, text, mime = 'text/csv' }: CsvFile): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mime};charset=utf-8` }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
