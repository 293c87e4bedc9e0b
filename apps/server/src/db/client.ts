import { mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { releaseClientsOnFailedBegin } from './pg-transaction.ts';
import { RemotePGlite } from './pglite-remote.ts';
import { WriteWatch, attachWriteWatch } from './kept/write-watch.ts';

/**
 * One type for both drivers: PGlite's database speaks the same query builder as node-postgres'. Made
 * without the schema: the app runs no relational queries (db.query.*), and with the schema drizzle builds
 * a query builder per table for every transaction it opens, ~100 objects a login or a payment paid for.
 */
export type Db = NodePgDatabase<Record<string, never>>;
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
  /** Whether every LISTEN taken is attached now (readiness: without it this instance's pushes stop). */
  listening(): boolean;
  /** The connection pool's use (PostgreSQL); the embedded database has one connection and no pool. */
  poolUse(): { total: number; idle: number; waiting: number } | null;
  /** PGlite only: the whole data directory as a tar (a test run's seeded template). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PGlite only: a consistent copy (gzipped tar of the data directory) taken while the server runs. It
   * waits for a quiet moment: no transaction open on the single connection, none starts until it is done.
   */
  backup?(): Promise<Blob>;
  close(): Promise<void>;
}

const embedded = new WeakSet<Db>();
/** The embedded database: one connection, so every statement waits in one queue (db/group.ts takes turns). */
export const isEmbedded = (db: Db): boolean => embedded.has(db);

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
    releaseClientsOnFailedBegin();
    // A server that drops packets instead of refusing them would hold every request for good: past 10 s of
    // waiting for a connection (a new one, or a free one under load) a request is answered 503 instead
    // (db/errors.ts isDatabaseUnavailable).
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, connectionTimeoutMillis: 10_000 });
    const watch = new WriteWatch();
    const db = drizzlePg(pool, { casing, logger: watch.logger() });
    attachWriteWatch(db, watch);
    const listeners = new Set<pg.PoolClient>();
    let channels = 0;
    let closed = false;
    // An idle client losing its connection (server restart) is replaced by the pool on next use.
    pool.on('error', () => undefined);
    // A client in use when its connection is cut emits 'error' besides failing its query; unheard, that
    // event would end the process. The query's own failure is what the request sees, and the pool drops
    // the broken client when it comes back.
    pool.on('connect', (client) => client.on('error', () => undefined));
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
        // The LISTEN connection is the one that a server restart or a dropped connection silences for
        // good: every realtime push of this instance (chat, notices, video signalling, QR login) depends
        // on it. A lost one is replaced, with growing pauses while the server is away, and LISTENs again.
        let pause = 100;
        const attach = async (): Promise<void> => {
          const listener = await pool.connect();
          // A replacement that connected while the database was being closed would never be released, and
          // pool.end() waits for every client: release it at once instead.
          if (closed) {
            listener.release(true);
            return;
          }
          listeners.add(listener);
          let lost = false;
          const onLost = () => {
            if (lost || closed) return;
            lost = true;
            listeners.delete(listener);
            listener.release(true);
            const retry = () => {
              if (closed) return;
              attach().then(
                () => (pause = 100),
                () => {
                  pause = Math.min(pause * 2, 5_000);
                  setTimeout(retry, pause).unref();
                },
              );
            };
            setTimeout(retry, pause).unref();
          };
          listener.on('error', onLost);
          listener.on('end', onLost);
          listener.on('notification', (n) => {
            if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
          });
          try {
            await listener.query(`LISTEN "${channel}"`);
          } catch (err) {
            lost = true;
            listeners.delete(listener);
            listener.release(true);
            throw err;
          }
        };
        channels++;
        await attach();
      },
      async notify(channel, payload) {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      listening: () => !closed && listeners.size >= channels,
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async close() {
        closed = true;
        for (const l of listeners) l.release(true);
        listeners.clear();
        await pool.end();
      },
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // With a data directory too, a dump is unpacked into it (a restore); on its own, into memory. The
  // thread loads pg_trgm, for the list searches' trigram indexes (migration 0019), as on the server.
  const client = process.env.PGLITE_THREAD === 'off' ? await inProcess(opts) : await RemotePGlite.open(opts);
  // drizzle's PGlite driver types its client as PGlite; the thread's stand-in has the part it calls
  const driver = client as PGlite;
  // A new 16 MB WAL segment is zero-filled by default, a pause of about 250 ms inside the one thread that
  // runs every statement (a chat message's p99 went from 1.5x to 6x a bare fan-out's). The filling
  // only reserves disk space ahead (PostgreSQL's docs); the WAL is written and synced the same without it.
  await client.exec('set wal_init_zero = off');
  // The PGlite database exposes the same query builder; only the driver's result type differs.
  const watch = new WriteWatch();
  const db = drizzlePglite(driver, { casing, logger: watch.logger() }) as unknown as Db;
  attachWriteWatch(db, watch);
  embedded.add(db);
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(driver, { casing }), { migrationsFolder });
    },
    async listen(channel, onPayload) {
      await client.listen(channel, onPayload);
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // In-process: a LISTEN stays attached for as long as the database is open.
    listening: () => !client.closed,
    poolUse: () => null,
    dumpDataDir: () => client.dumpDataDir('none'),
    backup: () =>
      client instanceof RemotePGlite ? client.dumpDataDir('gzip', true) : client._runExclusiveTransaction(() => client.dumpDataDir('gzip')),
    close: () => client.close(),
  };
}

/** PGlite on the server's own thread (PGLITE_THREAD=off): for comparing against the database thread. */
async function inProcess(opts: DatabaseOptions) {
  const extensions = { pg_trgm };
  const load = opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {};
  const client = opts.dataDir
    ? new PGlite(opts.dataDir, { extensions, ...load })
    : new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir, extensions } : { extensions });
  await client.waitReady;
  return client;
}
