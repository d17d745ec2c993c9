import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, HttpError } from '../errors';

const CLIENT_ERROR_STATUSES = new Set([400, 401, 403, 404, 405, 409, 413, 415, 429]);

/** Turns a validation issue's path ("/amount", "/address/zip") into the field key the UI shows it under. */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
}

/**
 * The one error handler: every failure answers `{ message, code, errors? }` (errorBody). Client errors keep their message;
 * anything unexpected is logged with the request and answered as a bare 500 so internals never leak.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = fieldName(issue.instancePath, error.validationContext);
        errors[key] ??= issue.message ?? 'Invalid value.';
      }
      const first = Object.values(errors)[0] ?? 'The request is not valid.';
      return reply.code(400).send(errorBody(400, first, errors));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (CLIENT_ERROR_STATUSES.has(status)) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large, rate limit).
      const answered = status === 405 || status === 415 || status === 413 ? 400 : status;
      return reply.code(answered).send(errorBody(answered, friendlyFastifyMessage(error as FastifyError)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
  });
}

function friendlyFastifyMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.message;
  }
}
