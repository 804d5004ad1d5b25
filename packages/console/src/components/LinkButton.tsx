import { AnchorButton, type AnchorButtonProps } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

interface LinkButtonProps extends Omit<AnchorButtonProps, 'href'> {
  /** An in-app path; navigated without reloading the page. */
  to: string;
}

/** A Blueprint button that is a real link (middle-click, copy address) and navigates in the app. */
export function LinkButton({ to, onClick, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  return (
    <AnchorButton
      // Blueprint gives anchors role="button"; these navigate, so assistive technology should hear "link".
      role="link"
      {...props}
      href={to}
      onClick={(event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}
