import type { TWebhook, TWebhookDelivery } from '@bidright/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => ['webhooks', 'list'] as const,
  deliveries: () => ['webhooks', 'deliveries'] as const,
};

export const useWebhooks = () =>
  useQuery(
    queryOptions({
      queryKey: webhookKeys.list(),
      queryFn: () => apiFetch<TWebhook[]>('/api/settings/webhooks'),
    }),
  );

/** The latest deliveries; refreshed every 10 s while the page is open, so retries show up. */
export const useWebhookDeliveries = () =>
  useQuery(
    queryOptions({
      queryKey: webhookKeys.deliveries(),
      queryFn: () => apiFetch<TWebhookDelivery[]>('/api/settings/webhooks/deliveries'),
      refetchInterval: 10_000,
    }),
  );

export const addWebhook = (url: string) =>
  apiFetch<TWebhook & { secret: string; message: string }>('/api/settings/webhooks', {
    method: 'POST',
    json: { url },
    silent: true,
  });
export const deactivateWebhook = (id: string) =>
  apiFetch<TWebhook & { message: string }>(`/api/settings/webhooks/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
