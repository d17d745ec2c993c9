import { STAFF_ROLES, ZApiError } from '@bidright/domain';
import { z } from 'zod';

/** A path id: a positive 32-bit integer. */
export const ZRouteId = z.coerce.number().int().positive().max(2_147_483_647);
/** Auction-host staff: the roles that change lots, properties and documents. */
export const STAFF = STAFF_ROLES;
/** The error answers every route of these areas may give. */
export const ERROR_ANSWERS = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
