import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { useNock } from '../../test-support/geo/nock.js';
import { fetchJson, HttpFailure, redact } from './fetch-json.js';

const BASE = 'http://geo.test';
useNock();
const options = { timeoutMs: 1000, retries: 2, backoffMs: 1 };

describe('fetchJson', () => {
  it('answers the status and parsed body of 2xx and 4xx without retrying 4xx', async () => {
    nock(BASE).get('/ok').reply(200, { a: 1 });
    nock(BASE).get('/missing').once().reply(404, { error: 'no' });
    expect(await fetchJson(`${BASE}/ok`, options)).toMatchObject({ status: 200, body: { a: 1 } });
    expect(await fetchJson(`${BASE}/missing`, options)).toMatchObject({ status: 404, body: { error: 'no' } });
  });

  it('answers undefined for a body that is not JSON', async () => {
    nock(BASE).get('/html').reply(200, '<html>');
    expect((await fetchJson(`${BASE}/html`, options)).body).toBeUndefined();
  });

  it('retries network errors, then reports them', async () => {
    nock(BASE).get('/down').times(3).replyWithError('connect ECONNREFUSED');
    const error = await fetchJson(`${BASE}/down`, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpFailure);
    expect(error).toMatchObject({
      kind: 'network',
      message: expect.stringMatching(/ECONNREFUSED.*3 attempts/),
    });
  });

  it('rethrows the caller abort instead of retrying', async () => {
    nock(BASE).get('/slow').delay(1000).reply(200, {});
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('client went away')), 20);
    await expect(fetchJson(`${BASE}/slow`, { ...options, signal: controller.signal })).rejects.toThrow(
      'client went away',
    );
    nock.abortPendingRequests();
  });
});

describe('redact', () => {
  it('drops the query string, where keys live', () => {
    expect(redact('https://maps.googleapis.com/maps/api/geocode/json?address=x&key=SECRET')).toBe(
      'https://maps.googleapis.com/maps/api/geocode/json',
    );
  });
});
