/** Writing CSV cells and files the way every export of Routier does (RFC 4180, CRLF). */
import Papa from 'papaparse';

export interface CsvWriteOptions {
  /** Field delimiter (default `,`). */
  delimiter?: ',' | ';';
  /** Prefix a UTF-8 byte-order mark so spreadsheet programs detect the encoding (default false). */
  bom?: boolean;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Text of one cell. Text starting like a spreadsheet formula (= + - @ tab CR) gets a leading `'` so
 * spreadsheets show it instead of running it (numbers such as -97.67 excepted); parseRoutesCsv removes
 * that prefix again.
 */
export function cell(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  return FORMULA_START.test(value) && !NUMBER.test(value) ? `'${value}` : value;
}

export function write(fields: readonly string[], rows: string[][], options: CsvWriteOptions): string {
  const text = Papa.unparse(
    { fields: [...fields], data: rows },
    { delimiter: options.delimiter ?? ',', newline: '\r\n' },
  );
  return (options.bom ? '\uFEFF' : '') + text + '\r\n';
}
