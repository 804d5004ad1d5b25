/**
 * After a new version is deployed, the previous build's chunk files are gone; a tab still running the
 * old entry then fails to load the next lazy page (Vite reports `vite:preloadError`). Reload once to pick
 * up the new version; if that happened moments ago, let the error surface instead of looping.
 */
const KEY = 'routier.reloadedForStaleChunks';
const MIN_INTERVAL_MS = 10_000;

export function reloadOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    let last = 0;
    try {
      last = Number(sessionStorage.getItem(KEY) ?? 0);
      if (Date.now() - last < MIN_INTERVAL_MS) return;
      sessionStorage.setItem(KEY, String(Date.now()));
    } catch {
      return; // Without session storage a reload loop could not be ruled out.
    }
    event.preventDefault();
    window.location.reload();
  });
}
