import { LOT_MESSAGES, ZPropertyImageFields } from '@bidright/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { propertyImages } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { FileStorage } from '../../providers/storage/storage';
import type { UploadForm } from '../../uploads/read-upload';
import { removeFiles, withStoredFile } from '../../uploads/stored-files';
import { checkImageUpload, parseUploadFields, requireFile } from '../../uploads/upload-rules';
import { assertCaseEditable, assertCaseWritable, inTransaction } from '../lots/public';
import { presentImage } from './presenter';
import { findProperty, propertyForWrite } from './property-access';

/**
 * POST /api/propertyimages/{propertyId} (multipart IsMain, Description, Image): a photo of the property.
 * The first photo is the main one unless told otherwise; a new main photo demotes the old one.
 */
export async function addPropertyImage(
  db: Db,
  storage: FileStorage,
  caller: AuthUser,
  propertyId: number,
  form: UploadForm,
) {
  return withStoredFile(storage, (store) =>
    inTransaction(db, async (tx) => {
      const { kase, lot } = await propertyForWrite(tx, caller, propertyId);
      await assertCaseEditable(tx, kase);
      const fields = parseUploadFields(ZPropertyImageFields, form.fields);
      const file = requireFile(form.file, 'Image', LOT_MESSAGES.fileRequired);
      const type = await checkImageUpload(file.data, 'Image');
      const existing = await tx
        .select({ id: propertyImages.id })
        .from(propertyImages)
        .where(eq(propertyImages.propertyId, propertyId));
      const isMain = existing.length === 0 ? true : (fields.IsMain ?? false);
      const key = await store(`properties/${propertyId}`, file.data, type);
      if (isMain)
        await tx
          .update(propertyImages)
          .set({ isMain: false })
          .where(and(eq(propertyImages.propertyId, propertyId), eq(propertyImages.isMain, true)));
      const [image] = await tx
        .insert(propertyImages)
        .values({ propertyId, storageKey: key, description: fields.Description, isMain })
        .returning();
      await logActivity(tx, {
        companyId: kase.companyId,
        caseId: kase.id,
        lotId: lot.id,
        userId: caller.id,
        title: 'Property Photo Added',
        body: `${fields.Description}${isMain ? ' (main photo)' : ''}`,
      });
      return presentImage(storage, image!);
    }),
  );
}

/** DELETE /api/propertyimages/{imageId}: the photo and its file; the oldest remaining photo becomes main. */
export async function deletePropertyImage(db: Db, storage: FileStorage, caller: AuthUser, imageId: number) {
  const key = await inTransaction(db, async (tx) => {
    const [image] = await tx
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.id, imageId))
      .for('update');
    if (!image) throw notFound('Photo is not found!');
    const found = await findProperty(tx, image.propertyId, { forUpdate: true });
    if (!found) throw notFound('Photo is not found!');
    assertCaseWritable(caller, found.kase, 'Photo is not found!');
    await assertCaseEditable(tx, found.kase);
    await tx.delete(propertyImages).where(eq(propertyImages.id, imageId));
    if (image.isMain) {
      const [next] = await tx
        .select({ id: propertyImages.id })
        .from(propertyImages)
        .where(and(eq(propertyImages.propertyId, image.propertyId), ne(propertyImages.id, imageId)))
        .orderBy(asc(propertyImages.id))
        .limit(1);
      if (next) await tx.update(propertyImages).set({ isMain: true }).where(eq(propertyImages.id, next.id));
    }
    await logActivity(tx, {
      companyId: found.kase.companyId,
      caseId: found.kase.id,
      lotId: found.lot.id,
      userId: caller.id,
      title: 'Property Photo Deleted',
      body: image.description ?? 'A photo was deleted.',
    });
    return image.storageKey;
  });
  await removeFiles(storage, [key]);
}
