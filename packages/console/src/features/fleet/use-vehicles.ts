import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Vehicle, VehicleCreate, VehicleUpdate } from '@routier/sdk';
import { api, unwrap } from '../../lib/api-client.js';

export const VEHICLES_KEY = '/api/vehicles';

/** The user's vehicles (newest first). */
export function useVehicles() {
  return useQuery<Vehicle[]>({
    queryKey: [VEHICLES_KEY],
    queryFn: () => unwrap(api.GET('/api/vehicles', { params: { query: { limit: 1000 } } })),
  });
}

function useInvalidateFleet() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [VEHICLES_KEY] }),
      queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] }),
    ]);
}

export function useCreateVehicle() {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (body: VehicleCreate) => unwrap(api.POST('/api/vehicles', { body })),
    onSuccess: invalidate,
  });
}

export function useUpdateVehicle() {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: VehicleUpdate }) =>
      unwrap(api.PUT('/api/vehicles/{id}', { params: { path: { id } }, body })),
    onSuccess: invalidate,
  });
}

export function useDeleteVehicle() {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/vehicles/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}
