import type { SolveOptions } from '../model/input.js';
import { describe, fail, optionalNumber, requireInteger } from './checks.js';

export function validateOptions(o: SolveOptions): void {
  const path = 'options';
  if (o === null || typeof o !== 'object') fail('INVALID_OPTION', path, 'must be an object');
  const obj = o.objective;
  if (obj !== undefined && obj !== 'distance' && obj !== 'time' && obj !== 'cost')
    fail('INVALID_OPTION', `${path}.objective`, `must be distance, time or cost (got ${describe(obj)})`);
  const tw = o.timeWindows;
  if (tw !== undefined && tw !== 'hard' && tw !== 'soft')
    fail('INVALID_OPTION', `${path}.timeWindows`, `must be hard or soft (got ${describe(tw)})`);
  optionalNumber('INVALID_OPTION', `${path}.latenessCostPerHour`, o.latenessCostPerHour, 0);
  optionalNumber('INVALID_OPTION', `${path}.timeLimitMs`, o.timeLimitMs, 0);
  optionalNumber('INVALID_OPTION', `${path}.progressIntervalMs`, o.progressIntervalMs, 0);
  if (o.maxIterations !== undefined)
    requireInteger('INVALID_OPTION', `${path}.maxIterations`, o.maxIterations, 0, Number.MAX_SAFE_INTEGER);
  if (o.seed !== undefined)
    requireInteger(
      'INVALID_OPTION',
      `${path}.seed`,
      o.seed,
      -Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER,
    );
  if (o.threads !== undefined) {
    requireInteger('INVALID_OPTION', `${path}.threads`, o.threads, 1, 256);
    if (o.threads > 1)
      fail(
        'INVALID_OPTION',
        `${path}.threads`,
        'more than 1 thread needs solve from @routier/engine/node (worker threads); this solve runs in the calling thread',
      );
  }
  if (
    o.cooperation !== undefined &&
    (o.cooperation === null ||
      typeof o.cooperation.exchange !== 'function' ||
      !Number.isInteger(o.cooperation.period) ||
      o.cooperation.period < 1)
  )
    fail(
      'INVALID_OPTION',
      `${path}.cooperation`,
      'must have an exchange function and a positive integer period',
    );
  if (o.onProgress !== undefined && typeof o.onProgress !== 'function')
    fail('INVALID_OPTION', `${path}.onProgress`, 'must be a function');
  if (o.now !== undefined && typeof o.now !== 'function')
    fail('INVALID_OPTION', `${path}.now`, 'must be a function');
  if (o.signal !== undefined && (o.signal === null || typeof o.signal !== 'object'))
    fail('INVALID_OPTION', `${path}.signal`, 'must be an object with an aborted flag');
}
