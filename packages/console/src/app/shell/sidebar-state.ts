/**
 * Whether the sidebar is open, kept outside React so it survives moving between `/`, `/api-docs` and
 * the protected pages (each renders its own shell). null = not chosen yet: open on wide screens,
 * closed on small ones.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let chosen: boolean | null = null;

export function subscribeSidebar(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sidebarChoice(): boolean | null {
  return chosen;
}

export function setSidebarOpen(open: boolean): void {
  chosen = open;
  for (const listener of listeners) listener();
}
