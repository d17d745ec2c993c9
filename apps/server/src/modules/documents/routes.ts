import {
  ZCaseDocument,
  ZDocumentListBody,
  ZDocumentType,
  ZDocumentUpdateBody,
  ZLotDocument,
} from '@bidright/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, STAFF, ZRouteId } from '../../http/route-kit';
import { readUploadForm } from '../../uploads/read-upload';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../uploads/upload-rules';
import type { ModuleDeps } from '../deps';
import {
  deleteCaseDocument,
  deleteLotDocument,
  listCaseDocuments,
  listDocumentTypes,
  listLotDocuments,
  updateCaseDocument,
  uploadCaseDocument,
  uploadLotDocument,
} from './case-documents';

/** Registers these routes in a scope of their own, so the multipart reader (uploads) serves only them. */
export function documentRoutes(app: FastifyInstance, deps: ModuleDeps) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
    });
    caseAndLotDocumentRoutes(scope, deps);
  });
}

/** Case documents and lot documents (spec part 2 §3, §7 "Documents"). Admins read but never add or delete. */
function caseAndLotDocumentRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = deps;

  r.post(
    '/api/documents/list/:caseId',
    {
      onRequest: authorize(...STAFF, 'Client', 'Admin'),
      schema: {
        tags: [TAGS.documents],
        summary: "The case's documents (clients: those visible to them); optional file-name search",
        security: bearerSecurity,
        params: z.object({ caseId: ZRouteId }),
        body: ZDocumentListBody,
        response: { 200: z.array(ZCaseDocument), ...ERROR_ANSWERS },
      },
    },
    async (request) => listCaseDocuments(db, callerOf(request), request.params.caseId, request.body?.search),
  );

  r.post(
    '/api/documents/types/list',
    {
      onRequest: authorize(),
      schema: {
        tags: [TAGS.documents],
        summary: 'Document types',
        security: bearerSecurity,
        response: { 200: z.array(ZDocumentType) },
      },
    },
    async () => listDocumentTypes(db),
  );

  r.post(
    '/api/documents',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.documents],
        summary:
          'Upload a case document (multipart DocumentTypeId, IsVisibleToBidder, IsVisibleToClient, CaseId, Attachment; PDF, image, Word ≤ 25 MB)',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        response: { 200: ZCaseDocument, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, UPLOAD_MESSAGES.documentSize);
      return uploadCaseDocument(db, storage, callerOf(request), form);
    },
  );

  r.put(
    '/api/documents/:id',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.documents],
        summary: "Change a document's type, case or visibility",
        security: bearerSecurity,
        params: z.object({ id: ZRouteId }),
        body: ZDocumentUpdateBody,
        response: { 200: ZCaseDocument, ...ERROR_ANSWERS },
      },
    },
    async (request) => updateCaseDocument(db, callerOf(request), request.params.id, request.body),
  );

  r.delete(
    '/api/documents/:id',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.documents],
        summary: 'Delete a case document and its file',
        security: bearerSecurity,
        params: z.object({ id: ZRouteId }),
        response: { 204: z.null(), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      await deleteCaseDocument(db, storage, callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/lotdocuments/:lotId',
    {
      onRequest: authorize(...STAFF, 'Client', 'Admin'),
      schema: {
        tags: [TAGS.documents],
        summary: "The lot's documents",
        security: bearerSecurity,
        params: z.object({ lotId: ZRouteId }),
        response: { 200: z.array(ZLotDocument), ...ERROR_ANSWERS },
      },
    },
    async (request) => listLotDocuments(db, callerOf(request), request.params.lotId),
  );

  r.post(
    '/api/lotdocuments/:lotId',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.documents],
        summary: 'Upload a lot document (multipart Description, Attachment; PDF, image, Word ≤ 25 MB)',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        params: z.object({ lotId: ZRouteId }),
        response: { 200: ZLotDocument, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, UPLOAD_MESSAGES.documentSize);
      return uploadLotDocument(db, storage, callerOf(request), request.params.lotId, form);
    },
  );

  r.delete(
    '/api/lotdocuments/:id',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.documents],
        summary: 'Delete a lot document and its file',
        security: bearerSecurity,
        params: z.object({ id: ZRouteId }),
        response: { 204: z.null(), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      await deleteLotDocument(db, storage, callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
