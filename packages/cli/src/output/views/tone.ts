import type { Tone } from '../view.js';

/** Ink colour of a tone; undefined when colours are off (NO_COLOR, not a terminal). */
export function toneColor(tone: Tone | undefined, color: boolean): string | undefined {
  if (!color || tone === undefined) return undefined;
  return { success: 'green', warning: 'yellow', error: 'red', info: 'cyan', muted: 'gray' }[tone];
}
