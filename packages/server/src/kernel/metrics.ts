/**
 * What the process counts, as capabilities and the pipeline report it: `AppServices.metrics`, implemented
 * with Prometheus by `metrics/` and wired in `app/create-app.ts` (the floors run one way, as with events).
 */
export interface Metrics {
  /** One answered HTTP request; `operation` is the operationId, or `static` / `unmatched`. */
  httpRequest(method: string, operation: string, status: number, seconds: number): void;
  /** One optimisation job that reached its end. */
  jobEnded(
    kind: string,
    outcome: 'succeeded' | 'failed' | 'cancelled',
    seconds: number,
    iterations: number,
  ): void;
  /** One webhook delivery attempt. */
  webhookAttempt(event: string, outcome: 'succeeded' | 'retrying' | 'failed'): void;
  /** Everything counted, in the exposition format of the implementation, and its content type. */
  render(): Promise<{ text: string; contentType: string }>;
}
