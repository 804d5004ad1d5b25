export {
  BULK_COLUMNS,
  SINGLE_ROUTE_COLUMNS,
  DESTINATION_SEPARATOR,
  CSV_LIMITS,
  ROUTE_STATUSES,
  ROUTE_STATUS_LABELS,
  parseRouteStatus,
} from './columns.js';
export { routesToCsv, routeStopsToCsv, bulkExportFileName, routeExportFileName } from './export.js';
export type { ExportableRoute, ExportableStop, CsvWriteOptions } from './export.js';
export { parseRoutesCsv } from './import.js';
export type {
  ParsedCsvRoute,
  CsvRowError,
  CsvErrorCode,
  ParseRoutesCsvOptions,
  ParseRoutesCsvResult,
} from './import.js';
