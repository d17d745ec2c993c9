import { randomBytes } from 'node:crypto';
import { type TWebhook, type TWebhookDelivery, WEBHOOK_MESSAGES } from '@bidright/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhooks } from '../../db/schema/index';
import { type SecretBox, sealContexts } from '../../db/sealed-secrets';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';

const ownCompany = (caller: AuthUser) => {
  if (caller.role !== 'Auctioneer' || caller.companyId === null) throw forbidden();
  return caller.companyId;
};

const presentWebhook = (row: typeof webhooks.$inferSelect): TWebhook => ({
  id: String(row.id),
  url: row.url,
  createdDate: row.createdAt.toISOString(),
  isActive: row.deactivatedAt === null,
  deactivatedDate: row.deactivatedAt ? row.deactivatedAt.toISOString() : null,
});

/**
 * Only https URLs; plain http is let through for localhost outside production, so a developer (and the
 * tests) can point a webhook at a local receiver.
 */
export function checkWebhookUrl(url: string, config: Pick<Config, 'NODE_ENV'>) {
  const parsed = new URL(url);
  const isLocal = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  if (parsed.protocol === 'https:') return;
  if (parsed.protocol === 'http:' && isLocal && config.NODE_ENV !== 'production') return;
  throw badRequest(WEBHOOK_MESSAGES.httpsOnly, { url: WEBHOOK_MESSAGES.httpsOnly });
}

/** GET /api/settings/webhooks. */
export async function listWebhooks(db: Db, caller: AuthUser) {
  const rows = await db
    .select()
    .from(webhooks)
    .where(eq(webhooks.companyId, ownCompany(caller)))
    .orderBy(desc(webhooks.id));
  return rows.map(presentWebhook);
}

/**
 * POST /api/settings/webhooks: a new endpoint; its signing secret is answered this once and stored sealed,
 * bound to the row's id (ADR 0023): the row is written first, then its secret sealed, in one transaction.
 */
export async function addWebhook(
  db: Db,
  secretBox: SecretBox,
  config: Pick<Config, 'NODE_ENV'>,
  caller: AuthUser,
  url: string,
) {
  const companyId = ownCompany(caller);
  checkWebhookUrl(url, config);
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(webhooks)
      .values({ companyId, url, secret: '', createdBy: caller.id })
      .returning({ id: webhooks.id });
    const [row] = await tx
      .update(webhooks)
      .set({ secret: secretBox.seal(secret, sealContexts.webhookSecret(inserted!.id)) })
      .where(eq(webhooks.id, inserted!.id))
      .returning();
    await logActivity(tx, {
      companyId,
      userId: caller.id,
      title: 'Webhook added',
      body: `${caller.userName} added a webhook to ${url}.`,
    });
    return { ...presentWebhook(row!), secret, message: WEBHOOK_MESSAGES.added };
  });
}

/** DELETE /api/settings/webhooks/{id}: no more deliveries (pending ones are dropped when they run). */
export async function deactivateWebhook(db: Db, caller: AuthUser, id: number) {
  const companyId = ownCompany(caller);
  const [row] = await db
    .update(webhooks)
    .set({ deactivatedAt: sql`coalesce(${webhooks.deactivatedAt}, now())` })
    .where(and(eq(webhooks.id, id), eq(webhooks.companyId, companyId)))
    .returning();
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return { ...presentWebhook(row), message: WEBHOOK_MESSAGES.deactivated };
}

/** GET /api/settings/webhooks/deliveries: the company's latest 50 deliveries with their attempts. */
export async function listWebhookDeliveries(db: Db, caller: AuthUser): Promise<TWebhookDelivery[]> {
  const rows = await db
    .select({ delivery: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhooks.companyId, ownCompany(caller)))
    .orderBy(desc(webhookDeliveries.id))
    .limit(50);
  return rows.map(({ delivery }) => ({
    id: String(delivery.id),
    webhookId: String(delivery.webhookId),
    event: delivery.event as TWebhookDelivery['event'],
    createdDate: delivery.createdAt.toISOString(),
    attempts: delivery.attempts,
    lastAttemptDate: delivery.lastAttemptAt ? delivery.lastAttemptAt.toISOString() : null,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    deliveredDate: delivery.deliveredAt ? delivery.deliveredAt.toISOString() : null,
  }));
}
