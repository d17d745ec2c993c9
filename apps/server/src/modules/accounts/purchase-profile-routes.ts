import { ZIdAnswer, ZPurchaseProfile, ZPurchaseProfileBody } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, callerOf } from '../../http/authorize';
import { ERROR_ANSWERS } from '../../http/route-kit';
import { type AccountRouteDeps, secured, ZIdParams } from './account-route-kit';
import {
  createPurchaseProfile,
  deletePurchaseProfile,
  listPurchaseProfiles,
  updatePurchaseProfile,
} from './purchase-profiles';

/** The bidder's purchase profiles (spec part 3, priority 1): who takes title when the bidder wins. */
export function purchaseProfileRoutes(app: FastifyInstance, { db }: AccountRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bidder = { onRequest: authorize('Bidder') };
  r.get(
    '/api/purchaseprofiles',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: "The bidder's purchase profiles",
        response: { 200: z.array(ZPurchaseProfile), ...ERROR_ANSWERS },
      },
    },
    async (request) => listPurchaseProfiles(db, callerOf(request).id),
  );
  r.post(
    '/api/purchaseprofiles',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Create a purchase profile',
        body: ZPurchaseProfileBody,
        response: { 200: ZPurchaseProfile, ...ERROR_ANSWERS },
      },
    },
    async (request) => createPurchaseProfile(db, callerOf(request).id, request.body),
  );
  r.put(
    '/api/purchaseprofiles/:id',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Update a purchase profile (entity type locked)',
        params: ZIdParams,
        body: ZPurchaseProfileBody,
        response: { 200: ZPurchaseProfile, ...ERROR_ANSWERS },
      },
    },
    async (request) => updatePurchaseProfile(db, callerOf(request).id, request.params.id, request.body),
  );
  r.delete(
    '/api/purchaseprofiles/:id',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Delete a purchase profile (soft)',
        params: ZIdParams,
        response: { 200: ZIdAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => deletePurchaseProfile(db, callerOf(request).id, request.params.id),
  );
}
