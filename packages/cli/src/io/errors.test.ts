import { RoutierApiError } from '@routier/sdk';
import { describe, expect, it } from 'vitest';
import { EXIT, exitCodeForApiCode, exitCodeOf } from './errors.js';

const apiError = (status: number, code: string) =>
  new RoutierApiError({ status, code: code as never, message: code });

describe('exit codes of API errors', () => {
  it('says "not allowed" (4) for sign-in problems and plan limits, 5 for missing or conflicting records', () => {
    expect(exitCodeOf(apiError(401, 'UNAUTHENTICATED'))).toBe(EXIT.auth);
    expect(exitCodeOf(apiError(402, 'PLAN_LIMIT'))).toBe(EXIT.auth);
    expect(exitCodeForApiCode('PLAN_LIMIT')).toBe(EXIT.auth);
    expect(exitCodeOf(apiError(409, 'SCHEDULE_CONFLICT'))).toBe(EXIT.notFound);
    expect(exitCodeOf(apiError(404, 'DRIVER_NOT_FOUND'))).toBe(EXIT.notFound);
    expect(exitCodeOf(apiError(400, 'VALIDATION_FAILED'))).toBe(EXIT.usage);
    expect(exitCodeOf(apiError(502, 'UPSTREAM_ERROR'))).toBe(EXIT.server);
  });
});
