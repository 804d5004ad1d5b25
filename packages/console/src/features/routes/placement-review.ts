/**
 * The review step of planning (issue 15): when the server cannot place stops with the trust a plan needs
 * (422 ADDRESS_UNRESOLVED), the dispatcher decides for each one — the place
 * they meant, coordinates, keep the match anyway, or drop the stop — and only then is the plan made. Pure: the
 * dialog (PlacementReviewDialog) collects decisions, the forms apply them to their request.
 */
import { isRoutierApiError } from '../../lib/api-client.js';
import type { PlaceCandidate, PlacementIssue } from '@routier/sdk';

export interface ReviewItem {
  /** The detail's field (`destinations.1`, `destinations.1.address`, `startLocation`). */
  field: string;
  /** 0-based stop index in the request's destinations; null for the starting location. */
  index: number | null;
  address: string;
  message: string;
  /** Why, what it matched and the candidates (absent for plain not-found details). */
  issue: PlacementIssue | null;
}

export type Decision =
  { kind: 'place'; lat: number; lng: number; label: string } | { kind: 'accept' } | { kind: 'remove' };

/** Stops found but not trusted; an address nothing matches keeps its error beside its field (the text must change). */
const PLACEMENT_CODES = new Set(['ADDRESS_UNRESOLVED']);

/** The stops (and start) a failed planning call asks the dispatcher about, or null when it is another error. */
export function reviewItemsOf(error: unknown, addresses: readonly string[]): ReviewItem[] | null {
  if (!isRoutierApiError(error) || !PLACEMENT_CODES.has(error.code)) return null;
  const items = error.details.flatMap((d): ReviewItem[] => {
    if (d.field === 'startLocation') {
      return [
        {
          field: d.field,
          index: null,
          address: d.placement?.address ?? '',
          message: d.message,
          issue: d.placement ?? null,
        },
      ];
    }
    if (typeof d.index !== 'number' || d.index < 0 || d.index >= addresses.length) return [];
    return [
      {
        field: d.field ?? `destinations.${d.index}`,
        index: d.index,
        address: addresses[d.index],
        message: d.message,
        issue: d.placement ?? null,
      },
    ];
  });
  return items.length ? items : null;
}

/** The choices a stop offers: the places it may mean (its match first, when it has one). */
export function choicesOf(item: ReviewItem): PlaceCandidate[] {
  const issue = item.issue;
  if (!issue) return [];
  return issue.matched ? [issue.matched, ...issue.candidates] : issue.candidates;
}

/** True when every item has a decision the request can carry (the start cannot be removed). */
export function complete(items: readonly ReviewItem[], decisions: ReadonlyMap<string, Decision>): boolean {
  return items.every((item) => {
    const d = decisions.get(item.field);
    return (
      d !== undefined &&
      !(item.index === null && d.kind === 'remove') &&
      !(d.kind === 'accept' && !item.issue?.matched)
    );
  });
}

/** `lat, lng` text for a place (how a start, a plain text field, carries confirmed coordinates). */
export const coordinatesText = (lat: number, lng: number) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;

/**
 * Applies the decisions to a request's stops: a place pins the stop's coordinates (its text stays as the
 * label), `remove` drops it, `accept` keeps the match. `acceptApproximate` is set when a match was kept or a
 * confirmed place lies far from the start (the dispatcher has seen it); the start becomes coordinates when a
 * place was chosen for it.
 */
export function applyDecisions<S extends { address: string }>(
  request: { startLocation: string; destinations: S[] },
  items: readonly ReviewItem[],
  decisions: ReadonlyMap<string, Decision>,
): {
  startLocation: string;
  destinations: (S & { lat?: number; lng?: number })[];
  acceptApproximate: boolean;
  removed: number[];
} {
  const byIndex = new Map(
    items.filter((i) => i.index !== null).map((i) => [i.index!, decisions.get(i.field)]),
  );
  const startItem = items.find((i) => i.index === null);
  const startDecision = startItem ? decisions.get(startItem.field) : undefined;
  const removed: number[] = [];
  const destinations = request.destinations.flatMap((stop, i) => {
    const d = byIndex.get(i);
    if (d?.kind === 'remove') {
      removed.push(i);
      return [];
    }
    return d?.kind === 'place' ? [{ ...stop, lat: d.lat, lng: d.lng }] : [stop];
  });
  return {
    startLocation:
      startDecision?.kind === 'place'
        ? coordinatesText(startDecision.lat, startDecision.lng)
        : request.startLocation,
    destinations,
    acceptApproximate: [...decisions.values()].some((d) => d.kind === 'accept' || d.kind === 'place'),
    removed,
  };
}

/**
 * A form's rows without those whose request stop was removed: the request was built from the rows that are
 * not blank, in order, so removed request index k is the k-th non-blank row. Never answers no rows.
 */
export function dropRemoved<T>(
  rows: readonly T[],
  removed: readonly number[],
  isBlank: (row: T) => boolean,
  empty: T,
): T[] {
  if (removed.length === 0) return [...rows];
  let k = -1;
  const kept = rows.filter((row) => {
    if (isBlank(row)) return true;
    k += 1;
    return !removed.includes(k);
  });
  return kept.length ? kept : [empty];
}
