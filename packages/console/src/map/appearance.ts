/**
 * How each map feature looks, as plain data: pure functions of the feature's properties and of which
 * route is selected. `map-styles.ts` turns these into OpenLayers styles (and caches them); tests check
 * the rules here without a canvas.
 */
import { DEPOT_COLOR, priorityColor, routeColor } from './palette.js';

/** A selected route stands out; the others fade while one is selected. */
export type Emphasis = 'normal' | 'selected' | 'dimmed';

export function emphasisOf(routeId: string, selectedId: string | null): Emphasis {
  if (selectedId === null) return 'normal';
  return routeId === selectedId ? 'selected' : 'dimmed';
}

export interface MarkerAppearance {
  shape: 'circle' | 'square';
  fill: string;
  stroke: string;
  strokeWidth: number;
  /** Pixels. */
  radius: number;
  label: string;
  labelColor: string;
  zIndex: number;
}

export interface LineAppearance {
  color: string;
  width: number;
  /** A white casing under the line (the selected route). */
  casing: boolean;
  zIndex: number;
}

const DIM_ALPHA = 0.3;

/** `#RRGGBB` with an alpha channel, as `rgba(...)`. */
export function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const r = (value >> 16) & 255;
  const g = (value >> 8) & 255;
  const b = value & 255;
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** A numbered stop marker, coloured by priority. */
export function stopAppearance(
  priority: string | null | undefined,
  order: number,
  emphasis: Emphasis,
): MarkerAppearance {
  const colour = priorityColor(priority);
  const dimmed = emphasis === 'dimmed';
  return {
    shape: 'circle',
    fill: dimmed ? withAlpha(colour, DIM_ALPHA) : colour,
    stroke: dimmed ? withAlpha('#FFFFFF', 0.6) : '#FFFFFF',
    strokeWidth: emphasis === 'selected' ? 3 : 2,
    radius: emphasis === 'selected' ? 13 : order >= 100 ? 12 : 11,
    label: String(order),
    labelColor: dimmed ? withAlpha('#FFFFFF', 0.7) : '#FFFFFF',
    zIndex: emphasis === 'selected' ? 30 : dimmed ? 10 : 20,
  };
}

/** The depot (start location): a dark square, drawn above the stops so it is never hidden. */
export function depotAppearance(emphasis: Emphasis): MarkerAppearance {
  return {
    shape: 'square',
    fill: emphasis === 'dimmed' ? withAlpha(DEPOT_COLOR, DIM_ALPHA) : DEPOT_COLOR,
    stroke: '#FFFFFF',
    strokeWidth: 2,
    radius: emphasis === 'selected' ? 15 : 13,
    label: 'D',
    labelColor: '#FFFFFF',
    zIndex: emphasis === 'selected' ? 40 : emphasis === 'dimmed' ? 11 : 25,
  };
}

/** A route's line in its palette colour. */
export function lineAppearance(colorIndex: number, emphasis: Emphasis): LineAppearance {
  const colour = routeColor(colorIndex);
  if (emphasis === 'selected') return { color: colour, width: 6, casing: true, zIndex: 5 };
  if (emphasis === 'dimmed')
    return { color: withAlpha(colour, DIM_ALPHA), width: 3, casing: false, zIndex: 1 };
  return { color: colour, width: 4, casing: false, zIndex: 2 };
}
