import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { track } from '../../lib/analytics/analytics.js';

/**
 * Back from checkout with `?subscription=success`: the purchase event is sent once (professional plan,
 * 49 USD as the checkout charges, document 2, section 2) and the query string is removed.
 */
export function useSubscriptionSuccess(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const sent = useRef(false);
  const success = new URLSearchParams(location.search).get('subscription') === 'success';

  useEffect(() => {
    if (!success || sent.current) return;
    sent.current = true;
    track({ name: 'purchase', plan: 'professional', value: 49, currency: 'USD' });
    void navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [success, location.pathname, navigate]);
}
