/** Codes of invalid input, stable: they become API error details and CLI messages. */
export type EngineErrorCode =
  | 'INVALID_LOCATIONS' // wrong shape, NaN, coordinates out of range
  | 'MATRIX_SIZE' // a matrix is not n x n
  | 'INVALID_VEHICLE' // location index out of range, negative capacity, shift end before start, ...
  | 'INVALID_JOB' // location index out of range, negative demand or service, ...
  | 'INVALID_SHIPMENT' // as INVALID_JOB, for a pickup-and-delivery pair
  | 'INVALID_TIME_WINDOW' // end before start, negative
  | 'DIMENSION_MISMATCH' // demand and capacity dimension counts disagree
  | 'UNKNOWN_SKILL' // a job requires a skill no vehicle declares and that is not a known product skill
  | 'UNKNOWN_VEHICLE' // a job is pinned to an id that does not exist
  | 'DUPLICATE_ID'
  | 'NO_VEHICLES'
  | 'INVALID_OPTION'
  | 'INVALID_INSTANCE' // a benchmark file that cannot be parsed
  | 'UNKNOWN_FIELD' // a VROOM problem field Routier does not know (refused, never ignored)
  | 'UNSUPPORTED_FEATURE'; // a VROOM feature Routier cannot honour (refused, never approximated)

/** Thrown only at the boundary (validation, parsing); the search itself never throws on valid input. */
export class EngineError extends Error {
  readonly code: EngineErrorCode;
  /** Where in the input: e.g. `jobs[3].timeWindows[0]`. */
  readonly path: string | undefined;

  constructor(code: EngineErrorCode, message: string, path?: string) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    this.path = path;
  }
}
