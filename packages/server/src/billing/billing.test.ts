/**
 * Billing over HTTP: webhooks signed with Stripe's real scheme (generated here with the test secret), the
 * plan they set enforced by the API, replays and late events without effect, and every Stripe API call of
 * checkout answered by nock with the shapes of Stripe's API reference (no network).
 */
import net from 'node:net';
import nock from 'nock';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BillingSummary, SubscriptionSetup, Vehicle } from '@routier/contract';
import type { TestClient, TestServer } from '../test-support/index.js';
import { addVehicle, planningTestServer, signedIn } from '../test-support/planning-server.js';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_routier',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_routier',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};
const STRIPE = 'https://api.stripe.com';

interface ErrorBody {
  code: string;
  message: string;
  details?: Array<{ value?: Record<string, unknown> }>;
}

let eventCount = 0;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A Stripe subscription object as events carry it (API reference shape, current API version). */
function subscription(userId: number, lookupKey: string, over: Record<string, unknown> = {}) {
  return {
    id: `sub_${userId}`,
    object: 'subscription',
    customer: `cus_${userId}`,
    status: 'active',
    cancel_at_period_end: false,
    trial_end: null,
    metadata: { userId: String(userId) },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${userId}`,
          object: 'subscription_item',
          current_period_end: nowSeconds() + 30 * 86_400,
          price: {
            id: `price_${lookupKey}`,
            object: 'price',
            lookup_key: lookupKey,
            recurring: { interval: lookupKey.endsWith('annual') ? 'year' : 'month' },
          },
        },
      ],
    },
    ...over,
  };
}

function event(
  type: string,
  object: unknown,
  created = nowSeconds(),
  id = `evt_${++eventCount}_${Date.now()}`,
) {
  return { id, object: 'event', type, created, api_version: '2026-10-28.endive', data: { object } };
}

/** Posts an event signed as Stripe signs it (timestamped HMAC-SHA256 over `t.payload`). */
async function deliver(server: TestServer, body: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(body);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return server.client().post<ErrorBody | { received: true }>('/api/stripe/webhook', payload, {
    headers: { 'stripe-signature': header },
  });
}

describe('billing', () => {
  let server: TestServer;
  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect(/127\.0\.0\.1/);
    server = await planningTestServer({ env: STRIPE_ENV });
  });
  afterEach(() => {
    const pending = nock.pendingMocks();
    nock.cleanAll();
    expect(pending, 'unused Stripe interceptions').toEqual([]);
  });
  afterAll(() => {
    nock.enableNetConnect();
  });

  it('refuses unsigned and wrongly signed webhooks with 400, before reading the body', async () => {
    const body = event('customer.subscription.updated', subscription(1, 'basic_monthly'));
    const unsigned = await server.client().post<ErrorBody>('/api/stripe/webhook', body);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const wrong = await deliver(server, body, 'whsec_someone_else');
    expect(wrong.status).toBe(400);
    expect((wrong.body as ErrorBody).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const payload = JSON.stringify(body);
    const tampered = await server
      .client()
      .post<ErrorBody>('/api/stripe/webhook', payload.replace('basic', 'enterprise'), {
        headers: {
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
      });
    expect(tampered.body.code).toBe('WEBHOOK_SIGNATURE_INVALID');
  });

  it('starts a new account on the 14-day trial with Professional limits', async () => {
    const client = await signedIn(server);
    const billing = await client.get<BillingSummary>('/api/billing');
    expect(billing.status).toBe(200);
    expect(billing.body).toMatchObject({
      enabled: true,
      plan: 'professional',
      status: 'trialing',
      limits: {
        routesPerMonth: 500,
        vehicles: 25,
        advancedConstraints: true,
        analytics: true,
        apiAccess: false,
      },
      usage: { routesThisMonth: 0, vehicles: 0 },
    });
    const trialDays = (Date.parse(billing.body.trialEndsAt!) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
  });

  it('puts a user on Basic from a signed event, refuses the 4th vehicle naming 3, and a Professional event lifts it', async () => {
    const client = await signedIn(server);
    const userId = client.userId;
    const basic = await deliver(
      server,
      event('customer.subscription.updated', subscription(userId, 'basic_monthly')),
    );
    expect(basic.status).toBe(200);
    expect(basic.body).toEqual({ received: true });
    const billing = (await client.get<BillingSummary>('/api/billing')).body;
    expect(billing).toMatchObject({
      plan: 'basic',
      status: 'active',
      interval: 'monthly',
      limits: { vehicles: 3 },
    });
    expect(billing.currentPeriodEnd).not.toBeNull();

    for (let i = 1; i <= 3; i++) await addVehicle(client, { name: `Van ${i}` });
    const fourth = await client.post<ErrorBody>('/api/vehicles', {
      name: 'Van 4',
      type: 'cargo_van',
      costPerKm: 1,
    });
    expect(fourth.status).toBe(402);
    expect(fourth.body.code).toBe('PLAN_LIMIT');
    expect(fourth.body.message).toBe(
      'Your Basic plan includes 3 vehicles and you have 3. Professional includes 25 vehicles.',
    );
    expect(fourth.body.details?.[0].value).toMatchObject({
      limit: 'vehicles',
      allowed: 3,
      used: 3,
      upgradeTo: 'professional',
    });
    const many = await client.post<ErrorBody>('/api/vehicles/import', {
      vehicles: [{ name: 'A', type: 'cargo_van', costPerKm: 1 }],
    });
    expect(many.status).toBe(402);
    const advanced = await client.post<ErrorBody>('/api/routes/optimize-advanced', {
      name: 'x',
      startLocation: '40.7128, -74.0060',
      vehicleId: 1,
      scheduledDate: '2030-01-01',
      destinations: [{ address: '40.7306, -73.9352' }],
      constraints: {},
    });
    expect(advanced.status).toBe(402);
    expect(advanced.body.message).toContain('Professional includes them');
    const analytics = await client.get<ErrorBody>('/api/analytics');
    expect(analytics.status).toBe(402);
    expect(analytics.body.message).toBe(
      'Fleet analytics are not part of your Basic plan. Professional includes them.',
    );

    await deliver(
      server,
      event('customer.subscription.updated', subscription(userId, 'professional_annual')),
    );
    expect((await client.get<BillingSummary>('/api/billing')).body).toMatchObject({
      plan: 'professional',
      interval: 'annual',
    });
    expect(
      (await client.post<Vehicle>('/api/vehicles', { name: 'Van 4', type: 'cargo_van', costPerKm: 1 }))
        .status,
    ).toBe(201);
  });

  it('ignores an older event arriving late and a replayed one', async () => {
    const client = await signedIn(server);
    const userId = client.userId;
    const now = nowSeconds();
    const older = event('customer.subscription.updated', subscription(userId, 'basic_monthly'), now - 120);
    const newer = event(
      'customer.subscription.updated',
      subscription(userId, 'professional_monthly'),
      now - 60,
    );
    await deliver(server, newer);
    const late = await deliver(server, older);
    expect(late.status).toBe(200);
    expect((await client.get<BillingSummary>('/api/billing')).body.plan).toBe('professional');

    const cancel = event(
      'customer.subscription.deleted',
      subscription(userId, 'professional_monthly', { status: 'canceled' }),
      now,
    );
    await deliver(server, cancel);
    const afterCancel = (await client.get<BillingSummary>('/api/billing')).body;
    // Cancelled, but a new account's trial still runs: Professional limits until it ends.
    expect(afterCancel).toMatchObject({ status: 'canceled', plan: 'professional' });
    // The very same event again (same id, newer state since): nothing changes.
    await deliver(
      server,
      event('customer.subscription.updated', subscription(userId, 'enterprise_monthly'), now + 1),
    );
    await deliver(server, cancel);
    expect((await client.get<BillingSummary>('/api/billing')).body.plan).toBe('enterprise');
    const stored = await server.knex('stripe_events').where({ id: cancel.id }).count({ n: '*' }).first();
    expect(Number(stored?.n)).toBe(1);
  });

  it('falls back to Basic once the trial is over, and counts routes of this month', async () => {
    const client = await signedIn(server);
    await server
      .knex('users')
      .where({ id: client.userId })
      .update({ created_at: new Date(Date.now() - 20 * 86_400_000) });
    const billing = (await client.get<BillingSummary>('/api/billing')).body;
    expect(billing).toMatchObject({ plan: 'basic', status: 'trial_expired', trialEndsAt: null });
    const route = { name: 'R', startLocation: '40.7128, -74.0060', destinations: ['40.7306, -73.9352'] };
    for (let i = 0; i < 25; i++) expect((await client.post('/api/routes', route)).status).toBe(201);
    const over = await client.post<ErrorBody>('/api/routes', route);
    expect(over.status).toBe(402);
    expect(over.body.message).toBe(
      'Your Basic plan (your trial has ended) includes 25 routes a month and 25 were created this month. Professional includes 500 routes a month.',
    );
    const csv = await client.post<ErrorBody>('/api/routes/upload-csv?dryRun=true', {
      csvData: 'Route Name,Start Location,Destination 1\nA,"40.71,-74.00","40.73,-73.93"\n',
    });
    expect(csv.status).toBe(402);
    expect((await client.get<BillingSummary>('/api/billing')).body.usage.routesThisMonth).toBe(25);
    const token = await client.post<ErrorBody>('/api/tokens', { name: 'ci' });
    expect(token.status).toBe(402);
    expect(token.body.message).toContain('Enterprise includes API access');
  });

  it('creates the customer and an incomplete subscription once, answering the client secret again on a second call', async () => {
    const client = await signedIn(server);
    const userId = client.userId;
    const price = {
      id: 'price_pro_m',
      object: 'price',
      lookup_key: 'professional_monthly',
      unit_amount: 7900,
      currency: 'usd',
    };
    const created = {
      ...subscription(userId, 'professional_monthly', { status: 'incomplete' }),
      latest_invoice: {
        id: 'in_1',
        object: 'invoice',
        confirmation_secret: { client_secret: 'pi_1_secret_abc', type: 'payment_intent' },
      },
    };
    created.items.data[0].price = { ...created.items.data[0].price, id: 'price_pro_m' };
    let customerBody: Record<string, unknown> = {};
    nock(STRIPE)
      .get('/v1/prices')
      .query((q) => q['lookup_keys[0]'] === 'professional_monthly')
      .twice()
      .reply(200, { object: 'list', data: [price], has_more: false, url: '/v1/prices' })
      .post('/v1/customers', (body: Record<string, unknown>) => {
        customerBody = body;
        return true;
      })
      .reply(200, { id: `cus_${userId}`, object: 'customer' })
      .post('/v1/subscriptions')
      .reply(200, created)
      .get(`/v1/subscriptions/sub_${userId}`)
      .query(true)
      .reply(200, created);

    const first = await client.post<SubscriptionSetup>('/api/get-or-create-subscription', {});
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'incomplete',
      reason: null,
      clientSecret: 'pi_1_secret_abc',
      publishableKey: 'pk_test_routier',
      subscriptionId: `sub_${userId}`,
      plan: { id: 'professional', amount: 79, interval: 'monthly' },
    });
    expect(customerBody['metadata[userId]']).toBe(String(userId));
    const second = await client.post<SubscriptionSetup>('/api/get-or-create-subscription', {});
    expect(second.body.clientSecret).toBe('pi_1_secret_abc');
    const [user] = await server.knex('users').where({ id: userId });
    expect(user).toMatchObject({
      stripe_customer_id: `cus_${userId}`,
      stripe_subscription_id: `sub_${userId}`,
    });
  });

  it('answers 503 naming the lookup key when no Stripe price has it', async () => {
    const client = await signedIn(server);
    nock(STRIPE)
      .get('/v1/prices')
      .query(true)
      .reply(200, { object: 'list', data: [], has_more: false, url: '/v1/prices' });
    const missing = await client.post<ErrorBody>('/api/get-or-create-subscription', {
      plan: 'basic',
      interval: 'annual',
    });
    expect(missing.status).toBe(503);
    expect(missing.body.message).toContain('basic_annual');
  });
});

describe('billing with Stripe unreachable', () => {
  it('answers a clear 502, not a 500 or a hang', async () => {
    // A port nothing listens on: the connection is refused, as when Stripe cannot be reached.
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const server = await planningTestServer({
      env: { ...STRIPE_ENV, STRIPE_API_BASE: `http://127.0.0.1:${closed}` },
    });
    const client = await signedIn(server);
    const down = await client.post<ErrorBody>('/api/get-or-create-subscription', {});
    expect(down.status).toBe(502);
    expect(down.body.code).toBe('UPSTREAM_ERROR');
    expect(down.body.message).toBe(
      'The payment provider could not be reached (finding the price); please try again',
    );
  });
});

describe('billing off (no Stripe key)', () => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await planningTestServer();
    client = await signedIn(server);
  });

  it('limits nothing, needs no payment, and refuses webhooks as not configured', async () => {
    expect((await client.get<BillingSummary>('/api/billing')).body).toMatchObject({
      enabled: false,
      plan: null,
      status: 'not_required',
      limits: null,
    });
    for (let i = 0; i < 4; i++) await addVehicle(client, { name: `V${i}` });
    const setup = await client.post<SubscriptionSetup>('/api/get-or-create-subscription', {});
    expect(setup.body).toMatchObject({
      status: 'not_required',
      reason: 'BILLING_NOT_CONFIGURED',
      clientSecret: null,
    });
    expect((await client.post<ErrorBody>('/api/billing/portal')).status).toBe(503);
    const hook = await server
      .client()
      .post<ErrorBody>('/api/stripe/webhook', {}, { headers: { 'stripe-signature': 't=1,v1=x' } });
    expect(hook.status).toBe(503);
  });
});
