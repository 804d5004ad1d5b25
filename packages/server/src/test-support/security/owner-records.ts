/**
 * Records of one user (the "owner" of the authorisation matrix), created through the API as that user would,
 * each fresh on every call (a DELETE consumes its record). Names carry MARKER, so an answer to another user
 * that shows any of them is found by a text search.
 */
import type { TestClient } from '../test-client.js';
import { AUSTIN } from '../optimization/planning-fixtures.js';
import { spiralAroundAustin } from '../spiral-stops.js';

export const MARKER = 'owned-by-matrix-owner';

const STOPS = ['30.5083,-97.6789', '30.6333,-97.6775', '29.8833,-97.9414'];

async function created<T = { id: number }>(
  client: TestClient,
  path: string,
  body: unknown,
  expected = 201,
): Promise<T> {
  const response = await client.post<T>(path, body);
  if (response.status !== expected) {
    throw new Error(`setting up ${path}: ${response.status} ${response.text.slice(0, 300)}`);
  }
  return response.body;
}

let counter = 0;
const unique = (what: string) => `${what} ${MARKER} ${++counter}`;

export class OwnerRecords {
  constructor(
    readonly client: TestClient,
    /** Where webhooks of the matrix send their events (a local receiver: never the outside network). */
    private readonly webhookUrl: string,
  ) {}

  vehicle = async () =>
    (
      await created(this.client, '/api/vehicles', {
        name: unique('Van'),
        type: 'cargo_van',
        capacity: 1000,
        costPerKm: 1.2,
      })
    ).id;

  route = async () =>
    (
      await created(this.client, '/api/routes', {
        name: unique('Route'),
        startLocation: AUSTIN,
        destinations: STOPS,
      })
    ).id;

  driver = async () =>
    (
      await created(this.client, '/api/drivers', {
        name: unique('Driver'),
        licenseNumber: `TX-${++counter}`,
      })
    ).id;

  /** A driver and the secret key of its calendar feed. */
  driverWithFeed = async () => {
    const driver = await created<{ id: number; calendarUrl: string }>(this.client, '/api/drivers', {
      name: unique('Driver'),
      licenseNumber: `TX-${++counter}`,
    });
    return { id: driver.id, key: new URL(driver.calendarUrl, 'http://x').searchParams.get('key')! };
  };

  template = async () =>
    (await created(this.client, '/api/shift-templates', { name: unique('Shift'), daysOfWeek: [1, 2, 3] })).id;

  schedule = async () =>
    (
      await created(this.client, '/api/schedules', {
        driverId: await this.driver(),
        scheduleDate: '2030-03-04',
        startTime: 480,
        endTime: 1020,
      })
    ).id;

  plan = async () =>
    (
      await created(this.client, '/api/multi-day-plans', {
        name: unique('Week'),
        startDate: '2030-03-04',
        endDate: '2030-03-08',
        planType: 'weekly',
      })
    ).id;

  recurring = async () =>
    (
      await created(this.client, '/api/recurring-deliveries', {
        name: unique('Bakery'),
        customerInfo: { name: 'Sunrise Bakery' },
        pickupLocation: AUSTIN,
        deliveryLocation: STOPS[0],
        recurrencePattern: { frequency: 'weekly', interval: 1, daysOfWeek: [1, 3] },
        startDate: '2030-03-04',
      })
    ).id;

  /** The owner's rule for `vehicleType`, replacing one that exists (one rule per type and user). */
  pricingRule = async (vehicleType = 'heavy_duty') => {
    const { body } = await this.client.get<{ id: number; vehicleType: string }[]>('/api/pricing-rules');
    for (const rule of body.filter((r) => r.vehicleType === vehicleType))
      await this.client.delete(`/api/pricing-rules/${rule.id}`);
    return (await created(this.client, '/api/pricing-rules', { vehicleType, baseRatePerKm: 1.4 })).id;
  };

  token = async () => (await created(this.client, '/api/tokens', { name: unique('Token') })).id;

  /** A webhook endpoint (earlier ones deleted first: an account has at most 10). */
  webhook = async () => {
    const { body } = await this.client.get<{ id: number }[]>('/api/webhooks');
    for (const hook of body) await this.client.delete(`/api/webhooks/${hook.id}`);
    return (await created(this.client, '/api/webhooks', { url: this.webhookUrl, events: ['job.succeeded'] }))
      .id;
  };

  /** A webhook and one delivery of its test event. */
  delivery = async () => {
    const id = await this.webhook();
    await created(this.client, `/api/webhooks/${id}/test`, undefined, 202);
    const { body } = await this.client.get<{ items?: { id: number }[] } | { id: number }[]>(
      `/api/webhooks/${id}/deliveries`,
    );
    const items = Array.isArray(body) ? body : (body.items ?? []);
    return { id, deliveryId: items[0].id };
  };

  fleetOptimization = async () => {
    const vehicleId = await this.vehicle();
    return (await created(this.client, '/api/fleet-optimizations', fleetSave(vehicleId))).id;
  };

  /**
   * An optimisation job that has ended — cancelled at once, long before its 30 s search could end — so it
   * answers the same to every role and reading its events ends too.
   */
  job = async () => {
    const job = await created<{ id: string }>(this.client, '/api/optimization-jobs', longJob(), 202);
    await this.client.delete(`/api/optimization-jobs/${job.id}`);
    return job.id;
  };
}

export const basicJob = () => ({
  kind: 'basic',
  timeLimitSeconds: 1,
  input: { startLocation: AUSTIN, vehicleType: 'cargo_van', destinations: STOPS },
});

const SPIRAL = spiralAroundAustin(80);
const longJob = () => ({
  kind: 'basic',
  timeLimitSeconds: 30,
  input: { startLocation: AUSTIN, vehicleType: 'cargo_van', destinations: SPIRAL },
});

export const fleetSave = (vehicleId: number) => ({
  name: unique('Fleet'),
  startLocation: AUSTIN,
  destinations: [{ address: STOPS[0], demand: 300 }],
  vehicleIds: [vehicleId],
  optimizedSolution: {
    vehicleCount: 1,
    totalDistance: 64.2,
    totalCost: 77.04,
    totalTime: 76,
    averageUtilization: 30,
    routes: [],
    unassignedLocations: [1],
    unassigned: [],
  },
});

export { AUSTIN, STOPS };
