import { LiveEvent } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, idParams } from '../../http/route-kit';
import type { TLotEventReader } from '../../jobs/lot-event-outbox';
import type { ModuleDeps } from '../deps';
import { exportSaleRecord } from './export-sale-record';
import { listRecordKeys } from './record-keys';
import {
  auctionOfLot,
  publishSignerKey,
  signDayCheckpoints,
  signLotCheckpoints,
  signMissingCheckpoints,
} from './sign-checkpoints';
import { loadRecordSigner } from './signing-key';

export const SALE_RECORD_SIGN_JOB = 'sale-record.sign';
export const SALE_RECORD_SWEEP_JOB = 'sale-record.sweep';

/** A lot's close, heard from the committed events (ADR 0039): its checkpoint is signed off the bid path. */
const lotCloses: TLotEventReader = {
  name: 'sale-record',
  async read(tx, jobs, events) {
    for (const event of events)
      if (event.event === LiveEvent.LotStopped)
        await jobs.send(
          SALE_RECORD_SIGN_JOB,
          { lotId: event.lotId },
          { key: `${event.lotId}:${event.seq}`, tx },
        );
  },
  drainAt: (event, now) => (event.event === LiveEvent.LotStopped ? now : null),
};

/**
 * The sale record (issue 42, ADR 0069): checkpoints signed when a lot closes and per sale day, the public keys
 * at a well-known address, and one export per auction for an offline verifier (packages/record-verify).
 */
export function saleRecordRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const signer = loadRecordSigner(deps.config);
  const queue = app.jobs;
  // The key is written once per process (a repeat is a no-op insert); a failed write is tried again next time.
  let published: Promise<void> | null = null;
  const publishKey = () => {
    published ??= publishSignerKey(db, signer).catch((error: unknown) => {
      published = null;
      throw error;
    });
    return published;
  };

  queue.define<{ lotId: number }>(SALE_RECORD_SIGN_JOB, async (job) => {
    await publishKey();
    await signLotCheckpoints(db, signer, job.data.lotId);
    const auctionId = await auctionOfLot(db, job.data.lotId);
    if (auctionId !== null) await signDayCheckpoints(db, signer, auctionId);
  });
  queue.define(SALE_RECORD_SWEEP_JOB, async () => {
    await publishKey();
    await signMissingCheckpoints(db, signer);
  });
  // A close whose job was lost (none should be: the job is queued with the outbox's cursor) is signed by the
  // sweep within ten minutes; the demo's seeded history is signed as the demo starts (signSeededRecords).
  void queue.schedule(SALE_RECORD_SWEEP_JOB, '*/10 * * * *');
  app.lotEvents.addReader(lotCloses);

  r.get(
    '/.well-known/bidright-record-keys.json',
    {
      schema: {
        tags: [TAGS.auctions],
        summary:
          'Every public key that signs sale-record checkpoints (Ed25519, base64), the current one marked',
        response: {
          200: z.object({
            algorithm: z.literal('Ed25519'),
            current: z.string(),
            keys: z.array(z.object({ keyId: z.string(), publicKey: z.string(), firstUsedAt: z.string() })),
          }),
        },
      },
    },
    async (_request, reply) => {
      await publishKey();
      reply.header('cache-control', 'public, max-age=300');
      return { algorithm: 'Ed25519' as const, current: signer.keyId, keys: await listRecordKeys(db) };
    },
  );

  r.get(
    '/api/auctions/:auctionId/sale-record',
    {
      onRequest: authorize('Auctioneer', 'Employee', 'Admin', 'Client'),
      schema: {
        tags: [TAGS.auctions],
        summary:
          "An auction's signed sale record for an offline verifier (host staff and admins: every lot; a law firm: its cases' lots)",
        security: bearerSecurity,
        params: idParams('auctionId'),
        response: { 200: z.unknown(), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      const file = await exportSaleRecord(db, callerOf(request), request.params.auctionId);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="sale-record-auction-${file.auction.id}.json"`)
        .send(JSON.stringify(file, null, 2));
    },
  );
}
