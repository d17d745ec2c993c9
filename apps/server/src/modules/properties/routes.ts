import {
  ZPropertyAttributeBody,
  ZPropertyAttributeDefinition,
  ZPropertyBody,
  ZPropertyDetail,
  ZPropertyImage,
  ZPropertyListAnswer,
  ZPropertyListBody,
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
import { getProperty, listLotProperties, listProperties } from './list-properties';
import { addPropertyImage, deletePropertyImage } from './property-images';
import { createProperty, deleteProperty, setPrimaryProperty, updateProperty } from './save-property';
import {
  clearPropertyAttributes,
  listAttributeDefinitions,
  savePropertyAttribute,
} from './save-property-attribute';

/** Registers these routes in a scope of their own, so the multipart reader (uploads) serves only them. */
export function propertyRoutes(app: FastifyInstance, deps: ModuleDeps) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
    });
    propertyAndPhotoRoutes(scope, deps);
  });
}

/** Properties, their attributes and photos (spec part 2 §3, §5, §7 "Properties"). */
function propertyAndPhotoRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = deps;

  r.get(
    '/api/properties/:lotId/list',
    {
      onRequest: authorize(),
      schema: {
        tags: [TAGS.properties],
        summary: "The lot's properties, primary first (bidders: published lots only)",
        security: bearerSecurity,
        params: z.object({ lotId: ZRouteId }),
        response: { 200: z.array(ZPropertyDetail), ...ERROR_ANSWERS },
      },
    },
    async (request) => listLotProperties(db, storage, callerOf(request), request.params.lotId),
  );

  r.post(
    '/api/properties/list',
    {
      onRequest: authorize(...STAFF, 'Client', 'Admin'),
      schema: {
        tags: [TAGS.properties],
        summary: 'Property table (staff: own company; clients: their firm; admins: all)',
        security: bearerSecurity,
        body: ZPropertyListBody.nullish(),
        response: { 200: ZPropertyListAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => listProperties(db, storage, callerOf(request), request.body ?? {}),
  );

  r.get(
    '/api/properties/:propertyId',
    {
      onRequest: authorize(...STAFF, 'Client', 'Admin'),
      schema: {
        tags: [TAGS.properties],
        summary: 'A property with its photos and attribute values',
        security: bearerSecurity,
        params: z.object({ propertyId: ZRouteId }),
        response: { 200: ZPropertyDetail, ...ERROR_ANSWERS },
      },
    },
    async (request) => getProperty(db, storage, callerOf(request), request.params.propertyId),
  );

  r.post(
    '/api/properties/:lotId',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.properties],
        summary: "Create a property in the lot (the lot's first is primary; country is always US)",
        security: bearerSecurity,
        params: z.object({ lotId: ZRouteId }),
        body: ZPropertyBody,
        response: { 200: ZPropertyDetail, ...ERROR_ANSWERS },
      },
    },
    async (request) => createProperty(db, storage, callerOf(request), request.params.lotId, request.body),
  );

  r.put(
    '/api/properties/:propertyId',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.properties],
        summary: "Update a property's address",
        security: bearerSecurity,
        params: z.object({ propertyId: ZRouteId }),
        body: ZPropertyBody,
        response: { 200: ZPropertyDetail, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      updateProperty(db, storage, callerOf(request), request.params.propertyId, request.body),
  );

  r.put(
    '/api/properties/:propertyId/attribute',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.properties],
        summary: "Save one attribute value, checked against the attribute's type (empty clears it)",
        security: bearerSecurity,
        params: z.object({ propertyId: ZRouteId }),
        body: ZPropertyAttributeBody,
        response: { 200: ZPropertyDetail, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      savePropertyAttribute(db, storage, callerOf(request), request.params.propertyId, request.body),
  );

  r.delete(
    '/api/properties/:propertyId/attributes',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.properties],
        summary: 'Clear every attribute value of the property',
        security: bearerSecurity,
        params: z.object({ propertyId: ZRouteId }),
        response: { 200: ZPropertyDetail, ...ERROR_ANSWERS },
      },
    },
    async (request) => clearPropertyAttributes(db, storage, callerOf(request), request.params.propertyId),
  );

  r.put(
    '/api/properties/:propertyId/primary',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.properties],
        summary: "Make the property the lot's primary property",
        security: bearerSecurity,
        params: z.object({ propertyId: ZRouteId }),
        response: { 200: ZPropertyDetail, ...ERROR_ANSWERS },
      },
    },
    async (request) => setPrimaryProperty(db, storage, callerOf(request), request.params.propertyId),
  );

  r.delete(
    '/api/properties/:propertyId',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.properties],
        summary: "Delete a property (not the primary one, unless it is a Draft lot's only property)",
        security: bearerSecurity,
        params: z.object({ propertyId: ZRouteId }),
        response: { 204: z.null(), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      await deleteProperty(db, storage, callerOf(request), request.params.propertyId);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/propextattr',
    {
      schema: {
        tags: [TAGS.properties],
        summary: 'Property attribute definitions with their dropdown options (public)',
        response: { 200: z.array(ZPropertyAttributeDefinition) },
      },
    },
    async () => listAttributeDefinitions(db),
  );

  r.post(
    '/api/propertyimages/:propertyId',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.properties],
        summary: 'Upload a property photo (multipart IsMain, Description, Image; JPEG/PNG/WebP/GIF ≤ 10 MB)',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        params: z.object({ propertyId: ZRouteId }),
        response: { 200: ZPropertyImage, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, UPLOAD_MESSAGES.imageSize);
      return addPropertyImage(db, storage, callerOf(request), request.params.propertyId, form);
    },
  );

  r.delete(
    '/api/propertyimages/:imageId',
    {
      onRequest: authorize(...STAFF),
      schema: {
        tags: [TAGS.properties],
        summary: 'Delete a property photo and its file',
        security: bearerSecurity,
        params: z.object({ imageId: ZRouteId }),
        response: { 204: z.null(), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      await deletePropertyImage(db, storage, callerOf(request), request.params.imageId);
      return reply.code(204).send(null);
    },
  );
}
