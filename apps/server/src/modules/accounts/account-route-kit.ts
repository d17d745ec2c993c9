import { ZId } from '@bidright/domain';
import { z } from 'zod';
import { bearerSecurity } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import type { Providers } from '../../providers/index';
import type { ModuleDeps } from '../deps';

/** What every accounts route file gets: the module's deps and the one set of providers the app built for it. */
export interface AccountRouteDeps extends ModuleDeps {
  /** Shared by all accounts routes: the sandbox bank keeps the public tokens it hands out in memory. */
  providers: Providers;
}

/** A path's `:id`. */
export const ZIdParams = z.object({ id: ZId });
/** The answer of a delete: the id of what went. */
/** Sign-up and code calls an anonymous visitor can make: limited per IP on top of the per-phone limits. */
export const publicLimit = (max: number) => ({ rateLimit: { max, timeWindow: '1 hour' } });
/** The accounts routes' OpenAPI tags, and those of the routes that need a signed-in caller. */
export const tags = [TAGS.accounts];
export const secured = { tags, security: bearerSecurity };
