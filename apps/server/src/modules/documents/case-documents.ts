import {
  LOT_MESSAGES,
  type TDocumentUpdateBody,
  ZDocumentFields,
  ZLotDocumentFields,
} from '@bidright/domain';
import { asc, eq } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { documents, documentTypes, lotDocuments, users } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { FileStorage } from '../../providers/storage/storage';
import type { UploadForm } from '../../uploads/read-upload';
import { removeFiles, withStoredFile } from '../../uploads/stored-files';
import {
  checkDocumentUpload,
  cleanFileName,
  parseUploadFields,
  requireFile,
} from '../../uploads/upload-rules';
import {
  assertCaseReadable,
  assertCaseWritable,
  CASE_NOT_FOUND,
  findCase,
  findLotWithCase,
  inTransaction,
  lotForRead,
  lotForWrite,
} from '../lots/public';
import { loadCaseDocuments, loadLotDocuments, presentCaseDocument, presentLotDocument } from './presenter';

const DOCUMENT_NOT_FOUND = 'Document is not found!';

async function authorName(db: Db, userId: number) {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user ? `${user.firstName} ${user.lastName}`.trim() : '';
}

async function documentType(db: Db, typeId: number) {
  const [type] = await db.select().from(documentTypes).where(eq(documentTypes.id, typeId));
  if (!type)
    throw badRequest(LOT_MESSAGES.documentTypeRequired, {
      documentTypeId: LOT_MESSAGES.documentTypeRequired,
    });
  return type;
}

/** POST /api/documents/list/{caseId}: the case's documents; clients see those made visible to them. */
export async function listCaseDocuments(db: Db, caller: AuthUser, caseId: number, search?: string) {
  await assertCaseReadable(db, caller, await findCase(db, caseId), CASE_NOT_FOUND);
  return loadCaseDocuments(db, [caseId], {
    visibleTo: caller.role === 'Client' ? 'client' : undefined,
    search,
  });
}

/** POST /api/documents/types/list. */
export async function listDocumentTypes(db: Db) {
  const rows = await db.select().from(documentTypes).orderBy(asc(documentTypes.name));
  return rows.map((row) => ({ id: String(row.id), name: row.name }));
}

/** POST /api/documents (multipart DocumentTypeId, IsVisibleToBidder, IsVisibleToClient, CaseId, Attachment). */
export async function uploadCaseDocument(db: Db, storage: FileStorage, caller: AuthUser, form: UploadForm) {
  const fields = parseUploadFields(ZDocumentFields, form.fields);
  return withStoredFile(storage, (store) =>
    inTransaction(db, async (tx) => {
      const kase = assertCaseWritable(caller, await findCase(tx, fields.CaseId), CASE_NOT_FOUND);
      const type = await documentType(tx, fields.DocumentTypeId);
      const file = requireFile(form.file, 'Attachment', LOT_MESSAGES.fileRequired);
      const sniffed = await checkDocumentUpload(file.data, 'Attachment');
      const key = await store(`cases/${kase.id}/documents`, file.data, sniffed);
      const name = cleanFileName(file.fileName, `document.${sniffed.extension}`);
      const [doc] = await tx
        .insert(documents)
        .values({
          caseId: kase.id,
          typeId: type.id,
          name,
          storageKey: key,
          contentType: sniffed.contentType,
          fileSize: file.data.length,
          isVisibleToBidder: fields.IsVisibleToBidder,
          isVisibleToClient: fields.IsVisibleToClient,
          createdBy: caller.id,
        })
        .returning();
      await logActivity(tx, {
        companyId: kase.companyId,
        caseId: kase.id,
        userId: caller.id,
        title: 'Document Uploaded',
        body: `${name} (${type.name}).`,
      });
      return presentCaseDocument(doc!, type.name, await authorName(tx, caller.id));
    }),
  );
}

/** PUT /api/documents/{id}: type, case (of the same company) and visibility. */
export async function updateCaseDocument(
  db: Db,
  caller: AuthUser,
  documentId: number,
  body: TDocumentUpdateBody,
) {
  return inTransaction(db, async (tx) => {
    const [doc] = await tx.select().from(documents).where(eq(documents.id, documentId)).for('update');
    if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
    const kase = assertCaseWritable(caller, await findCase(tx, doc.caseId), DOCUMENT_NOT_FOUND);
    const target =
      body.caseId === kase.id
        ? kase
        : assertCaseWritable(caller, await findCase(tx, body.caseId), CASE_NOT_FOUND);
    const type = await documentType(tx, body.documentTypeId);
    const [updated] = await tx
      .update(documents)
      .set({
        caseId: target.id,
        typeId: type.id,
        isVisibleToBidder: body.isVisibleToBidder,
        isVisibleToClient: body.isVisibleToClient,
      })
      .where(eq(documents.id, documentId))
      .returning();
    await logActivity(tx, {
      companyId: target.companyId,
      caseId: target.id,
      userId: caller.id,
      title: 'Document Updated',
      body: `${doc.name}: ${type.name}, visible to bidders ${body.isVisibleToBidder ? 'yes' : 'no'}, to the client ${body.isVisibleToClient ? 'yes' : 'no'}${target.id !== kase.id ? `, moved from case ${kase.caseNumber}` : ''}.`,
    });
    return presentCaseDocument(updated!, type.name, await authorName(tx, doc.createdBy));
  });
}

/** DELETE /api/documents/{id}: the record and its file. */
export async function deleteCaseDocument(db: Db, storage: FileStorage, caller: AuthUser, documentId: number) {
  const key = await inTransaction(db, async (tx) => {
    const [doc] = await tx.select().from(documents).where(eq(documents.id, documentId)).for('update');
    if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
    const kase = assertCaseWritable(caller, await findCase(tx, doc.caseId), DOCUMENT_NOT_FOUND);
    await tx.delete(documents).where(eq(documents.id, documentId));
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      userId: caller.id,
      title: 'Document Deleted',
      body: `${doc.name} was deleted.`,
    });
    return doc.storageKey;
  });
  await removeFiles(storage, [key]);
}

// ---- Lot documents ----

/** GET /api/lotdocuments/{lotId}. */
export async function listLotDocuments(db: Db, caller: AuthUser, lotId: number) {
  await lotForRead(db, caller, lotId);
  return loadLotDocuments(db, lotId);
}

/** POST /api/lotdocuments/{lotId} (multipart Description, Attachment). */
export async function uploadLotDocument(
  db: Db,
  storage: FileStorage,
  caller: AuthUser,
  lotId: number,
  form: UploadForm,
) {
  return withStoredFile(storage, (store) =>
    inTransaction(db, async (tx) => {
      const { kase } = await lotForWrite(tx, caller, lotId, { forUpdate: true });
      const fields = parseUploadFields(ZLotDocumentFields, form.fields);
      const file = requireFile(form.file, 'Attachment', LOT_MESSAGES.fileRequired);
      const sniffed = await checkDocumentUpload(file.data, 'Attachment');
      const key = await store(`lots/${lotId}/documents`, file.data, sniffed);
      const name = cleanFileName(file.fileName, `document.${sniffed.extension}`);
      const [doc] = await tx
        .insert(lotDocuments)
        .values({
          lotId,
          description: fields.Description ?? null,
          name,
          storageKey: key,
          contentType: sniffed.contentType,
          fileSize: file.data.length,
          createdBy: caller.id,
        })
        .returning();
      await logActivity(tx, {
        companyId: kase.companyId,
        caseId: kase.id,
        lotId,
        userId: caller.id,
        title: 'Lot Document Uploaded',
        body: fields.Description ? `${name}: ${fields.Description}` : name,
      });
      return presentLotDocument(doc!, await authorName(tx, caller.id));
    }),
  );
}

/** DELETE /api/lotdocuments/{id}: the record and its file. */
export async function deleteLotDocument(db: Db, storage: FileStorage, caller: AuthUser, documentId: number) {
  const key = await inTransaction(db, async (tx) => {
    const [doc] = await tx.select().from(lotDocuments).where(eq(lotDocuments.id, documentId)).for('update');
    if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
    const { kase } = await findLotWithCase(tx, doc.lotId);
    assertCaseWritable(caller, kase, DOCUMENT_NOT_FOUND);
    await tx.delete(lotDocuments).where(eq(lotDocuments.id, documentId));
    await logActivity(tx, {
      companyId: kase!.companyId,
      caseId: kase!.id,
      lotId: doc.lotId,
      userId: caller.id,
      title: 'Lot Document Deleted',
      body: `${doc.name} was deleted.`,
    });
    return doc.storageKey;
  });
  await removeFiles(storage, [key]);
}
