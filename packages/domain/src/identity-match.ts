/**
 * The written rule that compares a bidder's registered legal name and address with the account owners a bank
 * reports (Plaid Identity, /identity/get). ADR 0072 states it in words; this is the one implementation, used by
 * the server when a bank is linked and shown to admins as scores and reasons.
 *
 * Names: case, accents, punctuation and spacing are ignored; titles (Mr, Mrs, Ms, Dr) and suffixes (Jr, Sr,
 * II, III, IV) are dropped; "Last, First Middle" is read as "First Middle Last". Only the first given name and
 * the surname count, so middle names and middle initials never matter. A first-name initial alone ("J Smith")
 * is NOT accepted: it scores half and goes to an admin. The surname must match word for word (a registered
 * "Garcia Lopez" needs both words at the end of the owner's name).
 *
 * Addresses: the street line (lines 1 and 2 together) is compared after the common USPS abbreviations are
 * applied (Street/St, Avenue/Ave, North/N, Apartment/Apt/Unit/Suite/# …), the ZIP on its first 5 digits, the
 * city on its normalised words, the state on its two letters. Street and ZIP must both agree.
 *
 * A match needs one owner whose name scores 1 and one of whose addresses matches.
 */

/** The bidder's identity state (ADR 0072). "Verified" (with a verified phone) makes the bidder verified. */
export const IDENTITY_STATUSES = ['Unverified', 'Verified', 'Pending review', 'Denied'] as const;
export type TIdentityStatus = (typeof IDENTITY_STATUSES)[number];
/** An entity grantee's papers: Corporation profiles start Missing; only Approved may join a lot. */
export const PAPERS_STATUSES = ['Not required', 'Missing', 'Pending review', 'Approved', 'Denied'] as const;
export type TPapersStatus = (typeof PAPERS_STATUSES)[number];
/** The method stored with each piece of evidence. */
export const IDENTITY_METHOD_BANK = 'bank-identity';

export interface TRegisteredIdentity {
  firstName: string;
  lastName: string;
  streetLine1: string | null;
  streetLine2: string | null;
  city: string | null;
  stateCode: string | null;
  zipCode: string | null;
}

export interface TOwnerAddress {
  street: string | null;
  city: string | null;
  region: string | null;
  postalCode: string | null;
}

/** One account owner as the bank reports it (Plaid's owners[]: names, addresses, e-mails, phones). */
export interface TBankOwner {
  names: string[];
  addresses: TOwnerAddress[];
  emails: string[];
  phoneNumbers: string[];
}

export type TIdentityMatchResult = 'match' | 'no_match';

export interface TIdentityMatch {
  result: TIdentityMatchResult;
  /** 0 … 1: 1 = first name and surname agree; 0.5 = surname agrees (or a bare first initial does). */
  nameScore: number;
  /** 0 … 1: the share of street, city, state and ZIP that agree, for the best address. */
  addressScore: number;
  /** Why, in words an admin reads: each check that passed or failed. */
  reasons: string[];
}

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr']);
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);

/** Lower case, accents off, apostrophes dropped (O'Brien = OBrien), other punctuation a space. */
export function normaliseText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019`]/g, '')
    .replace(/#/g, ' # ')
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim();
}

/** A person's name as [given, …middle, surname…] words, titles and suffixes dropped, "Last, First" turned. */
export function nameWords(name: string): string[] {
  const parts = name.split(',').filter((part) => {
    const words = normaliseText(part).split(' ').filter(Boolean);
    return words.length > 0 && !words.every((word) => SUFFIXES.has(word));
  });
  const ordered = parts.length === 2 ? `${parts[1]} ${parts[0]}` : parts.join(' ');
  return normaliseText(ordered)
    .split(' ')
    .filter((word) => word && !TITLES.has(word) && !SUFFIXES.has(word));
}

/** 1, 0.5 or 0 for one owner name against the registered first name and surname, with the reason. */
export function scoreName(registered: { firstName: string; lastName: string }, ownerName: string) {
  const owner = nameWords(ownerName);
  const given = nameWords(registered.firstName)[0] ?? '';
  const surname = nameWords(registered.lastName);
  const ownerSurname = owner.slice(Math.max(1, owner.length - surname.length));
  const surnameAgrees = surname.length > 0 && ownerSurname.join(' ') === surname.join(' ');
  const ownerGiven = owner[0] ?? '';
  if (!surnameAgrees)
    return { score: 0, reason: `Surname differs: registered "${registered.lastName}", bank "${ownerName}".` };
  if (ownerGiven === given) return { score: 1, reason: `Name agrees: "${ownerName}".` };
  if (ownerGiven.length === 1 && ownerGiven === given[0])
    return { score: 0.5, reason: `Only the first initial is given by the bank: "${ownerName}".` };
  return {
    score: 0.5,
    reason: `First name differs: registered "${registered.firstName}", bank "${ownerName}".`,
  };
}

const STREET_WORDS: Record<string, string> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  boulevard: 'blvd',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  terrace: 'ter',
  parkway: 'pkwy',
  highway: 'hwy',
  circle: 'cir',
  square: 'sq',
  trail: 'trl',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
  apartment: 'apt',
  unit: 'apt',
  suite: 'apt',
  ste: 'apt',
  '#': 'apt',
  number: 'apt',
  no: 'apt',
  floor: 'fl',
};

/** A street line in USPS short words; "Apt #5" is read as one "apt 5". */
export function normaliseStreet(street: string | null | undefined): string {
  const words = normaliseText(street)
    .split(' ')
    .filter(Boolean)
    .map((word) => STREET_WORDS[word] ?? word);
  return words.filter((word, index) => !(word === 'apt' && words[index - 1] === 'apt')).join(' ');
}

/** The first five digits of a ZIP ('' when there are fewer). */
export const zip5 = (zip: string | null | undefined) => {
  const digits = (zip ?? '').replace(/\D/g, '');
  return digits.length >= 5 ? digits.slice(0, 5) : '';
};

/** Street, city, state and ZIP of one owner address against the registered one. */
export function scoreAddress(registered: TRegisteredIdentity, address: TOwnerAddress) {
  const registeredStreet = normaliseStreet(
    [registered.streetLine1, registered.streetLine2].filter(Boolean).join(' '),
  );
  const checks = {
    street: registeredStreet !== '' && registeredStreet === normaliseStreet(address.street),
    city:
      normaliseText(registered.city) !== '' && normaliseText(registered.city) === normaliseText(address.city),
    state:
      normaliseText(registered.stateCode) !== '' &&
      normaliseText(registered.stateCode) === normaliseText(address.region),
    zip: zip5(registered.zipCode) !== '' && zip5(registered.zipCode) === zip5(address.postalCode),
  };
  const passed = Object.values(checks).filter(Boolean).length;
  const differing = (Object.keys(checks) as (keyof typeof checks)[]).filter((key) => !checks[key]);
  const shown = [address.street, address.city, address.region, address.postalCode].filter(Boolean).join(', ');
  return {
    score: passed / 4,
    matches: checks.street && checks.zip,
    reason: differing.length
      ? `Address "${shown}" differs in: ${differing.join(', ')}.`
      : `Address agrees: "${shown}".`,
  };
}

/** The rule: the best owner decides; a match needs its name to score 1 and one of its addresses to match. */
export function matchIdentity(registered: TRegisteredIdentity, owners: TBankOwner[]): TIdentityMatch {
  if (owners.length === 0)
    return {
      result: 'no_match',
      nameScore: 0,
      addressScore: 0,
      reasons: ['The bank reported no account owner.'],
    };
  let best: TIdentityMatch | null = null;
  for (const owner of owners) {
    const names = owner.names.map((name) => scoreName(registered, name));
    const name = names.length
      ? names.reduce((a, b) => (b.score > a.score ? b : a))
      : { score: 0, reason: 'The bank reported no owner name.' };
    const addresses = owner.addresses.map((address) => scoreAddress(registered, address));
    const address = addresses.length
      ? addresses.reduce((a, b) =>
          Number(b.matches) > Number(a.matches) || (b.matches === a.matches && b.score > a.score) ? b : a,
        )
      : { score: 0, matches: false, reason: 'The bank reported no owner address.' };
    const candidate: TIdentityMatch = {
      result: name.score === 1 && address.matches ? 'match' : 'no_match',
      nameScore: name.score,
      addressScore: address.score,
      reasons: [name.reason, address.reason],
    };
    if (!best || rank(candidate) > rank(best)) best = candidate;
  }
  return best!;
}

const rank = (match: TIdentityMatch) =>
  (match.result === 'match' ? 10 : 0) + match.nameScore * 2 + match.addressScore;
