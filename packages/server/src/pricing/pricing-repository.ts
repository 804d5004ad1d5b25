import type { VehicleType } from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { deletedAny, toCount, toIso, toNumber } from '../db/rows.js';
import { NEWEST_FIRST, type Page, type Paged } from '../kernel/paging.js';

/** A user's pricing rule for one vehicle type; dollars. */
export interface PricingRuleRecord {
  id: number;
  userId: number;
  vehicleType: VehicleType;
  baseRatePerKm: number;
  expressDeliveryFee: number;
  heavyLoadFee: number;
  insuranceFee: number;
  createdAt: string;
}

export interface PricingRuleFields {
  vehicleType: VehicleType;
  baseRatePerKm: number;
  expressDeliveryFee: number;
  heavyLoadFee: number;
  insuranceFee: number;
}

interface PricingRuleRow {
  id: number;
  user_id: number;
  vehicle_type: string;
  base_rate: string;
  express_delivery_fee: string;
  heavy_load_fee: string;
  insurance_fee: string;
  created_at: Date;
}

/** The one rule per user and type (unique index). */
export const PRICING_RULE_TYPE_KEY = 'pricing_rules_user_type_key';

function toRule(row: PricingRuleRow): PricingRuleRecord {
  return {
    id: row.id,
    userId: row.user_id,
    vehicleType: row.vehicle_type as VehicleType,
    baseRatePerKm: toNumber(row.base_rate),
    expressDeliveryFee: toNumber(row.express_delivery_fee),
    heavyLoadFee: toNumber(row.heavy_load_fee),
    insuranceFee: toNumber(row.insurance_fee),
    createdAt: toIso(row.created_at),
  };
}

function toColumns(fields: Partial<PricingRuleFields>): Record<string, unknown> {
  const columns: Record<string, unknown> = {
    vehicle_type: fields.vehicleType,
    base_rate: fields.baseRatePerKm,
    express_delivery_fee: fields.expressDeliveryFee,
    heavy_load_fee: fields.heavyLoadFee,
    insurance_fee: fields.insuranceFee,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/** Inserts a rule; throws the driver's unique violation (PRICING_RULE_TYPE_KEY) for a second one per type. */
export async function insertPricingRule(
  db: Queryable,
  userId: number,
  fields: PricingRuleFields,
): Promise<PricingRuleRecord> {
  const [row] = (await db('pricing_rules')
    .insert({ user_id: userId, ...toColumns(fields) })
    .returning('*')) as PricingRuleRow[];
  return toRule(row);
}

export async function listPricingRules(
  db: Queryable,
  userId: number,
  page: Page,
): Promise<Paged<PricingRuleRecord>> {
  const base = db('pricing_rules').where({ user_id: userId });
  const [rows, countRow] = await Promise.all([
    base.clone().select('*').orderBy(NEWEST_FIRST).limit(page.limit).offset(page.offset) as Promise<
      PricingRuleRow[]
    >,
    base.clone().count({ count: '*' }).first() as Promise<{ count: unknown } | undefined>,
  ]);
  return { items: rows.map(toRule), total: toCount(countRow) };
}

/** The user's rule for a vehicle type, if any. */
export async function findPricingRuleForType(
  db: Queryable,
  userId: number,
  vehicleType: VehicleType,
): Promise<PricingRuleRecord | undefined> {
  const row = (await db('pricing_rules').where({ user_id: userId, vehicle_type: vehicleType }).first()) as
    PricingRuleRow | undefined;
  return row ? toRule(row) : undefined;
}

/** All of the user's rules by vehicle type (at most three), for pricing many routes at once. */
export async function pricingRulesByType(
  db: Queryable,
  userId: number,
): Promise<Map<VehicleType, PricingRuleRecord>> {
  const rows = (await db('pricing_rules').where({ user_id: userId })) as PricingRuleRow[];
  return new Map(rows.map((row) => [row.vehicle_type as VehicleType, toRule(row)]));
}

export async function updatePricingRule(
  db: Queryable,
  userId: number,
  id: number,
  fields: Partial<PricingRuleFields>,
): Promise<PricingRuleRecord | undefined> {
  const [row] = (await db('pricing_rules')
    .where({ id, user_id: userId })
    .update({ ...toColumns(fields), updated_at: db.fn.now() })
    .returning('*')) as PricingRuleRow[];
  return row ? toRule(row) : undefined;
}

export async function deletePricingRule(db: Queryable, userId: number, id: number): Promise<boolean> {
  return deletedAny(db('pricing_rules').where({ id, user_id: userId }).delete());
}
