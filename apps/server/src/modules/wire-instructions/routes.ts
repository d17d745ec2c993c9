import {
  COMPANY_MESSAGES,
  STAFF_ROLES,
  WIRE_INSTRUCTIONS_MAX_BYTES,
  ZCompany,
  ZWireCodeChallenge,
  ZWireInstructionVersions,
} from '@bidright/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, ZRouteId } from '../../http/route-kit';
import type { SmsSender } from '../../providers/sms/sms';
import { attachmentDisposition } from '../../providers/storage/signed-files';
import { readUploadForm } from '../../uploads/read-upload';
import type { TCompanyTarget } from '../companies/public';
import type { ModuleDeps } from '../deps';
import { uploadWireInstructions } from './upload-wire-instructions';
import { requestWireCode } from './wire-code';
import { downloadWireInstructions, listWireVersions } from './wire-files';

const ZCompanyParams = z.object({ companyId: ZRouteId });

/**
 * Wire instructions (spec part 3 §3, issue 42 point 4, ADR 0070): the spec's upload, now confirmed by the
 * uploader's two-step code and kept as versions; the code request; the version history; and the stamped
 * download. Own company (`/api/companies/...`: the auctioneer changes, staff read) and company by id (admins).
 */
export function wireInstructionRoutes(app: FastifyInstance, deps: ModuleDeps, sms: SmsSender) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: WIRE_INSTRUCTIONS_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    registerWireRoutes(scope, deps, sms);
  });
}

function registerWireRoutes(app: FastifyInstance, deps: ModuleDeps, sms: SmsSender) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = deps;
  const tags = [TAGS.companies];
  const targetOf = (request: FastifyRequest): TCompanyTarget => {
    const params = request.params as { companyId?: number };
    return params.companyId === undefined ? 'own' : params.companyId;
  };

  for (const [path, params, readers, writers] of [
    ['/api/companies', undefined, STAFF_ROLES, ['Auctioneer']],
    ['/api/companies/:companyId', ZCompanyParams, ['Admin'], ['Admin']],
  ] as const) {
    const who = path === '/api/companies' ? 'own company' : 'company by id (admin)';
    r.post(
      `${path}/wireinstructions`,
      {
        onRequest: authorize(...writers),
        schema: {
          tags,
          summary: `Upload the wire instructions: ${who} (multipart wireInstructions; PDF under 5 MB; twoFactorCode and, for an SMS code, verificationId)`,
          security: bearerSecurity,
          consumes: ['multipart/form-data'],
          ...(params ? { params } : {}),
          response: { 200: ZCompany, ...ERROR_ANSWERS },
        },
      },
      async (request) => {
        const form = await readUploadForm(request, COMPANY_MESSAGES.wireTooLarge);
        return uploadWireInstructions(deps, callerOf(request), targetOf(request), form);
      },
    );
    r.post(
      `${path}/wireinstructions/code`,
      {
        onRequest: authorize(...writers),
        schema: {
          tags,
          summary: `Ask for the two-step code that confirms a change of wire instructions: ${who} (SMS sent, or use the authenticator)`,
          security: bearerSecurity,
          ...(params ? { params } : {}),
          response: { 200: ZWireCodeChallenge, ...ERROR_ANSWERS },
        },
      },
      async (request) => requestWireCode(db, sms, callerOf(request)),
    );
    r.get(
      `${path}/wireinstructions/versions`,
      {
        onRequest: authorize(...readers),
        schema: {
          tags,
          summary: `Every version of the wire instructions, newest first, with fingerprints: ${who}`,
          security: bearerSecurity,
          ...(params ? { params } : {}),
          response: { 200: ZWireInstructionVersions, ...ERROR_ANSWERS },
        },
      },
      async (request) => listWireVersions(db, callerOf(request), targetOf(request)),
    );
  }

  r.get(
    '/api/wireinstructions/:companyId/file',
    {
      onRequest: authorize('Bidder', 'Auctioneer', 'Employee', 'Admin'),
      schema: {
        tags,
        summary:
          "A company's current wire instructions, stamped with the fingerprint (PDF): its staff, admins, and its winners",
        security: bearerSecurity,
        params: ZCompanyParams,
        response: { 200: z.any(), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      const file = await downloadWireInstructions(db, storage, callerOf(request), request.params.companyId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-wire-fingerprint', file.fingerprint)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
