import type { TNotificationListAnswer, TNotificationPreference } from '@bidright/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const notificationsKey = ['notifications'] as const;

export const getNotifications = () =>
  apiFetch<TNotificationListAnswer>('/api/notifications', { silent: true });

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: [...notificationsKey, 'list'], queryFn: getNotifications });

/** The bell's list and unread count, polled every 20 s (alerts are raised by the server's job queue). */
export const useNotifications = (enabled = true) =>
  useQuery({ ...notificationsQueryOptions(), enabled, refetchInterval: 20_000 });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      apiFetch<TNotificationListAnswer>(
        id === 'all' ? '/api/notifications/readall' : `/api/notifications/${id}/read`,
        {
          method: 'PUT',
        },
      ),
    onSuccess: (answer) => queryClient.setQueryData(notificationsQueryOptions().queryKey, answer),
  });
}

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: [...notificationsKey, 'preferences'],
    queryFn: () => apiFetch<TNotificationPreference[]>('/api/notifications/preferences'),
  });

export const usePreferences = () => useQuery(preferencesQueryOptions());

export function useSavePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preference: TNotificationPreference) =>
      apiFetch<TNotificationPreference[]>('/api/notifications/preferences', {
        method: 'PUT',
        json: { preferences: [preference] },
      }),
    onSuccess: (answer) => queryClient.setQueryData(preferencesQueryOptions().queryKey, answer),
  });
}
