import { STAFF_ROLES, ZApiError, ZId } from '@bidright/domain';
import { z } from 'zod';

/** A path id: the API's one id schema (decimal digits or a number, ADR 0012). */
export const ZRouteId = ZId;
/** Auction-host staff: the roles that change lots, properties and documents. */
export const STAFF = STAFF_ROLES;

/**
 * The error answers every route may give, each `{ message, code, errors? }` (plugins/error-handler.ts answers
 * every failure in that shape). One map for all routes, so the OpenAPI document lists them alike.
 */
export const ERROR_ANSWERS = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  429: ZApiError,
};

/** A body schema that also takes a missing body, read as `{}` (a call with no options at all). */
export const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);

/**
 * Path parameters that are all ids: `idParams('lotId')` is `z.object({ lotId: ZId })`, each read with the
 * API's one strict id schema.
 */
export function idParams<K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, ZId])) as Record<K, typeof ZId>);
}
