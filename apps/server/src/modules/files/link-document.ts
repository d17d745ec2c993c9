import { FILE_LINK_TTL_SECONDS, type TFileLink } from '@bidright/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bids, documents, lotDocuments, lots } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { FileStorage } from '../../providers/storage/storage';
import { assertCaseReadable, findCase, findLotWithCase } from '../lots/public';

const DOCUMENT_NOT_FOUND = 'Document is not found!';

async function linkTo(
  storage: FileStorage,
  row: { storageKey: string; name: string; contentType: string | null },
) {
  const expiresAt = new Date(Date.now() + FILE_LINK_TTL_SECONDS * 1000);
  const url = await storage.signedUrlFor(row.storageKey, {
    fileName: row.name,
    // Rows stored before content types were recorded are sent as opaque bytes, never rendered.
    contentType: row.contentType ?? 'application/octet-stream',
    expiresInSeconds: FILE_LINK_TTL_SECONDS,
  });
  return { url, expiresAt: expiresAt.toISOString() } satisfies TFileLink;
}

/** Whether a case has a lot bidders can see (anything past Draft). */
async function caseHasPublicLot(db: Db, caseId: number) {
  const [row] = await db
    .select({ id: lots.id })
    .from(lots)
    .where(and(eq(lots.caseId, caseId), ne(lots.lotStatus, 'Draft')))
    .limit(1);
  return Boolean(row);
}

/**
 * GET /api/documents/{id}/download: a short-lived link to a case document.
 * - Staff of the case's company and admins: any document of the case.
 * - Attorneys of the case's firm (Client): documents marked visible to the client.
 * - Bidders: documents marked visible to bidders, once the case has a lot that is not a draft.
 * Anyone else, or a document hidden from the caller, answers 404, so ids cannot be probed.
 */
export async function linkCaseDocument(db: Db, storage: FileStorage, caller: AuthUser, documentId: number) {
  const [doc] = await db.select().from(documents).where(eq(documents.id, documentId));
  if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
  if (caller.role === 'Bidder') {
    if (!doc.isVisibleToBidder || !(await caseHasPublicLot(db, doc.caseId)))
      throw notFound(DOCUMENT_NOT_FOUND);
    return linkTo(storage, doc);
  }
  await assertCaseReadable(db, caller, await findCase(db, doc.caseId), DOCUMENT_NOT_FOUND);
  if (caller.role === 'Client' && !doc.isVisibleToClient) throw notFound(DOCUMENT_NOT_FOUND);
  return linkTo(storage, doc);
}

/**
 * GET /api/lotdocuments/{id}/download: a short-lived link to a lot document. Readers of the lot's case
 * (staff of its company, admins, attorneys of its firm) and the bidder who won the lot (the paperwork of
 * the win); nobody else.
 */
export async function linkLotDocument(db: Db, storage: FileStorage, caller: AuthUser, documentId: number) {
  const [doc] = await db.select().from(lotDocuments).where(eq(lotDocuments.id, documentId));
  if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
  const { lot, kase } = await findLotWithCase(db, doc.lotId);
  if (caller.role === 'Bidder') {
    const [winning] = lot?.winnerBidId
      ? await db
          .select({ id: bids.id })
          .from(bids)
          .where(and(eq(bids.id, lot.winnerBidId), eq(bids.bidderId, caller.id)))
      : [];
    if (!winning) throw notFound(DOCUMENT_NOT_FOUND);
    return linkTo(storage, doc);
  }
  await assertCaseReadable(db, caller, kase, DOCUMENT_NOT_FOUND);
  return linkTo(storage, doc);
}
