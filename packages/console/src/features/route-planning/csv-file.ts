/**
 * The Upload CSV card's file handling: which files are accepted (document 2, section 5) and the preview of
 * the first rows, read with papaparse.
 */
import Papa from 'papaparse';

const CSV_TYPES = new Set([
  'text/csv',
  'application/csv',
  'text/comma-separated-values',
  'application/vnd.ms-excel',
]);

/** A `.csv` file, or a file the browser says is CSV. */
export function isCsvFile(file: { name: string; type: string }): boolean {
  return /\.csv$/i.test(file.name.trim()) || CSV_TYPES.has(file.type.toLowerCase());
}

export interface CsvPreview {
  header: string[];
  /** The first rows after the header (at most `limit`). */
  rows: string[][];
  /** Data rows in the file (routes to import). */
  total: number;
}

/** Header and the first `limit` data rows (the card shows 5); `,` or `;` detected as the importer does. */
export function previewCsv(text: string, limit = 5): CsvPreview {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...rows] = parsed.data;
  return { header, rows: rows.slice(0, limit), total: rows.length };
}

/** A small file in the import format, offered as a starting point. */
export const EXAMPLE_CSV =
  'Route Name,Start Location,Destination 1,Destination 2,Destination 3\r\n' +
  'North loop,"Austin, TX","Round Rock, TX","Georgetown, TX","Pflugerville, TX"\r\n' +
  'South run,"Austin, TX","San Marcos, TX","Kyle, TX",\r\n';
