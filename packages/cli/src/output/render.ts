/**
 * The one output layer. A command returns a Result; this prints it: the JSON document (--json), raw bytes
 * (a CSV or a script going to stdout), or the view — drawn with Ink when stdout is a terminal, as plain
 * text otherwise. Notes go to stderr unless --quiet. Errors are printed here too, once.
 */
import { RoutierApiError } from '@routier/sdk';
import { CliError, type ErrorLine } from '../io/errors.js';
import { colorEnabled, writeStream, type Io } from '../io/io.js';
import { plainText } from './plain.js';
import type { View } from './view.js';

export interface Result<T = unknown> {
  /** The command's data: exactly what --json prints. */
  data: T;
  /** What a person sees instead. */
  view?: View;
  /** Text for stdout instead of the view (a CSV, a completion script). */
  raw?: string;
  /** Lines for stderr (skipped with --quiet): totals, where a file went. */
  notes?: string[];
  /** A non-zero exit code that comes with data (a dry run that found bad rows, a batch with failures). */
  exitCode?: number;
}

/** Lines of text for stdout as they are (the benchmark commands' JSON lines and tables). */
export function linesResult(lines: string[]): Result<string[]> {
  return { data: lines, raw: lines.length ? lines.join('\n') + '\n' : '' };
}

export interface OutputMode {
  json: boolean;
  quiet: boolean;
}

/** The view as text for stdout: Ink on a terminal (loaded only then: it is slow to import), else plain. */
export async function drawView(io: Io, view: View): Promise<string> {
  if (!io.stdout.isTTY) return plainText(view);
  const { inkText } = await import('./ink-text.js');
  return inkText(view, colorEnabled(io, io.stdout), io.stdout.columns || 100);
}

export async function printResult(io: Io, result: Result, mode: OutputMode): Promise<void> {
  if (!mode.quiet) for (const note of result.notes ?? []) io.stderr.write(note + '\n');
  if (result.raw !== undefined) await writeStream(io.stdout, result.raw);
  else if (mode.json) await writeStream(io.stdout, JSON.stringify(result.data, null, 2) + '\n');
  else if (result.view) await writeStream(io.stdout, await drawView(io, result.view));
}

interface ErrorDocument {
  code: string;
  message: string;
  status?: number;
  requestId?: string;
  details: ErrorLine[];
}

export function describeError(error: unknown): ErrorDocument {
  if (error instanceof RoutierApiError) {
    return {
      code: error.code,
      message: error.message,
      status: error.status,
      ...(error.requestId ? { requestId: error.requestId } : {}),
      details: error.details.map((d) => {
        const where =
          d.row !== undefined ? `row ${d.row}${d.column ? ` (${d.column})` : ''}` : (d.field ?? undefined);
        return {
          ...(where ? { where } : {}),
          message: d.message,
          ...(d.placement ? { placement: d.placement } : {}),
        };
      }),
    };
  }
  if (error instanceof CliError) return { code: error.code, message: error.message, details: error.details };
  const e = error as { code?: unknown; message?: unknown } | null;
  return {
    code: typeof e?.code === 'string' ? e.code : 'UNEXPECTED',
    message: error instanceof Error ? error.message : String(error),
    details: [],
  };
}

/**
 * Prints an error on stderr: `routier: message`, the code and request id, and one line per detail (CSV
 * rows, fields). With --json, one JSON object `{"error": {...}}` on stderr instead; stdout stays empty.
 * Unexpected errors (exit 1) also print their stack when ROUTIER_DEBUG is set.
 */
/** What to do about stops that cannot be placed (the offline geocoder's limits included). */
export const PLACEMENT_HINT =
  'Fix the address (add the city and region), give "lat, lng", remove the stop, or accept approximate points ' +
  '(--accept-approximate). The default offline geocoder places cities and coordinates only; a server with ' +
  'GEOCODER=nominatim or google places street addresses (docs/geo.md).';

export function printError(io: Io, error: unknown, mode: OutputMode, unexpected: boolean): void {
  const doc = describeError(error);
  if (mode.json) {
    io.stderr.write(JSON.stringify({ error: doc }) + '\n');
    return;
  }
  const color = colorEnabled(io, io.stderr);
  const red = (s: string) => (color ? `\u001b[31m${s}\u001b[39m` : s);
  const dim = (s: string) => (color ? `\u001b[2m${s}\u001b[22m` : s);
  // Validation answers repeat their first detail as the message: show it once.
  const repeats = doc.details.length > 0 && doc.message.includes(doc.details[0].message);
  const details = repeats && doc.details.length === 1 ? [] : doc.details;
  const headline = repeats && details.length > 1 ? `${details.length} problems:` : doc.message;
  const lines = [red(`routier: ${headline}`)];
  const meta = [doc.code !== 'USAGE' ? doc.code : '', doc.requestId ? `request ${doc.requestId}` : '']
    .filter(Boolean)
    .join(' · ');
  if (meta && (error instanceof RoutierApiError || doc.details.length)) lines.push(dim(`  ${meta}`));
  const shown = details.slice(0, 50);
  for (const d of shown) {
    lines.push(`  ${d.where ? `${d.where}: ` : ''}${d.message}`);
    const candidates = d.placement?.candidates ?? [];
    if (candidates.length) {
      const listed = candidates.map((c) =>
        c.distanceKm === null ? c.displayName : `${c.displayName} (${c.distanceKm} km)`,
      );
      lines.push(dim(`    may mean: ${listed.join('; ')}`));
    }
  }
  if (details.length > shown.length) lines.push(`  ... and ${details.length - shown.length} more`);
  if (doc.code === 'ADDRESS_UNRESOLVED' || doc.code === 'GEOCODE_FAILED')
    lines.push(dim(`  ${PLACEMENT_HINT}`));
  if (unexpected && error instanceof Error && error.stack && io.env.ROUTIER_DEBUG)
    lines.push(dim(error.stack));
  io.stderr.write(lines.join('\n') + '\n');
}
