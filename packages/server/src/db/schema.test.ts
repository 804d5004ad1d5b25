import { beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationStatus } from './migrate.js';
import { migrations } from './migrations/index.js';
import { toCount, toNumber } from './rows.js';
import { testDatabase, type TestDatabase } from '../test-support/index.js';

/** The tables of document 1, section 3, plus ours, as the migrations create them. */
const TABLES = [
  'sessions',
  'users',
  'user_preferences',
  'vehicles',
  'routes',
  'fleet_optimizations',
  'pricing_rules',
  'drivers',
  'shift_templates',
  'daily_schedules',
  'time_entries',
  'multi_day_plans',
  'daily_route_assignments',
  'recurring_deliveries',
  'api_tokens',
  'page_visits',
  'idempotency_keys',
];

describe('the schema', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await testDatabase();
  });

  it('has every table, and migrating again changes nothing', async () => {
    for (const table of TABLES) expect(await db.database.knex.schema.hasTable(table), table).toBe(true);
    expect(await migrate(db.database.knex)).toEqual([]);
    const status = await migrationStatus(db.database.knex);
    expect(status.pending).toEqual([]);
    expect(status.applied).toEqual(migrations.map((m) => m.name));
  });

  it('applies the spec defaults and lengths', async () => {
    const knex = db.database.knex;
    const [user] = await knex('users').insert({ email: 'schema@example.com' }).returning('*');
    expect(user).toMatchObject({ auth_provider: 'replit', email_verified: false });
    const [vehicle] = await knex('vehicles')
      .insert({ user_id: user.id, name: 'Van', type: 'cargo_van', cost_per_km: 1.25 })
      .returning('*');
    expect(vehicle).toMatchObject({ is_active: true, max_work_hours: 8 });
    expect(toNumber(vehicle.max_distance)).toBe(500);
    const [route] = await knex('routes')
      .insert({
        user_id: user.id,
        name: 'R',
        start_location: 'A',
        destinations: JSON.stringify([{ address: 'B' }]),
      })
      .returning('*');
    expect(route.status).toBe('pending');
    expect(route.scheduled_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(route.destinations).toEqual([{ address: 'B' }]);
    const [rule] = await knex('pricing_rules')
      .insert({ user_id: user.id, vehicle_type: 'cargo_van', base_rate: 1.5 })
      .returning('*');
    expect([rule.express_delivery_fee, rule.heavy_load_fee, rule.insurance_fee].map(toNumber)).toEqual([
      15, 25, 10,
    ]);
    const [template] = await knex('shift_templates').insert({ user_id: user.id, name: 'Day' }).returning('*');
    expect(template).toMatchObject({ color: '#3B82F6', break_duration: 30, days_of_week: [1, 2, 3, 4, 5] });
    await expect(
      knex('routes').insert({
        user_id: user.id,
        name: 'x'.repeat(201),
        start_location: 'A',
        destinations: '[]',
      }),
    ).rejects.toThrow();
    await expect(knex('users').insert({ email: 'schema@example.com' })).rejects.toThrow();
  });

  it('normalises counts and numerics to numbers on both drivers', async () => {
    const row = await db.database.knex('users').count({ count: '*' }).first();
    expect(typeof toCount(row)).toBe('number');
    const [{ n }] = (await db.database.knex.raw('select 12.50::numeric(10,2) as n')).rows;
    expect(toNumber(n)).toBe(12.5);
  });

  it('deletes a user with everything they own, and keeps shared history pointing nowhere', async () => {
    const knex = db.database.knex;
    const [user] = await knex('users').insert({ email: 'cascade@example.com' }).returning('*');
    await knex('user_preferences').insert({ user_id: user.id });
    const [vehicle] = await knex('vehicles')
      .insert({ user_id: user.id, name: 'V', type: 't', cost_per_km: 1 })
      .returning('*');
    const [route] = await knex('routes')
      .insert({
        user_id: user.id,
        vehicle_id: vehicle.id,
        name: 'R',
        start_location: 'A',
        destinations: '[]',
      })
      .returning('*');
    const [driver] = await knex('drivers')
      .insert({ user_id: user.id, name: 'D', license_type: 'regular' })
      .returning('*');
    const [schedule] = await knex('daily_schedules')
      .insert({ user_id: user.id, driver_id: driver.id, vehicle_id: vehicle.id, schedule_date: '2025-03-04' })
      .returning('*');
    await knex('page_visits').insert({ user_id: user.id, path: '/' });

    // Deleting a vehicle keeps its routes and schedules (SET NULL).
    await knex('vehicles').where({ id: vehicle.id }).delete();
    expect((await knex('routes').where({ id: route.id }).first()).vehicle_id).toBeNull();
    expect((await knex('daily_schedules').where({ id: schedule.id }).first()).vehicle_id).toBeNull();
    // Deleting a driver keeps the schedule, shown as Unassigned.
    await knex('drivers').where({ id: driver.id }).delete();
    expect((await knex('daily_schedules').where({ id: schedule.id }).first()).driver_id).toBeNull();

    await knex('users').where({ id: user.id }).delete();
    for (const table of ['user_preferences', 'routes', 'daily_schedules']) {
      expect(await knex(table).where({ user_id: user.id }), table).toEqual([]);
    }
    const visits = await knex('page_visits').where({ path: '/' }).whereNull('user_id');
    expect(visits.length).toBeGreaterThan(0);
  });
});
