import { Intent } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { showToast } from '../../components/toast/toaster.js';
import { oauthErrorToast } from './auth-messages.js';

/**
 * `/auth?error=...&details=...` (from an OAuth or OIDC callback) shows the 'Authentication Error' toast
 * once, then drops those parameters from the address so a reload does not repeat it.
 */
export function useOAuthErrorToast() {
  const [params, setParams] = useSearchParams();
  const shown = useRef(false);
  const error = params.get('error');
  const details = params.get('details');
  useEffect(() => {
    if (error === null || shown.current) return;
    shown.current = true;
    showToast({ ...oauthErrorToast(error, details), intent: Intent.DANGER });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        next.delete('details');
        return next;
      },
      { replace: true },
    );
  }, [error, details, setParams]);
}
