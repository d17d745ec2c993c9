import type { TCompanyRow } from '@bidright/domain';
import type { companies } from '../../db/schema/index';

/** A company row → the admin list's wire shape (spec part 3 §3). */
export function presentCompanyRow(row: typeof companies.$inferSelect): TCompanyRow {
  return {
    id: String(row.id),
    name: row.name,
    logoUrl: row.logoUrl,
    address1: row.streetLine1,
    address2: row.streetLine2,
    city: row.city,
    state: row.stateCode,
    zipCode: row.zipCode,
    phoneNumber: row.phoneNumber,
    isPublic: row.isPublic,
    status: row.status,
    createdDate: row.createdAt.toISOString(),
  };
}
