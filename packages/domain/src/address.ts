/**
 * Texts and formats of every address form (spec part 1 §5): a missing field says which one
 * ('Please enter your {label}!'); line 2 takes letters, numbers and spaces only.
 */
export const ADDRESS_MESSAGES = {
  required: (label: string) => `Please enter your ${label}!`,
  lettersAndNumbersOnly: 'Please enter letters and numbers only',
  zipInvalid: 'Please enter a valid zip code!',
  stateInvalid: 'Please enter a two-letter state code!',
} as const;
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;
export const ADDRESS_LINE2_PATTERN = /^[A-Za-z0-9 ]*$/;
export const STATE_CODE_PATTERN = /^[A-Za-z]{2}$/;

/** The parts of a US address that a one-line address shows; any may be missing or blank. */
export interface TAddressParts {
  streetLine1?: string | null;
  streetLine2?: string | null;
  city?: string | null;
  county?: string | null;
  stateCode?: string | null;
  zipCode?: string | null;
}

const clean = (part: string | null | undefined) => (part ?? '').replace(/\s+/g, ' ').trim();

/**
 * A property (or any US) address on one line: "123 N State St, Apt 5, Chicago, IL 60602". Blank parts
 * are left out with their separator, so an empty line 2, city, state or zip never leaves a stray comma;
 * state and zip stay together, separated by a space. With `withCounty`, "Cook County" follows the city.
 * Answers '' when every part is blank.
 */
export function formatAddress(
  address: TAddressParts | null | undefined,
  options: { withCounty?: boolean } = {},
) {
  if (!address) return '';
  const county = clean(address.county);
  const stateZip = [clean(address.stateCode), clean(address.zipCode)].filter(Boolean).join(' ');
  return [
    clean(address.streetLine1),
    clean(address.streetLine2),
    clean(address.city),
    options.withCounty && county ? `${county} County` : '',
    stateZip,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The city line of an address: "Chicago, IL 60602" (blank parts left out). */
export function formatCityLine(address: TAddressParts | null | undefined): string {
  if (!address) return '';
  return formatAddress({ city: address.city, stateCode: address.stateCode, zipCode: address.zipCode });
}

/** What names a lot on the bidder's screens: its property's one-line address, or "Lot 12" without one. */
export function lotTitle(address: TAddressParts | null | undefined, lotId: string | number): string {
  return formatAddress(address) || `Lot ${lotId}`;
}
