/**
 * The authorisation matrix's entry for every operation of openapi.yaml: how the owner calls it (what it
 * creates first, the path ids, the body) and whose records the call names, from which the expected answer
 * of each role follows (http/openapi/authorization-matrix.test.ts). An operation added to the contract
 * without an entry here fails that test.
 *
 * Scopes:
 * - `public`: no credentials needed (`security: []`); every role gets the owner's answer.
 * - `self`: acts on the caller's own account (lists, creates, settings); another user gets the same code
 *   on their own data and never sees the owner's records.
 * - `owned`: names one of the owner's records in the path; another user gets 404, as for an id that does
 *   not exist (never 403, which would confirm it exists).
 * - `references`: the body names the owner's records (vehicle ids, a driver); another user is refused
 *   with 404 for the record it cannot see.
 */
import { AUSTIN, basicJob, fleetSave, STOPS, type OwnerRecords } from './owner-records.js';

export type Scope = 'public' | 'self' | 'owned' | 'references';

export interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface Entry {
  scope: Scope;
  /** The owner's call, creating what it names; run once per role (a DELETE consumes its record). */
  call?: (records: OwnerRecords, owner: { email: string; password: string }) => Promise<Call> | Call;
  /** The owner's answer when it is not the first 2xx the contract documents, with why. */
  ok?: { status: number; why: string };
  /** Another user's answer when it is not the scope's (a batch answering per route), with why. */
  otherUser?: { status: number; why: string };
  /** Signs the caller in afresh for this call (it replaces or ends the session it runs in). */
  freshSession?: boolean;
}

/** The path id of a record the owner makes for this call. */
const id = async (make: () => Promise<number>): Promise<Call> => ({ params: { id: await make() } });
const body = (value: unknown) => () => ({ body: value });
const self: Entry = { scope: 'self' };
const open: Entry = { scope: 'public' };
const newAccount = () => ({
  email: `matrix.${Date.now()}.${Math.random().toString(36).slice(2)}@routier.test`,
  password: 'Sup3rSecret!',
  firstName: 'Ada',
  lastName: 'Lovelace',
});

export const MATRIX: Record<string, Entry> = {
  // Auth
  register: { scope: 'public', call: () => ({ body: newAccount() }), freshSession: true },
  login: {
    scope: 'public',
    call: (_r, owner) => ({ body: { email: owner.email, password: owner.password } }),
    freshSession: true,
  },
  logout: { scope: 'public', freshSession: true },
  getCurrentUser: self,
  logoutRedirect: { scope: 'public', freshSession: true },
  // Not configured here: each redirects to /auth with the error the sign-in page shows.
  startGoogleSignIn: open,
  googleSignInCallback: open,
  startOidcSignIn: open,
  oidcSignInCallback: open,
  // API tokens and webhooks
  listTokens: self,
  createToken: { scope: 'self', call: body({ name: 'matrix token' }) },
  revokeToken: { scope: 'owned', call: (r) => id(r.token) },
  listWebhooks: self,
  createWebhook: {
    scope: 'self',
    call: () => ({ body: { url: 'http://127.0.0.1:9/hook', events: ['job.failed'] } }),
  },
  getWebhook: { scope: 'owned', call: (r) => id(r.webhook) },
  updateWebhook: {
    scope: 'owned',
    call: async (r) => ({ ...(await id(r.webhook)), body: { isActive: false } }),
  },
  deleteWebhook: { scope: 'owned', call: (r) => id(r.webhook) },
  rotateWebhookSecret: { scope: 'owned', call: (r) => id(r.webhook) },
  testWebhook: { scope: 'owned', call: (r) => id(r.webhook) },
  listWebhookDeliveries: { scope: 'owned', call: (r) => id(r.webhook) },
  retryWebhookDelivery: {
    scope: 'owned',
    call: async (r) => ({ params: await r.delivery() }),
  },
  // Health, configuration, public pages
  getHealth: open,
  getReadiness: open,
  getMetrics: open,
  getApiHealth: open,
  getApiReadiness: open,
  getPublicConfig: open,
  getMapConfig: open,
  getGoogleMapsKey: { scope: 'self', ok: { status: 404, why: 'no Google Maps key is configured here' } },
  trackPageVisit: {
    scope: 'public',
    call: () => ({ body: { path: '/pricing', timestamp: new Date().toISOString() } }),
  },
  listVehicleTypes: open,
  // Billing (off here: no Stripe keys)
  getOrCreateSubscription: { scope: 'self', call: body({ plan: 'professional', interval: 'monthly' }) },
  getBilling: self,
  createBillingPortalSession: {
    scope: 'self',
    ok: { status: 503, why: 'billing is off without Stripe keys: NOT_CONFIGURED' },
  },
  stripeWebhook: {
    scope: 'public',
    call: body({ id: 'evt_1', type: 'customer.subscription.updated', data: { object: {} } }),
    ok: { status: 503, why: 'billing is off without Stripe keys: NOT_CONFIGURED' },
  },
  getAnalytics: self,
  getDashboardStats: self,
  // Routes
  listRoutes: self,
  createRoute: {
    scope: 'self',
    call: body({ name: 'Matrix route', startLocation: AUSTIN, destinations: STOPS }),
  },
  listGeocodedRoutes: self,
  listPendingRoutes: self,
  getRoute: { scope: 'owned', call: (r) => id(r.route) },
  reoptimizeRoute: {
    scope: 'owned',
    call: async (r) => ({ ...(await id(r.route)), body: { lockedStops: 0, save: false } }),
  },
  updateRoute: {
    scope: 'owned',
    call: async (r) => ({ ...(await id(r.route)), body: { status: 'in_progress' } }),
  },
  deleteRoute: { scope: 'owned', call: (r) => id(r.route) },
  uploadRoutesCsv: {
    scope: 'self',
    // A new name each time: the same name and date again would be a conflict (409) by design.
    call: () => ({
      body: {
        csvData: `Route Name,Start Location,Destination 1\nCSV route ${Date.now()}-${Math.random()},"${AUSTIN}","${STOPS[0]}"\n`,
      },
    }),
    ok: { status: 201, why: 'routes created' },
  },
  optimizeRoute: {
    scope: 'self',
    call: body({ startLocation: AUSTIN, vehicleType: 'cargo_van', destinations: STOPS }),
  },
  optimizeRouteAdvanced: {
    scope: 'references',
    call: async (r) => ({
      body: {
        startLocation: AUSTIN,
        vehicleId: await r.vehicle(),
        destinations: STOPS.map((address) => ({ address })),
      },
    }),
  },
  batchOptimizeRoutes: {
    scope: 'references',
    call: async (r) => ({ body: { routeIds: [await r.route()] } }),
    // A batch answers route by route: another user's route fails as ROUTE_NOT_FOUND, like one that does not exist.
    otherUser: { status: 200, why: 'its route fails as ROUTE_NOT_FOUND' },
  },
  // Optimisation jobs
  listOptimizationJobs: self,
  createOptimizationJob: { scope: 'self', call: body(basicJob()) },
  solveVroomProblem: {
    scope: 'self',
    call: body({
      vehicles: [{ id: 0, start_index: 0, end_index: 0 }],
      jobs: [{ id: 1, location_index: 1 }],
      matrices: {
        car: {
          durations: [
            [0, 60],
            [60, 0],
          ],
        },
      },
    }),
  },
  getOptimizationJob: { scope: 'owned', call: async (r) => ({ params: { jobId: await r.job() } }) },
  cancelOptimizationJob: {
    scope: 'owned',
    call: async (r) => ({ params: { jobId: await r.job() } }),
  },
  streamOptimizationJobEvents: { scope: 'owned', call: async (r) => ({ params: { jobId: await r.job() } }) },
  // Fleet
  optimizeFleet: {
    scope: 'references',
    call: async (r) => ({
      body: { startLocation: AUSTIN, destinations: [{ address: STOPS[0] }], vehicleIds: [await r.vehicle()] },
    }),
  },
  listFleetOptimizations: self,
  createFleetOptimization: {
    scope: 'references',
    call: async (r) => ({ body: fleetSave(await r.vehicle()) }),
  },
  getFleetOptimization: { scope: 'owned', call: (r) => id(r.fleetOptimization) },
  deleteFleetOptimization: { scope: 'owned', call: (r) => id(r.fleetOptimization) },
  reoptimizeFleetOptimization: {
    scope: 'owned',
    call: async (r) => ({ ...(await id(r.fleetOptimization)), body: { progress: [], save: false } }),
  },
  // Vehicles and pricing
  listVehicles: self,
  createVehicle: {
    scope: 'self',
    call: body({ name: 'Matrix van', type: 'cargo_van', capacity: 500, costPerKm: 1.1 }),
  },
  importVehicles: {
    scope: 'self',
    call: body({ vehicles: [{ name: 'Imported van', type: 'cargo_van', costPerKm: 1.1 }] }),
  },
  getVehicle: { scope: 'owned', call: (r) => id(r.vehicle) },
  updateVehicle: {
    scope: 'owned',
    call: async (r) => ({ ...(await id(r.vehicle)), body: { costPerKm: 1.5 } }),
  },
  deleteVehicle: { scope: 'owned', call: (r) => id(r.vehicle) },
  listPricingRules: self,
  createPricingRule: {
    scope: 'self',
    // One rule per vehicle type and user: the owner's earlier one goes first.
    call: async (r) => {
      await r.client.delete(`/api/pricing-rules/${await r.pricingRule('standard_truck')}`);
      return { body: { vehicleType: 'standard_truck', baseRatePerKm: 1.4 } };
    },
  },
  updatePricingRule: {
    scope: 'owned',
    call: async (r) => ({ params: { id: await r.pricingRule() }, body: { baseRatePerKm: 1.5 } }),
  },
  deletePricingRule: { scope: 'owned', call: async (r) => ({ params: { id: await r.pricingRule() } }) },
  calculatePrice: { scope: 'self', call: body({ distance: 42.5, vehicleType: 'standard_truck' }) },
  geocodeAddresses: { scope: 'self', call: body({ addresses: [AUSTIN] }) },
  // Settings
  getUserPreferences: self,
  updateUserPreferences: { scope: 'self', call: body({ defaultServiceTime: 20 }) },
  getUserProfile: self,
  updateUserProfile: { scope: 'self', call: body({ companyName: 'Matrix Deliveries' }) },
  getNotificationSettings: self,
  updateNotificationSettings: { scope: 'self', call: body({ emailAlerts: false }) },
  listSecurityEvents: self,
  // Scheduling
  listDrivers: self,
  createDriver: {
    scope: 'self',
    call: () => ({ body: { name: 'Matrix driver', licenseNumber: `M-${Date.now()}` } }),
  },
  getDriver: { scope: 'owned', call: (r) => id(r.driver) },
  updateDriver: {
    scope: 'owned',
    call: async (r) => ({ ...(await id(r.driver)), body: { isActive: false } }),
  },
  deleteDriver: { scope: 'owned', call: (r) => id(r.driver) },
  importDrivers: {
    scope: 'self',
    call: () => ({ body: { drivers: [{ name: 'Imported driver', licenseNumber: `I-${Date.now()}` }] } }),
  },
  rotateDriverCalendarKey: { scope: 'owned', call: (r) => id(r.driver) },
  getDriverCalendar: { scope: 'owned', call: (r) => id(r.driver) },
  listShiftTemplates: self,
  createShiftTemplate: { scope: 'self', call: body({ name: 'Matrix shift' }) },
  updateShiftTemplate: {
    scope: 'owned',
    call: async (r) => ({ ...(await id(r.template)), body: { endTime: 1080 } }),
  },
  deleteShiftTemplate: { scope: 'owned', call: (r) => id(r.template) },
  listSchedules: self,
  createSchedule: {
    scope: 'references',
    call: async (r) => ({
      body: { driverId: await r.driver(), scheduleDate: '2030-04-01', startTime: 480, endTime: 1020 },
    }),
  },
  generateSchedules: {
    scope: 'references',
    call: async (r) => ({
      body: {
        templateId: await r.template(),
        driverId: await r.driver(),
        startDate: '2030-05-06',
        endDate: '2030-05-08',
      },
    }),
  },
  updateSchedule: {
    scope: 'owned',
    call: async (r) => ({ ...(await id(r.schedule)), body: { notes: 'matrix' } }),
  },
  deleteSchedule: { scope: 'owned', call: (r) => id(r.schedule) },
  // Multi-day planning and recurring deliveries
  listMultiDayPlans: self,
  createMultiDayPlan: {
    scope: 'self',
    call: body({ name: 'Matrix week', startDate: '2030-03-04', endDate: '2030-03-08', planType: 'weekly' }),
  },
  getMultiDayPlan: { scope: 'owned', call: (r) => id(r.plan) },
  updateMultiDayPlan: {
    scope: 'owned',
    call: async (r) => ({ ...(await id(r.plan)), body: { status: 'active' } }),
  },
  deleteMultiDayPlan: { scope: 'owned', call: (r) => id(r.plan) },
  optimizeMultiDayPlan: { scope: 'owned', call: async (r) => ({ ...(await id(r.plan)), body: {} }) },
  listRecurringDeliveries: self,
  createRecurringDelivery: {
    scope: 'self',
    call: body({
      name: 'Matrix delivery',
      customerInfo: { name: 'Matrix customer' },
      pickupLocation: AUSTIN,
      deliveryLocation: STOPS[1],
      recurrencePattern: { frequency: 'weekly', interval: 1, daysOfWeek: [2] },
      startDate: '2030-03-04',
    }),
  },
  importRecurringDeliveries: {
    scope: 'self',
    call: body({
      deliveries: [
        {
          name: 'Imported delivery',
          pickupLocation: AUSTIN,
          deliveryLocation: STOPS[2],
          recurrencePattern: { frequency: 'weekly', daysOfWeek: [4] },
          startDate: '2030-03-04',
        },
      ],
    }),
  },
  getRecurringDelivery: { scope: 'owned', call: (r) => id(r.recurring) },
  updateRecurringDelivery: {
    scope: 'owned',
    call: async (r) => ({ ...(await id(r.recurring)), body: { isActive: false } }),
  },
  deleteRecurringDelivery: { scope: 'owned', call: (r) => id(r.recurring) },
  listRecurringOccurrences: {
    scope: 'owned',
    call: async (r) => ({ ...(await id(r.recurring)), query: { from: '2030-03-04', to: '2030-03-10' } }),
  },
};
