import {
  ADMIN_MESSAGES,
  type THelp,
  type THelpBody,
  type TResource,
  type TResourceBody,
} from '@bidright/domain';
import { eq, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/client';
import { helps, resources } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';

/**
 * The admin's FAQ and helpful-resources screens (spec part 3 §7): add, edit, delete. The public read side
 * (lists, one post, /faq) is the public site's. A resource body is rich text: only formatting tags, links
 * and images survive, so a stored post can never run script in a reader's browser.
 */
export function sanitizeResourceBody(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'u', 's'],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      '*': ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}

const presentHelp = (row: typeof helps.$inferSelect): THelp => ({
  id: String(row.id),
  question: row.question,
  answer: row.answer,
});

const presentResource = (row: typeof resources.$inferSelect): TResource => ({
  id: String(row.id),
  title: row.title,
  description: row.description,
  link: row.link,
  body: row.bodyHtml,
  createdDate: row.createdAt.toISOString(),
});

export async function createHelp(db: Db, body: THelpBody) {
  const [row] = await db
    .insert(helps)
    .values({
      question: body.question,
      answer: body.answer,
      sortOrder: sql`coalesce((select max(sort_order) from helps), 0) + 1`,
    })
    .returning();
  return { ...presentHelp(row!), message: ADMIN_MESSAGES.faqAdded };
}

export async function updateHelp(db: Db, id: number, body: THelpBody) {
  const [row] = await db
    .update(helps)
    .set({ question: body.question, answer: body.answer, updatedAt: new Date() })
    .where(eq(helps.id, id))
    .returning();
  if (!row) throw notFound('Question is not found!');
  return { ...presentHelp(row), message: ADMIN_MESSAGES.faqEdited };
}

export async function deleteHelp(db: Db, id: number) {
  const rows = await db.delete(helps).where(eq(helps.id, id)).returning({ id: helps.id });
  if (rows.length === 0) throw notFound('Question is not found!');
  return { message: ADMIN_MESSAGES.faqDeleted };
}

export async function createResource(db: Db, caller: AuthUser, body: TResourceBody) {
  const [row] = await db
    .insert(resources)
    .values({
      title: body.title,
      description: body.description,
      link: body.link ?? null,
      bodyHtml: sanitizeResourceBody(body.body ?? ''),
      createdBy: caller.id,
    })
    .returning();
  return { ...presentResource(row!), message: ADMIN_MESSAGES.resourceAdded };
}

export async function updateResource(db: Db, id: number, body: TResourceBody) {
  const [row] = await db
    .update(resources)
    .set({
      title: body.title,
      description: body.description,
      link: body.link ?? null,
      bodyHtml: sanitizeResourceBody(body.body ?? ''),
      updatedAt: new Date(),
    })
    .where(eq(resources.id, id))
    .returning();
  if (!row) throw notFound('Resource is not found!');
  return { ...presentResource(row), message: ADMIN_MESSAGES.resourceEdited };
}

export async function deleteResource(db: Db, id: number) {
  const rows = await db.delete(resources).where(eq(resources.id, id)).returning({ id: resources.id });
  if (rows.length === 0) throw notFound('Resource is not found!');
  return { message: ADMIN_MESSAGES.resourceDeleted };
}

/** The admin screens list what they edit (the public lists may page or trim differently). */
export async function listHelpsForAdmin(db: Db) {
  const rows = await db.select().from(helps).orderBy(helps.sortOrder, helps.id);
  return rows.map(presentHelp);
}

export async function listResourcesForAdmin(db: Db) {
  const rows = await db
    .select()
    .from(resources)
    .orderBy(sql`${resources.createdAt} desc, ${resources.id} desc`);
  return rows.map(presentResource);
}
