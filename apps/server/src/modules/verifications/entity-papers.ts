import { type TVerificationDecisionBody, VERIFICATION_MESSAGES } from '@bidright/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { purchaseProfiles } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { FileStorage } from '../../providers/storage/storage';
import type { UploadedFile } from '../../uploads/read-upload';
import { removeFiles, withStoredFile } from '../../uploads/stored-files';
import { checkDocumentUpload, requireFile } from '../../uploads/upload-rules';

const PROFILE_NOT_FOUND = 'Purchase profile not found.';

/**
 * POST /api/purchaseprofiles/:id/papers: the bidder uploads an entity grantee's papers (articles of
 * organisation, certificate of trust) for their own Corporation profile. PDF only, judged by its content; kept
 * in a private folder (ADR 0037). The papers then wait for an admin: Pending review.
 */
export async function uploadEntityPapers(
  db: Db,
  storage: FileStorage,
  bidderId: number,
  profileId: number,
  file: UploadedFile | null,
) {
  const upload = requireFile(file, 'papers', VERIFICATION_MESSAGES.papersPdfOnly);
  const [profile] = await db
    .select()
    .from(purchaseProfiles)
    .where(and(eq(purchaseProfiles.id, profileId), isNull(purchaseProfiles.deletedAt)));
  if (!profile) throw notFound(PROFILE_NOT_FOUND);
  if (profile.bidderId !== bidderId) throw forbidden();
  if (profile.type !== 'Corporation')
    throw badRequest(VERIFICATION_MESSAGES.papersNotEntity, {
      papers: VERIFICATION_MESSAGES.papersNotEntity,
    });
  const type = await checkDocumentUpload(upload.data, 'papers');
  if (type.contentType !== 'application/pdf')
    throw badRequest(VERIFICATION_MESSAGES.papersPdfOnly, { papers: VERIFICATION_MESSAGES.papersPdfOnly });
  await withStoredFile(storage, async (store) => {
    const key = await store(`entity-papers/${bidderId}`, upload.data, type);
    await db
      .update(purchaseProfiles)
      .set({
        papersStorageKey: key,
        papersStatus: 'Pending review',
        papersDecidedBy: null,
        papersDecidedAt: null,
        papersReason: null,
      })
      .where(eq(purchaseProfiles.id, profileId));
  });
  if (profile.papersStorageKey) await removeFiles(storage, [profile.papersStorageKey]);
  return { message: VERIFICATION_MESSAGES.papersUploaded, status: 'Pending review' as const };
}

/** PUT /api/admin/verifications/papers/:id: an admin approves or denies (with a reason) uploaded papers. */
export async function decideEntityPapers(
  db: Db,
  admin: { id: number },
  profileId: number,
  body: TVerificationDecisionBody,
) {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select()
      .from(purchaseProfiles)
      .where(and(eq(purchaseProfiles.id, profileId), isNull(purchaseProfiles.deletedAt)))
      .for('update');
    if (!profile) throw notFound(PROFILE_NOT_FOUND);
    if (profile.papersStatus !== 'Pending review') throw conflict(VERIFICATION_MESSAGES.notPending);
    const reason = body.reason?.trim() || null;
    await tx
      .update(purchaseProfiles)
      .set({
        papersStatus: body.decision,
        papersDecidedBy: admin.id,
        papersDecidedAt: new Date(),
        papersReason: reason,
      })
      .where(eq(purchaseProfiles.id, profileId));
    await logActivity(tx, {
      userId: profile.bidderId,
      title: `Entity papers ${body.decision === 'Approved' ? 'approved' : 'denied'}`,
      body: `Admin #${admin.id} ${body.decision === 'Approved' ? 'approved' : 'denied'} the papers of "${profile.name}"${reason ? `: ${reason}` : '.'}`,
    });
    return {
      message: body.decision === 'Approved' ? VERIFICATION_MESSAGES.approved : VERIFICATION_MESSAGES.denied,
    };
  });
}
