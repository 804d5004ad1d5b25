import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MultiDayOptimizeRequest,
  MultiDayPlan,
  MultiDayPlanCreate,
  MultiDayPlanDetail,
  RecurringDelivery,
  RecurringDeliveryCreate,
  RecurringDeliveryUpdate,
  RecurringOccurrence,
} from '@routier/sdk';
import { api, unwrap } from '../../lib/api-client.js';
import { invalidateRouteData } from '../routes/route-queries.js';

const PLANS = '/api/multi-day-plans';
const RECURRING = '/api/recurring-deliveries';

export function usePlans() {
  return useQuery<MultiDayPlan[]>({
    queryKey: [PLANS],
    queryFn: () => unwrap(api.GET('/api/multi-day-plans', { params: { query: { limit: 1000 } } })),
  });
}

export function usePlan(id: number | null) {
  return useQuery<MultiDayPlanDetail>({
    queryKey: [PLANS, id],
    enabled: id !== null,
    queryFn: () => unwrap(api.GET('/api/multi-day-plans/{id}', { params: { path: { id: id! } } })),
  });
}

/** Every listed plan with its assignments (the calendar). */
export function usePlanDetails(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: [PLANS, id],
      queryFn: () => unwrap(api.GET('/api/multi-day-plans/{id}', { params: { path: { id } } })),
    })),
  });
}

export function useRecurring() {
  return useQuery<RecurringDelivery[]>({
    queryKey: [RECURRING],
    queryFn: () => unwrap(api.GET('/api/recurring-deliveries', { params: { query: { limit: 1000 } } })),
  });
}

/** The dates each active recurring delivery falls on from `from` to `to`. */
export function useOccurrences(deliveries: readonly RecurringDelivery[], from: string, to: string) {
  return useQueries({
    queries: deliveries.map((d) => ({
      queryKey: [RECURRING, d.id, 'occurrences', from, to],
      queryFn: (): Promise<RecurringOccurrence[]> =>
        unwrap(
          api.GET('/api/recurring-deliveries/{id}/occurrences', {
            params: { path: { id: d.id }, query: { from, to } },
          }),
        ),
    })),
  });
}

function useInvalidate(...keys: string[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}

export function useCreatePlan() {
  const invalidate = useInvalidate(PLANS);
  return useMutation({
    mutationFn: (body: MultiDayPlanCreate) => unwrap(api.POST('/api/multi-day-plans', { body })),
    onSuccess: invalidate,
  });
}

export function useDeletePlan() {
  const invalidate = useInvalidate(PLANS);
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/multi-day-plans/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

/** Generate Routes: the plan's assignments (recurring occurrences become routes, so route lists refresh). */
export function useOptimizePlan() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate(PLANS, RECURRING);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MultiDayOptimizeRequest }) =>
      unwrap(api.POST('/api/multi-day-plans/{id}/optimize', { params: { path: { id } }, body })),
    onSuccess: () => Promise.all([invalidate(), invalidateRouteData(queryClient)]),
  });
}

export function useCreateRecurring() {
  const invalidate = useInvalidate(RECURRING);
  return useMutation({
    mutationFn: (body: RecurringDeliveryCreate) => unwrap(api.POST('/api/recurring-deliveries', { body })),
    onSuccess: invalidate,
  });
}

export function useUpdateRecurring() {
  const invalidate = useInvalidate(RECURRING);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RecurringDeliveryUpdate }) =>
      unwrap(api.PUT('/api/recurring-deliveries/{id}', { params: { path: { id } }, body })),
    onSuccess: invalidate,
  });
}

export function useDeleteRecurring() {
  const invalidate = useInvalidate(RECURRING);
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/recurring-deliveries/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}
