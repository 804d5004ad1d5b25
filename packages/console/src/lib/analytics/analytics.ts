/**
 * The console's one analytics module: every product event goes through `track`. Nothing is sent
 * unless the visitor's cookie consent allows analytics, and Routier itself sends events to no third
 * party. Delivery is to "sinks":
 * - a `routier:analytics` DOM event on window (always, when consent allows), which an operator's own
 *   script can forward to the analytics service of their choice;
 * - `window.dataLayer.push(...)` when the operator has installed a tag manager that created it.
 * Tests and future integrations add sinks with `addAnalyticsSink`. Page visits to our own server are
 * a separate call (lib/analytics/page-visits.ts).
 */
import { analyticsAllowed } from '../consent/consent-storage.js';

/** The events of document 1, section 7 and document 2, section 7. */
export type AnalyticsEvent =
  | { name: 'page_view'; path: string }
  | { name: 'navigation_click'; label: string; destination: string }
  | { name: 'cta_click'; label: string; location: string }
  | { name: 'signup_intent'; location: string }
  | { name: 'enterprise_inquiry'; location: string }
  | { name: 'demo_request'; location: string }
  | { name: 'payment_failed'; message: string }
  | { name: 'purchase'; plan: string; value: number; currency: 'USD' }
  | { name: 'route_optimized'; priority?: string; stops?: number }
  | { name: 'route_created'; stops?: number }
  | { name: 'destination_added' }
  | { name: 'billing_click'; action: string };

export type AnalyticsSink = (event: AnalyticsEvent) => void;

const sinks = new Set<AnalyticsSink>();

interface DataLayerWindow {
  dataLayer?: { push: (entry: Record<string, unknown>) => unknown };
}

function defaultSink(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent('routier:analytics', { detail: event }));
  const { dataLayer } = window as unknown as DataLayerWindow;
  if (dataLayer && typeof dataLayer.push === 'function') {
    const { name, ...params } = event;
    dataLayer.push({ event: name, ...params });
  }
}

sinks.add(defaultSink);

/** Adds a sink; returns the function that removes it. */
export function addAnalyticsSink(sink: AnalyticsSink): () => void {
  sinks.add(sink);
  return () => {
    sinks.delete(sink);
  };
}

/** Sends an event to every sink when analytics consent is given; failures are ignored. */
export function track(event: AnalyticsEvent, allowed: () => boolean = analyticsAllowed): void {
  if (!allowed()) return;
  for (const sink of sinks) {
    try {
      sink(event);
    } catch {
      // Analytics must never break the product.
    }
  }
}
