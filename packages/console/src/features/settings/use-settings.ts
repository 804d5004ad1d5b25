import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsUpdate, UserPreferencesUpdate, UserProfileUpdate } from '@routier/sdk';
import { api, unwrap } from '../../lib/api-client.js';

const PROFILE = '/api/user/profile';
const NOTIFICATIONS = '/api/user/notifications';
const PREFERENCES = '/api/user/preferences';
const TOKENS = '/api/tokens';

export const useProfile = () =>
  useQuery({ queryKey: [PROFILE], queryFn: () => unwrap(api.GET('/api/user/profile')) });
export const useNotifications = () =>
  useQuery({ queryKey: [NOTIFICATIONS], queryFn: () => unwrap(api.GET('/api/user/notifications')) });
export const usePreferences = () =>
  useQuery({ queryKey: [PREFERENCES], queryFn: () => unwrap(api.GET('/api/user/preferences')) });
export const useTokens = () =>
  useQuery({
    queryKey: [TOKENS],
    queryFn: () => unwrap(api.GET('/api/tokens', { params: { query: { limit: 1000 } } })),
  });

/** A PUT of one settings group; its answer replaces the cached group. */
function useSave<B, R>(key: string, put: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: put,
    onSuccess: (saved) => queryClient.setQueryData([key], saved),
  });
}

export const useSaveProfile = () =>
  useSave(PROFILE, (body: UserProfileUpdate) => unwrap(api.PUT('/api/user/profile', { body })));
export const useSaveNotifications = () =>
  useSave(NOTIFICATIONS, (body: NotificationSettingsUpdate) =>
    unwrap(api.PUT('/api/user/notifications', { body })),
  );
export const useSavePreferences = () =>
  useSave(PREFERENCES, (body: UserPreferencesUpdate) => unwrap(api.PUT('/api/user/preferences', { body })));

export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; expiresAt: string | null }) =>
      unwrap(api.POST('/api/tokens', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TOKENS] }),
  });
}

export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/tokens/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TOKENS] }),
  });
}
