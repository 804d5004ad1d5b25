import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-support/index.js';
import { planningTestServer, signedIn } from '../test-support/planning-server.js';
import { roundMoney } from '../kernel/money.js';
import { computePrice, ratesFrom } from './pricing-service.js';

interface Rule {
  id: number;
  vehicleType: string;
  baseRatePerKm: number;
  expressDeliveryFee: number;
  heavyLoadFee: number;
  insuranceFee: number;
}

describe('money rounding', () => {
  it('rounds half away from zero on the decimal value, not its binary approximation', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(63.745)).toBe(63.75);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(-2.675)).toBe(-2.68);
    expect(roundMoney(1e-7)).toBe(0);
  });
});

describe('price computation', () => {
  it('uses a chosen vehicle before the rule before the type default, fees from the rule', () => {
    const rule = {
      id: 1,
      userId: 1,
      vehicleType: 'cargo_van' as const,
      baseRatePerKm: 1.4,
      expressDeliveryFee: 20,
      heavyLoadFee: 30,
      insuranceFee: 5,
      createdAt: '',
    };
    expect(ratesFrom('cargo_van', undefined).ratePerKm).toBe(1.2);
    expect(ratesFrom('cargo_van', rule)).toMatchObject({ ratePerKm: 1.4, source: 'pricing_rule' });
    const withVehicle = ratesFrom('cargo_van', rule, { type: 'cargo_van', costPerKm: 0.9 });
    expect(withVehicle).toMatchObject({ ratePerKm: 0.9, source: 'vehicle', fees: { express: 20 } });
    expect(computePrice(withVehicle, 10, { express: true, insurance: true }).total).toBe(34);
  });
});

describe('pricing rules and the calculator', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it("prices with the vehicle type's default rate and the spec's default fees", async () => {
    const client = await signedIn(server);
    const response = await client.post('/api/pricing/calculate', {
      distance: 42.5,
      vehicleType: 'standard_truck',
      services: { express: true, heavyLoad: false, insurance: true },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      vehicleType: 'standard_truck',
      distance: 42.5,
      baseRatePerKm: 1.5,
      distanceCost: 63.75,
      expressFee: 15,
      heavyLoadFee: 0,
      insuranceFee: 10,
      total: 88.75,
      currency: 'USD',
      source: 'vehicle_type_default',
    });
    const all = await client.post<{ total: number }>('/api/pricing/calculate', {
      distance: 10,
      vehicleType: 'heavy_duty',
      services: { express: true, heavyLoad: true, insurance: true },
    });
    expect(all.body.total).toBe(22 + 15 + 25 + 10);
    const none = await client.post<{ total: number }>('/api/pricing/calculate', {
      distance: 0,
      vehicleType: 'cargo_van',
    });
    expect(none.body.total).toBe(0);
  });

  it("uses the user's own rule for the vehicle type (rate and fees), and only the user's", async () => {
    const client = await signedIn(server);
    const other = await signedIn(server);
    const created = await client.post<Rule>('/api/pricing-rules', {
      vehicleType: 'cargo_van',
      baseRatePerKm: 1.4,
      expressDeliveryFee: 20,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      vehicleType: 'cargo_van',
      baseRatePerKm: 1.4,
      expressDeliveryFee: 20,
      heavyLoadFee: 25,
      insuranceFee: 10,
    });
    const body = { distance: 100, vehicleType: 'cargo_van', services: { express: true, heavyLoad: true } };
    const mine = await client.post<Record<string, unknown>>('/api/pricing/calculate', body);
    expect(mine.body).toMatchObject({
      baseRatePerKm: 1.4,
      distanceCost: 140,
      total: 185,
      source: 'pricing_rule',
    });
    const theirs = await other.post<Record<string, unknown>>('/api/pricing/calculate', body);
    expect(theirs.body).toMatchObject({ baseRatePerKm: 1.2, total: 160, source: 'vehicle_type_default' });
    // Another type still uses its default.
    const truck = await client.post<Record<string, unknown>>('/api/pricing/calculate', {
      distance: 100,
      vehicleType: 'standard_truck',
    });
    expect(truck.body).toMatchObject({ total: 150, source: 'vehicle_type_default' });
  });

  it('refuses a second rule for the same type with 409, lists, updates and deletes', async () => {
    const client = await signedIn(server);
    const first = await client.post<Rule>('/api/pricing-rules', {
      vehicleType: 'heavy_duty',
      baseRatePerKm: 2,
    });
    const again = await client.post<{ code: string }>('/api/pricing-rules', {
      vehicleType: 'heavy_duty',
      baseRatePerKm: 3,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');
    const second = await client.post<Rule>('/api/pricing-rules', {
      vehicleType: 'cargo_van',
      baseRatePerKm: 1,
    });

    const list = await client.get<Rule[]>('/api/pricing-rules');
    expect(list.headers.get('x-total-count')).toBe('2');
    expect(list.body.map((r) => r.id)).toEqual([second.body.id, first.body.id]);

    const updated = await client.put<Rule>(`/api/pricing-rules/${first.body.id}`, {
      baseRatePerKm: 2.555,
      insuranceFee: 0,
    });
    expect(updated.body).toMatchObject({ baseRatePerKm: 2.56, insuranceFee: 0, expressDeliveryFee: 15 });

    expect((await client.delete(`/api/pricing-rules/${first.body.id}`)).status).toBe(204);
    const price = await client.post<{ source: string }>('/api/pricing/calculate', {
      distance: 1,
      vehicleType: 'heavy_duty',
    });
    expect(price.body.source).toBe('vehicle_type_default');
  });

  it('validates the calculator and rule bodies', async () => {
    const client = await signedIn(server);
    const missing = await client.post<{ code: string; details: Array<{ message: string }> }>(
      '/api/pricing/calculate',
      {},
    );
    expect(missing.status).toBe(400);
    expect(missing.body.details.map((d) => d.message)).toEqual(
      expect.arrayContaining(['Distance is required', 'Vehicle type is required']),
    );
    const negative = await client.post<{ details: Array<{ message: string }> }>('/api/pricing/calculate', {
      distance: -1,
      vehicleType: 'cargo_van',
    });
    expect(negative.body.details[0].message).toBe('Distance must be 0 or more');
    const rule = await client.post<{ details: Array<{ message: string }> }>('/api/pricing-rules', {
      vehicleType: 'cargo_van',
    });
    expect(rule.body.details[0].message).toBe('Base rate per km is required');
  });

  it("answers 404 PRICING_RULE_NOT_FOUND for another user's rule on update and delete", async () => {
    const owner = await signedIn(server);
    const other = await signedIn(server);
    const rule = await owner.post<Rule>('/api/pricing-rules', { vehicleType: 'cargo_van', baseRatePerKm: 1 });
    for (const response of [
      await other.put<{ code: string }>(`/api/pricing-rules/${rule.body.id}`, { baseRatePerKm: 9 }),
      await other.delete<{ code: string }>(`/api/pricing-rules/${rule.body.id}`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('PRICING_RULE_NOT_FOUND');
    }
    expect((await other.get<Rule[]>('/api/pricing-rules')).body).toEqual([]);
    expect((await owner.get<Rule[]>('/api/pricing-rules')).body[0].baseRatePerKm).toBe(1);
  });
});
