/**
 * What a command shows a person, as data: the output layer draws it with Ink on a terminal and as plain
 * text otherwise (pipes, CI). `--json` ignores it and prints the command's data instead.
 */

export type Tone = 'success' | 'warning' | 'error' | 'info' | 'muted';

export interface Column {
  key: string;
  header: string;
  align?: 'left' | 'right';
}

export interface Cell {
  text: string;
  tone?: Tone;
}

export type Row = Record<string, string | Cell>;

export type View =
  | { kind: 'table'; columns: Column[]; rows: Row[]; empty?: string }
  | { kind: 'fields'; fields: Array<[label: string, value: string]> }
  | { kind: 'message'; tone: Tone; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'stack'; items: View[] };

export const table = (columns: Column[], rows: Row[], empty?: string): View => ({
  kind: 'table',
  columns,
  rows,
  ...(empty ? { empty } : {}),
});
export const fields = (list: Array<[string, string]>): View => ({ kind: 'fields', fields: list });
export const message = (tone: Tone, text: string): View => ({ kind: 'message', tone, text });
export const heading = (text: string): View => ({ kind: 'heading', text });
export const text = (value: string): View => ({ kind: 'text', text: value });
export const stack = (...items: Array<View | undefined | false>): View => ({
  kind: 'stack',
  items: items.filter((v): v is View => Boolean(v)),
});

export function cellText(cell: string | Cell | undefined): string {
  if (cell === undefined) return '';
  return typeof cell === 'string' ? cell : cell.text;
}

export function cellTone(cell: string | Cell | undefined): Tone | undefined {
  return cell !== undefined && typeof cell !== 'string' ? cell.tone : undefined;
}

/** Column widths: the longest of header and cells (JS string length; good enough for table text). */
export function columnWidths(view: { columns: Column[]; rows: Row[] }): number[] {
  return view.columns.map((c) =>
    Math.max(c.header.length, ...view.rows.map((r) => cellText(r[c.key]).length)),
  );
}

export function pad(value: string, width: number, align: 'left' | 'right' = 'left'): string {
  return align === 'right' ? value.padStart(width) : value.padEnd(width);
}
