export {
  BULK_COLUMNS,
  SINGLE_ROUTE_COLUMNS,
  DESTINATION_SEPARATOR,
  CSV_LIMITS,
  ROUTE_STATUSES,
  ROUTE_STATUS_LABELS,
  parseRouteStatus,
  PRIORITIES,
  SPECIAL_REQUIREMENTS,
  STOP_ROW_COLUMNS,
} from './columns.js';
export { routesToCsv, routeStopsToCsv, bulkExportFileName, routeExportFileName } from './export.js';
export { routesToStopRowsCsv, type StopRowsRoute } from './stop-rows-export.js';
export { parseVehiclesCsv, type ParseVehiclesCsvResult } from './vehicles.js';
export { parseDriversCsv, type ParseDriversCsvResult } from './drivers.js';
export { parseRecurringCsv, type ParseRecurringCsvResult } from './recurring.js';
export type { ExportableRoute, ExportableStop, CsvWriteOptions } from './export.js';
export { parseRoutesCsv } from './import.js';
export type {
  ParsedCsvRoute,
  CsvStop,
  CsvRowError,
  CsvErrorCode,
  ParseRoutesCsvOptions,
  ParseRoutesCsvResult,
} from './import.js';
