import type { FastifyInstance } from 'fastify';
import { bidders } from '../../../db/schema/index';
import { bearer, loginAs, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';

/** Helpers of the accounts tests: calls with a token, and the dev outbox as the person would read it. */
export function caller(app: FastifyInstance) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: object) =>
    app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

interface OutboxMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
}

export async function outbox(app: FastifyInstance): Promise<OutboxMessage[]> {
  return (await app.inject({ method: 'GET', url: '/dev/outbox.json' })).json();
}

/** The newest code texted to `phone`. */
export async function lastCode(app: FastifyInstance, phone: string): Promise<string> {
  const message = (await outbox(app)).find((entry) => entry.channel === 'sms' && entry.recipient === phone);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

let phoneSeq = 0;
/** A fresh ten-digit phone per call, so per-phone rate limits never couple tests. */
export const freshPhone = () => `31255${String(phoneSeq++).padStart(5, '0')}`;

/** A bidder with a profile (verified-looking address) and a signed-in token. */
export async function createBidderUser(t: TestApp) {
  const user = await createUser(t.db, 'Bidder');
  await t.db.insert(bidders).values({
    userId: user.id,
    birthDate: '1980-01-02',
    streetLine1: '1 Main St',
    city: 'Chicago',
    stateCode: 'IL',
    zipCode: '60601',
  });
  return { ...user, token: (await loginAs(t.app, user.userName)).access_token };
}
