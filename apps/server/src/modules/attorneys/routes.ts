import {
  STAFF_ROLES,
  ZAttorneyBody,
  ZAttorneyLookupRow,
  ZConnectedCompanyListBody,
  ZConnectedCompanyPage,
  ZMessageAnswer,
  ZSavedAttorney,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, orEmpty, ZRouteId } from '../../http/route-kit';
import { createProviders } from '../../providers/index';
import type { ModuleDeps } from '../deps';
import {
  addOwnAttorney,
  linkCompany,
  listConnectedCompanies,
  makeOwnAttorneyPrimary,
  removeOwnAttorney,
  switchCompany,
  updateOwnAttorney,
} from './own-firm-attorneys';
import {
  type AttorneyDeps,
  addClientAttorney,
  lookupAttorneys,
  makeClientAttorneyPrimary,
  removeClientAttorney,
  updateClientAttorney,
} from './staff-attorneys';

/**
 * Attorneys (part 3 §7, §8): the staff calls on their clients' attorneys, the client's calls on the own
 * firm's, the connected companies of the client (list, link, switch) and the attorney lookup.
 */
export function attorneyRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const attorneyDeps: AttorneyDeps = {
    db,
    email: createProviders(deps.config, db).email,
    config: deps.config,
  };
  const tags = [TAGS.clients];
  const security = bearerSecurity;

  // ---- Staff: attorneys of their clients ----
  r.post(
    '/api/attorneys/:clientId',
    {
      onRequest: authorize(...STAFF_ROLES),
      schema: {
        tags,
        summary: "Add an attorney to the company's client (Active, not linked) and e-mail the sign-up link",
        security,
        params: z.object({ clientId: ZRouteId }),
        body: ZAttorneyBody,
        response: { 200: ZSavedAttorney, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      addClientAttorney(attorneyDeps, callerOf(request), request.params.clientId, request.body),
  );
  r.put(
    '/api/attorneys/:attorneyId/auctioneer',
    {
      onRequest: authorize(...STAFF_ROLES),
      schema: {
        tags,
        summary: "Update an attorney of the company's client",
        security,
        params: z.object({ attorneyId: ZRouteId }),
        body: ZAttorneyBody,
        response: { 200: ZSavedAttorney, ...ERROR_ANSWERS },
      },
    },
    async (request) => updateClientAttorney(db, callerOf(request), request.params.attorneyId, request.body),
  );
  r.delete(
    '/api/attorneys/:attorneyId/auctioneer',
    {
      onRequest: authorize(...STAFF_ROLES),
      schema: {
        tags,
        summary: "Remove an attorney of the company's client (not the primary while others remain)",
        security,
        params: z.object({ attorneyId: ZRouteId }),
        response: { 200: ZMessageAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => removeClientAttorney(db, callerOf(request), request.params.attorneyId),
  );
  r.put(
    '/api/attorneys/:clientId/:attorneyId',
    {
      // Staff on their (unlinked) clients; a client on the own firm (part 3 §6).
      onRequest: authorize(...STAFF_ROLES, 'Client'),
      schema: {
        tags,
        summary: 'Make the attorney the primary one (the others stop being primary)',
        security,
        params: z.object({ clientId: ZRouteId, attorneyId: ZRouteId }),
        response: { 200: ZMessageAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { clientId, attorneyId } = request.params;
      return caller.role === 'Client'
        ? makeOwnAttorneyPrimary(db, caller, clientId, attorneyId)
        : makeClientAttorneyPrimary(db, caller, clientId, attorneyId);
    },
  );
  r.get(
    '/api/attorneys/lookup',
    {
      onRequest: authorize(...STAFF_ROLES, 'Client', 'Admin'),
      schema: {
        tags,
        summary: "Attorney lookup: staff their clients', clients their firm's, admins all",
        security,
        response: { 200: z.array(ZAttorneyLookupRow), ...ERROR_ANSWERS },
      },
    },
    async (request) => lookupAttorneys(db, callerOf(request)),
  );

  // ---- Client: the own firm's attorneys and connected companies ----
  r.post(
    '/api/attorneys',
    {
      onRequest: authorize('Client'),
      schema: {
        tags,
        summary: 'Add an attorney to the own firm and e-mail the sign-up link',
        security,
        body: ZAttorneyBody,
        response: { 200: ZSavedAttorney, ...ERROR_ANSWERS },
      },
    },
    async (request) => addOwnAttorney(attorneyDeps, callerOf(request), request.body),
  );
  r.put(
    '/api/attorneys/:id',
    {
      onRequest: authorize('Client'),
      schema: {
        tags,
        summary: 'Update an attorney of the own firm',
        security,
        params: z.object({ id: ZRouteId }),
        body: ZAttorneyBody,
        response: { 200: ZSavedAttorney, ...ERROR_ANSWERS },
      },
    },
    async (request) => updateOwnAttorney(db, callerOf(request), request.params.id, request.body),
  );
  r.delete(
    '/api/attorneys/:id',
    {
      onRequest: authorize('Client'),
      schema: {
        tags,
        summary: 'Remove an attorney of the own firm',
        security,
        params: z.object({ id: ZRouteId }),
        response: { 200: ZMessageAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => removeOwnAttorney(db, callerOf(request), request.params.id),
  );
  r.post(
    '/api/attorneys/listcompany',
    {
      onRequest: authorize('Client'),
      schema: {
        tags,
        summary: "Connected companies of the client's firm (isLinked: linked or waiting)",
        security,
        body: orEmpty(ZConnectedCompanyListBody),
        response: { 200: ZConnectedCompanyPage, ...ERROR_ANSWERS },
      },
    },
    async (request) => listConnectedCompanies(db, callerOf(request), request.body),
  );
  r.put(
    '/api/attorneys/:companyId/linkcompany',
    {
      onRequest: authorize('Client'),
      schema: {
        tags,
        summary: 'Link the firm with a company that works with it',
        security,
        params: z.object({ companyId: ZRouteId }),
        response: { 200: ZMessageAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => linkCompany(db, callerOf(request), request.params.companyId),
  );
  r.put(
    '/api/attorneys/:attorneyId/switch/:companyId',
    {
      onRequest: authorize('Client'),
      schema: {
        tags,
        summary: "Switch the client's session to a linked company (refresh the token afterwards)",
        security,
        params: z.object({ attorneyId: ZRouteId, companyId: ZRouteId }),
        response: { 200: z.object({ companyId: z.string(), message: z.string() }), ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      switchCompany(db, callerOf(request), request.params.attorneyId, request.params.companyId),
  );
}
