/**
 * A production configuration with every real provider named (values are placeholders that are never
 * called in tests): a production boot without them refuses to start (issue 12).
 */
export const REAL_PROVIDERS = {
  JWT_SECRET: 'x'.repeat(40),
  DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
  RECORD_SIGNING_KEY: Buffer.alloc(32, 9).toString('base64'),
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'twilio-token',
  TWILIO_FROM: '+13125550100',
  SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
  PLAID_CLIENT_ID: 'plaid-client',
  PLAID_SECRET: 'plaid-secret',
  PLAID_ENV: 'production',
};
