/**
 * CSV exports made in the browser with the SDK's codecs (papaparse): the bulk file of a date range and the
 * stops of one route. `parseRoutesCsv` (the server's importer) reads the bulk file back unchanged.
 */
import {
  bulkExportFileName,
  routeExportFileName,
  routeStopsToCsv,
  routesToCsv,
  type Route,
} from '@routier/sdk';
import type { DateRange } from './dates.js';

export interface CsvFile {
  fileName: string;
  text: string;
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
export function downloadCsv({ fileName, text }: CsvFile): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
