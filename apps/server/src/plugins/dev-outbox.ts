import { escapeHtml } from '@bidright/domain';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { devOutbox } from '../db/schema/index';
import { registerDemoAccounts } from './demo-accounts';
import { devToolsGuard } from './dev-tools';

interface DevOutboxDeps {
  db: Db;
  config: Config;
}

/**
 * The development tools a person uses beside the app (development and test only, from this machine only):
 * the dev outbox and the login pages' demo accounts, registered outside production alone.
 */
export function registerDevOutbox(app: FastifyInstance, deps: DevOutboxDeps) {
  if (deps.config.NODE_ENV === 'production') return;
  registerOutbox(app, deps);
  registerDemoAccounts(app, deps);
}

const ZOutboxMessage = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'email', 'push']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});

/** /dev/outbox (HTML for a person) and /dev/outbox.json (for tests): what the offline SMS and e-mail "sent". */
function registerOutbox(app: FastifyInstance, deps: DevOutboxDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = devToolsGuard(deps.config);
  const latest = async () =>
    (await deps.db.select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(200)).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    }));
  r.get(
    '/dev/outbox.json',
    { onRequest: guard, schema: { hide: true, response: { 200: z.array(ZOutboxMessage) } } },
    async () => latest(),
  );
  r.get('/dev/outbox', { onRequest: guard, schema: { hide: true } }, async (_request, reply) => {
    const rows = await latest();
    const items = rows
      .map(
        (row) =>
          `<li><p><strong>${row.channel.toUpperCase()}</strong> to ${escapeHtml(row.recipient)} · ${row.createdAt}</p>` +
          (row.subject ? `<p><em>${escapeHtml(row.subject)}</em></p>` : '') +
          `<pre>${escapeHtml(row.body)}</pre></li>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html><head><meta charset="utf-8"><title>Dev outbox</title><style>body{font-family:system-ui;margin:2rem;max-width:60rem}li{border-bottom:1px solid #ddd;padding:.5rem 0}pre{white-space:pre-wrap}</style></head><body><h1>Dev outbox</h1><p>Text messages, e-mails and push alerts the offline providers kept, newest first.</p><ol>${items || '<p>Nothing sent yet.</p>'}</ol></body></html>`;
  });
}
