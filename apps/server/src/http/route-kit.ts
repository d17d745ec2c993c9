import { STAFF_ROLES, ZApiError, ZId } from '@bidright/domain';

/** A path id: the API's one id schema (decimal digits or a number). */
export const ZRouteId = ZId;
/** Auction-host staff: the roles that change lots, properties and documents. */
export const STAFF = STAFF_ROLES;
/** The error answers every route of these areas may give. */
export const ERROR_ANSWERS = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
