import {
  ACCOUNT_MESSAGES,
  ZAccountSettingsBody,
  ZBalanceAnswer,
  ZBankAccount,
  ZId,
  ZLinkAccountsBody,
  ZLinkToken,
  ZSandboxInstitution,
  ZSandboxPublicToken,
  ZSandboxPublicTokenBody,
  ZVerifyBidderAnswer,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors';
import { authorize, callerOf } from '../../http/authorize';
import { ERROR_ANSWERS } from '../../http/route-kit';
import { devToolsGuard } from '../../plugins/dev-tools';
import { BankLinkError } from '../../providers/bank/bank';
import { SANDBOX_INSTITUTIONS, SandboxBank } from '../../providers/bank/sandbox-bank';
import { registeredIdentity } from '../verifications/public';
import { type AccountRouteDeps, secured, ZIdParams } from './account-route-kit';
import {
  createLinkToken,
  linkBankAccounts,
  listBankAccounts,
  refreshBankAccounts,
  removeBankAccount,
  updateBankAccount,
  verifyBidderWithAccount,
} from './bank-accounts';

/**
 * Linked bank accounts and the funds they hold (spec part 3, priority 3); with the sandbox bank, also the offline
 * widget's calls.
 */
export function bankAccountRoutes(
  app: FastifyInstance,
  { db, config, providers, secretBox }: AccountRouteDeps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bidder = { onRequest: authorize('Bidder') };
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
        summary: 'Link token for the bank-linking widget, and which widget opens with it',
        response: { 200: ZLinkToken, ...ERROR_ANSWERS },
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
        response: { 200: z.array(ZBankAccount), ...ERROR_ANSWERS },
      },
    },
    async (request) => linkBankAccounts(db, bank, secretBox, callerOf(request).id, request.body),
  );
  r.get(
    '/api/accounts/bidder',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Linked bank accounts',
        response: { 200: z.array(ZBankAccount), ...ERROR_ANSWERS },
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
        response: { 200: ZBalanceAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => refreshBankAccounts(db, bank, secretBox, callerOf(request).id),
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
        response: { 200: ZBankAccount, ...ERROR_ANSWERS },
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
        response: { 200: ZVerifyBidderAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => verifyBidderWithAccount(db, bank, secretBox, callerOf(request).id, request.params.id),
  );
  r.put(
    '/api/accounts/:accountId/:bidderId',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Remove a linked account',
        params: z.object({ accountId: ZId, bidderId: ZId }),
        response: { 200: z.array(ZBankAccount), ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      removeBankAccount(
        db,
        bank,
        secretBox,
        callerOf(request).id,
        request.params.accountId,
        request.params.bidderId,
      ),
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
          response: { 200: z.array(ZSandboxInstitution), ...ERROR_ANSWERS },
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
          response: { 200: ZSandboxPublicToken, ...ERROR_ANSWERS },
        },
      },
      async (request) => {
        try {
          // The owner the sandbox bank reports: the bidder as registered, or the name a tester typed.
          const registered = await registeredIdentity(db, callerOf(request).id);
          const { publicToken, accounts } = sandbox.createPublicToken({
            ...request.body,
            owner: {
              names: [request.body.ownerName?.trim() || `${registered.firstName} ${registered.lastName}`],
              addresses: [
                {
                  street: [registered.streetLine1, registered.streetLine2].filter(Boolean).join(' ') || null,
                  city: registered.city,
                  region: registered.stateCode,
                  postalCode: registered.zipCode,
                },
              ],
              emails: [],
              phoneNumbers: [],
            },
          });
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
}
