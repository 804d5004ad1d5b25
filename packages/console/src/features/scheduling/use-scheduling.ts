import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DailySchedule,
  Driver,
  DriverCreate,
  DriverUpdate,
  ScheduleCreate,
  ScheduleGenerateRequest,
  ShiftTemplate,
  ShiftTemplateCreate,
} from '@routier/sdk';
import { api, unwrap } from '../../lib/api-client.js';

const DRIVERS = '/api/drivers';
const TEMPLATES = '/api/shift-templates';
const SCHEDULES = '/api/schedules';

export function useDrivers() {
  return useQuery<Driver[]>({
    queryKey: [DRIVERS],
    queryFn: () => unwrap(api.GET('/api/drivers', { params: { query: { limit: 1000 } } })),
  });
}

export function useShiftTemplates() {
  return useQuery<ShiftTemplate[]>({
    queryKey: [TEMPLATES],
    queryFn: () => unwrap(api.GET('/api/shift-templates', { params: { query: { limit: 1000 } } })),
  });
}

/** The schedules from `from` to `to` (one day when equal), in calendar order. */
export function useSchedules(from: string, to: string) {
  return useQuery<DailySchedule[]>({
    queryKey: [SCHEDULES, from, to],
    queryFn: () =>
      unwrap(api.GET('/api/schedules', { params: { query: { dateFrom: from, dateTo: to, limit: 1000 } } })),
  });
}

/** After a change: the lists it touches (schedules show driver names; routes show their shift). */
function useInvalidate(...keys: string[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}

export function useCreateDriver() {
  const invalidate = useInvalidate(DRIVERS);
  return useMutation({
    mutationFn: (body: DriverCreate) => unwrap(api.POST('/api/drivers', { body })),
    onSuccess: invalidate,
  });
}

export function useUpdateDriver() {
  const invalidate = useInvalidate(DRIVERS, SCHEDULES);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DriverUpdate }) =>
      unwrap(api.PUT('/api/drivers/{id}', { params: { path: { id } }, body })),
    onSuccess: invalidate,
  });
}

export function useDeleteDriver() {
  const invalidate = useInvalidate(DRIVERS, SCHEDULES, '/api/routes');
  return useMutation({
    mutationFn: ({ id, cascade }: { id: number; cascade: boolean }) =>
      unwrap(api.DELETE('/api/drivers/{id}', { params: { path: { id }, query: { cascade } } })),
    onSuccess: invalidate,
  });
}

export function useCreateTemplate() {
  const invalidate = useInvalidate(TEMPLATES);
  return useMutation({
    mutationFn: (body: ShiftTemplateCreate) => unwrap(api.POST('/api/shift-templates', { body })),
    onSuccess: invalidate,
  });
}

export function useDeleteTemplate() {
  const invalidate = useInvalidate(TEMPLATES);
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/shift-templates/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

export function useCreateSchedule() {
  const invalidate = useInvalidate(SCHEDULES, '/api/routes');
  return useMutation({
    mutationFn: (body: ScheduleCreate) => unwrap(api.POST('/api/schedules', { body })),
    onSuccess: invalidate,
  });
}

export function useDeleteSchedule() {
  const invalidate = useInvalidate(SCHEDULES, '/api/routes');
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/schedules/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

export function useGenerateSchedules() {
  const invalidate = useInvalidate(SCHEDULES);
  return useMutation({
    mutationFn: (body: ScheduleGenerateRequest) => unwrap(api.POST('/api/schedules/generate', { body })),
    onSuccess: invalidate,
  });
}
