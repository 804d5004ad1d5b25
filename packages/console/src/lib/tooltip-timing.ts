/**
 * Tooltip timing of document 1, section 9: open after 700 ms of hover; within 300 ms of another tooltip
 * closing, open at once (the "skip delay" while the pointer moves along a toolbar). Blueprint 6 has a
 * per-tooltip delay but no shared skip delay, so this tiny store provides it.
 */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

type Listener = () => void;
const listeners = new Set<Listener>();
let skipping = false;
let timer: ReturnType<typeof setTimeout> | undefined;

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeTooltipSkip(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isTooltipSkipping(): boolean {
  return skipping;
}

/** Called when any tooltip closes: for the next 300 ms, tooltips open without delay. */
export function markTooltipClosed(): void {
  clearTimeout(timer);
  if (!skipping) {
    skipping = true;
    emit();
  }
  timer = setTimeout(() => {
    skipping = false;
    emit();
  }, TOOLTIP_SKIP_DELAY_MS);
}

export function tooltipOpenDelay(): number {
  return skipping ? 0 : TOOLTIP_DELAY_MS;
}
