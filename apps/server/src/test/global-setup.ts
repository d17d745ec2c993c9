import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { bundleServer } from './server-bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated database that each test file loads as its own fresh copy. */
    pgliteTemplatePath: string;
    /** PostgreSQL: a migrated template database each test file copies with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
    /**
     * PGlite: the same migrated database as a data directory on disk, for a test whose server process or
     * restart needs a DATA_DIR (test/database.ts `copyTemplateDataDir`); empty on a PostgreSQL run.
     */
    pgliteTemplateDir: string;
    /** The server bundled once for the run, which every real server process of the suite runs (server-process.ts). */
    serverBundlePath: string;
  }
}

/**
 * Migrates one template database before any test file runs. Starting PGlite and migrating takes seconds;
 * copying the result per file keeps files isolated without paying that each time.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'bidright-tpl-'));
  const bundle = await bundleServer(`suite-${basename(dir)}`);
  project.provide('serverBundlePath', bundle);
  const removeRunFiles = () => {
    rmSync(dir, { recursive: true, force: true });
    for (const file of [bundle, `${bundle}.map`]) rmSync(file, { force: true });
  };
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `bidright_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ url: withDatabase(url, template), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    project.provide('pgliteTemplateDir', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
      removeRunFiles();
    };
  }

  // On disk, so that it can be both dumped (for in-memory copies) and copied as a directory (for a DATA_DIR).
  const templateDir = join(dir, 'pglite');
  const database = await openDatabase({ dataDir: templateDir });
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplatePath', path);
  project.provide('pgliteTemplateDir', templateDir);
  project.provide('postgresTemplate', '');
  return removeRunFiles;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
