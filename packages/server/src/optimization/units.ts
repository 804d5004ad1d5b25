/**
 * Unit conversions at the API/engine boundary, in one place. The API speaks km, minutes, minutes after
 * midnight, kg and dollars (document 2); the engine speaks metres, seconds and money (dollars here).
 * Rounding is applied only when presenting: km to 1 decimal (the console shows one), minutes to whole
 * minutes, money to cents, percentages to 1 decimal.
 */

export const minutesToSeconds = (minutes: number): number => Math.round(minutes * 60);
export const kmToMetres = (km: number): number => km * 1000;

/** Kilometres to one decimal. */
export const km1 = (metres: number): number => Math.round(metres / 100) / 10;

/** Whole minutes. */
export const wholeMinutes = (seconds: number): number => Math.round(seconds / 60);

/** Dollars to cents. */
export const money = (dollars: number): number => Math.round(dollars * 100) / 100;

/** A percentage to one decimal, clamped to 0-100. */
export const percent1 = (ratio: number): number => Math.min(100, Math.max(0, Math.round(ratio * 1000) / 10));

/** `HH:MM` for minutes after midnight; hours go past 23 after midnight (ClockText in openapi.yaml). */
export function clockText(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
