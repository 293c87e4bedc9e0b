import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../core/config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { uploads, users } from '../db/schema/index.ts';
import { createStorage } from '../providers/storage-select.ts';
import { pgliteDir } from '../core/data-dir.ts';

/**
 * A demo seed that never finished (the process killed while 正在写入演示内容) left half a marketplace, and
 * the seed runs once per database: so the database goes back to empty, with the files the seed uploaded
 * (the server does not listen before the seed is done, so every upload is the seed's), and main.ts seeds
 * again. Demo mode only: PGlite's directory is removed and made anew; on PostgreSQL the schema is dropped
 * and migrated again. Answers the database to go on with (a new handle for PGlite).
 */
export async function clearInterruptedDemo(database: Database, config: Config): Promise<Database> {
  if (!config.demo) throw new Error('clearInterruptedDemo: the demo mode only');
  if (config.FILE_STORAGE === 'disk') {
    const storage = createStorage(config, database.db);
    const files = await database.db.select({ path: uploads.path }).from(uploads);
    for (const f of files) await storage.delete(f.path).catch(() => undefined);
    // and a file whose row the kill never let it write: anything stored since the first account was made
    const [first] = await database.db.select({ at: sql<Date | null>`min(${users.createdAt})` }).from(users);
    if (first?.at) removeFilesSince(config.uploadDir, new Date(first.at).getTime() - 1_000);
  }
  if (database.kind === 'pglite') {
    await database.close();
    rmSync(pgliteDir(config.dataDir), { recursive: true, force: true });
    const fresh = await openDatabase({ dataDir: pgliteDir(config.dataDir) });
    await fresh.migrate();
    return fresh;
  }
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.migrate();
  return database;
}

/** Removes the files under `dir` last written at `since` or later (a missing folder holds none). */
function removeFilesSince(dir: string, since: number): void {
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry);
    const st = statSync(path, { throwIfNoEntry: false });
    if (st?.isFile() && st.mtimeMs >= since) rmSync(path, { force: true });
  }
}
