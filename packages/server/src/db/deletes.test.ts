import { beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredSessions } from '../auth/session-repository.js';
import { KnexGeocodeCacheStore } from '../geo/index.js';
import { purgeExpiredKeys } from '../http/idempotency/idempotency-repository.js';
import { testDatabase, type TestDatabase } from '../test-support/index.js';
import { deletedAny, deletedCount } from './rows.js';

// Runs on the embedded database and, with TEST_DATABASE_URL, on PostgreSQL: both must answer alike.
describe('DELETE answers on both databases', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await testDatabase();
  });

  const past = () => new Date(Date.now() - 60_000);
  const future = () => new Date(Date.now() + 60 * 60_000);

  it('counts the rows a bare delete() removed (regression: knex-pglite answered its raw result object)', async () => {
    const knex = db.database.knex;
    await knex('sessions').insert([
      { sid: 'deletes-old-1', sess: '{}', expire: past() },
      { sid: 'deletes-old-2', sess: '{}', expire: past() },
      { sid: 'deletes-live', sess: '{}', expire: future() },
    ]);
    expect(await deletedCount(knex('sessions').where({ sid: 'nobody' }).delete())).toBe(0);
    expect(await purgeExpiredSessions(knex)).toBe(2);
    expect(await knex('sessions').where({ sid: 'deletes-live' }).first('sid')).toEqual({
      sid: 'deletes-live',
    });

    const [user] = (await knex('users').insert({ email: 'deletes@example.com' }).returning('id')) as Array<{
      id: number;
    }>;
    await knex('idempotency_keys').insert([
      { user_id: user.id, key: 'old', request_hash: 'h', expires_at: past() },
      { user_id: user.id, key: 'live', request_hash: 'h', expires_at: future() },
    ]);
    expect(await purgeExpiredKeys(knex)).toBe(1);

    const store = new KnexGeocodeCacheStore(knex);
    const place = { lat: 1, lng: 2, confidence: 0.9, precision: 'city' as const, displayName: 'X' };
    await store.set('nominatim', 'deletes old', place, past());
    expect(await store.purgeExpired(new Date())).toBe(1);
    expect(await store.purgeExpired(new Date())).toBe(0);
  });

  it('tells whether a delete by id removed the record, only for its owner', async () => {
    const knex = db.database.knex;
    const [owner, other] = (await knex('users')
      .insert([{ email: 'deletes-owner@example.com' }, { email: 'deletes-other@example.com' }])
      .returning('id')) as Array<{ id: number }>;
    const [vehicle] = (await knex('vehicles')
      .insert({ user_id: owner.id, name: 'Van', type: 'cargo_van', cost_per_km: 1 })
      .returning('id')) as Array<{ id: number }>;
    expect(await deletedAny(knex('vehicles').where({ id: vehicle.id, user_id: other.id }).delete())).toBe(
      false,
    );
    expect(await deletedAny(knex('vehicles').where({ id: vehicle.id, user_id: owner.id }).delete())).toBe(
      true,
    );
    expect(await deletedAny(knex('vehicles').where({ id: vehicle.id, user_id: owner.id }).delete())).toBe(
      false,
    );
  });
});
