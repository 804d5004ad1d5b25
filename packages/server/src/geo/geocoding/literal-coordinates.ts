/**
 * Literal coordinates typed as an address: `48.8566,2.3522`, `48.8566, 2.3522`, `48.8566 2.3522`,
 * `(48.8566, 2.3522)`. Always latitude first (the order people copy from map apps). Every provider answers these
 * itself, without a lookup.
 */
import type { GeocodeOutcome, GeocodeProviderName } from '../types.js';

const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)`;
const LITERAL_RE = new RegExp(String.raw`^\(?\s*(${NUMBER})\s*(?:,\s*|\s+)(${NUMBER})\s*\)?$`);

/** Answers null when the text is not a coordinate pair at all (then it is an address to look up). */
export function parseLiteralCoordinates(text: string, provider: GeocodeProviderName): GeocodeOutcome | null {
  const m = LITERAL_RE.exec(text.trim());
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90) {
    const swapped = Math.abs(lng) <= 90 && Math.abs(lat) <= 180;
    return {
      ok: false,
      code: 'NOT_FOUND',
      message:
        `Latitude ${lat} is out of range (-90 to 90) in "${text.trim()}"` +
        (swapped ? '; coordinates are read as "latitude, longitude", were they swapped?' : '.'),
    };
  }
  if (Math.abs(lng) > 180) {
    return {
      ok: false,
      code: 'NOT_FOUND',
      message: `Longitude ${lng} is out of range (-180 to 180) in "${text.trim()}".`,
    };
  }
  if (lat === 0 && lng === 0) {
    return {
      ok: false,
      code: 'NOT_FOUND',
      message:
        '"0, 0" is in the Gulf of Guinea and almost always a missing coordinate; enter the real location.',
    };
  }
  return {
    ok: true,
    lat,
    lng,
    provider,
    confidence: 1,
    precision: 'coordinates',
    displayName: `${lat}, ${lng}`,
  };
}
