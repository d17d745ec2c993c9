import { ZContactBody, ZHelp, ZResource, ZResourceSummary } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS } from '../../http/route-kit';
import { createProviders } from '../../providers/index';
import type { ModuleDeps } from '../deps';
import { getResource, listHelps, listResources } from './read-content';
import { sendContactMessage } from './send-contact-message';

/** Contact messages an IP may send per hour. */
export const CONTACT_LIMIT_PER_HOUR = 5;

/** The public site's content, read side (spec part 3 §2, §7): resources, the FAQ and the contact form. */
export function contentRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const { email } = createProviders(deps.config, db);
  const tags = [TAGS.content];

  r.get(
    '/api/resources/list',
    {
      schema: {
        tags,
        summary: 'Helpful resources (blog posts), newest first',
        response: { 200: z.array(ZResourceSummary) },
      },
    },
    async () => listResources(db),
  );

  r.get(
    '/api/resources/:blogId',
    {
      schema: {
        tags,
        summary: 'One resource with its sanitised HTML body (a non-numeric id is a 404)',
        // Any text reaches the use case, which answers 404 (not 400) for a non-numeric id (part 3 §5).
        params: z.object({ blogId: z.string().max(50) }),
        response: { 200: ZResource, ...ERROR_ANSWERS },
      },
    },
    async (request) => getResource(db, request.params.blogId),
  );

  r.get(
    '/api/helps/list',
    { schema: { tags, summary: 'The FAQ', response: { 200: z.array(ZHelp) } } },
    async () => listHelps(db),
  );

  r.post(
    '/api/helps/contactus',
    {
      config: { rateLimit: { max: CONTACT_LIMIT_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Send the contact form to the Contact_ToEmail address (rate-limited per IP)',
        body: ZContactBody,
        response: { 200: z.object({ message: z.string() }), ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      sendContactMessage(db, email, request.body, { userName: request.user?.userName ?? null }),
  );
}
