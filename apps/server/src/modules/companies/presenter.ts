import { type TCompany, type TFeaturedLot, toCompanyFeaturedLot, wireFingerprint } from '@bidright/domain';
import type { companies } from '../../db/schema/index';
import type { FileStorage } from '../../providers/storage/storage';

/** Where a company's current wire instructions are downloaded, stamped (GET /api/wireinstructions/{id}/file). */
export const wireInstructionsFileUrl = (companyId: number | string) =>
  `/api/wireinstructions/${companyId}/file`;

/** A company row as the settings screen reads it, with its featured lots (featuredLotsOfCompany). */
export function presentCompany(
  row: typeof companies.$inferSelect,
  _storage: FileStorage,
  featuredLots: TFeaturedLot[],
): TCompany {
  return {
    id: String(row.id),
    name: row.name,
    phoneNumber: row.phoneNumber,
    isPublic: row.isPublic,
    streetLine1: row.streetLine1,
    streetLine2: row.streetLine2,
    city: row.city,
    stateCode: row.stateCode,
    zipCode: row.zipCode,
    timeZone: row.timeZone,
    supportEmail: row.supportEmail,
    website: row.website,
    description: row.description,
    logoUrl: row.logoUrl,
    backgroundImageUrl: row.backgroundImageUrl,
    wireInstruction: row.wireInstructionKey
      ? {
          // Served only through the authorised route, stamped with the fingerprint (ADR 0070).
          url: wireInstructionsFileUrl(row.id),
          fileName: row.wireInstructionFileName ?? 'wire-instructions.pdf',
          createdBy: row.wireInstructionCreatedBy ?? '',
          createdDate: (row.wireInstructionCreatedDate ?? row.updatedAt).toISOString(),
          fingerprint: row.wireInstructionSha256 ? wireFingerprint(row.wireInstructionSha256) : null,
        }
      : null,
    status: row.status,
    featuredLots: featuredLots.map(toCompanyFeaturedLot),
  };
}
