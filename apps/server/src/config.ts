import { z } from 'zod';

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded database, generated secrets and uploaded files live. */
  DATA_DIR: z.string().default('./data'),
  /** The built web app to serve; apps/web/dist when absent. Lets side-by-side runs serve their own build. */
  WEB_DIST: z.string().optional(),
  /** Mapbox access token; switches address autocomplete and reverse geocoding from the offline gazetteer to Mapbox. */
  MAPS_PROVIDER_KEY: z.string().optional(),
  /** A PostgreSQL server; when absent the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Redis for live-event fan-out and shared rate limits across processes; in-process when absent. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** The address users reach the app at; used in e-mailed links. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** HMAC key for access tokens (32+ characters). Generated once into DATA_DIR when absent outside production. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(60 * 60 * 24 * 30),
  /** Token requests allowed per client IP per minute (login throttle by IP; per-account lockout is separate). */
  LOGIN_IP_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Demo data only: the live auto auction's anti-sniping window in minutes (browser tests widen it). */
  DEMO_AUTO_EXTENSION_WINDOW_MINUTES: z.coerce.number().int().min(1).max(120).default(2),
  /** Seed demo accounts and auctions into an empty embedded database on start. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Twilio SMS; all three set switch SMS from the dev outbox to Twilio. */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** Sending number in E.164 (+13125550100) or a messaging service SID (MG…). */
  TWILIO_FROM: z.string().optional(),
  /** SMTP server (smtp://user:pass@host:587); switches e-mail from the dev outbox to SMTP. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** From address of e-mails. */
  MAIL_FROM: z.string().default('Bidright <no-reply@bidright.local>'),
  /** Plaid bank linking; both set switch from the sandbox bank to Plaid. */
  PLAID_CLIENT_ID: z.string().optional(),
  PLAID_SECRET: z.string().optional(),
  PLAID_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  /** S3 (or S3-compatible) bucket for uploaded files; switches storage from local disk under DATA_DIR. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** The bucket's region, e.g. us-east-1; required with S3_BUCKET. */
  S3_REGION: z.string().optional(),
  /** An S3-compatible endpoint (MinIO, R2, …); AWS when absent. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Static credentials (both or neither; neither uses the AWS SDK's default chain, e.g. an instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style URLs (endpoint/bucket/key), which most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Where browsers fetch the files (a CDN or the bucket's public URL); the bucket's own URL when absent. */
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Key prefix inside the bucket, e.g. bidright/. */
  S3_PREFIX: z.string().optional(),
});

export type Config = z.infer<typeof ZConfig>;

/** Reads the environment once at boot; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const parsed = ZConfig.safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required in production (32+ characters)');
  }
  return parsed.data;
}
