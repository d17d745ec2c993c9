import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { saveDeviceToken } from '../../../lib/device';

/** Answer of GET /api/bidderverify/sms/{phone}: the verification id and the phone's last digits. */
export type TSmsCodeSent = { id: string; phone: string; expirationDate: string };

/** Texts a registration code to the 10-digit phone number. */
export const sendRegistrationCode = (phoneDigits: string) =>
  apiFetch<TSmsCodeSent>(`/api/bidderverify/sms/${phoneDigits}`, { silent: true });

/** POST /api/bidders (spec part 3 §3 "Bidder registration"). */
export type TBidderRegistrationBody = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  streetLine1: string;
  streetLine2: string | null;
  city: string;
  state: string;
  zipCode: string;
  userName: string;
  password: string;
  confirmPassword: string;
  dca: true;
  verificationId: string;
  verificationCode: string;
  deviceId: string;
};

/** The answer's deviceToken trusts this browser for the new account's first login (it just passed a code). */
export const registerBidder = async (body: TBidderRegistrationBody) => {
  const answer = await apiFetch<{ id: string; message: string; deviceToken?: string }>('/api/bidders', {
    method: 'POST',
    json: body,
    silent: true,
  });
  saveDeviceToken(body.userName, answer.deviceToken);
  return answer;
};

/** POST /api/auctioneers: the company (Pending until an admin approves it) and its manager. */
export type TAuctioneerRegistrationBody = {
  companyName: string;
  companyPhoneNumber: string;
  streetLine1: string;
  streetLine2: string | null;
  city: string;
  state: string;
  zipCode: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  userName: string;
  password: string;
  confirmPassword: string;
  dca: true;
  deviceId: string;
};

export const registerAuctioneer = (body: TAuctioneerRegistrationBody) =>
  apiFetch<{ id: string; companyId: string; status: string }>('/api/auctioneers', {
    method: 'POST',
    json: body,
    silent: true,
  });

/** The invited attorney behind a client sign-up link. */
export type TAttorneyInvite = {
  attorneyId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  clientId: string;
  firmName: string;
  companyId: string | null;
};

/**
 * POST /api/attorneys/register, with the token of the e-mailed invitation link: 400 when nobody was invited with the e-mail, 403 when the company does not match. */
export const loadAttorneyInvite = (email: string, companyId: string | null, token: string) =>
  apiFetch<TAttorneyInvite>('/api/attorneys/register', {
    method: 'POST',
    json: companyId ? { email, companyId, token } : { email, token },
    silent: true,
  });

/** The invitation behind a sign-up link, read once per link. */
export const attorneyInviteQueryOptions = (email: string, companyId: string | null, token: string) =>
  queryOptions({
    queryKey: ['attorney-invite', email, companyId, token],
    queryFn: () => loadAttorneyInvite(email, companyId, token),
  });

export type TClientRegistrationBody = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  userName: string;
  password: string;
  attorneyId: string;
  companyId: string | null;
  /** The invitation link's token; spent by the sign-up. */
  token: string;
  firmName: string;
};

/** POST /api/attorneys/{attorneyId}/register: the attorney becomes a client user. */
export const registerClient = (body: TClientRegistrationBody) =>
  apiFetch<{ id: string; clientId: string }>(
    `/api/attorneys/${encodeURIComponent(body.attorneyId)}/register`,
    {
      method: 'POST',
      json: body,
      silent: true,
    },
  );
