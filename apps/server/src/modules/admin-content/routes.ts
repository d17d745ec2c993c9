import {
  ZAdminFeaturedAnswer,
  ZAdminFeaturedLot,
  ZAdminLotSearchRow,
  ZHelp,
  ZHelpBody,
  ZResource,
  ZResourceBody,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, ZRouteId } from '../../http/route-kit';
import type { ModuleDeps } from '../deps';
import {
  createHelp,
  createResource,
  deleteHelp,
  deleteResource,
  listHelpsForAdmin,
  listResourcesForAdmin,
  updateHelp,
  updateResource,
} from './content-admin';
import {
  featureLotAsAdmin,
  listFeaturedLotsForAdmin,
  removeFeaturedAsAdmin,
  searchLotsForAdmin,
} from './featured-lots-admin';

const ZMessage = z.object({ message: z.string() });
const params = z.object({ id: ZRouteId });

/** The admin's FAQ, resources and featured-lots settings (spec part 3 §2 settings slugs, §7). */
export function adminContentRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const admin = { onRequest: authorize('Admin') };
  const doc = (summary: string) => ({ tags: [TAGS.admin], summary, security: bearerSecurity });

  r.get(
    '/api/admins/helps',
    {
      ...admin,
      schema: {
        ...doc('FAQ entries as the admin edits them'),
        response: { 200: z.array(ZHelp), ...ERROR_ANSWERS },
      },
    },
    async () => listHelpsForAdmin(db),
  );
  r.post(
    '/api/helps',
    {
      ...admin,
      schema: {
        ...doc('Add a FAQ entry'),
        body: ZHelpBody,
        response: { 200: ZHelp.extend({ message: z.string() }), ...ERROR_ANSWERS },
      },
    },
    async (request) => createHelp(db, request.body),
  );
  r.put(
    '/api/helps/:id',
    {
      ...admin,
      schema: {
        ...doc('Edit a FAQ entry'),
        params,
        body: ZHelpBody,
        response: { 200: ZHelp.extend({ message: z.string() }), ...ERROR_ANSWERS },
      },
    },
    async (request) => updateHelp(db, request.params.id, request.body),
  );
  r.delete(
    '/api/helps/:id',
    {
      ...admin,
      schema: { ...doc('Delete a FAQ entry'), params, response: { 200: ZMessage, ...ERROR_ANSWERS } },
    },
    async (request) => deleteHelp(db, request.params.id),
  );

  r.get(
    '/api/admins/resources',
    {
      ...admin,
      schema: {
        ...doc('Helpful resources as the admin edits them'),
        response: { 200: z.array(ZResource), ...ERROR_ANSWERS },
      },
    },
    async () => listResourcesForAdmin(db),
  );
  r.post(
    '/api/resources',
    {
      ...admin,
      schema: {
        ...doc('Add a resource; the rich-text body is stored sanitised'),
        body: ZResourceBody,
        response: { 200: ZResource.extend({ message: z.string() }), ...ERROR_ANSWERS },
      },
    },
    async (request) => createResource(db, callerOf(request), request.body),
  );
  r.put(
    '/api/resources/:id',
    {
      ...admin,
      schema: {
        ...doc('Edit a resource; the rich-text body is stored sanitised'),
        params,
        body: ZResourceBody,
        response: { 200: ZResource.extend({ message: z.string() }), ...ERROR_ANSWERS },
      },
    },
    async (request) => updateResource(db, request.params.id, request.body),
  );
  r.delete(
    '/api/resources/:id',
    {
      ...admin,
      schema: { ...doc('Delete a resource'), params, response: { 200: ZMessage, ...ERROR_ANSWERS } },
    },
    async (request) => deleteResource(db, request.params.id),
  );

  r.get(
    '/api/admins/featuredlot',
    {
      ...admin,
      schema: {
        ...doc('Every featured lot (admin and company)'),
        response: { 200: z.array(ZAdminFeaturedLot), ...ERROR_ANSWERS },
      },
    },
    async () => listFeaturedLotsForAdmin(db),
  );
  r.get(
    '/api/admins/lot/:search',
    {
      ...admin,
      schema: {
        ...doc('Listed lots by case number, address or company (to feature one)'),
        params: z.object({ search: z.string().trim().min(1).max(200) }),
        response: { 200: z.array(ZAdminLotSearchRow), ...ERROR_ANSWERS },
      },
    },
    async (request) => searchLotsForAdmin(db, request.params.search),
  );
  r.post(
    '/api/admins/featuredlot/:id',
    {
      ...admin,
      schema: {
        ...doc('Feature a listed lot as the admin (hosts cannot remove it)'),
        params,
        response: { 200: ZAdminFeaturedAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => featureLotAsAdmin(db, callerOf(request), request.params.id),
  );
  r.delete(
    '/api/admins/featuredlot/:id',
    {
      ...admin,
      schema: {
        ...doc('Remove a featured flag (by featuredId)'),
        params,
        response: { 200: ZMessage, ...ERROR_ANSWERS },
      },
    },
    async (request) => removeFeaturedAsAdmin(db, callerOf(request), request.params.id),
  );
}
