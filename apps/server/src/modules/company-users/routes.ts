import {
  ZAuctioneerAccount,
  ZAuctioneerAccountBody,
  ZCompanyUser,
  ZCompanyUserBody,
  ZCompanyUserListBody,
  ZCompanyUserPage,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, orEmpty, ZRouteId } from '../../http/route-kit';
import type { ModuleDeps } from '../deps';
import {
  addCompanyUser,
  getAuctioneerAccount,
  listCompanyUsers,
  setAuctioneerActive,
  updateAuctioneerAccount,
} from './company-users';

const ZUserParams = z.object({ userId: ZRouteId });

/** Company users and the Account Details modal (part 3 §2, §7; part 1 §3, §7). */
export function companyUserRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = [TAGS.companies];

  r.post(
    '/api/auctioneers/list',
    {
      onRequest: authorize('Auctioneer'),
      schema: {
        tags,
        summary: "The own company's users (auctioneers and employees)",
        security: bearerSecurity,
        body: orEmpty(ZCompanyUserListBody),
        response: { 200: ZCompanyUserPage, ...ERROR_ANSWERS },
      },
    },
    async (request) => listCompanyUsers(db, callerOf(request), request.body),
  );
  r.post(
    '/api/auctioneers/add',
    {
      onRequest: authorize('Auctioneer'),
      schema: {
        tags,
        summary: 'Add an auctioneer or employee to the own company',
        security: bearerSecurity,
        body: ZCompanyUserBody,
        response: { 200: ZCompanyUser, ...ERROR_ANSWERS },
      },
    },
    async (request) => addCompanyUser(db, callerOf(request), request.body),
  );
  r.get(
    '/api/auctioneers/:userId',
    {
      onRequest: authorize('Auctioneer', 'Admin'),
      schema: {
        tags,
        summary: 'Account Details: an auctioneer or employee (own company; admins any)',
        security: bearerSecurity,
        params: ZUserParams,
        response: { 200: ZAuctioneerAccount, ...ERROR_ANSWERS },
      },
    },
    async (request) => getAuctioneerAccount(db, callerOf(request), request.params.userId),
  );
  r.put(
    '/api/auctioneers/:userId',
    {
      onRequest: authorize('Auctioneer', 'Admin'),
      schema: {
        tags,
        summary: 'Save the Account Details (names, e-mail, phone, role)',
        security: bearerSecurity,
        params: ZUserParams,
        body: ZAuctioneerAccountBody,
        response: { 200: ZAuctioneerAccount, ...ERROR_ANSWERS },
      },
    },
    async (request) => updateAuctioneerAccount(db, callerOf(request), request.params.userId, request.body),
  );
  r.put(
    '/api/auctioneers/:userId/:flag',
    {
      onRequest: authorize('Auctioneer', 'Admin'),
      schema: {
        tags,
        summary: 'Activate (true) or deactivate (false) the account; deactivation ends its sessions at once',
        security: bearerSecurity,
        params: ZUserParams.extend({ flag: z.enum(['true', 'false']) }),
        response: { 200: ZAuctioneerAccount.extend({ message: z.string() }), ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      setAuctioneerActive(db, callerOf(request), request.params.userId, request.params.flag === 'true'),
  );
}
