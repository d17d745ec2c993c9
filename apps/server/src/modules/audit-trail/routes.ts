import {
  STAFF_ROLES,
  ZAuditTrailFilter,
  ZAuditTrailPage,
  ZAuditTrailQuery,
  ZAuditTrailVerification,
} from '@bidright/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../errors';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS } from '../../http/route-kit';
import type { ModuleDeps } from '../deps';
import type { TAuditScope } from './audit-trail-rows';
import { exportAuditTrail } from './export-audit-trail';
import { listAuditTrail } from './list-audit-trail';
import { AUDIT_PURGE_JOB, purgeAuditTrail } from './purge-audit-trail';
import { verifyAuditTrail } from './verify-audit-trail';

const ALL: TAuditScope = { kind: 'all' };

/** A host's staff read their own company's trail only. */
function hostScope(request: FastifyRequest): TAuditScope {
  const { companyId } = callerOf(request);
  if (companyId === null) throw forbidden();
  return { kind: 'company', companyId };
}

/**
 * The staff and admin audit trail (issue 42 point 3, ADR 0071): admins read, filter, export and verify all
 * of it; a host's Auctioneer and Employees read and export their own company's. The retention purge runs
 * daily as a job.
 */
export function auditTrailRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;

  app.jobs.define(AUDIT_PURGE_JOB, async () => {
    await purgeAuditTrail(db, config.AUDIT_RETENTION_DAYS);
  });
  void app.jobs.schedule(AUDIT_PURGE_JOB, '17 3 * * *');

  const admin = { onRequest: authorize('Admin') };
  const host = { onRequest: authorize(...STAFF_ROLES) };

  r.get(
    '/api/admin/audit-trail',
    {
      ...admin,
      schema: {
        tags: [TAGS.admin],
        summary: 'The audit trail of every staff and admin change, newest first, filtered and paged',
        security: bearerSecurity,
        querystring: ZAuditTrailQuery,
        response: { 200: ZAuditTrailPage, ...ERROR_ANSWERS },
      },
    },
    async (request) => listAuditTrail(db, ALL, request.query),
  );

  r.get(
    '/api/admin/audit-trail/export',
    {
      ...admin,
      schema: {
        tags: [TAGS.admin],
        summary: 'The filtered audit trail as an Excel file, streamed',
        security: bearerSecurity,
        querystring: ZAuditTrailFilter,
        response: ERROR_ANSWERS,
      },
    },
    async (request, reply) => exportAuditTrail(reply, db, ALL, request.query),
  );

  r.get(
    '/api/admin/audit-trail/verify',
    {
      ...admin,
      schema: {
        tags: [TAGS.admin],
        summary: "Recompute the audit trail's hash chain from its anchor; names the first row that fails",
        security: bearerSecurity,
        response: { 200: ZAuditTrailVerification, ...ERROR_ANSWERS },
      },
    },
    async () => verifyAuditTrail(db),
  );

  r.get(
    '/api/audit-trail',
    {
      ...host,
      schema: {
        tags: [TAGS.companies],
        summary: "The caller's company's audit trail (changes to its cases, lots, staff, settings), paged",
        security: bearerSecurity,
        querystring: ZAuditTrailQuery,
        response: { 200: ZAuditTrailPage, ...ERROR_ANSWERS },
      },
    },
    async (request) => listAuditTrail(db, hostScope(request), request.query),
  );

  r.get(
    '/api/audit-trail/export',
    {
      ...host,
      schema: {
        tags: [TAGS.companies],
        summary: "The caller's company's filtered audit trail as an Excel file, streamed",
        security: bearerSecurity,
        querystring: ZAuditTrailFilter,
        response: ERROR_ANSWERS,
      },
    },
    async (request, reply) => exportAuditTrail(reply, db, hostScope(request), request.query),
  );
}
