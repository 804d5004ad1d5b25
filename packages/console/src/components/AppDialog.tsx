import { Dialog, type DialogProps } from '@blueprintjs/core';
import { useLayoutEffect, useRef } from 'react';

/**
 * Blueprint's Dialog, handing focus back to its opener only when nothing else took it. Use it for every
 * dialog.
 *
 * Blueprint hands focus back to the element that opened an overlay when the overlay's closing transition
 * ends, 300 ms after it closed, wherever focus is by then. A user who closes a dialog and at once opens
 * another one and starts typing loses keystrokes to that hand-over. Here focus goes back to the opener only
 * when it is on the page's body or still in the closed dialog. (Blueprint's Alert does not type the option;
 * a confirmation opens nothing after it.)
 */
export function AppDialog(props: DialogProps) {
  const { isOpen, onClosed } = props;
  const opener = useRef<HTMLElement | null>(null);
  // Before Blueprint's own effects and its focus moves, which wait for the next frame.
  useLayoutEffect(() => {
    if (isOpen && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [isOpen]);
  const handBack = (node: HTMLElement) => {
    const to = opener.current;
    opener.current = null;
    const active = document.activeElement;
    if (to?.isConnected && (active === null || active === document.body || node.contains(active))) to.focus();
    onClosed?.(node);
  };
  return <Dialog {...props} shouldReturnFocusOnClose={false} onClosed={handBack} />;
}
