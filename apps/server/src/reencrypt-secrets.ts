import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { sealStoredSecrets } from './db/seal-stored-secrets';
import { loadDataKeys } from './secrets';

/**
 * `npm run secrets:reencrypt -w @bidright/server`: seals every stored secret under the current DATA_KEY,
 * both those still in clear and those under a key in DATA_KEY_PREVIOUS, so the old key can then be dropped
 * (ADR 0023). Same environment as the server (DATABASE_URL or DATA_DIR's embedded database, which must not
 * be open in a running server); it runs the migrations first, as a start does, so the columns have room.
 * Safe to run twice, or while servers run on PostgreSQL: each value changes only if it is still the one
 * read. Exits 1 when a value could not be opened.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
  try {
    await database.migrate();
    const secretBox = loadDataKeys(config);
    const result = await sealStoredSecrets(database.db, secretBox, { rekey: true });
    console.log(
      `Data key ${secretBox.currentKeyId}: ${result.sealed} secrets sealed from clear, ${result.resealed} moved from older keys.`,
    );
    if (result.unreadable.length > 0) {
      console.error(
        `These do not open under their key and were left as they are: ${result.unreadable.join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
