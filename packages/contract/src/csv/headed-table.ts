/**
 * A CSV of records named by a header row (vehicles, drivers): the header's cells are matched to known
 * columns (case, spaces and underscores ignored, several names each), an unknown one is refused by name,
 * required columns must be there; then each non-blank row reads its cells by column and reports problems
 * with its 1-based row number (the header being row 1).
 */
import { isBlankRecord, normaliseHeader, readRecords, unescapeCell, type CsvRowError } from './cells.js';

export interface HeadedRow<C extends string> {
  /** 1-based record number (the header is row 1). */
  row: number;
  /** The cell of a column, unescaped and trimmed ('' when the file has no such column). */
  cell(column: C): string;
  /** Records a problem with this row's cell of `column`. */
  bad(column: C, message: string): void;
}

export type HeadedTable<C extends string> =
  { ok: true; rows: HeadedRow<C>[]; errors: CsvRowError[] } | { ok: false; errors: CsvRowError[] };

/**
 * `names` lists each column's accepted header spellings (normalised, the first is shown in messages);
 * `what` names the records ("vehicles") in messages.
 */
export function readHeadedTable<C extends string>(
  text: string,
  names: Record<C, string[]>,
  required: readonly NoInfer<C>[],
  what: string,
): HeadedTable<C> {
  const { records, errors } = readRecords(text);
  const headerIndex = records.findIndex((r) => !isBlankRecord(r));
  if (headerIndex < 0)
    return { ok: false, errors: [{ row: null, code: 'CSV_INVALID', message: 'The CSV file is empty' }] };
  const columnOf = new Map<string, C>(
    (Object.entries(names) as [C, string[]][]).flatMap(([c, spellings]) =>
      spellings.map((n) => [normaliseHeader(n), c]),
    ),
  );
  const known = (Object.values(names) as string[][]).map((spellings) => spellings[0]).join(', ');
  const header = records[headerIndex].map(unescapeCell);
  const columns = header.map((h, c) => {
    const column = columnOf.get(normaliseHeader(h));
    if (!column && h !== '') {
      errors.push({
        row: headerIndex + 1,
        column: h,
        code: 'CSV_INVALID',
        message: `Unknown column '${h}' (column ${c + 1}); ${what} take ${known}`,
      });
    }
    return column;
  });
  for (const column of required) {
    if (!columns.includes(column)) {
      errors.push({
        row: headerIndex + 1,
        code: 'CSV_INVALID',
        message: `The header needs a ${names[column][0]} column`,
      });
    }
  }
  if (errors.length) return { ok: false, errors };

  const rows: HeadedRow<C>[] = [];
  for (let i = headerIndex + 1; i < records.length; i++) {
    if (isBlankRecord(records[i])) continue;
    const record = records[i];
    const row = i + 1;
    rows.push({
      row,
      cell: (c) => unescapeCell(record[columns.indexOf(c)] ?? ''),
      bad: (c, message) =>
        errors.push({ row, column: header[columns.indexOf(c)], code: 'CSV_INVALID', message }),
    });
  }
  if (rows.length === 0)
    errors.push({ row: null, code: 'CSV_INVALID', message: `The CSV file has no ${what}` });
  return { ok: true, rows, errors };
}

/** Yes/no cells: '' → undefined, yes/true/1/active → true, no/false/0/inactive → false, else null. */
export function parseYesNo(text: string): boolean | undefined | null {
  const t = text.trim().toLowerCase();
  if (t === '') return undefined;
  if (['yes', 'true', '1', 'active', 'y'].includes(t)) return true;
  if (['no', 'false', '0', 'inactive', 'n'].includes(t)) return false;
  return null;
}
