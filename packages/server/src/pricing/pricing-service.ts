/**
 * Delivery prices (document 2: pricing rules and POST /api/pricing/calculate), shared by the calculator and
 * by optimisation answers (`pricing { total, ... }`).
 *
 *   distanceCost = distance (km) x rate ($/km)          rounded to cents
 *   total        = distanceCost + the selected fees      rounded to cents
 *
 * The rate comes from, in order: the chosen vehicle's own costPerKm (when a request names a vehicle), the
 * user's pricing rule for the vehicle type, the type's default rate (vehicles/vehicle-types.ts). The fees
 * come from the user's rule for the type, else the spec's defaults: express 15.00, heavy load 25.00,
 * insurance 10.00.
 */
import type {
  PricingBreakdown,
  PricingRuleCreate,
  PricingRuleUpdate,
  PricingServices,
  VehicleType,
} from '@routier/contract';
import type { Queryable } from '../db/queryable.js';
import { isUniqueViolation } from '../db/rows.js';
import { conflict, notFound } from '../kernel/errors.js';
import { defaultRatePerKm } from '../vehicles/vehicle-types.js';
import { roundMoney } from '../kernel/money.js';
import {
  PRICING_RULE_TYPE_KEY,
  findPricingRuleForType,
  insertPricingRule,
  pricingRulesByType,
  updatePricingRule as updatePricingRuleRow,
  type PricingRuleRecord,
} from './pricing-repository.js';

/** The spec's default service fees (document 1, pricing_rules), in dollars. */
export const DEFAULT_FEES = { express: 15, heavyLoad: 25, insurance: 10 } as const;

export type PriceSource = PricingBreakdown['source'];

/** Everything needed to price a distance: a rate per km, the three fees and where the rate came from. */
export interface Rates {
  vehicleType: VehicleType;
  ratePerKm: number;
  fees: { express: number; heavyLoad: number; insurance: number };
  source: PriceSource;
}

/** A vehicle chosen for the delivery: its own cost per km wins over rules and defaults. */
export interface PricedVehicle {
  type: VehicleType;
  costPerKm: number;
}

/** The rates that apply, from the user's rule (if any) and an optional chosen vehicle. Pure. */
export function ratesFrom(
  vehicleType: VehicleType,
  rule: PricingRuleRecord | undefined,
  vehicle?: PricedVehicle,
): Rates {
  const fees = rule
    ? { express: rule.expressDeliveryFee, heavyLoad: rule.heavyLoadFee, insurance: rule.insuranceFee }
    : { ...DEFAULT_FEES };
  if (vehicle) return { vehicleType, ratePerKm: vehicle.costPerKm, fees, source: 'vehicle' };
  if (rule) return { vehicleType, ratePerKm: rule.baseRatePerKm, fees, source: 'pricing_rule' };
  return { vehicleType, ratePerKm: defaultRatePerKm(vehicleType), fees, source: 'vehicle_type_default' };
}

/** Prices `distanceKm` at `rates` with the selected services. Pure; the API's breakdown shape. */
export function computePrice(
  rates: Rates,
  distanceKm: number,
  services: PricingServices = {},
): PricingBreakdown {
  const distanceCost = roundMoney(distanceKm * rates.ratePerKm);
  const expressFee = services.express ? rates.fees.express : 0;
  const heavyLoadFee = services.heavyLoad ? rates.fees.heavyLoad : 0;
  const insuranceFee = services.insurance ? rates.fees.insurance : 0;
  return {
    vehicleType: rates.vehicleType,
    distance: distanceKm,
    baseRatePerKm: rates.ratePerKm,
    distanceCost,
    expressFee,
    heavyLoadFee,
    insuranceFee,
    total: roundMoney(distanceCost + expressFee + heavyLoadFee + insuranceFee),
    currency: 'USD',
    source: rates.source,
  };
}

/** The rates for one user and vehicle type (one query). */
export async function ratesFor(
  db: Queryable,
  userId: number,
  vehicleType: VehicleType,
  vehicle?: PricedVehicle,
): Promise<Rates> {
  return ratesFrom(vehicleType, await findPricingRuleForType(db, userId, vehicleType), vehicle);
}

/**
 * A pricer for many deliveries of one user (batch optimisation): the user's rules are read once.
 * `price(distanceKm, vehicleType, services?, vehicle?)` then answers synchronously.
 */
export async function createPricer(db: Queryable, userId: number) {
  const rules = await pricingRulesByType(db, userId);
  return {
    rates: (vehicleType: VehicleType, vehicle?: PricedVehicle) =>
      ratesFrom(vehicleType, rules.get(vehicleType), vehicle),
    price: (
      distanceKm: number,
      vehicleType: VehicleType,
      services?: PricingServices,
      vehicle?: PricedVehicle,
    ): PricingBreakdown =>
      computePrice(ratesFrom(vehicleType, rules.get(vehicleType), vehicle), distanceKm, services),
  };
}

export interface PriceRequest {
  /** Kilometres. */
  distanceKm: number;
  vehicleType: VehicleType;
  services?: PricingServices;
  /** The chosen vehicle, when the request names one (its costPerKm is the rate). */
  vehicle?: PricedVehicle;
}

/** The price of one delivery for a user: POST /api/pricing/calculate and the basic optimise's `pricing`. */
export async function priceDelivery(
  db: Queryable,
  userId: number,
  request: PriceRequest,
): Promise<PricingBreakdown> {
  const rates = await ratesFor(db, userId, request.vehicleType, request.vehicle);
  return computePrice(rates, request.distanceKm, request.services);
}

export const pricingRuleNotFound = (id: number) =>
  notFound(`Pricing rule ${id} not found`, 'PRICING_RULE_NOT_FOUND');

export async function createPricingRule(
  db: Queryable,
  userId: number,
  input: PricingRuleCreate,
): Promise<PricingRuleRecord> {
  try {
    return await insertPricingRule(db, userId, {
      vehicleType: input.vehicleType,
      baseRatePerKm: roundMoney(input.baseRatePerKm),
      expressDeliveryFee: roundMoney(input.expressDeliveryFee ?? DEFAULT_FEES.express),
      heavyLoadFee: roundMoney(input.heavyLoadFee ?? DEFAULT_FEES.heavyLoad),
      insuranceFee: roundMoney(input.insuranceFee ?? DEFAULT_FEES.insurance),
    });
  } catch (error) {
    if (isUniqueViolation(error, PRICING_RULE_TYPE_KEY)) {
      throw conflict(
        `You already have a pricing rule for ${input.vehicleType}; update it instead of adding another`,
      );
    }
    throw error;
  }
}

export async function updatePricingRule(
  db: Queryable,
  userId: number,
  id: number,
  input: PricingRuleUpdate,
): Promise<PricingRuleRecord> {
  const round = (value: number | undefined) => (value === undefined ? undefined : roundMoney(value));
  const rule = await updatePricingRuleRow(db, userId, id, {
    baseRatePerKm: round(input.baseRatePerKm),
    expressDeliveryFee: round(input.expressDeliveryFee),
    heavyLoadFee: round(input.heavyLoadFee),
    insuranceFee: round(input.insuranceFee),
  });
  if (!rule) throw pricingRuleNotFound(id);
  return rule;
}
