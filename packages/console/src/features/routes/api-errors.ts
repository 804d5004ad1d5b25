import { isRoutierApiError } from '../../lib/api-client.js';

/** The server's per-field messages of a failed call (`details[].field` → message), first one kept. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRoutierApiError(error)) return out;
  for (const detail of error.details) {
    if (detail.field && !(detail.field in out)) out[detail.field] = detail.message;
  }
  return out;
}

/** The server's sentence when there is one worth showing, else the spec's fallback text. */
export function serverMessage(error: unknown, fallback: string): string {
  if (isRoutierApiError(error) && error.status !== 0 && error.status < 500 && error.message)
    return error.message;
  return fallback;
}
