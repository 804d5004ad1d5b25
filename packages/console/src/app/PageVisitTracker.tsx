import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { track } from '../lib/analytics/analytics.js';
import { sendPageVisit } from '../lib/analytics/page-visits.js';

/** On every route change: the page visit to our server and a page_view event, both only with consent. */
export function PageVisitTracker() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const path = `${pathname}${search}`;
    sendPageVisit(path);
    track({ name: 'page_view', path });
  }, [pathname, search]);
  return null;
}
