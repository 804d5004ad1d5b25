/**
 * Recorded provider answers for the geo tests, written by hand from each service's documented format (no test
 * ever reaches the network: nock.disableNetConnect()).
 */
import { readFileSync } from 'node:fs';
import type nock from 'nock';

export function fixture(name: string): nock.Body {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as nock.Body;
}
