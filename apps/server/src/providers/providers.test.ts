import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { createProviders } from './index';

const db = {} as Db; // the offline adapters only touch the database when they send
const configWith = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('provider selection', () => {
  it('uses the offline adapters when nothing is configured', () => {
    const providers = createProviders(configWith({}), db);
    expect([providers.sms.kind, providers.email.kind, providers.bank.kind]).toEqual([
      'outbox',
      'outbox',
      'sandbox',
    ]);
  });

  it('uses SMTP, Plaid and Twilio when they are configured', () => {
    const providers = createProviders(
      configWith({
        SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
        PLAID_CLIENT_ID: 'client',
        PLAID_SECRET: 'secret',
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM: '+13125550100',
      }),
      db,
    );
    expect([providers.sms.kind, providers.email.kind, providers.bank.kind]).toEqual([
      'twilio',
      'smtp',
      'plaid',
    ]);
  });

  it('stops on a half-configured service, naming it', () => {
    expect(() => createProviders(configWith({ PLAID_CLIENT_ID: 'client' }), db)).toThrow(/PLAID_/);
    expect(() => createProviders(configWith({ TWILIO_ACCOUNT_SID: 'AC123' }), db)).toThrow(/TWILIO_/);
  });
});
