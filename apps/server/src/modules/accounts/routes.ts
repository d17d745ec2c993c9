import {
  ACCOUNT_MESSAGES,
  escapeHtml,
  STAFF_ROLES,
  ZAccountSettingsBody,
  ZApiError,
  ZAttorneyListBody,
  ZAttorneyPage,
  ZAuctioneerRegistration,
  ZAuthenticatorSetup,
  ZBalanceAnswer,
  ZBankAccount,
  ZBidderAccount,
  ZBidderPhone,
  ZBidderProfileBody,
  ZBidderRegistration,
  ZChangePasswordBody,
  ZClientFirm,
  ZClientFirmBody,
  ZCodeBody,
  ZCompanyCheckBody,
  ZId,
  ZLinkAccountsBody,
  ZLinkToken,
  ZLockedFundsAnswer,
  ZMessageAnswer,
  ZPhone,
  ZPhoneBody,
  ZPhoneVerification,
  ZPhoneVerificationBody,
  ZPhoneVerified,
  ZPurchaseProfile,
  ZPurchaseProfileBody,
  ZResetPasswordBody,
  ZResetTokenCheckBody,
  ZSandboxInstitution,
  ZSandboxPublicToken,
  ZSandboxPublicTokenBody,
  ZSmsCodeSent,
  ZVerifyBidderAnswer,
  zText,
} from '@bidright/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devOutbox, users } from '../../db/schema/index';
import { badRequest, forbidden, unauthorized } from '../../errors';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { devToolsGuard } from '../../plugins/dev-tools';
import { BankLinkError } from '../../providers/bank/bank';
import { SANDBOX_INSTITUTIONS, SandboxBank } from '../../providers/bank/sandbox-bank';
import { createProviders } from '../../providers/index';
import type { ModuleDeps } from '../deps';
import {
  createLinkToken,
  linkBankAccounts,
  listBankAccounts,
  refreshBankAccounts,
  removeBankAccount,
  updateBankAccount,
  verifyBidderWithAccount,
} from './bank-accounts';
import {
  addPhone,
  deletePhone,
  listPhones,
  sendPhoneVerification,
  setPrimaryPhone,
  verifyPhoneCode,
} from './bidder-phones';
import { getOwnClientFirm, listOwnAttorneys, updateOwnClientFirm } from './client-firm';
import {
  countPins,
  deactivateBidder,
  getBidderAccount,
  requestBidderDeletion,
  updateBidderProfile,
} from './get-bidder-account';
import { listLockedFunds } from './list-locked-funds';
import { changePassword, checkResetToken, requestPasswordReset, resetPassword } from './passwords';
import { pinLot, unpinLot } from './pins';
import {
  createPurchaseProfile,
  deletePurchaseProfile,
  listPurchaseProfiles,
  updatePurchaseProfile,
} from './purchase-profiles';
import { matchingCompanyNames, registerAuctioneer, registerBidder } from './register-accounts';
import { removeAuthenticator, setupAuthenticator } from './setup-authenticator';
import { PENDING_TOKEN_HEADER, verifiedPrimaryPhone, verifyPendingToken } from './two-factor-login';
import { sendVerificationCode } from './verification-codes';

const ZIdParams = z.object({ id: ZId });
const ZNumberParams = z.object({ number: ZPhone });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 429: ZApiError };
const ZIdAnswer = z.object({ id: z.string() });
/** The current password or a current authenticator code (turning the authenticator on or off). */
const ZOwnerProofBody = z
  .object({ password: z.string().max(128).optional(), code: z.string().max(10).optional() })
  .nullish();
/** Sign-up and code calls an anonymous visitor can make: limited per IP on top of the per-phone limits. */
const publicLimit = (max: number) => ({ rateLimit: { max, timeWindow: '1 hour' } });

/** Accounts and identity routes (spec part 3): registration, codes, 2FA, passwords, phones, profiles, banks. */
export function accountRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;
  const providers = createProviders(config, db);
  const bidder = { onRequest: authorize('Bidder') };
  const tags = [TAGS.accounts];
  const secured = { tags, security: bearerSecurity };

  // ---- Purchase profiles (priority 1) ----
  r.get(
    '/api/purchaseprofiles',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: "The bidder's purchase profiles",
        response: { 200: z.array(ZPurchaseProfile), ...errors },
      },
    },
    async (request) => listPurchaseProfiles(db, callerOf(request).id),
  );
  r.post(
    '/api/purchaseprofiles',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Create a purchase profile',
        body: ZPurchaseProfileBody,
        response: { 200: ZPurchaseProfile, ...errors },
      },
    },
    async (request) => createPurchaseProfile(db, callerOf(request).id, request.body),
  );
  r.put(
    '/api/purchaseprofiles/:id',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Update a purchase profile (entity type locked)',
        params: ZIdParams,
        body: ZPurchaseProfileBody,
        response: { 200: ZPurchaseProfile, ...errors },
      },
    },
    async (request) => updatePurchaseProfile(db, callerOf(request).id, request.params.id, request.body),
  );
  r.delete(
    '/api/purchaseprofiles/:id',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Delete a purchase profile (soft)',
        params: ZIdParams,
        response: { 200: ZIdAnswer, ...errors },
      },
    },
    async (request) => deletePurchaseProfile(db, callerOf(request).id, request.params.id),
  );

  // ---- Bidder account (priority 2) ----
  r.get(
    '/api/bidders',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Bidder global data and profile',
        response: { 200: ZBidderAccount, ...errors },
      },
    },
    async (request) => getBidderAccount(db, callerOf(request).id),
  );
  r.put(
    '/api/bidders',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Update own bidder profile',
        body: ZBidderProfileBody,
        response: { 200: ZBidderAccount, ...errors },
      },
    },
    async (request) => updateBidderProfile(db, callerOf(request).id, request.body),
  );
  r.delete(
    '/api/bidders',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Deactivate own bidder account',
        response: { 200: ZMessageAnswer, ...errors },
      },
    },
    async (request) => deactivateBidder(db, callerOf(request).id),
  );
  r.put(
    '/api/bidders/delete',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Request deletion of own account',
        response: { 200: ZMessageAnswer, ...errors },
      },
    },
    async (request) => requestBidderDeletion(db, callerOf(request).id),
  );
  r.get(
    '/api/bidders/lockedfunds',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Locked funds: active auctions and pending winnings',
        response: { 200: ZLockedFundsAnswer, ...errors },
      },
    },
    async (request) => listLockedFunds(db, callerOf(request).id),
  );
  r.get(
    '/api/bidders/pin/count',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Pinned lot count',
        response: { 200: z.object({ count: z.number().int() }), ...errors },
      },
    },
    async (request) => countPins(db, callerOf(request).id),
  );
  r.get(
    '/api/bidders/pin/:lotId',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: "Pin a lot to the bidder's watch list; answers the pinned count",
        params: z.object({ lotId: ZId }),
        response: { 200: z.object({ count: z.number().int() }), ...errors },
      },
    },
    async (request) => pinLot(db, callerOf(request).id, request.params.lotId),
  );
  r.delete(
    '/api/bidders/unpin/:lotId',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: "Unpin a lot from the bidder's watch list; answers the pinned count",
        params: z.object({ lotId: ZId }),
        response: { 200: z.object({ count: z.number().int() }), ...errors },
      },
    },
    async (request) => unpinLot(db, callerOf(request).id, request.params.lotId),
  );

  // ---- Bank accounts (priority 3) ----
  const bank = providers.bank;
  // The sandbox bank hands out test money: only in development and test, only from this machine.
  const sandboxOnly =
    bank instanceof SandboxBank ? { onRequest: [authorize('Bidder'), devToolsGuard(config)] } : bidder;
  r.get(
    '/api/accounts/linktoken',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Link token for the bank-linking widget',
        response: { 200: ZLinkToken, ...errors },
      },
    },
    async (request) => createLinkToken(bank, callerOf(request)),
  );
  r.post(
    '/api/accounts/bidder',
    {
      ...sandboxOnly,
      schema: {
        ...secured,
        summary: 'Link the accounts picked in the widget',
        body: ZLinkAccountsBody,
        response: { 200: z.array(ZBankAccount), ...errors },
      },
    },
    async (request) => linkBankAccounts(db, bank, callerOf(request).id, request.body),
  );
  r.get(
    '/api/accounts/bidder',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Linked bank accounts',
        response: { 200: z.array(ZBankAccount), ...errors },
      },
    },
    async (request) => listBankAccounts(db, callerOf(request).id),
  );
  r.get(
    '/api/accounts/refreshaccounts',
    {
      ...sandboxOnly,
      schema: {
        ...secured,
        summary: 'Refresh balances; answers the new available balance',
        response: { 200: ZBalanceAnswer, ...errors },
      },
    },
    async (request) => refreshBankAccounts(db, bank, callerOf(request).id),
  );
  r.put(
    '/api/accounts/:id/bidder',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Rename or hide a linked account',
        params: ZIdParams,
        body: ZAccountSettingsBody,
        response: { 200: ZBankAccount, ...errors },
      },
    },
    async (request) => updateBankAccount(db, callerOf(request).id, request.params.id, request.body),
  );
  r.put(
    '/api/accounts/:id/verifybidder',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Verify the bidder through a valid linked account',
        params: ZIdParams,
        response: { 200: ZVerifyBidderAnswer, ...errors },
      },
    },
    async (request) => verifyBidderWithAccount(db, callerOf(request).id, request.params.id),
  );
  r.put(
    '/api/accounts/:accountId/:bidderId',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Remove a linked account',
        params: z.object({ accountId: ZId, bidderId: ZId }),
        response: { 200: z.array(ZBankAccount), ...errors },
      },
    },
    async (request) =>
      removeBankAccount(db, callerOf(request).id, request.params.accountId, request.params.bidderId),
  );
  if (bank instanceof SandboxBank) {
    const sandbox = bank;
    r.get(
      '/api/accounts/sandbox/institutions',
      {
        ...sandboxOnly,
        schema: {
          ...secured,
          summary: 'Sandbox bank: institutions of the offline widget',
          response: { 200: z.array(ZSandboxInstitution), ...errors },
        },
      },
      async () => SANDBOX_INSTITUTIONS.map((entry) => ({ ...entry })),
    );
    r.post(
      '/api/accounts/sandbox/publictoken',
      {
        ...sandboxOnly,
        schema: {
          ...secured,
          summary: 'Sandbox bank: the public token the offline widget hands over',
          body: ZSandboxPublicTokenBody,
          response: { 200: ZSandboxPublicToken, ...errors },
        },
      },
      async (request) => {
        try {
          const { publicToken, accounts } = sandbox.createPublicToken(request.body);
          return {
            publicToken,
            accounts: accounts.map(({ id, name, mask, subType }) => ({ id, name, mask, subType })),
          };
        } catch (error) {
          if (error instanceof BankLinkError)
            throw badRequest(ACCOUNT_MESSAGES.bankLinkFailed, { institutionId: 'Unknown institution' });
          throw error;
        }
      },
    );
  }

  // ---- Phones and codes (priority 4) ----
  r.get(
    '/api/bidderphones',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: "The bidder's phones",
        response: { 200: z.array(ZBidderPhone), ...errors },
      },
    },
    async (request) => listPhones(db, callerOf(request).id),
  );
  r.post(
    '/api/bidderphones',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Add a phone',
        body: ZPhoneBody,
        response: { 200: z.array(ZBidderPhone), ...errors },
      },
    },
    async (request) => addPhone(db, callerOf(request).id, request.body.number),
  );
  r.put(
    '/api/bidderphones/:number',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Make a phone primary',
        params: ZNumberParams,
        response: { 200: z.array(ZBidderPhone), ...errors },
      },
    },
    async (request) => setPrimaryPhone(db, callerOf(request).id, request.params.number),
  );
  r.delete(
    '/api/bidderphones/:number',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Delete a phone (not the primary)',
        params: ZNumberParams,
        response: { 200: z.array(ZBidderPhone), ...errors },
      },
    },
    async (request) => deletePhone(db, callerOf(request).id, request.params.number),
  );
  r.post(
    '/api/bidderphones/verification',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Text a one-time code to a phone',
        body: ZPhoneVerificationBody,
        response: { 200: ZPhoneVerification, ...errors },
      },
    },
    async (request) => sendPhoneVerification(db, providers.sms, callerOf(request).id, request.body),
  );
  r.post(
    '/api/bidderphones/verification/:id',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Check a phone code',
        params: ZIdParams,
        body: ZCodeBody,
        response: { 200: ZPhoneVerified, ...errors },
      },
    },
    async (request) => verifyPhoneCode(db, callerOf(request).id, request.params.id, request.body.code),
  );
  r.get(
    '/api/bidderverify/sms/:phone',
    {
      config: publicLimit(20),
      schema: {
        tags,
        summary: 'Text a registration code; answers its verification id',
        params: z.object({ phone: ZPhone }),
        response: { 200: ZSmsCodeSent, ...errors },
      },
    },
    async (request) => {
      const sent = await sendVerificationCode(db, providers.sms, {
        purpose: 'registration',
        phone: request.params.phone,
        userId: null,
      });
      return {
        id: String(sent.id),
        phone: sent.phone.slice(-4),
        expirationDate: sent.expiresAt.toISOString(),
      };
    },
  );

  /**
   * The caller of a login-code request: a signed-in user (bearer), or a login waiting for its code
   * (the pending token from the password grant, in the X-Two-Factor-Token header).
   */
  async function loginCodeCaller(request: FastifyRequest, roles: readonly string[]) {
    let userId = request.user?.id ?? null;
    if (!userId) {
      const header = request.headers[PENDING_TOKEN_HEADER];
      const token = Array.isArray(header) ? header[0] : header;
      userId = token ? await verifyPendingToken(app.deps.jwtSecret, token) : null;
    }
    if (!userId) throw unauthorized();
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user || user.deactivatedDate) throw unauthorized();
    if (!roles.includes(user.role)) throw forbidden();
    return user;
  }
  const sendLoginCode = async (request: FastifyRequest, roles: readonly string[]) => {
    const user = await loginCodeCaller(request, roles);
    const phone = (await verifiedPrimaryPhone(db, user.id)) ?? null;
    if (!phone) throw badRequest(ACCOUNT_MESSAGES.noVerifiedPhone);
    const sent = await sendVerificationCode(db, providers.sms, { purpose: 'login', phone, userId: user.id });
    return { id: String(sent.id), phone: sent.phone.slice(-4), expirationDate: sent.expiresAt.toISOString() };
  };
  r.get(
    '/api/bidderverify/sms',
    {
      schema: {
        ...secured,
        summary: "Text a two-step login code to the bidder's primary phone",
        response: { 200: ZSmsCodeSent, ...errors },
      },
    },
    async (request) => sendLoginCode(request, ['Bidder']),
  );
  r.get(
    '/api/bidderverify/sms/auctioneer',
    {
      schema: {
        ...secured,
        summary: "Text a two-step login code to the host user's primary phone",
        response: { 200: ZSmsCodeSent, ...errors },
      },
    },
    async (request) => sendLoginCode(request, STAFF_ROLES),
  );

  // ---- Registration (priority 5) ----
  r.post(
    '/api/bidders',
    {
      config: publicLimit(20),
      schema: {
        tags,
        summary: 'Register a bidder (after the SMS code)',
        body: ZBidderRegistration,
        response: {
          200: z.object({ id: z.string(), message: z.string(), deviceToken: z.string().optional() }),
          ...errors,
        },
      },
    },
    async (request) => registerBidder(db, request.body, app.deps.jwtSecret),
  );
  r.post(
    '/api/auctioneers',
    {
      config: publicLimit(20),
      schema: {
        tags,
        summary: 'Register an auction-host company and its manager',
        body: ZAuctioneerRegistration,
        response: { 200: z.object({ id: z.string(), companyId: z.string(), status: z.string() }), ...errors },
      },
    },
    async (request) => registerAuctioneer(db, request.body),
  );
  r.post(
    '/api/companies/check',
    {
      config: publicLimit(300),
      schema: {
        tags,
        summary: 'Company names matching (trimmed, case-insensitive)',
        body: ZCompanyCheckBody,
        response: { 200: z.array(z.string()), ...errors },
      },
    },
    async (request) => matchingCompanyNames(db, request.body.name),
  );
  // The client sign-up calls (POST /api/attorneys/register, /api/attorneys/{id}/register) live in
  // modules/invitations: they need the e-mailed invitation's token.

  // ---- Passwords (priority 6) ----
  r.get(
    '/api/user/password/:userName',
    {
      config: publicLimit(30),
      schema: {
        tags,
        summary: 'E-mail a password-reset link (always 200)',
        params: z.object({
          userName: zText({ error: ACCOUNT_MESSAGES.fieldRequired })
            .trim()
            .min(1, { error: ACCOUNT_MESSAGES.fieldRequired })
            .max(100),
        }),
        response: { 200: ZMessageAnswer, ...errors },
      },
    },
    async (request) => requestPasswordReset(db, providers.email, config, request.params.userName),
  );
  r.put(
    '/api/user/token',
    {
      config: publicLimit(60),
      schema: {
        tags,
        summary: 'Check a password-reset token',
        body: ZResetTokenCheckBody,
        response: { 200: z.object({ isValid: z.boolean() }), ...errors },
      },
    },
    async (request) => checkResetToken(db, request.body),
  );
  r.post(
    '/api/user/password',
    {
      config: publicLimit(30),
      schema: {
        tags,
        summary: 'Reset the password with the e-mailed token',
        body: ZResetPasswordBody,
        response: { 200: ZMessageAnswer, ...errors },
      },
    },
    async (request) => resetPassword(db, request.body),
  );
  r.put(
    '/api/user/password',
    {
      onRequest: authorize(),
      schema: {
        ...secured,
        summary: 'Change own password',
        body: ZChangePasswordBody,
        response: { 200: ZMessageAnswer, ...errors },
      },
    },
    async (request) => changePassword(db, callerOf(request), request.body),
  );

  // ---- Authenticator app (priority 7) ----
  const ZRemoved = z.object({
    configuredAuthenticatorApp: z.boolean(),
    twoFactorMethod: z.enum(['sms', 'authenticator']).nullable(),
  });
  for (const [path, roles] of [
    ['/api/bidders/authenticator', ['Bidder'] as const],
    // Clients (law-firm users) keep their 2-step settings on the same non-bidder call as host staff.
    ['/api/auctioneers/authenticator', [...STAFF_ROLES, 'Client'] as const],
  ] as const) {
    r.put(
      path,
      {
        onRequest: authorize(...roles),
        schema: {
          ...secured,
          summary: 'Set up the authenticator app (needs the current password or a current code)',
          body: ZOwnerProofBody,
          response: { 200: ZAuthenticatorSetup, ...errors },
        },
      },
      async (request) => setupAuthenticator(db, callerOf(request).id, request.body ?? {}),
    );
    r.delete(
      path,
      {
        onRequest: authorize(...roles),
        schema: {
          ...secured,
          summary: 'Remove the authenticator app (needs the current password or a current code)',
          body: ZOwnerProofBody,
          response: { 200: ZRemoved, ...errors },
        },
      },
      async (request) => removeAuthenticator(db, callerOf(request).id, request.body ?? {}),
    );
  }

  // ---- Client (law-firm user) account page: own firm and attorneys ----
  const client = { onRequest: authorize('Client') };
  r.get(
    '/api/clients',
    {
      ...client,
      schema: {
        ...secured,
        summary: "The client's own firm details",
        response: { 200: ZClientFirm, ...errors },
      },
    },
    async (request) => getOwnClientFirm(db, callerOf(request)),
  );
  r.put(
    '/api/clients',
    {
      ...client,
      schema: {
        ...secured,
        summary: "Update the client's own firm (name required, address optional)",
        body: ZClientFirmBody,
        response: { 200: ZClientFirm, ...errors },
      },
    },
    async (request) => updateOwnClientFirm(db, callerOf(request), request.body),
  );
  r.post(
    '/api/attorneys/list',
    {
      ...client,
      schema: {
        ...secured,
        summary: "Attorneys of the client's own firm (primary first)",
        body: ZAttorneyListBody,
        response: { 200: ZAttorneyPage, ...errors },
      },
    },
    async (request) => listOwnAttorneys(db, callerOf(request), request.body),
  );

  // ---- Dev outbox (development and test only, from this machine only) ----
  if (config.NODE_ENV !== 'production') registerOutbox(app, deps);
}

const ZOutboxMessage = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'email', 'push']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});

/** /dev/outbox (HTML for a person) and /dev/outbox.json (for tests): what the offline SMS and e-mail "sent". */
function registerOutbox(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = devToolsGuard(deps.config);
  const latest = async () =>
    (await deps.db.select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(200)).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    }));
  r.get(
    '/dev/outbox.json',
    { onRequest: guard, schema: { hide: true, response: { 200: z.array(ZOutboxMessage) } } },
    async () => latest(),
  );
  r.get('/dev/outbox', { onRequest: guard, schema: { hide: true } }, async (_request, reply) => {
    const rows = await latest();
    const items = rows
      .map(
        (row) =>
          `<li><p><strong>${row.channel.toUpperCase()}</strong> to ${escapeHtml(row.recipient)} · ${row.createdAt}</p>` +
          (row.subject ? `<p><em>${escapeHtml(row.subject)}</em></p>` : '') +
          `<pre>${escapeHtml(row.body)}</pre></li>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html><head><meta charset="utf-8"><title>Dev outbox</title><style>body{font-family:system-ui;margin:2rem;max-width:60rem}li{border-bottom:1px solid #ddd;padding:.5rem 0}pre{white-space:pre-wrap}</style></head><body><h1>Dev outbox</h1><p>Text messages, e-mails and push alerts the offline providers kept, newest first.</p><ol>${items || '<p>Nothing sent yet.</p>'}</ol></body></html>`;
  });
}
