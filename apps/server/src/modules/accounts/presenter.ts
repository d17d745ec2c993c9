import { type TBankAccount, type TPurchaseProfile, toDollars } from '@bidright/domain';
import type { bankAccounts, bidderPhones, purchaseProfiles } from '../../db/schema/index';

/** Rows of the accounts area → wire shapes (spec part 3 §3). Money leaves as dollars, ids as strings. */

export function presentPurchaseProfile(row: typeof purchaseProfiles.$inferSelect): TPurchaseProfile {
  return {
    id: String(row.id),
    name: row.name,
    type: row.type,
    contactName: row.contactName,
    phoneNumber: row.phoneNumber,
    address1: row.streetLine1,
    address2: row.streetLine2,
    city: row.city,
    county: row.county,
    state: row.stateCode,
    zip: row.zipCode,
    isPrimary: row.isPrimary,
    isAgentForBidder: row.isAgentForBidder,
    isSameAsBidder: row.isSameAsBidder,
    papersStatus: row.papersStatus,
    papersReason: row.papersReason,
  };
}

export function presentPhone(row: typeof bidderPhones.$inferSelect) {
  return {
    number: row.number,
    isPrimary: row.isPrimary,
    verifiedDate: row.verifiedDate ? row.verifiedDate.toISOString() : null,
  };
}

export function presentBankAccount(row: typeof bankAccounts.$inferSelect): TBankAccount {
  return {
    id: String(row.id),
    bidderId: String(row.bidderId),
    name: row.name,
    mask: row.mask,
    institutionName: row.institutionName,
    institutionLogo: row.institutionLogo,
    subType: row.subType,
    balance: toDollars(row.balanceCents),
    isValid: row.isValid,
    isHidden: row.isHidden,
    modifiedDate: row.modifiedDate ? row.modifiedDate.toISOString() : null,
    nickName: row.nickName,
  };
}
