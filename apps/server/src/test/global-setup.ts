import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seed } from '../seed/index.ts';
import { TEST_SEED, type DatabaseTemplate } from './template.ts';

// Every API test file starts from a migrated, seeded database. Building one takes PGlite's initdb, 16
// migrations and the seed (several seconds a file on two cores); it is built once per run here and each
// file starts from a copy: a PGlite data-directory dump on the embedded engine, a template database on a
// PostgreSQL server.

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DatabaseTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `xcb_template_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    const database = await openDatabase({ url: u.toString(), poolSize: 2 });
    await database.migrate();
    await seed(database.db, TEST_SEED);
    // a template may have no open connection while it is copied
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', name });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'xcb-template-'));
  const file = join(dir, 'pglite.tar');
  const database = await openDatabase({});
  await database.migrate();
  await seed(database.db, TEST_SEED);
  if (!database.dumpDataDir) throw new Error('the embedded database can be dumped');
  writeFileSync(file, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
  await database.close();
  project.provide('dbTemplate', { kind: 'pglite', file });
  return () => {
    rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  };
}
