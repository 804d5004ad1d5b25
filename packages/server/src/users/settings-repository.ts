import type { NotificationSettings, Priority, UserPreferences, UserProfile } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { createDefaultPreferences } from './preferences-repository.js';

/**
 * The Settings screen's per-user row (user_preferences, ADR 0003): route defaults, company profile and
 * notification flags. The row is created with the account; reads create it too, for accounts made before
 * (or around) that, so every read answers the documented defaults.
 */
interface SettingsRow {
  default_service_time: number;
  default_priority: string;
  default_region: string | null;
  planning_reach_km: number;
  time_zone: string;
  route_optimization_defaults: Record<string, unknown> | string | null;
  company_name: string | null;
  contact_email: string | null;
  phone: string | null;
  address: string | null;
  email_alerts: boolean;
  route_completion: boolean;
  cost_overruns: boolean;
  maintenance_reminders: boolean;
}

export interface UserSettings {
  preferences: UserPreferences;
  profile: UserProfile;
  notifications: NotificationSettings;
}

function toSettings(row: SettingsRow): UserSettings {
  const defaults = row.route_optimization_defaults;
  return {
    preferences: {
      defaultServiceTime: row.default_service_time,
      defaultPriority: row.default_priority as Priority,
      defaultRegion: row.default_region,
      planningReachKm: row.planning_reach_km,
      timeZone: row.time_zone,
      routeOptimizationDefaults: typeof defaults === 'string' ? JSON.parse(defaults) : defaults,
    },
    profile: {
      companyName: row.company_name,
      contactEmail: row.contact_email,
      phone: row.phone,
      address: row.address,
    },
    notifications: {
      emailAlerts: row.email_alerts,
      routeCompletion: row.route_completion,
      costOverruns: row.cost_overruns,
      maintenanceReminders: row.maintenance_reminders,
    },
  };
}

export async function readSettings(db: Queryable, userId: number): Promise<UserSettings> {
  let row = (await db('user_preferences').where({ user_id: userId }).first()) as SettingsRow | undefined;
  if (!row) {
    await createDefaultPreferences(db, userId);
    row = (await db('user_preferences').where({ user_id: userId }).first()) as SettingsRow;
  }
  return toSettings(row);
}

/** Column values by API field, for the three groups. */
const COLUMNS = {
  defaultServiceTime: 'default_service_time',
  defaultPriority: 'default_priority',
  defaultRegion: 'default_region',
  planningReachKm: 'planning_reach_km',
  timeZone: 'time_zone',
  routeOptimizationDefaults: 'route_optimization_defaults',
  companyName: 'company_name',
  contactEmail: 'contact_email',
  phone: 'phone',
  address: 'address',
  emailAlerts: 'email_alerts',
  routeCompletion: 'route_completion',
  costOverruns: 'cost_overruns',
  maintenanceReminders: 'maintenance_reminders',
} as const;

export type SettingsChanges = Partial<UserPreferences & UserProfile & NotificationSettings>;

/** Writes the fields present (creating the row if needed) and answers all settings. */
export async function updateSettings(
  db: Queryable,
  userId: number,
  changes: SettingsChanges,
): Promise<UserSettings> {
  const update: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS) as [keyof SettingsChanges, string][]) {
    const value = changes[field];
    if (value === undefined) continue;
    update[column] = field === 'routeOptimizationDefaults' && value !== null ? JSON.stringify(value) : value;
  }
  await createDefaultPreferences(db, userId);
  const [row] = (await db('user_preferences')
    .where({ user_id: userId })
    .update({ ...update, updated_at: db.fn.now() })
    .returning('*')) as SettingsRow[];
  return toSettings(row);
}

/** The route defaults of one user: what new stops take, and how sure a plan must be of where they are. */
export interface StopDefaults {
  /** Minutes. */
  serviceTime: number;
  priority: Priority;
  /** ISO 3166-1 alpha-2, or null. */
  defaultRegion: string | null;
  planningReachKm: number;
}

export async function readStopDefaults(db: Queryable, userId: number): Promise<StopDefaults> {
  const row = (await db('user_preferences')
    .where({ user_id: userId })
    .first('default_service_time', 'default_priority', 'default_region', 'planning_reach_km')) as
    | Pick<SettingsRow, 'default_service_time' | 'default_priority' | 'default_region' | 'planning_reach_km'>
    | undefined;
  return {
    serviceTime: row?.default_service_time ?? 15,
    priority: (row?.default_priority as Priority | undefined) ?? 'medium',
    defaultRegion: row?.default_region ?? null,
    planningReachKm: row?.planning_reach_km ?? 300,
  };
}

/** The IANA time zone the user's shifts are in (`UTC` until set). */
export async function readTimeZone(db: Queryable, userId: number): Promise<string> {
  const row = (await db('user_preferences').where({ user_id: userId }).first('time_zone')) as
    Pick<SettingsRow, 'time_zone'> | undefined;
  return row?.time_zone ?? 'UTC';
}
