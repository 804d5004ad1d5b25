import { invalid } from './text.js';

/** One row of a benchmark folder's BKS.csv (`instance,vehicles,distance,convention,source,...`). */
export interface BksRow {
  instance: string;
  vehicles: number;
  distance: number;
  convention: string;
  source: string;
  /** The remaining columns by header name (e.g. `note`, `nodes`, `proven_optimal`). */
  extra: Record<string, string>;
}

/** RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF. Returns the rows with their 1-based line. */
export function parseCsv(text: string): Array<{ line: number; fields: string[] }> {
  const rows: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      if (fields.length > 1 || fields[0] !== '') rows.push({ line: rowLine, fields });
      fields = [];
      field = '';
      line++;
      rowLine = line;
    } else field += ch;
  }
  fields.push(field);
  if (fields.length > 1 || fields[0] !== '') rows.push({ line: rowLine, fields });
  return rows;
}

const REQUIRED = ['instance', 'vehicles', 'distance', 'convention', 'source'];

/** Parses BKS.csv; throws INVALID_INSTANCE naming the line of a malformed row. */
export function parseBks(text: string, source = 'BKS.csv'): BksRow[] {
  const rows = parseCsv(text);
  if (rows.length === 0) throw invalid(source, null, 'empty file');
  const header = rows[0].fields.map((h) => h.trim());
  for (let k = 0; k < REQUIRED.length; k++) {
    if (header[k] !== REQUIRED[k]) {
      throw invalid(source, 1, `header must start with ${REQUIRED.join(',')}, got ${header.join(',')}`);
    }
  }
  return rows.slice(1).map(({ line, fields }) => {
    const vehicles = Number(fields[1]);
    const distance = Number(fields[2]);
    if (fields.length < 5 || !Number.isFinite(vehicles) || !Number.isFinite(distance) || fields[2] === '') {
      throw invalid(source, line, `malformed row "${fields.join(',')}"`);
    }
    const extra: Record<string, string> = {};
    for (let k = 5; k < header.length; k++) extra[header[k]] = fields[k] ?? '';
    return { instance: fields[0], vehicles, distance, convention: fields[3], source: fields[4], extra };
  });
}

/**
 * The BKS row of an instance under a convention: the row whose `convention` equals `convention` when the
 * instance has several rows (Solomon), else its only row. Undefined when there is none.
 */
export function findBks(rows: readonly BksRow[], instance: string, convention?: string): BksRow | undefined {
  const mine = rows.filter((r) => r.instance === instance);
  const exact = convention === undefined ? undefined : mine.find((r) => r.convention === convention);
  return exact ?? (mine.length === 1 ? mine[0] : undefined);
}
