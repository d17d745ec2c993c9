import { createHash, randomUUID } from 'node:crypto';
import {
  COMPANY_MESSAGES,
  WIRE_INSTRUCTIONS_MAX_BYTES,
  wireFingerprint,
  wireNotPdfMessage,
} from '@bidright/domain';
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { companies, wireInstructionVersions } from '../../db/schema/index';
import type { SecretBox } from '../../db/sealed-secrets';
import { badRequest } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { LotAlerts } from '../../jobs/lot-alerts-port';
import type { FileStorage } from '../../providers/storage/storage';
import type { UploadedFile } from '../../uploads/read-upload';
import { removeFiles } from '../../uploads/stored-files';
import { cleanFileName } from '../../uploads/upload-rules';
import {
  featuredLotsOfCompany,
  loadWritableCompany,
  presentCompany,
  type TCompanyTarget,
} from '../companies/public';
import { assertWireCode } from './wire-code';

export interface TWireUploadDeps {
  db: Db;
  storage: FileStorage;
  secretBox: SecretBox;
  alerts: LotAlerts;
}

/** Private folder (not in PUBLIC_FILE_FOLDERS): a version is served only through the authorised route. */
const versionKey = (companyId: number) => `wire-instructions/${companyId}/${randomUUID()}.pdf`;

/**
 * POST /api/companies[/{companyId}]/wireinstructions (ADR 0070): PDF only (by content), under 5 MB, with the
 * spec's texts, confirmed by the uploader's two-step code (`twoFactorCode`, and `verificationId` for an SMS
 * code). The file is checked before the code is spent, and the code before anything is stored. Each upload
 * is a new version, kept for good; the company points at it, the activity log records it, and the
 * winners who still owe the company are told by a queued job in the same transaction.
 */
export async function uploadWireInstructions(
  deps: TWireUploadDeps,
  caller: AuthUser,
  target: TCompanyTarget,
  form: { file: UploadedFile | null; fields: Record<string, string> },
) {
  const { db, storage } = deps;
  const field = 'wireInstructions';
  const company = await loadWritableCompany(db, caller, target);
  const file = form.file;
  if (!file || file.data.length === 0)
    throw badRequest(COMPANY_MESSAGES.fileMissing, { [field]: COMPANY_MESSAGES.fileMissing });
  const fileName = cleanFileName(file.fileName, 'wire-instructions.pdf');
  const type = await fileTypeFromBuffer(file.data);
  if (type?.mime !== 'application/pdf') {
    const message = wireNotPdfMessage(fileName);
    throw badRequest(message, { [field]: message });
  }
  if (file.data.length >= WIRE_INSTRUCTIONS_MAX_BYTES)
    throw badRequest(COMPANY_MESSAGES.wireTooLarge, { [field]: COMPANY_MESSAGES.wireTooLarge });
  await assertWireCode(db, deps.secretBox, caller, form.fields.twoFactorCode, form.fields.verificationId);

  const sha256 = createHash('sha256').update(file.data).digest('hex');
  const key = versionKey(company.id);
  await storage.put(key, file.data, 'application/pdf');
  try {
    const row = await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      await tx.execute(sql`select id from companies where id = ${company.id} for update`);
      const [last] = await tx
        .select({ version: sql<number>`coalesce(max(${wireInstructionVersions.version}), 0)::int` })
        .from(wireInstructionVersions)
        .where(eq(wireInstructionVersions.companyId, company.id));
      const now = new Date();
      const [version] = await tx
        .insert(wireInstructionVersions)
        .values({
          companyId: company.id,
          version: Number(last?.version ?? 0) + 1,
          fileKey: key,
          fileName,
          sha256,
          createdByUserId: caller.id,
          createdBy: caller.userName,
          createdAt: now,
        })
        .returning({ id: wireInstructionVersions.id, version: wireInstructionVersions.version });
      const [updated] = await tx
        .update(companies)
        .set({
          wireInstructionKey: key,
          wireInstructionFileName: fileName,
          wireInstructionCreatedBy: caller.userName,
          wireInstructionCreatedDate: now,
          wireInstructionSha256: sha256,
          updatedAt: now,
        })
        .where(eq(companies.id, company.id))
        .returning();
      await logActivity(tx, {
        companyId: company.id,
        userId: caller.id,
        title: 'Wire instructions uploaded',
        body: `${caller.userName} uploaded ${fileName} (version ${version!.version}, fingerprint ${wireFingerprint(sha256)}).`,
      });
      await deps.alerts.wireInstructionsChanged(tx, version!.id);
      return updated!;
    });
    return presentCompany(row, storage, await featuredLotsOfCompany(db, row.id));
  } catch (error) {
    await removeFiles(storage, [key]);
    throw error;
  }
}
