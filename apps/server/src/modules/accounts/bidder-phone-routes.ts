import {
  ZBidderPhone,
  ZCodeBody,
  ZPhone,
  ZPhoneBody,
  ZPhoneVerification,
  ZPhoneVerificationBody,
  ZPhoneVerified,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, callerOf } from '../../http/authorize';
import { ERROR_ANSWERS } from '../../http/route-kit';
import { type AccountRouteDeps, secured, ZIdParams } from './account-route-kit';
import {
  addPhone,
  deletePhone,
  listPhones,
  sendPhoneVerification,
  setPrimaryPhone,
  verifyPhoneCode,
} from './bidder-phones';

const ZNumberParams = z.object({ number: ZPhone });

/** The bidder's phones (spec part 3, priority 4): add, verify by a texted code, make primary, delete. */
export function bidderPhoneRoutes(app: FastifyInstance, { db, providers }: AccountRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bidder = { onRequest: authorize('Bidder') };
  r.get(
    '/api/bidderphones',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: "The bidder's phones",
        response: { 200: z.array(ZBidderPhone), ...ERROR_ANSWERS },
      },
    },
    async (request) => listPhones(db, callerOf(request).id),
  );
  r.post(
    '/api/bidderphones',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Add a phone',
        body: ZPhoneBody,
        response: { 200: z.array(ZBidderPhone), ...ERROR_ANSWERS },
      },
    },
    async (request) => addPhone(db, callerOf(request).id, request.body.number),
  );
  r.put(
    '/api/bidderphones/:number',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Make a phone primary',
        params: ZNumberParams,
        response: { 200: z.array(ZBidderPhone), ...ERROR_ANSWERS },
      },
    },
    async (request) => setPrimaryPhone(db, callerOf(request).id, request.params.number),
  );
  r.delete(
    '/api/bidderphones/:number',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Delete a phone (not the primary)',
        params: ZNumberParams,
        response: { 200: z.array(ZBidderPhone), ...ERROR_ANSWERS },
      },
    },
    async (request) => deletePhone(db, callerOf(request).id, request.params.number),
  );
  r.post(
    '/api/bidderphones/verification',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Text a one-time code to a phone',
        body: ZPhoneVerificationBody,
        response: { 200: ZPhoneVerification, ...ERROR_ANSWERS },
      },
    },
    async (request) => sendPhoneVerification(db, providers.sms, callerOf(request).id, request.body),
  );
  r.post(
    '/api/bidderphones/verification/:id',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Check a phone code',
        params: ZIdParams,
        body: ZCodeBody,
        response: { 200: ZPhoneVerified, ...ERROR_ANSWERS },
      },
    },
    async (request) => verifyPhoneCode(db, callerOf(request).id, request.params.id, request.body.code),
  );
}
