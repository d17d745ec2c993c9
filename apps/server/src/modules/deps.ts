import type { Config } from '../config';
import type { Db } from '../db/client';
import type { SecretBox } from '../db/sealed-secrets';
import type { LotAlerts } from '../jobs/lot-alerts-port';
import type { LiveContext } from '../live/context';
import type { FileStorage } from '../providers/storage/storage';

/**
 * What area route modules get from the app: database, live core (to publish lot events), file storage, and
 * the alerts port (to queue the alerts of a change their use case committed), and the data keys.
 */
export interface ModuleDeps {
  db: Db;
  config: Config;
  live: LiveContext;
  storage: FileStorage;
  alerts: LotAlerts;
  /** Seals and opens the secrets a module stores (bank access tokens, authenticator secrets; ADR 0023). */
  secretBox: SecretBox;
}
