import { randomUUID } from 'node:crypto';
import { COMPANY_IMAGE_MAX_BYTES, COMPANY_MESSAGES } from '@bidright/domain';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/index';
import { badRequest } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { FileStorage } from '../../providers/storage/storage';
import type { UploadedFile } from '../../uploads/read-upload';
import { removeFiles } from '../../uploads/stored-files';
import { loadWritableCompany, type TCompanyTarget } from './company-access';
import { featuredLotsOfCompany } from './featured-lots-of-company';
import { presentCompany } from './presenter';

/** Image kinds a company has, each re-encoded to a bounded size so a 40-megapixel upload is never served. */
export const COMPANY_IMAGES = {
  logo: { field: 'Logo', width: 600, height: 600, label: 'logo' },
  background: { field: 'BackgroundImage', width: 1920, height: 1080, label: 'background image' },
} as const;
export type TCompanyImageKind = keyof typeof COMPANY_IMAGES;

const IMAGE_MIMES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/**
 * Checks an uploaded image by its bytes (file-type), then re-encodes it with sharp: orientation applied,
 * fitted inside the kind's box, metadata dropped, WebP out. Anything sharp cannot decode is refused.
 */
export async function reencodeImage(data: Buffer, box: { width: number; height: number }, field: string) {
  const refuse = (message: string) => badRequest(message, { [field]: message });
  if (data.length === 0) throw refuse(COMPANY_MESSAGES.fileMissing);
  if (data.length > COMPANY_IMAGE_MAX_BYTES) throw refuse(COMPANY_MESSAGES.imageTooLarge);
  const type = await fileTypeFromBuffer(data);
  if (!type || !IMAGE_MIMES.has(type.mime)) throw refuse(COMPANY_MESSAGES.imageType);
  try {
    return await sharp(data, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw refuse(COMPANY_MESSAGES.imageType);
  }
}

/** PUT /api/companies[/{companyId}]/logo|backgroundimage: replaces the image; the old file is removed. */
export async function uploadCompanyImage(
  db: Db,
  storage: FileStorage,
  caller: AuthUser,
  target: TCompanyTarget,
  kind: TCompanyImageKind,
  file: UploadedFile | null,
) {
  const spec = COMPANY_IMAGES[kind];
  const company = await loadWritableCompany(db, caller, target);
  if (!file) throw badRequest(COMPANY_MESSAGES.fileMissing, { [spec.field]: COMPANY_MESSAGES.fileMissing });
  const encoded = await reencodeImage(file.data, spec, spec.field);
  const key = `companies/${company.id}/${kind}-${randomUUID()}.webp`;
  await storage.put(key, encoded, 'image/webp');
  const url = storage.urlFor(key);
  const oldKey = kind === 'logo' ? company.logoKey : company.backgroundImageKey;
  try {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(companies)
        .set(
          kind === 'logo'
            ? { logoKey: key, logoUrl: url, updatedAt: new Date() }
            : { backgroundImageKey: key, backgroundImageUrl: url, updatedAt: new Date() },
        )
        .where(eq(companies.id, company.id))
        .returning();
      await logActivity(tx, {
        companyId: company.id,
        userId: caller.id,
        title: `Company ${spec.label} updated`,
        body: `${caller.userName} uploaded a new ${spec.label}.`,
      });
      return updated!;
    });
    if (oldKey) await removeFiles(storage, [oldKey]);
    return presentCompany(row, storage, await featuredLotsOfCompany(db, row.id));
  } catch (error) {
    await removeFiles(storage, [key]);
    throw error;
  }
}

/** DELETE /api/companies[/{companyId}]/logo|backgroundimage. Employees cannot (part 3 §6). */
export async function removeCompanyImage(
  db: Db,
  storage: FileStorage,
  caller: AuthUser,
  target: TCompanyTarget,
  kind: TCompanyImageKind,
) {
  const company = await loadWritableCompany(db, caller, target);
  const oldKey = kind === 'logo' ? company.logoKey : company.backgroundImageKey;
  const [row] = await db
    .update(companies)
    .set(
      kind === 'logo'
        ? { logoKey: null, logoUrl: null, updatedAt: new Date() }
        : { backgroundImageKey: null, backgroundImageUrl: null, updatedAt: new Date() },
    )
    .where(eq(companies.id, company.id))
    .returning();
  if (oldKey) await removeFiles(storage, [oldKey]);
  return presentCompany(row!, storage, await featuredLotsOfCompany(db, row!.id));
}
