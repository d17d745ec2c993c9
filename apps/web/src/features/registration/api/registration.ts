import type {
  TAttorneyInvite,
  TAuctioneerRegistered,
  TAuctioneerRegistrationBody,
  TBidderRegistered,
  TBidderRegistrationBody,
  TClientRegistered,
  TClientRegistrationBody,
  TSmsCodeSent,
} from '@bidright/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { saveDeviceToken } from '../../../lib/device';

/** GET /api/bidderverify/sms/{phone}: texts a registration code to the 10-digit phone number. */
export const sendRegistrationCode = (phoneDigits: string) =>
  apiFetch<TSmsCodeSent>(`/api/bidderverify/sms/${phoneDigits}`, { silent: true });

/**
 * POST /api/bidders (spec part 3 §3 "Bidder registration"). The answer's deviceToken trusts this browser for
 * the new account's first login (it just passed a code).
 */
export const registerBidder = async (body: TBidderRegistrationBody) => {
  const answer = await apiFetch<TBidderRegistered>('/api/bidders', {
    method: 'POST',
    json: body,
    silent: true,
  });
  saveDeviceToken(body.userName, answer.deviceToken);
  return answer;
};

/** POST /api/auctioneers: the company (Pending until an admin approves it) and its manager. */
export const registerAuctioneer = (body: TAuctioneerRegistrationBody) =>
  apiFetch<TAuctioneerRegistered>('/api/auctioneers', {
    method: 'POST',
    json: body,
    silent: true,
  });

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

/** POST /api/attorneys/{attorneyId}/register: the attorney (named in the path and the body) becomes a client user. */
export const registerClient = (
  body: TClientRegistrationBody & Required<Pick<TClientRegistrationBody, 'attorneyId'>>,
) =>
  apiFetch<TClientRegistered>(`/api/attorneys/${encodeURIComponent(body.attorneyId)}/register`, {
    method: 'POST',
    json: body,
    silent: true,
  });
