import { mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: PGlite's database speaks the same query builder as node-postgres'. */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Queries take an optional transaction: anything that can run a query. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** LISTEN on a channel (both drivers support it): the realtime hub fans out across instances with it. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  /** PGlite only: the whole data directory as a tar (a test run's seeded template). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');
const casing = 'snake_case' as const;

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise embedded PGlite. */
  url?: string | undefined;
  /** PGlite data directory; omitted = in memory (tests). */
  dataDir?: string | undefined;
  /** PGlite: start from this data-directory dump instead of an empty cluster (skips initdb). */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema, casing });
    const listeners: pg.PoolClient[] = [];
    // An idle client losing its connection (server restart) is replaced by the pool on next use.
    pool.on('error', () => undefined);
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // Several instances may start together on one database: only one applies migrations.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(727274)');
          await migratePg(db, { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
          client.release();
        }
      },
      async listen(channel, onPayload) {
        const listener = await pool.connect();
        listeners.push(listener);
        // A dropped listener connection must not crash the process; the pool reports it below.
        listener.on('error', () => undefined);
        listener.on('notification', (n) => {
          if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
        });
        await listener.query(`LISTEN "${channel}"`);
      },
      async notify(channel, payload) {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      async close() {
        for (const l of listeners) l.release(true);
        await pool.end();
      },
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  await client.waitReady;
  // The PGlite database exposes the same query builder; only the driver's result type differs.
  const db = drizzlePglite(client, { schema, casing }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema, casing }), { migrationsFolder });
    },
    async listen(channel, onPayload) {
      await client.listen(channel, onPayload);
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
