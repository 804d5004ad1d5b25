/**
 * The one place where routes' starts and stops are put on the map (optimisation of every kind, route create and
 * update, CSV import, batch and jobs all come through here): each start is geocoded with the user's region as a
 * bias, each stop without coordinates with its route's start and reach as well, and every point is judged
 * (judge.ts): found, within reach of the start, sure enough. Each distinct (start, address) is geocoded once.
 * What cannot be trusted comes back as problems naming the field; placementError() turns them into the answer.
 */
import type { StopGeocode } from '@routier/contract';
import { normalizeAddress } from '../normalize.js';
import { geocodeMany } from '../geocoding/geocode-many.js';
import type { GeocodeBias, GeocodeOutcome, Geocoder, LatLng } from '../types.js';
import { judgeGiven, judgeOutcome, type Judgement, type Place, type ProblemKind } from './judge.js';
import type { PlacementPolicy } from './policy.js';
import type { PlacementIssue } from '@routier/contract';

export interface StopToPlace {
  address: string;
  lat: number | null;
  lng: number | null;
  geocode?: StopGeocode | null;
}

export interface RouteToPlace {
  startLocation: string;
  stops: readonly StopToPlace[];
}

export interface PlacementProblem {
  /** `startLocation`, or the stop's field (`destinations.1`, `destinations.1.address`). */
  field: string;
  /** 0-based stop index; undefined for the start. */
  index?: number;
  kind: ProblemKind;
  message: string;
  issue?: PlacementIssue;
}

export interface PlacedRoute {
  start?: Place;
  /** Per stop: its place (new or re-judged), or null when it kept its own coordinates as they were. */
  stops: (Place | null)[];
  problems: PlacementProblem[];
}

export interface PlaceOptions {
  signal?: AbortSignal;
  /** Places already known by normalised address (a route's previous stops): no lookup for them. */
  known?: ReadonlyMap<string, Place>;
  /** The field of stop `index` in problems. Default `destinations.<index>.address`. */
  stopField?: (index: number) => string;
  /** Report the start's problems (default true); an unchanged start is still located for the reach. */
  checkStart?: boolean;
}

const stopLabel = (index: number, address: string) => `Stop ${index + 1} ("${address.trim()}")`;
const startLabel = (address: string) => `The starting location ("${address.trim()}")`;

function sentence(label: string, judgement: Extract<Judgement, { ok: false }>): string {
  switch (judgement.kind) {
    case 'OUT_OF_REACH':
    case 'LOW_CONFIDENCE':
      return `${label} ${judgement.reason}.`;
    case 'AMBIGUOUS':
      return `${label} could not be placed: ${judgement.reason}`;
    default:
      return `${label} could not be located: ${judgement.reason}`;
  }
}

async function geocodeDistinct(
  geocoder: Geocoder,
  addresses: readonly string[],
  bias: GeocodeBias,
  signal: AbortSignal | undefined,
): Promise<Map<string, GeocodeOutcome>> {
  const distinct = [...new Map(addresses.map((a) => [normalizeAddress(a), a])).values()];
  const outcomes = await geocodeMany(geocoder, distinct, { signal, bias });
  return new Map(distinct.map((a, i) => [normalizeAddress(a), outcomes[i]]));
}

export async function placeRoutes(
  geocoder: Geocoder,
  routes: readonly RouteToPlace[],
  policy: PlacementPolicy,
  options: PlaceOptions = {},
): Promise<PlacedRoute[]> {
  const { signal } = options;
  const known = options.known ?? new Map<string, Place>();
  const stopField = options.stopField ?? ((index: number) => `destinations.${index}.address`);
  const region = { region: policy.region };

  const starts = await geocodeDistinct(
    geocoder,
    routes.map((r) => r.startLocation),
    region,
    signal,
  );
  const startJudgements = new Map<string, Judgement>();
  for (const [key, outcome] of starts) {
    startJudgements.set(key, judgeOutcome(key, outcome, undefined, policy, geocoder.provider));
  }
  const startPoint = (text: string): LatLng | undefined => {
    const judgement = startJudgements.get(normalizeAddress(text));
    return judgement?.ok ? judgement.place : undefined;
  };

  // Stops without coordinates, geocoded once per (start, address) with the start as the bias.
  const byStart = new Map<string, string[]>();
  for (const route of routes) {
    const pending = route.stops
      .filter((s) => (s.lat === null || s.lng === null) && !known.has(normalizeAddress(s.address)))
      .map((s) => s.address);
    const key = normalizeAddress(route.startLocation);
    byStart.set(key, [...(byStart.get(key) ?? []), ...pending]);
  }
  const stopOutcomes = new Map<string, Map<string, GeocodeOutcome>>();
  for (const [key, addresses] of byStart) {
    const near = startPoint(key);
    const bias: GeocodeBias = near ? { near, withinKm: policy.reachKm, region: policy.region } : region;
    stopOutcomes.set(key, await geocodeDistinct(geocoder, addresses, bias, signal));
  }

  return routes.map((route) => {
    const problems: PlacementProblem[] = [];
    const startKey = normalizeAddress(route.startLocation);
    const startJudgement = startJudgements.get(startKey)!;
    const start = startJudgement.ok ? startJudgement.place : undefined;
    if (!startJudgement.ok && options.checkStart !== false) {
      problems.push({
        field: 'startLocation',
        kind: startJudgement.kind,
        message: sentence(startLabel(route.startLocation), startJudgement),
        issue: startJudgement.issue && { ...startJudgement.issue, address: route.startLocation },
      });
    }
    const stops = route.stops.map((stop, index): Place | null => {
      let judgement: Judgement | undefined;
      if (stop.lat !== null && stop.lng !== null) {
        judgement = judgeGiven(
          stop.address,
          { lat: stop.lat, lng: stop.lng },
          stop.geocode,
          start,
          policy,
          geocoder.provider,
        );
        if (!judgement) return null;
      } else {
        const place = known.get(normalizeAddress(stop.address));
        judgement = place
          ? (judgeGiven(stop.address, place, place.geocode, start, policy, geocoder.provider) ?? {
              ok: true,
              place,
            })
          : judgeOutcome(
              stop.address,
              stopOutcomes.get(startKey)!.get(normalizeAddress(stop.address))!,
              start,
              policy,
              geocoder.provider,
            );
      }
      if (judgement.ok) return judgement.place;
      problems.push({
        field: stopField(index),
        index,
        kind: judgement.kind,
        message: sentence(stopLabel(index, stop.address), judgement),
        issue: judgement.issue,
      });
      return null;
    });
    return { start, stops, problems };
  });
}
