import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';

/**
 * A local stand-in for Plaid's API (https://plaid.com/docs/api/): a node:http server answering the calls the
 * Plaid bank adapter makes, in Plaid's documented request and response shapes, with Plaid's error shape
 * ({ error_type, error_code, error_message, display_message, request_id }, HTTP 400) for bad credentials,
 * tokens and items. Every request is recorded (path, body, headers) so a test can check what was sent.
 *
 * Link itself runs in the browser: it turns a link token into a public token. The stand-in models that as
 * `publicTokenFor(linkToken)` (link-sandbox-N → public-sandbox-N), which the browser stand-in of Link in the
 * Playwright journey computes the same way.
 */

export const STAND_IN_CLIENT_ID = 'standin-client-id';
export const STAND_IN_SECRET = 'standin-secret';

/** The one institution of the stand-in, with two depository accounts and a credit card. */
export const STAND_IN_INSTITUTION = { institution_id: 'ins_109508', name: 'First Platypus Bank' };
export const STAND_IN_ACCOUNTS = [
  {
    account_id: 'plaid-acct-checking',
    name: 'Plaid Checking',
    official_name: 'Plaid Gold Standard 0% Interest Checking',
    mask: '0000',
    type: 'depository',
    subtype: 'checking',
    available: 32_100.55,
    current: 32_500.55,
  },
  {
    account_id: 'plaid-acct-savings',
    name: 'Plaid Saving',
    official_name: 'Plaid Silver Standard 0.1% Interest Saving',
    mask: '1111',
    type: 'depository',
    subtype: 'savings',
    available: null,
    current: 41_000,
  },
  {
    account_id: 'plaid-acct-credit',
    name: 'Plaid Credit Card',
    official_name: 'Plaid Diamond 12.5% APR Interest Credit Card',
    mask: '3333',
    type: 'credit',
    subtype: 'credit card',
    available: 6_600,
    current: 410,
  },
] as const;

/** An owner in Plaid's Identity shape (/identity/get): names, addresses, e-mails, phones. */
export interface StandInOwner {
  names: string[];
  street: string;
  city: string;
  region: string;
  postalCode: string;
}

/** Plaid sandbox's own test owner, whom the stand-in reports until a test names another. */
export const STAND_IN_OWNER: StandInOwner = {
  names: ['Alberta Bobbeth Charleson'],
  street: '2992 Cameron Road',
  city: 'Malakoff',
  region: 'NY',
  postalCode: '14236',
};

const presentOwner = (owner: StandInOwner) => ({
  names: owner.names,
  addresses: [
    {
      data: {
        city: owner.city,
        region: owner.region,
        street: owner.street,
        postal_code: owner.postalCode,
        country: 'US',
      },
      primary: true,
    },
  ],
  emails: [{ data: 'accountholder0@example.com', primary: true, type: 'primary' }],
  phone_numbers: [{ data: '1112223333', primary: false, type: 'home' }],
});

/** A 1×1 PNG, as Plaid sends institution logos: base64 without a data: prefix. */
const LOGO =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const publicTokenFor = (linkToken: string) => linkToken.replace(/^link-/, 'public-');

export interface PlaidCall {
  path: string;
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

interface Item {
  itemId: string;
  accessToken: string;
  removed: boolean;
  loginRequired: boolean;
  /** Available balance per account id, as the bank reports it now. */
  available: Map<string, number | null>;
}

class PlaidError extends Error {
  constructor(
    readonly type: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new PlaidError('INVALID_REQUEST', 'INVALID_BODY', 'body must be a JSON object');
  return parsed as Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function startPlaidStandIn() {
  const calls: PlaidCall[] = [];
  const linkTokens = new Set<string>();
  const usedPublicTokens = new Set<string>();
  const items = new Map<string, Item>();
  let owner = STAND_IN_OWNER;
  let next = 0;

  /** Plaid takes the keys in the body or in the PLAID-CLIENT-ID / PLAID-SECRET headers. */
  function authenticate(body: Record<string, unknown>, headers: IncomingMessage['headers']) {
    const clientId = text(body.client_id) || text(headers['plaid-client-id']);
    const secret = text(body.secret) || text(headers['plaid-secret']);
    if (clientId !== STAND_IN_CLIENT_ID || secret !== STAND_IN_SECRET)
      throw new PlaidError('INVALID_INPUT', 'INVALID_API_KEYS', 'invalid client_id or secret provided');
  }

  function itemOf(body: Record<string, unknown>): Item {
    const item = [...items.values()].find((entry) => entry.accessToken === text(body.access_token));
    if (!item || item.removed)
      throw new PlaidError('INVALID_INPUT', 'INVALID_ACCESS_TOKEN', 'provided access token is invalid');
    return item;
  }

  const presentItem = (item: Item) => ({
    item_id: item.itemId,
    institution_id: STAND_IN_INSTITUTION.institution_id,
    available_products: ['balance'],
    billed_products: ['auth'],
    products: ['auth'],
    consented_products: ['auth'],
    error: null,
    webhook: '',
    update_type: 'background',
    consent_expiration_time: null,
  });

  const routes: Record<string, (body: Record<string, unknown>) => Record<string, unknown>> = {
    '/link/token/create': (body) => {
      const user = body.user as { client_user_id?: unknown } | undefined;
      if (!text(user?.client_user_id) || !text(body.client_name) || !Array.isArray(body.country_codes))
        throw new PlaidError('INVALID_REQUEST', 'MISSING_FIELDS', 'user, client_name and country_codes');
      next += 1;
      const linkToken = `link-sandbox-${next}-${randomBytes(4).toString('hex')}`;
      linkTokens.add(linkToken);
      return { link_token: linkToken, expiration: new Date(Date.now() + 4 * 3_600_000).toISOString() };
    },
    '/item/public_token/exchange': (body) => {
      const publicToken = text(body.public_token);
      const linkToken = publicToken.replace(/^public-/, 'link-');
      if (
        !publicToken.startsWith('public-') ||
        !linkTokens.has(linkToken) ||
        usedPublicTokens.has(publicToken)
      )
        throw new PlaidError('INVALID_INPUT', 'INVALID_PUBLIC_TOKEN', 'provided public token is invalid');
      usedPublicTokens.add(publicToken);
      const item: Item = {
        itemId: `item-${randomBytes(6).toString('hex')}`,
        accessToken: `access-sandbox-${randomBytes(12).toString('hex')}`,
        removed: false,
        loginRequired: false,
        available: new Map(STAND_IN_ACCOUNTS.map((account) => [account.account_id, account.available])),
      };
      items.set(item.itemId, item);
      return { access_token: item.accessToken, item_id: item.itemId };
    },
    '/item/get': (body) => ({ item: presentItem(itemOf(body)), status: null }),
    '/institutions/get_by_id': (body) => {
      if (text(body.institution_id) !== STAND_IN_INSTITUTION.institution_id)
        throw new PlaidError('INVALID_INPUT', 'INVALID_INSTITUTION', 'invalid institution_id provided');
      const withMetadata = (body.options as { include_optional_metadata?: boolean } | undefined)
        ?.include_optional_metadata;
      return {
        institution: {
          ...STAND_IN_INSTITUTION,
          products: ['assets', 'auth', 'balance', 'transactions'],
          country_codes: ['US'],
          routing_numbers: ['011401533'],
          oauth: false,
          ...(withMetadata ? { logo: LOGO, primary_color: '#1f1f1f', url: 'https://plaid.com' } : {}),
        },
      };
    },
    '/accounts/balance/get': (body) => {
      const item = itemOf(body);
      if (item.loginRequired)
        throw new PlaidError(
          'ITEM_ERROR',
          'ITEM_LOGIN_REQUIRED',
          'the login details of this item have changed (credentials, MFA, or required user action) and a user login is required to update this information',
        );
      return {
        accounts: STAND_IN_ACCOUNTS.map((account) => ({
          account_id: account.account_id,
          balances: {
            available: item.available.get(account.account_id) ?? null,
            current: account.current,
            iso_currency_code: 'USD',
            limit: account.type === 'credit' ? 2_000 : null,
            unofficial_currency_code: null,
          },
          mask: account.mask,
          name: account.name,
          official_name: account.official_name,
          type: account.type,
          subtype: account.subtype,
        })),
        item: presentItem(item),
      };
    },
    '/identity/get': (body) => {
      const item = itemOf(body);
      const wanted = (body.options as { account_ids?: unknown } | undefined)?.account_ids;
      const picked = STAND_IN_ACCOUNTS.filter(
        (account) => !Array.isArray(wanted) || wanted.includes(account.account_id),
      );
      return {
        accounts: picked.map((account) => ({
          account_id: account.account_id,
          balances: { available: item.available.get(account.account_id) ?? null, current: account.current },
          mask: account.mask,
          name: account.name,
          official_name: account.official_name,
          type: account.type,
          subtype: account.subtype,
          owners: [presentOwner(owner)],
        })),
        item: presentItem(item),
      };
    },
    '/item/remove': (body) => {
      itemOf(body).removed = true;
      return {};
    },
  };

  const server = createServer(async (request, response) => {
    const requestId = randomBytes(6).toString('hex');
    const send = (status: number, payload: Record<string, unknown>) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ...payload, request_id: requestId }));
    };
    try {
      const body = await readJson(request);
      const path = request.url ?? '';
      calls.push({ path, body, headers: request.headers });
      const route = request.method === 'POST' ? routes[path] : undefined;
      if (!route) throw new PlaidError('INVALID_REQUEST', 'NOT_FOUND', `unknown endpoint ${path}`);
      authenticate(body, request.headers);
      send(200, route(body));
    } catch (error) {
      const plaid =
        error instanceof PlaidError
          ? error
          : new PlaidError('API_ERROR', 'INTERNAL_SERVER_ERROR', String(error));
      send(plaid.type === 'API_ERROR' ? 500 : 400, {
        error_type: plaid.type,
        error_code: plaid.code,
        error_message: plaid.message,
        display_message: null,
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  const itemByToken = (accessToken: string) => {
    const item = [...items.values()].find((entry) => entry.accessToken === accessToken);
    if (!item) throw new Error(`no item with access token ${accessToken}`);
    return item;
  };

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    /** The calls to one endpoint, in order. */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    /** The items exchanged so far (newest last). */
    items: () => [...items.values()],
    /** The bank now reports another available balance for an account of every item. */
    setAvailable(accountId: string, available: number) {
      for (const item of items.values()) item.available.set(accountId, available);
    },
    /** The bank reports another account owner from now on (Plaid Identity). */
    setOwner(next: StandInOwner) {
      owner = next;
    },
    /** The item needs its owner to log in again (ITEM_LOGIN_REQUIRED on balance reads). */
    requireLogin(accessToken: string) {
      itemByToken(accessToken).loginRequired = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PlaidStandIn = Awaited<ReturnType<typeof startPlaidStandIn>>;

/** The server settings that point the Plaid adapter at a running stand-in. */
export function plaidStandInEnv(standIn: PlaidStandIn) {
  return {
    PLAID_CLIENT_ID: STAND_IN_CLIENT_ID,
    PLAID_SECRET: STAND_IN_SECRET,
    PLAID_ENV: 'sandbox',
    PLAID_BASE_URL: standIn.baseUrl,
  };
}
