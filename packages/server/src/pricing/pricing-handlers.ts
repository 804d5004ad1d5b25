import type { PricingRule } from '@routier/contract';
import { defineHandlers } from '../kernel/registry.js';
import type { AppServices } from '../kernel/services.js';
import { currentUser } from '../kernel/current-user.js';
import { pageOf } from '../kernel/paging.js';
import { deletePricingRule, listPricingRules, type PricingRuleRecord } from './pricing-repository.js';
import {
  createPricingRule,
  priceDelivery,
  pricingRuleNotFound,
  updatePricingRule,
} from './pricing-service.js';

function presentPricingRule(rule: PricingRuleRecord): PricingRule {
  return {
    id: rule.id,
    vehicleType: rule.vehicleType,
    baseRatePerKm: rule.baseRatePerKm,
    expressDeliveryFee: rule.expressDeliveryFee,
    heavyLoadFee: rule.heavyLoadFee,
    insuranceFee: rule.insuranceFee,
    createdAt: rule.createdAt,
  };
}

/** Pricing rules (one per vehicle type and user) and the price calculator. */
export function pricingHandlers({ knex }: AppServices) {
  return defineHandlers({
    listPricingRules: async (ctx, { query }) => {
      const { items, total } = await listPricingRules(knex, currentUser(ctx).id, pageOf(query));
      ctx.set('X-Total-Count', String(total));
      ctx.body = items.map(presentPricingRule);
    },
    createPricingRule: async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = presentPricingRule(await createPricingRule(knex, currentUser(ctx).id, body));
    },
    updatePricingRule: async (ctx, { params, body }) => {
      ctx.body = presentPricingRule(await updatePricingRule(knex, currentUser(ctx).id, params.id, body));
    },
    deletePricingRule: async (ctx, { params }) => {
      if (!(await deletePricingRule(knex, currentUser(ctx).id, params.id))) {
        throw pricingRuleNotFound(params.id);
      }
      ctx.status = 204;
    },
    calculatePrice: async (ctx, { body }) => {
      ctx.body = await priceDelivery(knex, currentUser(ctx).id, {
        distanceKm: body.distance,
        vehicleType: body.vehicleType,
        services: body.services,
      });
    },
  });
}
