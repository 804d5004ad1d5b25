/**
 * The review step for any planning form: `intercept(error, request)` recognises a placement refusal and opens
 * the dialog; the dispatcher's decisions make a new request (`retry` sends it) and `onApplied` lets the form
 * follow (removed stops, a start turned into coordinates).
 */
import { useState, type ReactNode } from 'react';
import type { PlacementOptions } from '@routier/sdk';
import { PlacementReviewDialog } from './PlacementReviewDialog.js';
import { applyDecisions, reviewItemsOf, type Decision, type ReviewItem } from './placement-review.js';

type Stop = string | { address: string };

export interface PlanRequest {
  startLocation: string;
  destinations: Stop[];
  placement?: PlacementOptions;
}

export interface AppliedReview {
  startLocation: string;
  /** 0-based indices of the request's destinations the dispatcher removed. */
  removed: number[];
}

const asStop = (d: Stop): { address: string } => (typeof d === 'string' ? { address: d } : d);

export function usePlacementReview<Q extends PlanRequest>(
  retry: (request: Q) => void,
  onApplied?: (applied: AppliedReview) => void,
): { intercept: (error: unknown, request: Q) => boolean; dialog: ReactNode } {
  const [review, setReview] = useState<{ items: ReviewItem[]; request: Q } | null>(null);

  const intercept = (error: unknown, request: Q): boolean => {
    const items = reviewItemsOf(
      error,
      request.destinations.map((d) => asStop(d).address),
    );
    if (items) setReview({ items, request });
    return items !== null;
  };

  const apply = (decisions: Map<string, Decision>) => {
    if (!review) return;
    const { request, items } = review;
    const applied = applyDecisions(
      { startLocation: request.startLocation, destinations: request.destinations.map(asStop) },
      items,
      decisions,
    );
    setReview(null);
    onApplied?.({ startLocation: applied.startLocation, removed: applied.removed });
    // Plain addresses stay plain unless the dispatcher pinned them to a place.
    const wasText = new Set(request.destinations.flatMap((d, i) => (typeof d === 'string' ? [i] : [])));
    const kept = request.destinations.map((_, i) => i).filter((i) => !applied.removed.includes(i));
    retry({
      ...request,
      startLocation: applied.startLocation,
      destinations: applied.destinations.map((d, k) =>
        wasText.has(kept[k]) && (d as { lat?: number }).lat === undefined ? d.address : d,
      ),
      placement: { ...request.placement, acceptApproximate: applied.acceptApproximate },
    });
  };

  const dialog = review ? (
    <PlacementReviewDialog items={review.items} onApply={apply} onClose={() => setReview(null)} />
  ) : null;
  return { intercept, dialog };
}
