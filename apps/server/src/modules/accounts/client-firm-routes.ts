import { ZAttorneyListBody, ZAttorneyPage, ZClientFirm, ZClientFirmBody } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authorize, callerOf } from '../../http/authorize';
import { ERROR_ANSWERS } from '../../http/route-kit';
import { type AccountRouteDeps, secured } from './account-route-kit';
import { getOwnClientFirm, listOwnAttorneys, updateOwnClientFirm } from './client-firm';

/** The client's (law-firm user's) account page: their own firm and its attorneys. */
export function clientFirmRoutes(app: FastifyInstance, { db }: AccountRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const client = { onRequest: authorize('Client') };
  r.get(
    '/api/clients',
    {
      ...client,
      schema: {
        ...secured,
        summary: "The client's own firm details",
        response: { 200: ZClientFirm, ...ERROR_ANSWERS },
      },
    },
    async (request) => getOwnClientFirm(db, callerOf(request)),
  );
  r.put(
    '/api/clients',
    {
      ...client,
      schema: {
        ...secured,
        summary: "Update the client's own firm (name required, address optional)",
        body: ZClientFirmBody,
        response: { 200: ZClientFirm, ...ERROR_ANSWERS },
      },
    },
    async (request) => updateOwnClientFirm(db, callerOf(request), request.body),
  );
  r.post(
    '/api/attorneys/list',
    {
      ...client,
      schema: {
        ...secured,
        summary: "Attorneys of the client's own firm (primary first)",
        body: ZAttorneyListBody,
        response: { 200: ZAttorneyPage, ...ERROR_ANSWERS },
      },
    },
    async (request) => listOwnAttorneys(db, callerOf(request), request.body),
  );
}
