import {
  COMPANY_IMAGE_MAX_BYTES,
  COMPANY_MESSAGES,
  COMPANY_TIME_ZONES,
  STAFF_ROLES,
  ZCompany,
  ZCompanyBody,
  ZCompanyLookupRow,
  ZTimeZoneOption,
} from '@bidright/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, authorizeWhilePending, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, ZRouteId } from '../../http/route-kit';
import { readUploadForm } from '../../uploads/read-upload';
import type { ModuleDeps } from '../deps';
import type { TCompanyTarget } from './company-access';
import {
  COMPANY_IMAGES,
  removeCompanyImage,
  type TCompanyImageKind,
  uploadCompanyImage,
} from './company-files';
import { lookupAttorneyCompanies, lookupCompanies } from './lookup-companies';
import { getCompany, updateCompany } from './update-company';

const ZCompanyParams = z.object({ companyId: ZRouteId });

/**
 * Company settings (spec part 3 §2–§7): the own company for its staff (`/api/companies`), any company by id
 * for admins (`/api/companies/{companyId}`); logo, background image and wire instructions on both paths.
 * Its own scope, so the multipart reader serves only these routes.
 */
export function companyRoutes(app: FastifyInstance, deps: ModuleDeps) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: COMPANY_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    registerCompanyRoutes(scope, deps);
  });
}

function registerCompanyRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = deps;
  const tags = [TAGS.companies];
  const targetOf = (request: FastifyRequest): TCompanyTarget => {
    const params = request.params as { companyId?: number };
    return params.companyId === undefined ? 'own' : params.companyId;
  };

  r.get(
    '/api/companies/timezone',
    {
      onRequest: authorizeWhilePending(),
      schema: {
        tags,
        summary: 'Time zone options of the company form',
        security: bearerSecurity,
        response: { 200: z.array(ZTimeZoneOption), ...ERROR_ANSWERS },
      },
    },
    async () => COMPANY_TIME_ZONES.map((zone) => ({ ...zone })),
  );
  r.get(
    '/api/companies/lookup',
    {
      onRequest: authorize(...STAFF_ROLES, 'Admin'),
      schema: {
        tags,
        summary: 'Company lookup: admins every active company, staff their own',
        security: bearerSecurity,
        response: { 200: z.array(ZCompanyLookupRow), ...ERROR_ANSWERS },
      },
    },
    async (request) => lookupCompanies(db, callerOf(request)),
  );
  r.get(
    '/api/companies/lookupattorney',
    {
      onRequest: authorize('Client'),
      schema: {
        tags,
        summary: "Companies the client's firm is linked with",
        security: bearerSecurity,
        response: { 200: z.array(ZCompanyLookupRow), ...ERROR_ANSWERS },
      },
    },
    async (request) => lookupAttorneyCompanies(db, callerOf(request)),
  );

  // Own company (staff: read; auctioneers: write) and company by id (admins).
  for (const [path, params, readers, writers] of [
    ['/api/companies', undefined, STAFF_ROLES, ['Auctioneer']],
    ['/api/companies/:companyId', ZCompanyParams, ['Admin'], ['Admin']],
  ] as const) {
    const who = path === '/api/companies' ? 'own company' : 'company by id (admin)';
    r.get(
      path,
      {
        // Staff of a Pending company may read their own settings (part 3 §4), read-only.
        onRequest: path === '/api/companies' ? authorizeWhilePending(...readers) : authorize(...readers),
        schema: {
          tags,
          summary: `Company settings: ${who}`,
          security: bearerSecurity,
          ...(params ? { params } : {}),
          response: { 200: ZCompany, ...ERROR_ANSWERS },
        },
      },
      async (request) => getCompany(db, storage, callerOf(request), targetOf(request)),
    );
    r.put(
      path,
      {
        onRequest: authorize(...writers),
        schema: {
          tags,
          summary: `Save the company settings: ${who} (refused while Pending or Declined for staff)`,
          security: bearerSecurity,
          ...(params ? { params } : {}),
          body: ZCompanyBody,
          response: { 200: ZCompany, ...ERROR_ANSWERS },
        },
      },
      async (request) => updateCompany(db, storage, callerOf(request), targetOf(request), request.body),
    );
    for (const [segment, kind] of [
      ['logo', 'logo'],
      ['backgroundimage', 'background'],
    ] as [string, TCompanyImageKind][]) {
      const field = COMPANY_IMAGES[kind].field;
      r.put(
        `${path}/${segment}`,
        {
          onRequest: authorize(...writers),
          schema: {
            tags,
            summary: `Upload the ${COMPANY_IMAGES[kind].label}: ${who} (multipart ${field}; re-encoded)`,
            security: bearerSecurity,
            consumes: ['multipart/form-data'],
            ...(params ? { params } : {}),
            response: { 200: ZCompany, ...ERROR_ANSWERS },
          },
        },
        async (request) => {
          const form = await readUploadForm(request, COMPANY_MESSAGES.imageTooLarge);
          return uploadCompanyImage(db, storage, callerOf(request), targetOf(request), kind, form.file);
        },
      );
      r.delete(
        `${path}/${segment}`,
        {
          onRequest: authorize(...writers),
          schema: {
            tags,
            summary: `Remove the ${COMPANY_IMAGES[kind].label}: ${who}`,
            security: bearerSecurity,
            ...(params ? { params } : {}),
            response: { 200: ZCompany, ...ERROR_ANSWERS },
          },
        },
        async (request) => removeCompanyImage(db, storage, callerOf(request), targetOf(request), kind),
      );
    }
  }
}
