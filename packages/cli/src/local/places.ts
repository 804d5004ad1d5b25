/**
 * Places and clock values in the local optimisation files: a place is an address, coordinates, or both;
 * `"30.2672,-97.7431"` written as an address is read as coordinates (the server's geocoder does the same).
 * Times of day are `HH:MM` or minutes after midnight, as the API's time windows.
 */

export interface Place {
  address: string | null;
  lat: number | null;
  lng: number | null;
  /** Where the place came from, for messages: `row 7`, `the depot`, `vehicle 'Van 2' start`. */
  where: string;
  /** True when the coordinates came from geocoding the address (not from the file). */
  geocoded?: boolean;
}

const LITERAL = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** `lat,lng` text as coordinates, or null. */
export function literalCoordinates(text: string): { lat: number; lng: number } | null {
  const m = LITERAL.exec(text);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return validCoordinates(lat, lng) ? { lat, lng } : null;
}

export function validCoordinates(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** A place from an address and/or coordinates; `null` when neither is given. Throws on half coordinates. */
export function makePlace(
  address: string | null | undefined,
  lat: number | null | undefined,
  lng: number | null | undefined,
  where: string,
): Place | null {
  const text = address?.trim() || null;
  const hasLat = lat !== null && lat !== undefined;
  const hasLng = lng !== null && lng !== undefined;
  if (hasLat !== hasLng) throw new PlaceError(`${where}: give both lat and lng, or neither`);
  if (hasLat && hasLng) {
    if (!validCoordinates(lat, lng)) throw new PlaceError(`${where}: lat must be -90..90 and lng -180..180`);
    return { address: text, lat, lng, where };
  }
  if (!text) return null;
  const literal = literalCoordinates(text);
  return literal ? { address: null, ...literal, where } : { address: text, lat: null, lng: null, where };
}

/** Parses `"48.85,2.35"` or an address given on the command line. */
export function placeFromText(text: string, where: string): Place {
  const place = makePlace(text, null, null, where);
  if (!place) throw new PlaceError(`${where}: empty location`);
  return place;
}

export function hasCoordinates(p: Place): p is Place & { lat: number; lng: number } {
  return p.lat !== null && p.lng !== null;
}

/** The text a route CSV shows for a place: its address, else `lat,lng` with 6 decimals (about 0.1 m). */
export function placeLabel(p: Place, preferCoordinates = false): string {
  if (hasCoordinates(p) && (preferCoordinates || !p.address))
    return `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;
  return p.address ?? '';
}

/** An input mistake in a place or a field; collected into one usage error listing every row. */
export class PlaceError extends Error {}

/** `HH:MM` (or `H:MM`, up to 24:00) or whole minutes after midnight. */
export function parseClock(text: string): number | null {
  const t = text.trim();
  const hm = /^(\d{1,2}):(\d{2})$/.exec(t);
  if (hm) {
    const h = Number(hm[1]);
    const m = Number(hm[2]);
    return h < 24 && m < 60 ? h * 60 + m : h === 24 && m === 0 ? 1440 : null;
  }
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    return n <= 1440 ? n : null;
  }
  return null;
}

/** `09:00-12:00`, `540-720` (also with an en dash or `to`). */
export function parseWindow(text: string): { start: number; end: number } | null {
  const parts = text.split(/\s*(?:-|–|to)\s*/);
  if (parts.length !== 2) return null;
  const start = parseClock(parts[0]);
  const end = parseClock(parts[1]);
  return start === null || end === null ? null : { start, end };
}

export function clock(minutes: number): string {
  const m = Math.round(minutes);
  const day = Math.floor(m / 1440);
  const h = Math.floor((m % 1440) / 60);
  const mm = m % 60;
  return `${String(h).padStart(2, '0')}:${String(mm).padStart(2, '0')}${day > 0 ? ` (+${day}d)` : ''}`;
}
