import { ZOwnIdentity, ZVerificationDecisionBody, ZVerificationQueue } from '@bidright/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, ZRouteId } from '../../http/route-kit';
import { readUploadForm } from '../../uploads/read-upload';
import { DOCUMENT_MAX_BYTES, UPLOAD_MESSAGES } from '../../uploads/upload-rules';
import type { ModuleDeps } from '../deps';
import { decideIdentity } from './decide-identity';
import { decideEntityPapers, uploadEntityPapers } from './entity-papers';
import { listVerifications } from './list-verifications';
import { getOwnIdentity } from './own-identity';

const ZMessage = z.object({ message: z.string() });

/**
 * Independent identity verification (issue 42, ADR 0072): a bidder reads their own identity state; admins
 * work the review queue (identity checks that did not match, entity papers) and decide with a reason.
 */
export function verificationRoutes(app: FastifyInstance, deps: ModuleDeps) {
  // Its own scope, so the multipart reader serves only the papers upload of these routes.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
    });
    registerVerificationRoutes(scope, deps);
  });
}

function registerVerificationRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = deps;

  r.get(
    '/api/verifications/identity',
    {
      onRequest: authorize('Bidder'),
      schema: {
        tags: [TAGS.accounts],
        summary: "The calling bidder's identity state, latest check and the admin's reason",
        security: bearerSecurity,
        response: { 200: ZOwnIdentity, ...ERROR_ANSWERS },
      },
    },
    async (request) => getOwnIdentity(db, callerOf(request).id),
  );

  r.get(
    '/api/admin/verifications',
    {
      onRequest: authorize('Admin'),
      schema: {
        tags: [TAGS.admin],
        summary: 'Identity checks pending review (both sides, scores, reasons) and entity papers to approve',
        security: bearerSecurity,
        response: { 200: ZVerificationQueue, ...ERROR_ANSWERS },
      },
    },
    async () => listVerifications(db, storage),
  );

  r.put(
    '/api/admin/verifications/identity/:id',
    {
      onRequest: authorize('Admin'),
      schema: {
        tags: [TAGS.admin],
        summary: 'Approve or deny (reason required) an identity check that did not match',
        security: bearerSecurity,
        params: z.object({ id: ZRouteId }),
        body: ZVerificationDecisionBody,
        response: { 200: ZMessage, ...ERROR_ANSWERS },
      },
    },
    async (request) => decideIdentity(db, callerOf(request), request.params.id, request.body),
  );

  r.post(
    '/api/purchaseprofiles/:id/papers',
    {
      onRequest: authorize('Bidder'),
      schema: {
        tags: [TAGS.accounts],
        summary: "Upload an entity grantee's papers (own Corporation profile; multipart papers, PDF)",
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        params: z.object({ id: ZRouteId }),
        response: {
          200: z.object({ message: z.string(), status: z.literal('Pending review') }),
          ...ERROR_ANSWERS,
        },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, UPLOAD_MESSAGES.documentSize);
      return uploadEntityPapers(db, storage, callerOf(request).id, request.params.id, form.file);
    },
  );

  r.put(
    '/api/admin/verifications/papers/:id',
    {
      onRequest: authorize('Admin'),
      schema: {
        tags: [TAGS.admin],
        summary: "Approve or deny (reason required) an entity profile's papers",
        security: bearerSecurity,
        params: z.object({ id: ZRouteId }),
        body: ZVerificationDecisionBody,
        response: { 200: ZMessage, ...ERROR_ANSWERS },
      },
    },
    async (request) => decideEntityPapers(db, callerOf(request), request.params.id, request.body),
  );
}
