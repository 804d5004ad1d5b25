/**
 * One place under the placement policy: is it trusted for planning, and if not, why (PlacementIssue of the
 * contract). Pure: the geocoding happens in place-routes.ts.
 */
import type { PlaceCandidate, PlacementIssue, StopGeocode } from '@routier/contract';
import { distanceKm } from '../bias.js';
import { classifyStopGeocode } from '../geocoding/stop-policy.js';
import type {
  GeocodeCandidate,
  GeocodeOutcome,
  GeocodeProviderName,
  GeocodeResult,
  LatLng,
} from '../types.js';
import { LOW_CONFIDENCE_BELOW, type PlacementPolicy } from './policy.js';

export type ProblemKind = 'NOT_FOUND' | 'UPSTREAM' | 'AMBIGUOUS' | 'OUT_OF_REACH' | 'LOW_CONFIDENCE';

/** A located place: coordinates and how they were found. */
export interface Place {
  lat: number;
  lng: number;
  geocode: StopGeocode;
}

export type Judgement =
  | { ok: true; place: Place }
  | { ok: false; kind: ProblemKind; reason: string; issue?: PlacementIssue; retryable?: boolean };

const km = (x: number) =>
  `${x.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`;

function candidateOf(place: GeocodeCandidate | GeocodeResult, start: LatLng | undefined): PlaceCandidate {
  return {
    displayName: place.displayName,
    lat: place.lat,
    lng: place.lng,
    precision: place.precision,
    confidence: place.confidence,
    distanceKm: start ? distanceKm(place, start) : null,
  };
}

function issue(
  address: string,
  reason: PlacementIssue['reason'],
  matched: PlaceCandidate | null,
  candidates: readonly GeocodeCandidate[] | undefined,
  policy: PlacementPolicy,
  start: LatLng | undefined,
): PlacementIssue {
  return {
    address,
    reason,
    matched,
    reachKm: start ? policy.reachKm : null,
    candidates: (candidates ?? []).slice(0, 5).map((c) => candidateOf(c, start)),
  };
}

/** The stored geocode of a result, approximate per the stop policy, or because it was accepted with a doubt. */
function placeOf(result: GeocodeResult, doubt: string | undefined): Place {
  const verdict = classifyStopGeocode(result);
  const note = doubt ?? (verdict.status === 'approximate' ? verdict.reason : null);
  return {
    lat: result.lat,
    lng: result.lng,
    geocode: {
      provider: result.provider,
      // Region-only matches never get here (judgeOutcome refuses them).
      precision: result.precision as StopGeocode['precision'],
      confidence: result.confidence,
      approximate: doubt !== undefined || verdict.status === 'approximate',
      displayName: result.displayName.slice(0, 500),
      note: note === null ? null : note.slice(0, 500),
      ...(doubt !== undefined ? { confirmed: true } : {}),
    },
  };
}

/**
 * A geocoder's answer for `address` judged against the start and the policy. With `policy.acceptApproximate`,
 * doubts (out of reach, low confidence, the best of several places) are accepted and stored as confirmed;
 * failures (nothing matches, only a region, the provider failed) are never accepted.
 */
export function judgeOutcome(
  address: string,
  outcome: GeocodeOutcome,
  start: LatLng | undefined,
  policy: PlacementPolicy,
  provider: GeocodeProviderName,
): Judgement {
  if (!outcome.ok && outcome.code === 'AMBIGUOUS') {
    const best = outcome.candidates?.[0];
    if (policy.acceptApproximate && best) {
      const chosen: GeocodeResult = { ok: true, provider, ...best };
      return judgeResult(address, chosen, start, policy, `one of several places named "${address.trim()}"`);
    }
    return {
      ok: false,
      kind: 'AMBIGUOUS',
      reason: outcome.message,
      issue: issue(address, 'AMBIGUOUS', null, outcome.candidates, policy, start),
    };
  }
  const verdict = classifyStopGeocode(outcome);
  if (verdict.status === 'rejected') {
    const upstream = verdict.failure.code === 'PROVIDER_ERROR' || verdict.failure.code === 'RATE_LIMITED';
    return upstream
      ? { ok: false, kind: 'UPSTREAM', reason: verdict.failure.message }
      : {
          ok: false,
          kind: 'NOT_FOUND',
          reason: verdict.failure.message,
          issue: issue(address, 'NOT_FOUND', null, undefined, policy, start),
        };
  }
  return judgeResult(address, verdict.result, start, policy, undefined);
}

function judgeResult(
  address: string,
  result: GeocodeResult,
  start: LatLng | undefined,
  policy: PlacementPolicy,
  accepted: string | undefined,
): Judgement {
  const away = start ? distanceKm(result, start) : undefined;
  let doubt: { kind: 'OUT_OF_REACH' | 'LOW_CONFIDENCE'; text: string } | undefined;
  if (away !== undefined && away > policy.reachKm) {
    doubt = {
      kind: 'OUT_OF_REACH',
      text: `matched ${result.displayName}, ${km(away)} from the start (reach ${km(policy.reachKm).replace('.0', '')})`,
    };
  } else if (result.confidence < LOW_CONFIDENCE_BELOW && result.precision !== 'coordinates') {
    doubt = {
      kind: 'LOW_CONFIDENCE',
      text: `matched ${result.displayName} with low confidence (${result.confidence})`,
    };
  }
  if (!doubt) return { ok: true, place: placeOf(result, accepted) };
  if (policy.acceptApproximate) return { ok: true, place: placeOf(result, `${doubt.text}; accepted`) };
  return {
    ok: false,
    kind: doubt.kind,
    reason: doubt.text,
    issue: issue(address, doubt.kind, candidateOf(result, start), result.candidates, policy, start),
  };
}

/**
 * A stop that came with its own coordinates: trusted when confirmed before, else checked against the reach (a
 * swapped latitude and longitude is the classic slip). Answers its place when it needs a new geocode record.
 */
export function judgeGiven(
  address: string,
  point: LatLng,
  geocode: StopGeocode | null | undefined,
  start: LatLng | undefined,
  policy: PlacementPolicy,
  provider: StopGeocode['provider'],
): Judgement | undefined {
  if (geocode?.confirmed || !start) return undefined;
  const away = distanceKm(point, start);
  if (away <= policy.reachKm) return undefined;
  const text = `is at ${point.lat}, ${point.lng}, ${km(away)} from the start (reach ${km(policy.reachKm).replace('.0', '')})`;
  if (policy.acceptApproximate) {
    return {
      ok: true,
      place: {
        lat: point.lat,
        lng: point.lng,
        geocode: {
          ...(geocode ?? {
            provider,
            precision: 'coordinates' as const,
            confidence: 1,
            displayName: `${point.lat}, ${point.lng}`,
          }),
          approximate: true,
          note: `${text}; accepted`.slice(0, 500),
          confirmed: true,
        },
      },
    };
  }
  const matched: PlaceCandidate = {
    displayName: geocode?.displayName ?? `${point.lat}, ${point.lng}`,
    lat: point.lat,
    lng: point.lng,
    precision: geocode?.precision ?? 'coordinates',
    confidence: geocode?.confidence ?? 1,
    distanceKm: away,
  };
  return {
    ok: false,
    kind: 'OUT_OF_REACH',
    reason: text,
    issue: { address, reason: 'OUT_OF_REACH', matched, reachKm: policy.reachKm, candidates: [] },
  };
}
