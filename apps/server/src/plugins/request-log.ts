import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Keys whose values are never written to a log, at any level (passwords, tokens, codes, cookies). */
const SECRET_KEY = /pass|token|secret|authorization|cookie|code|otp|pin|signature|session|api[-_]?key/i;
const REDACTED = '[redacted]';

const isDebug = (level: string) => level === 'debug' || level === 'trace';

/** A copy of headers or a body with every secret-looking value replaced, for debug logs. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : redactSecrets(item, depth + 1);
  }
  return copy;
}

/** Drizzle's "Failed query: … \nparams: …" message, without the parameters (they can hold passwords). */
const withoutParams = (message: string) => message.replace(/\nparams:[\s\S]*$/, '');

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  stack: string;
  cause?: LoggedError;
}

/**
 * The error log's view of an error: type, message, code, stack frames and cause. Never a query's
 * parameters, a database error's `detail` (it quotes the row's values) or any other own property.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'A non-error value was thrown.', stack: '' };
  const code = (error as { code?: unknown }).code;
  // A database error's message may quote the offending value ('invalid input syntax for type integer: "…"').
  const isDatabaseError = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
  const message = isDatabaseError
    ? error.message.replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    : withoutParams(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/**
 * The server's logger: pino at LOG_LEVEL, one line per entry (pretty and single-line in development),
 * errors through `serializeError`, and the credentials of any request object redacted.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    transport:
      config.NODE_ENV === 'development'
        ? {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          }
        : undefined,
    serializers: { err: serializeError, error: serializeError },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
      censor: REDACTED,
    },
  };
}

/**
 * One INFO line per request when it is answered: method, path (no query string), status, time and the
 * request id (pino's `reqId`). Headers and bodies only at debug, with secrets redacted.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (isDebug(request.log.level))
      request.log.debug({ headers: redactSecrets(request.headers) }, 'request headers');
  });
  app.addHook('preHandler', async (request) => {
    if (request.body !== undefined && isDebug(request.log.level))
      request.log.debug({ body: redactSecrets(request.body) }, 'request body');
  });
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    request.log.info(
      { method: request.method, path, status: reply.statusCode, ms },
      `${request.method} ${path} ${reply.statusCode} ${ms}ms`,
    );
  });
}
