import type { DailyRouteAssignment, MultiDayPlan } from '@routier/contract';
import type { AssignmentRecord, PlanRecord } from './plan-repository.js';

export function presentPlan(plan: PlanRecord): MultiDayPlan {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    startDate: plan.startDate,
    endDate: plan.endDate,
    planType: plan.planType,
    recurringPattern: plan.recurringPattern,
    constraints: plan.constraints,
    status: plan.status,
    totalEstimatedCost: plan.totalEstimatedCost,
    totalEstimatedDistance: plan.totalEstimatedDistance,
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
  };
}

export function presentAssignment(a: AssignmentRecord): DailyRouteAssignment {
  return { ...a };
}
