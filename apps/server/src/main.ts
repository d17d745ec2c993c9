import { buildApp } from './app';
import { loadConfig, shouldSeedDemo } from './config';
import { openDatabase } from './db/client';
import { sealStoredSecrets } from './db/seal-stored-secrets';
import { markLotEventsTold } from './jobs/lot-event-outbox';
import { loadRecordSigner, signSeededRecords } from './modules/sale-records/public';
import { loadDataKeys, loadJwtSecret } from './secrets';
import { seedDemoData } from './seed/demo-data';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
  await database.migrate();
  // Secrets an older version stored in clear are sealed before anyone is served; a secret sealed under a
  // key this server lacks stops the start here with the key's id, rather than failing every use (ADR 0023).
  const secretBox = loadDataKeys(config);
  const sealed = await sealStoredSecrets(database.db, secretBox, { rekey: false });
  if (sealed.sealed > 0)
    console.log(`Sealed ${sealed.sealed} stored secrets under data key ${secretBox.currentKeyId}`);

  const app = await buildApp({
    config,
    database,
    jwtSecret: loadJwtSecret(config),
    secretBox,
    webDist: config.WEB_DIST,
  });
  app.addHook('onClose', () => database.close());

  // Demo data only ever goes into an empty embedded database: never into a PostgreSQL server, never in production.
  if (shouldSeedDemo(config, database.kind)) {
    const result = await seedDemoData(database.db, {
      dataDir: config.DATA_DIR,
      autoExtensionWindowMinutes: config.DEMO_AUTO_EXTENSION_WINDOW_MINUTES,
      autoLotMinutes: config.DEMO_AUTO_LOT_MINUTES,
      photoCache: config.DEMO_PHOTO_CACHE,
    });
    if (result.seeded) {
      // The seeded history is not news: its live events raise no alerts or webhooks.
      await markLotEventsTold(database.db);
      // …but its completed sales carry signed records, so the export and the verifier can be tried at once.
      await signSeededRecords(database.db, loadRecordSigner(config));
      printLogins(result.logins);
    }
  }

  // A signal often arrives twice (a process-group kill also reaches the tsx or npm wrapper, which relays it):
  // later ones must not cut the graceful close short. The stop drains (ADR 0026): readiness turns false,
  // after DRAIN_DELAY_MS the listener closes, live streams are told to reconnect elsewhere and bids in flight
  // finish; a close that hangs is ended after SHUTDOWN_TIMEOUT_MS.
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'draining, then shutting down');
      app.operations.drain.begin();
      setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS).unref();
      new Promise((resolve) => setTimeout(resolve, config.DRAIN_DELAY_MS))
        .then(() => app.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
  // After a deploy every live client reconnects at once: a deeper accept queue than Node's default (511)
  // keeps the kernel from resetting that burst (the kernel still caps it at net.core.somaxconn).
  await app.listen({ port: config.PORT, host: config.HOST, backlog: 4096 });
  const address = process.env.PUBLIC_URL ? config.PUBLIC_URL : `http://localhost:${config.PORT}`;
  console.log(`\nBidright is running at ${address}  (API docs: ${address}/api/docs)\n`);
}

function printLogins(logins: { role: string; userName: string }[]) {
  console.log('\nDemo accounts (password for all: Demo1234)');
  for (const login of logins) console.log(`  ${login.role.padEnd(11)} ${login.userName}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
