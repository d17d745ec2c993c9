import {
  COMPANY_IMAGE_MAX_BYTES,
  STAFF_ROLES,
  ZClientBody,
  ZClientDetail,
  ZClientImportAnswer,
  ZClientListAnswer,
  ZClientListBody,
  ZLogoAnswer,
  ZSavedAnswer,
} from '@bidright/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, orEmpty, ZRouteId } from '../../http/route-kit';
import { readUploadForm } from '../../uploads/read-upload';
import type { ModuleDeps } from '../deps';
import { clientImportTemplate, importClients } from './import-clients';
import { listClients } from './list-clients';
import {
  createClient,
  deleteClient,
  getClient,
  updateClient,
  uploadClientLogo,
  uploadOwnClientLogo,
} from './manage-clients';

const ZClientParams = z.object({ clientId: ZRouteId });
const ZMessage = z.object({ message: z.string() });

/** Clients (law firms) as their auction hosts manage them, their logos and the Excel import (part 3 §2–§9). */
export function clientRoutes(app: FastifyInstance, deps: ModuleDeps) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: COMPANY_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    registerClientRoutes(scope, deps);
  });
}

function registerClientRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = deps;
  const tags = [TAGS.clients];
  const security = bearerSecurity;

  r.post(
    '/api/clients/list',
    {
      onRequest: authorize(...STAFF_ROLES, 'Admin'),
      schema: {
        tags,
        summary:
          "Clients of the caller's company (admins all): 10 a page, id descending, status default Active",
        security,
        body: orEmpty(ZClientListBody),
        response: { 200: ZClientListAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => listClients(db, callerOf(request), request.body),
  );
  r.post(
    '/api/clients',
    {
      onRequest: authorize(...STAFF_ROLES),
      schema: {
        tags,
        summary: 'Create a client of the own company (name required)',
        security,
        body: ZClientBody,
        response: { 200: ZSavedAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => createClient(db, callerOf(request), request.body),
  );
  r.get(
    '/api/clients/import/template',
    {
      onRequest: authorize(...STAFF_ROLES),
      schema: { tags, summary: 'The Excel template of the client import', security },
    },
    async (_request, reply) => {
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="client-import-template.xlsx"');
      return clientImportTemplate();
    },
  );
  r.post(
    '/api/clients/import',
    {
      onRequest: authorize(...STAFF_ROLES),
      schema: {
        tags,
        summary:
          'Import clients from Excel (multipart excelFile): all rows or none; firms the company has are skipped',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: ZClientImportAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, 'The file is too large. The limit is 10 MB.');
      return importClients(db, callerOf(request), form.file);
    },
  );
  r.put(
    '/api/clients/uploadlogo',
    {
      onRequest: authorize('Client'),
      schema: {
        tags,
        summary: "Upload the client's own firm logo (multipart model; re-encoded)",
        security,
        consumes: ['multipart/form-data'],
        response: { 200: ZLogoAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, 'The image must be smaller than 10MB!');
      return uploadOwnClientLogo(db, storage, callerOf(request), form.file);
    },
  );
  r.get(
    '/api/clients/:clientId',
    {
      onRequest: authorize(...STAFF_ROLES, 'Admin'),
      schema: {
        tags,
        summary: "Client details (403 'You have no permission to this page!' for another company's)",
        security,
        params: ZClientParams,
        response: { 200: ZClientDetail, ...ERROR_ANSWERS },
      },
    },
    async (request) => getClient(db, callerOf(request), request.params.clientId),
  );
  r.put(
    '/api/clients/:clientId',
    {
      onRequest: authorize(...STAFF_ROLES),
      schema: {
        tags,
        summary: 'Update a client (not once the firm has linked with the company)',
        security,
        params: ZClientParams,
        body: ZClientBody,
        response: { 200: ZClientDetail, ...ERROR_ANSWERS },
      },
    },
    async (request) => updateClient(db, callerOf(request), request.params.clientId, request.body),
  );
  r.delete(
    '/api/clients/:clientId',
    {
      onRequest: authorize(...STAFF_ROLES),
      schema: {
        tags,
        summary: "Delete a client ('Cannot delete a client with linked case!')",
        security,
        params: ZClientParams,
        response: { 200: ZMessage, ...ERROR_ANSWERS },
      },
    },
    async (request) => deleteClient(db, storage, callerOf(request), request.params.clientId),
  );
  r.put(
    '/api/clients/:clientId/uploadlogo',
    {
      onRequest: authorize(...STAFF_ROLES),
      schema: {
        tags,
        summary: "Upload a client's logo (multipart model; re-encoded)",
        security,
        consumes: ['multipart/form-data'],
        params: ZClientParams,
        response: { 200: ZLogoAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, 'The image must be smaller than 10MB!');
      return uploadClientLogo(db, storage, callerOf(request), request.params.clientId, form.file);
    },
  );
}
