import {
  ZAdminBidderBody,
  ZAdminBidderLookupRow,
  ZAdminBidderView,
  ZAdminCreateBody,
  ZAdminUpdateBody,
  ZBidderActivateBody,
  ZSavedAnswer,
  ZSystemUserListAnswer,
  ZSystemUserListBody,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, orEmpty, ZRouteId } from '../../http/route-kit';
import type { ModuleDeps } from '../deps';
import { getBidderForAdmin, lookupBidders, saveBidderForAdmin, setUserActive } from './bidder-admin';
import { deleteBidder } from './delete-bidder';
import { exportSystemUsers } from './export-users';
import { listSystemUsers, type TSystemUserKind } from './list-system-users';
import { createAdmin, updateAdmin } from './save-admin';

const ZMessage = z.object({ message: z.string() });
const params = z.object({ id: ZRouteId });

/** The admin's users screens (spec part 3 §2, §6, §7): bidders, auctioneers, admins and their exports. */
export function adminUserRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const admin = { onRequest: authorize('Admin') };
  const doc = (summary: string) => ({ tags: [TAGS.admin], summary, security: bearerSecurity });

  const lists: [string, TSystemUserKind][] = [
    ['/api/bidders/list', 'bidders'],
    ['/api/auctioneers/listall', 'auctioneers'],
    ['/api/admins/list', 'admins'],
  ];
  for (const [url, kind] of lists) {
    r.post(
      url,
      {
        ...admin,
        schema: {
          ...doc(`All ${kind} (admin users screen; page size 10)`),
          body: orEmpty(ZSystemUserListBody),
          response: { 200: ZSystemUserListAnswer, ...ERROR_ANSWERS },
        },
      },
      async (request) => listSystemUsers(db, kind, request.body),
    );
  }

  const exports: [string, TSystemUserKind][] = [
    ['/api/bidders/listexcel', 'bidders'],
    ['/api/auctioneers/listallexcel', 'auctioneers'],
    ['/api/admins/listexcel', 'admins'],
  ];
  for (const [url, kind] of exports) {
    r.post(
      url,
      {
        ...admin,
        schema: {
          ...doc(`Excel export of the ${kind} list, streamed; the file name carries a timestamp`),
          body: orEmpty(ZSystemUserListBody),
          response: ERROR_ANSWERS,
        },
      },
      async (request, reply) => exportSystemUsers(reply, db, kind, request.body),
    );
  }

  r.get(
    '/api/bidders/lookup/:term',
    {
      ...admin,
      schema: {
        ...doc('Bidders by name, user name or e-mail (at least 3 characters)'),
        params: z.object({ term: z.string().max(200) }),
        response: { 200: z.array(ZAdminBidderLookupRow), ...ERROR_ANSWERS },
      },
    },
    async (request) => lookupBidders(db, request.params.term),
  );

  r.get(
    '/api/bidders/:id',
    {
      ...admin,
      schema: {
        ...doc('Admin bidder view: profile, verification, balances, wins, auction history, phones'),
        params,
        response: { 200: ZAdminBidderView, ...ERROR_ANSWERS },
      },
    },
    async (request) => getBidderForAdmin(db, request.params.id),
  );

  r.put(
    '/api/bidders/:id',
    {
      ...admin,
      schema: {
        ...doc('Admin saves a bidder'),
        params,
        body: ZAdminBidderBody,
        response: { 200: ZMessage, ...ERROR_ANSWERS },
      },
    },
    async (request) => saveBidderForAdmin(db, callerOf(request), request.params.id, request.body),
  );

  r.put(
    '/api/bidders/activate/:id',
    {
      ...admin,
      schema: {
        ...doc('Activate a bidder (body isActive false deactivates and ends their sessions)'),
        params,
        body: orEmpty(ZBidderActivateBody),
        response: { 200: ZMessage, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      setUserActive(db, callerOf(request), request.params.id, 'Bidder', request.body.isActive),
  );

  r.delete(
    '/api/bidders/:id/delete',
    {
      ...admin,
      schema: {
        ...doc('Delete a bidder: personal data erased or anonymised, bids and sales kept'),
        params,
        response: { 200: ZMessage, ...ERROR_ANSWERS },
      },
    },
    async (request) => deleteBidder(db, callerOf(request), request.params.id),
  );

  r.post(
    '/api/admins',
    {
      ...admin,
      schema: {
        ...doc('Create an admin account'),
        body: ZAdminCreateBody,
        response: { 200: ZSavedAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => createAdmin(db, callerOf(request), request.body),
  );

  r.put(
    '/api/admins/:id',
    {
      ...admin,
      schema: {
        ...doc('Update an admin account (no password change)'),
        params,
        body: ZAdminUpdateBody,
        response: { 200: ZSavedAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => updateAdmin(db, callerOf(request), request.params.id, request.body),
  );

  r.put(
    '/api/admins/:id/:flag',
    {
      ...admin,
      schema: {
        ...doc('Activate (true) or deactivate (false) an admin account'),
        params: z.object({ id: ZRouteId, flag: z.enum(['true', 'false']) }),
        response: { 200: ZMessage, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      setUserActive(db, callerOf(request), request.params.id, 'Admin', request.params.flag === 'true'),
  );
}
