import {
  ZCompanyApproveBody,
  ZCompanyListAnswer,
  ZCompanyListBody,
  ZCompanyStatusAnswer,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, orEmpty, ZRouteId } from '../../http/route-kit';
import type { EmailSender } from '../../providers/email/email';
import type { ModuleDeps } from '../deps';
import { changeCompanyStatus } from './change-company-status';
import { listCompanies } from './list-companies';

/** The admin's companies screens (spec part 3 §2, §6): list, approve/decline, activate/deactivate. */
export function adminCompanyRoutes(app: FastifyInstance, deps: ModuleDeps, email: EmailSender) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post(
    '/api/companies/list',
    {
      onRequest: authorize('Admin'),
      schema: {
        tags: [TAGS.companies],
        summary: 'Every company (admin): search, sorter, statuses, page size 10',
        security: bearerSecurity,
        body: orEmpty(ZCompanyListBody),
        response: { 200: ZCompanyListAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => listCompanies(db, request.body),
  );

  r.put(
    '/api/companies/:id/approve',
    {
      onRequest: authorize('Admin'),
      schema: {
        tags: [TAGS.companies],
        summary: 'Approve (Active) or decline (Declined) a pending company; the host is e-mailed',
        security: bearerSecurity,
        params: z.object({ id: ZRouteId }),
        body: ZCompanyApproveBody,
        response: { 200: ZCompanyStatusAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      changeCompanyStatus(
        db,
        email,
        callerOf(request),
        request.params.id,
        request.body.isApproved ? 'approve' : 'decline',
      ),
  );

  r.put(
    '/api/companies/:id/:flag',
    {
      onRequest: authorize('Admin'),
      schema: {
        tags: [TAGS.companies],
        summary:
          "Activate (true) or deactivate (false) an approved company; deactivation ends its users' sessions",
        security: bearerSecurity,
        params: z.object({ id: ZRouteId, flag: z.enum(['true', 'false']) }),
        response: { 200: ZCompanyStatusAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      changeCompanyStatus(
        db,
        email,
        callerOf(request),
        request.params.id,
        request.params.flag === 'true' ? 'activate' : 'deactivate',
      ),
  );
}
