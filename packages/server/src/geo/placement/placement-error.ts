/**
 * The answer for a request whose places cannot all be trusted, one detail per problem (field, 0-based index,
 * a code per kind, the sentence, and the PlacementIssue with what matched and the candidates):
 * - 502 UPSTREAM_ERROR when a geocoding service failed (retrying may help);
 * - 400 GEOCODE_FAILED when some address matches nothing (or only a region): the text must change;
 * - 422 ADDRESS_UNRESOLVED when every address was found but some not with the trust a plan needs: the
 *   dispatcher confirms (picks a candidate, sends coordinates, removes the stop) or accepts approximate points.
 * Every problem of the request is listed, whichever the status, so one review fixes them all.
 */
import { HttpError, type ErrorDetail } from '../../kernel/errors.js';
import type { ProblemKind } from './judge.js';
import type { PlacementProblem } from './place-routes.js';

const DETAIL_CODE: Record<ProblemKind, string> = {
  NOT_FOUND: 'GEOCODE_FAILED',
  UPSTREAM: 'UPSTREAM_ERROR',
  AMBIGUOUS: 'ADDRESS_AMBIGUOUS',
  OUT_OF_REACH: 'ADDRESS_OUT_OF_REACH',
  LOW_CONFIDENCE: 'ADDRESS_LOW_CONFIDENCE',
};

export function placementDetails(problems: readonly PlacementProblem[]): ErrorDetail[] {
  return problems.map((p) => ({
    field: p.field,
    ...(p.index === undefined ? {} : { index: p.index }),
    code: DETAIL_CODE[p.kind],
    message: p.message,
    ...(p.issue ? { placement: p.issue } : {}),
  }));
}

export function placementError(problems: readonly PlacementProblem[]): HttpError {
  const details = placementDetails(problems);
  const upstream = problems.find((p) => p.kind === 'UPSTREAM');
  if (upstream) {
    return new HttpError(502, 'UPSTREAM_ERROR', `The geocoding service failed: ${upstream.message}`, {
      details,
    });
  }
  const notFound = problems.find((p) => p.kind === 'NOT_FOUND');
  if (notFound) return new HttpError(400, 'GEOCODE_FAILED', notFound.message, { details });
  return new HttpError(422, 'ADDRESS_UNRESOLVED', problems[0].message, { details });
}
