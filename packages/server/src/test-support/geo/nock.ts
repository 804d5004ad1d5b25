import nock from 'nock';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Blocks real network for the file and checks every declared interception was used. */
export function useNock(): void {
  beforeAll(() => {
    nock.disableNetConnect();
  });
  afterEach(() => {
    const pending = nock.pendingMocks();
    nock.cleanAll();
    if (pending.length > 0) throw new Error(`Unused HTTP interceptions: ${pending.join(', ')}`);
  });
  afterAll(() => {
    nock.enableNetConnect();
  });
}
