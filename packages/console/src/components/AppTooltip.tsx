import { Tooltip, type TooltipProps } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';
import {
  TOOLTIP_DELAY_MS,
  isTooltipSkipping,
  markTooltipClosed,
  subscribeTooltipSkip,
} from '../lib/tooltip-timing.js';

/** Blueprint Tooltip with the product's timing (700 ms delay, 300 ms skip delay). Use it for every tooltip. */
export function AppTooltip(props: TooltipProps) {
  const skipping = useSyncExternalStore(subscribeTooltipSkip, isTooltipSkipping, () => false);
  return (
    <Tooltip
      {...props}
      hoverOpenDelay={skipping ? 0 : TOOLTIP_DELAY_MS}
      onClosed={(node) => {
        markTooltipClosed();
        props.onClosed?.(node);
      }}
    />
  );
}
