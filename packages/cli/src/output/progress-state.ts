/** One snapshot of a long operation (a server job, a local solve) for the progress displays. */
export interface ProgressState {
  /** What is running: "Optimising 12 routes". */
  title: string;
  /** 0-100. */
  percent: number;
  /** queued, running, succeeded, failed, cancelled (server jobs) or solving, done (local). */
  status: string;
  /** Items finished and in all (batch: routes). */
  done?: number | null;
  total?: number | null;
  unit?: string;
  /** Best solution so far, already formatted ("best 182.4 km"). */
  best?: string | null;
  elapsedMs: number;
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** The one-line text of a snapshot (plain progress lines and the Ink view share it). */
export function progressLine(state: ProgressState): string {
  const parts = [`${state.title}: ${state.status} ${Math.round(state.percent)}%`];
  if (state.total !== null && state.total !== undefined)
    parts.push(`${state.done ?? 0}/${state.total} ${state.unit ?? 'done'}`);
  if (state.best) parts.push(state.best);
  parts.push(formatSeconds(state.elapsedMs));
  return parts.join(' · ');
}

/** A live progress display (output/progress.ts chooses Ink, plain lines or nothing). */
export interface Progress {
  update(state: ProgressState): void;
  /** Shows the final state and releases the terminal. */
  finish(state?: ProgressState): Promise<void>;
}
