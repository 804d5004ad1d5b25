import { EngineError } from '../model/errors.js';

/** One non-empty line of an instance file, split on any whitespace; `line` is 1-based for messages. */
export interface TextLine {
  line: number;
  tokens: string[];
}

/** Splits a text (LF or CRLF, tabs or spaces) into non-empty tokenised lines. */
export function tokenLines(text: string): TextLine[] {
  const out: TextLine[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const trimmed = lines[i].trim();
    if (trimmed !== '') out.push({ line: i + 1, tokens: trimmed.split(/\s+/) });
  }
  return out;
}

/** The error every parser throws: code INVALID_INSTANCE, message prefixed with the file name and line. */
export function invalid(source: string, line: number | null, message: string): EngineError {
  const where = line === null ? source : `${source}:${line}`;
  return new EngineError('INVALID_INSTANCE', `${where}: ${message}`);
}

/** Parses a finite number (integers, decimals, exponents) or throws INVALID_INSTANCE naming the line. */
export function parseNumber(token: string | undefined, source: string, line: number, what: string): number {
  const value = token === undefined || token === '' ? Number.NaN : Number(token);
  if (!Number.isFinite(value)) {
    throw invalid(
      source,
      line,
      `expected a number for ${what}, got ${token === undefined ? 'nothing' : `"${token}"`}`,
    );
  }
  return value;
}

/** Like parseNumber, but the value must be an integer. */
export function parseInteger(token: string | undefined, source: string, line: number, what: string): number {
  const value = parseNumber(token, source, line, what);
  if (!Number.isInteger(value))
    throw invalid(source, line, `expected an integer for ${what}, got "${token}"`);
  return value;
}

/** The vehicles of a VRPTW file: the file's own count, or `requested` (a benchmark's fleet), checked. */
export function fleetSize(source: string, listed: number, requested: number | undefined): number {
  const fleet = requested ?? listed;
  if (!Number.isInteger(fleet) || fleet < 1)
    throw invalid(source, null, `the fleet must be a whole number of at least 1, got ${fleet}`);
  return fleet;
}
