import { ZNewWebhook, ZWebhook, ZWebhookBody, ZWebhookDelivery } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, ZRouteId } from '../../http/route-kit';
import type { ModuleDeps } from '../deps';
import {
  announceLotEvent,
  deliverWebhook,
  lotEventWebhooks,
  scanPaymentsForWebhooks,
  type TWebhookLotEventJob,
  WEBHOOK_DELIVER_JOB,
  WEBHOOK_LOT_EVENT_JOB,
  WEBHOOK_PAYMENTS_JOB,
} from './deliver-webhooks';
import { addWebhook, deactivateWebhook, listWebhookDeliveries, listWebhooks } from './manage-webhooks';

/**
 * Webhooks (beyond the spec): settings calls for auctioneers, the delivery and payment-scan jobs on the
 * durable queue, and a reader of committed live events (lot started / lot stopped) for the lot event outbox.
 */
export function webhookRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, secretBox } = deps;
  const queue = app.jobs;
  const tags = [TAGS.companies];
  const owner = { onRequest: authorize('Auctioneer') };

  queue.define<{ deliveryId: number }>(
    WEBHOOK_DELIVER_JOB,
    (job) => deliverWebhook(db, secretBox, job.data.deliveryId),
    {
      retryLimit: 8,
      retryDelaySeconds: config.WEBHOOK_RETRY_DELAY_SECONDS,
      // Doubling after each failure; a zero delay (tests) retries at once.
      retryBackoff: config.WEBHOOK_RETRY_DELAY_SECONDS > 0,
      // A delivery whose process was killed mid-call is sent again after this (with the same delivery id).
      expireInSeconds: 120,
    },
  );
  queue.define(WEBHOOK_PAYMENTS_JOB, async () => void (await scanPaymentsForWebhooks(db, queue)));
  void queue.schedule(WEBHOOK_PAYMENTS_JOB, '* * * * *');
  queue.define<TWebhookLotEventJob>(WEBHOOK_LOT_EVENT_JOB, (job) => announceLotEvent(db, queue, job.data), {
    retryDelaySeconds: 5,
    expireInSeconds: 120,
  });
  app.lotEvents.addReader(lotEventWebhooks);

  r.get(
    '/api/settings/webhooks',
    {
      ...owner,
      schema: {
        tags,
        summary: "The company's webhook endpoints",
        security: bearerSecurity,
        response: { 200: z.array(ZWebhook), ...ERROR_ANSWERS },
      },
    },
    async (request) => listWebhooks(db, callerOf(request)),
  );
  r.post(
    '/api/settings/webhooks',
    {
      ...owner,
      schema: {
        tags,
        summary:
          'Add an https webhook; answers the HMAC signing secret once (events: lot.started, lot.stopped, payment.received)',
        security: bearerSecurity,
        body: ZWebhookBody,
        response: { 200: ZNewWebhook, ...ERROR_ANSWERS },
      },
    },
    async (request) => addWebhook(db, secretBox, config, callerOf(request), request.body.url),
  );
  r.get(
    '/api/settings/webhooks/deliveries',
    {
      ...owner,
      schema: {
        tags,
        summary: "The company's latest webhook deliveries with their attempts",
        security: bearerSecurity,
        response: { 200: z.array(ZWebhookDelivery), ...ERROR_ANSWERS },
      },
    },
    async (request) => listWebhookDeliveries(db, callerOf(request)),
  );
  r.delete(
    '/api/settings/webhooks/:id',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Deactivate a webhook of the company',
        security: bearerSecurity,
        params: z.object({ id: ZRouteId }),
        response: { 200: ZWebhook.extend({ message: z.string() }), ...ERROR_ANSWERS },
      },
    },
    async (request) => deactivateWebhook(db, callerOf(request), request.params.id),
  );
}
