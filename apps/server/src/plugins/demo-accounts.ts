import { DEMO_ACCOUNTS_PATH, ZDemoAccounts } from '@bidright/domain/demo-accounts';
import { and, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/demo-logins';
import { devToolsGuard } from './dev-tools';

interface DemoAccountsDeps {
  db: Db;
  config: Config;
}

/**
 * GET /dev/demo-accounts: the seeded demo accounts, with their password, for the login pages' one-click
 * shortcuts (spec part 3 §9). Registered outside production alone, and like every development tool it
 * answers only this machine (DEV_TOOLS_REMOTE aside): a production server never sends a password.
 */
export function registerDemoAccounts(app: FastifyInstance, deps: DemoAccountsDeps) {
  if (deps.config.NODE_ENV === 'production') return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    DEMO_ACCOUNTS_PATH,
    { onRequest: devToolsGuard(deps.config), schema: { hide: true, response: { 200: ZDemoAccounts } } },
    async () => {
      // Only the demo accounts this database holds and lets in: none on a database seeded with other data.
      const present = await deps.db
        .select({ userName: users.userName })
        .from(users)
        .where(
          and(
            inArray(
              users.userName,
              DEMO_LOGINS.map((login) => login.userName),
            ),
            isNull(users.deactivatedDate),
          ),
        );
      const names = new Set(present.map((row) => row.userName));
      return {
        accounts: DEMO_LOGINS.filter((login) => names.has(login.userName)).map((login) => ({
          ...login,
          password: DEMO_PASSWORD,
        })),
      };
    },
  );
}
