import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at the top; links to an anchor (#section) scroll to it instead. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
