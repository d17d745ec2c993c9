import { isBlogId, type THelp, type TResource, type TResourceSummary } from '@bidright/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helps, resources } from '../../db/schema/index';
import { notFound } from '../../errors';
import { sanitizeBody } from './sanitize-body';

export const RESOURCE_NOT_FOUND = 'Resource is not found!';

type ResourceRow = typeof resources.$inferSelect;

const presentSummary = (row: ResourceRow): TResourceSummary => ({
  id: String(row.id),
  title: row.title,
  description: row.description,
  link: row.link,
  createdDate: row.createdAt.toISOString(),
});

/** GET /api/resources/list: the helpful resources, newest first (anonymous). */
export async function listResources(db: Db): Promise<TResourceSummary[]> {
  const rows = await db.select().from(resources).orderBy(desc(resources.createdAt), desc(resources.id));
  return rows.map(presentSummary);
}

/** GET /api/resources/{blogId}: one post with its sanitised body; a non-numeric or unknown id is a 404. */
export async function getResource(db: Db, blogId: string): Promise<TResource> {
  if (!isBlogId(blogId)) throw notFound(RESOURCE_NOT_FOUND);
  const [row] = await db
    .select()
    .from(resources)
    .where(eq(resources.id, Number(blogId)))
    .limit(1);
  if (!row) throw notFound(RESOURCE_NOT_FOUND);
  return { ...presentSummary(row), body: sanitizeBody(row.bodyHtml) };
}

/** GET /api/helps/list: the FAQ in its order (anonymous). */
export async function listHelps(db: Db): Promise<THelp[]> {
  const rows = await db.select().from(helps).orderBy(asc(helps.sortOrder), asc(helps.id));
  return rows.map((row) => ({ id: String(row.id), question: row.question, answer: row.answer }));
}
