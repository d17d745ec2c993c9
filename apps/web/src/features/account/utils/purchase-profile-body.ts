import {
  normalizePhone,
  type PURCHASE_PROFILE_TYPE_VALUES,
  type TPurchaseProfile,
  type TPurchaseProfileBody,
} from '@bidright/domain';

export type TPurchaseProfileType = (typeof PURCHASE_PROFILE_TYPE_VALUES)[number];

/** What the purchase-profile form holds. */
export interface TPurchaseProfileFormValues {
  name: string;
  type: TPurchaseProfileType;
  contactName?: string | null;
  phoneNumber: string;
  isSameAsBidder: boolean;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  county?: string | null;
  state?: string | null;
  zip?: string | null;
  isPrimary: boolean;
  isAgentForBidder: boolean;
}

const text = (value: string | null | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed ? trimmed : null;
};

/**
 * The body the server expects (spec part 3 §5): the contact name only for a Corporation; with "same as
 * bidder" every address field is sent as null; the phone as its 10 digits.
 */
export function toPurchaseProfileBody(values: TPurchaseProfileFormValues): TPurchaseProfileBody {
  const sameAsBidder = Boolean(values.isSameAsBidder);
  return {
    name: values.name.trim(),
    type: values.type,
    contactName: values.type === 'Corporation' ? text(values.contactName) : null,
    phoneNumber: normalizePhone(values.phoneNumber),
    address1: sameAsBidder ? null : text(values.address1),
    address2: sameAsBidder ? null : text(values.address2),
    city: sameAsBidder ? null : text(values.city),
    county: sameAsBidder ? null : text(values.county),
    state: sameAsBidder ? null : (text(values.state)?.toUpperCase() ?? null),
    zip: sameAsBidder ? null : text(values.zip),
    isPrimary: Boolean(values.isPrimary),
    isAgentForBidder: Boolean(values.isAgentForBidder),
    isSameAsBidder: sameAsBidder,
  };
}

/** Form values of a saved profile (the phone shown formatted by the form). */
export function toPurchaseProfileFormValues(profile: TPurchaseProfile): TPurchaseProfileFormValues {
  return {
    name: profile.name,
    type: profile.type,
    contactName: profile.contactName,
    phoneNumber: profile.phoneNumber ?? '',
    isSameAsBidder: profile.isSameAsBidder,
    address1: profile.address1,
    address2: profile.address2,
    city: profile.city,
    county: profile.county,
    state: profile.state,
    zip: profile.zip,
    isPrimary: profile.isPrimary,
    isAgentForBidder: profile.isAgentForBidder,
  };
}
