import type { Config } from '../config';
import type { Db } from '../db/client';
import type { LiveContext } from '../live/context';
import type { FileStorage } from '../providers/storage/storage';

/** What area route modules get from the app: database, live core (to publish lot events), file storage. */
export interface ModuleDeps {
  db: Db;
  config: Config;
  live: LiveContext;
  storage: FileStorage;
}
