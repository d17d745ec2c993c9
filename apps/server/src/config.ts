import { isIP } from 'node:net';
import { DEFAULT_OUTAGE_MARGIN_S, DEFAULT_OUTAGE_THRESHOLD_S } from '@bidright/domain';
import { z } from 'zod';
import { DATA_KEY_FORMAT, decodeDataKey } from './db/sealed-secrets';

/** How RECORD_SIGNING_KEY is written (ADR 0069). */
export const RECORD_SIGNING_KEY_FORMAT = '32 random bytes, base64 (openssl rand -base64 32)';

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string) {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may set X-Forwarded-For (Fastify's `trustProxy`). Off by default: the socket's address is
 * the client's, so a made-up header changes nothing. A hop count (`1` behind one load balancer) or a
 * comma-separated list of addresses and CIDRs (`10.0.0.0/8,127.0.0.1`) turns it on. `true` (trust anyone)
 * is refused: it lets every client choose its own address.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrCidr)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'use false, a hop count (1), or a comma-separated list of addresses and CIDRs (10.0.0.0/8)',
    });
    return z.NEVER;
  });

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded database, generated secrets and uploaded files live. */
  DATA_DIR: z.string().default('./data'),
  /** The built web app to serve; apps/web/dist when absent. Lets side-by-side runs serve their own build. */
  WEB_DIST: z.string().optional(),
  /** Proxies trusted to set X-Forwarded-For: off (default), a hop count, or addresses/CIDRs (see ZTrustProxy). */
  TRUST_PROXY: ZTrustProxy,
  /**
   * Map tile URL template. The web build reads it (as VITE_MAP_TILE_URL) and the Content-Security-Policy
   * allows images from its host.
   */
  MAP_TILE_URL: z.url({ protocol: /^https?$/ }).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Mapbox access token; switches address autocomplete and reverse geocoding from the offline gazetteer to Mapbox. */
  MAPS_PROVIDER_KEY: z.string().optional(),
  /** A PostgreSQL server; when absent the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Redis for live-event fan-out and shared rate limits across processes; in-process when absent. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** The address users reach the app at; used in e-mailed links. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /**
   * HMAC key for access tokens (32+ characters). Required in production and with DATABASE_URL; generated once
   * into DATA_DIR on the embedded database otherwise (ADR 0028).
   */
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * The data key that seals stored secrets (bank access tokens, authenticator secrets; ADR 0023). Required in
   * production and with DATABASE_URL; generated once into DATA_DIR on the embedded database otherwise (ADR 0028).
   */
  DATA_KEY: z
    .string()
    .refine((value) => decodeDataKey(value) !== null, DATA_KEY_FORMAT)
    .optional(),
  /** Older data keys (comma-separated) that still open what they sealed, until the re-encrypt command has run. */
  DATA_KEY_PREVIOUS: z
    .string()
    .refine(
      (value) => value.split(',').every((entry) => !entry.trim() || decodeDataKey(entry) !== null),
      `each key: ${DATA_KEY_FORMAT}`,
    )
    .optional(),
  /**
   * The Ed25519 key that signs the sale record's checkpoints (ADR 0069): the 32-byte private seed, base64.
   * Required in production; generated once into DATA_DIR otherwise. Rotatable: every public key that signed
   * is kept and published, so older checkpoints still verify.
   */
  RECORD_SIGNING_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, RECORD_SIGNING_KEY_FORMAT)
    .optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(60 * 60 * 24 * 30),
  /** Token requests allowed per client IP per minute (login throttle by IP; per-account lockout is separate). */
  LOGIN_IP_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Requests one API key may make to the read-only /api/v1 surface per minute. */
  API_KEY_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Seconds before a failed webhook delivery is retried (doubling after each failure). */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).default(30),
  /**
   * Days the staff and admin audit trail keeps a row (ADR 0071); a daily job purges older ones and anchors the
   * chain where they were. 2557 days is 7 years.
   */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).default(2557),
  /**
   * The outage policy (ADR 0077, /outage-policy): a gap longer than this many seconds between two health beats
   * is an outage, and every open timed lot whose close fell inside it is extended.
   */
  OUTAGE_THRESHOLD_S: z.coerce.number().int().min(5).max(3600).default(DEFAULT_OUTAGE_THRESHOLD_S),
  /** Seconds an extended lot gets beyond the outage's length (ADR 0077). */
  OUTAGE_MARGIN_S: z.coerce.number().int().min(0).max(3600).default(DEFAULT_OUTAGE_MARGIN_S),
  /**
   * Test-only fault points of the alert outbox's kill -9 test (jobs/lot-event-outbox.ts): `hold` never drains
   * (the process dies with its alerts still unqueued), `kill-in-drain` kills the process inside its first drain,
   * after the jobs were queued and before the commit. Refused in production.
   */
  OUTBOX_FAULT: z.enum(['hold', 'kill-in-drain']).optional(),
  /**
   * Prometheus metrics (GET /metrics): on their own listener at METRICS_HOST:METRICS_PORT (loopback by default,
   * for a scraper on the host), or on the app's port to a bearer METRICS_TOKEN; neither set, no metrics.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(24).optional(),
  /** On SIGTERM: how long readiness says "draining" before the listener closes (for balancers that probe it). */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** On SIGTERM: the bound on the whole shutdown; a process still closing then exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  /**
   * Load shedding: above this event-loop delay a process answers 503 at once instead of queueing more work.
   * 0 turns it off; absent, 1000 ms on PostgreSQL and off on the embedded database (one process, no balancer).
   */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Demo data only: the live auto auction's anti-sniping window in minutes (browser tests widen it). Unset,
   * the seed's own default (seedLiveAuctions) holds.
   */
  DEMO_AUTO_EXTENSION_WINDOW_MINUTES: z.coerce.number().int().min(1).max(240).optional(),
  /**
   * Demo data only: the live auto auction's lots close this many minutes apart after start-up (1×, 2×, 3×).
   * The browser tests stretch it so a journey late in their run still finds three open lots. Unset, the
   * seed's own default (seedLiveAuctions) holds.
   */
  DEMO_AUTO_LOT_MINUTES: z.coerce.number().int().min(5).max(240).optional(),
  /**
   * Demo data only: a folder where the seed keeps the demo photos it draws, keyed by their drawing, and finds
   * them again on its next seed instead of drawing them anew (the browser journeys' servers share one per run,
   * issue 39). Unset, every seed draws its photos.
   */
  DEMO_PHOTO_CACHE: z.string().min(1).optional(),
  /**
   * The dev outbox (/dev/outbox) and the sandbox bank answer only requests from this machine (loopback, not
   * proxied) unless this is true. Never on in production, whatever this says.
   */
  DEV_TOOLS_REMOTE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Seed demo accounts and auctions into an empty embedded database on start (never in production). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * The always-open practice sale (ADR 0076): on or off. Unset, it is on in development (the demo) and off
   * in production and in tests (a test that wants it sets it).
   */
  PRACTICE_SALE: z.enum(['on', 'off']).optional(),
  /** Length of a practice lot in seconds (a fresh lot opens when one closes); journeys shorten it. */
  PRACTICE_LOT_SECONDS: z.coerce.number().int().min(20).max(3600).default(180),
  /**
   * Minutes a closed practice lot is kept, with its bids and alerts, before a relist prunes it (ADR 0076):
   * the practice tables stay about this size however long the sale runs.
   */
  PRACTICE_KEEP_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /** Twilio SMS; all three set switch SMS from the dev outbox to Twilio. */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** Sending number in E.164 (+13125550100) or a messaging service SID (MG…). */
  TWILIO_FROM: z.string().optional(),
  /** SMTP server (smtp://user:pass@host:587); switches e-mail from the dev outbox to SMTP. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** From address of e-mails. */
  MAIL_FROM: z.string().default('Bidright <no-reply@bidright.local>'),
  /** Web Push (VAPID) key pair, both or neither; generated once into DATA_DIR when absent. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Contact the push services may reach (mailto: or https:). */
  VAPID_SUBJECT: z.string().default('mailto:no-reply@bidright.local'),
  /** Plaid bank linking; both set switch from the sandbox bank to Plaid. */
  PLAID_CLIENT_ID: z.string().optional(),
  PLAID_SECRET: z.string().optional(),
  PLAID_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  /** Another Plaid API host than PLAID_ENV's, for a local stand-in in tests; refused in production. */
  PLAID_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
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

/** Every environment variable the server reads, in the schema's order; `.env.example` lists each (its test checks). */
export const CONFIG_KEYS = Object.keys(ZConfig.shape) as (keyof Config)[];

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
  if (parsed.data.NODE_ENV === 'production') {
    const missing = missingProductionSettings(parsed.data);
    if (missing.length > 0)
      throw new Error(
        `Invalid configuration: production needs real providers; set\n${missing.map((line) => `  ${line}`).join('\n')}`,
      );
  } else if (keysFromEnvironment(parsed.data)) {
    const missing = missingKeys(parsed.data);
    if (missing.length > 0)
      throw new Error(
        `Invalid configuration: every process on a PostgreSQL server (DATABASE_URL) must hold the same keys; set\n${missing.map((line) => `  ${line}`).join('\n')}`,
      );
  }
  return parsed.data;
}

/**
 * Whether the token and data keys must come from the environment (ADR 0028): in production, and on a PostgreSQL
 * server, which several processes may share. A key one process generated into its own DATA_DIR would sign
 * tokens the others refuse and seal rows the others cannot open. Only the embedded database, which one process
 * owns, generates its keys.
 */
export function keysFromEnvironment(config: Pick<Config, 'NODE_ENV' | 'DATABASE_URL'>): boolean {
  return config.NODE_ENV === 'production' || config.DATABASE_URL !== undefined;
}

/** The keys missing from the environment, one line each, naming the variable. */
function missingKeys(config: Config): string[] {
  const missing: string[] = [];
  if (!config.JWT_SECRET) missing.push('JWT_SECRET: the access-token signing key (32+ characters)');
  if (!config.DATA_KEY) missing.push(`DATA_KEY: the key that seals stored secrets (${DATA_KEY_FORMAT})`);
  return missing;
}

/**
 * What a production deployment must configure: the token and data keys and a real SMS, e-mail and bank provider
 * (the offline outbox and sandbox bank hand out codes and money to anyone). One line per missing setting.
 */
export function missingProductionSettings(config: Config): string[] {
  const missing = missingKeys(config);
  if (!config.RECORD_SIGNING_KEY)
    missing.push(`RECORD_SIGNING_KEY: the key that signs the sale record (${RECORD_SIGNING_KEY_FORMAT})`);
  const twilio = {
    TWILIO_ACCOUNT_SID: config.TWILIO_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: config.TWILIO_AUTH_TOKEN,
    TWILIO_FROM: config.TWILIO_FROM,
  };
  for (const [name, value] of Object.entries(twilio)) if (!value) missing.push(`${name}: SMS through Twilio`);
  if (!config.SMTP_URL) missing.push('SMTP_URL: e-mail over SMTP');
  if (!config.PLAID_CLIENT_ID) missing.push('PLAID_CLIENT_ID: bank linking through Plaid');
  if (!config.PLAID_SECRET) missing.push('PLAID_SECRET: bank linking through Plaid');
  if (config.PLAID_ENV !== 'production')
    missing.push("PLAID_ENV: 'production' (Plaid's sandbox hands out test money)");
  if (config.OUTBOX_FAULT) missing.push('OUTBOX_FAULT: unset (a test-only fault point)');
  if (config.PLAID_BASE_URL) missing.push("PLAID_BASE_URL: unset (production talks to Plaid's own host)");
  return missing;
}

/** Demo data goes only into an empty embedded database, and never in production. */
export const shouldSeedDemo = (config: Config, databaseKind: 'pglite' | 'postgres') =>
  config.SEED_DEMO && config.NODE_ENV !== 'production' && databaseKind === 'pglite';

/** Whether the practice sale runs: PRACTICE_SALE, or by default only in development (ADR 0076). */
export function isPracticeSaleOn(config: Pick<Config, 'PRACTICE_SALE' | 'NODE_ENV'>): boolean {
  return config.PRACTICE_SALE ? config.PRACTICE_SALE === 'on' : config.NODE_ENV === 'development';
}
