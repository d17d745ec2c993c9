import type { FastifyInstance } from 'fastify';
import { createProviders } from '../../providers/index';
import type { ModuleDeps } from '../deps';
import { authenticatorRoutes } from './authenticator-routes';
import { bankAccountRoutes } from './bank-account-routes';
import { bidderAccountRoutes } from './bidder-account-routes';
import { bidderPhoneRoutes } from './bidder-phone-routes';
import { clientFirmRoutes } from './client-firm-routes';
import { loginCodeRoutes } from './login-code-routes';
import { passwordRoutes } from './password-routes';
import { purchaseProfileRoutes } from './purchase-profile-routes';
import { registrationRoutes } from './registration-routes';

/**
 * Accounts and identity routes (spec part 3): registration, codes, 2FA, passwords, phones, profiles, banks, one
 * file per topic. They share one set of providers (the sandbox bank keeps the tokens it hands out). The pins
 * live in modules/listings, the dev outbox in plugins/dev-outbox.ts.
 */
export function accountRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const routeDeps = { ...deps, providers: createProviders(deps.config, deps.db) };
  purchaseProfileRoutes(app, routeDeps);
  bidderAccountRoutes(app, routeDeps);
  bankAccountRoutes(app, routeDeps);
  bidderPhoneRoutes(app, routeDeps);
  registrationRoutes(app, routeDeps);
  loginCodeRoutes(app, routeDeps);
  passwordRoutes(app, routeDeps);
  authenticatorRoutes(app, routeDeps);
  clientFirmRoutes(app, routeDeps);
}
