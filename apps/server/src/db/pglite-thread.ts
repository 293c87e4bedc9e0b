import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Call, Reply, ThreadOptions } from './pglite-remote.ts';
import { keptStatements } from './pglite-statements.ts';

// The embedded database's own thread (db/pglite-remote.ts): PGlite's WebAssembly runs here, so SQL no
// longer takes turns with HTTP and the sockets on the server's thread. It answers calls one by one as they
// arrive; PGlite itself queues them, and holds plain queries back while a transaction is open, as it
// does in process.

const port = parentPort;
if (!port) throw new Error('pglite-thread runs as a worker thread');
const options = workerData as ThreadOptions;

const identity = (value: string) => value;
/**
 * Parsers for the type ids whose text the caller wants as is (drizzle keeps dates and intervals as
 * strings): one object per set of ids, so each set's merge with PGlite's parsers is made once
 * (pglite-statements.ts).
 */
const parserSets = new Map<string, Record<number, (value: string) => string>>();
function parsersFor(raw: number[] | undefined) {
  if (!raw?.length) return undefined;
  const key = raw.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) parserSets.set(key, (parsers = Object.fromEntries(raw.map((oid) => [oid, identity]))));
  return parsers;
}

/**
 * An error's own fields (code, detail, constraint…) survive the thread boundary; a clone keeps only the
 * message. Only plain values: PGlite also attaches the query's options, parser functions included.
 */
function plainError(err: unknown): NonNullable<Reply['error']> {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields = Object.entries(err).filter(([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v));
  return { ...Object.fromEntries(fields), message: err.message, name: err.name };
}

function answer(reply: Reply, transfer: ArrayBuffer[] = []): void {
  try {
    port?.postMessage(reply, transfer);
  } catch (err) {
    // A result that cannot be cloned still gets an answer, or its caller would wait forever.
    port?.postMessage({ id: reply.id, error: plainError(err) } satisfies Reply);
  }
}

const load = options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {};
const settings = { extensions: { pg_trgm }, ...load };
const db = options.dataDir ? new PGlite(options.dataDir, settings) : new PGlite(settings);
class RolledBack extends Error {}
const kept = keptStatements(db);
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
/** Each open transaction's outcome, awaited by its 'end' call. */
const ends = new Map<number, Promise<void>>();
let nextTx = 1;

async function dump(compression: 'none' | 'gzip', exclusive: boolean): Promise<ArrayBuffer> {
  const file = exclusive ? await db._runExclusiveTransaction(() => db.dumpDataDir(compression)) : await db.dumpDataDir(compression);
  return file.arrayBuffer();
}

async function handle(call: Call): Promise<unknown> {
  const on = call.tx ? transactions.get(call.tx)?.tx : db;
  if (!on) throw new Error('transaction already ended');
  switch (call.op) {
    case 'query': {
      const parsers = parsersFor(call.raw);
      const result = await kept.query(call.sql, call.params ?? [], { rowMode: call.rowMode, ...(parsers ? { parsers } : {}) }, !!call.tx);
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec':
      return (await on.exec(call.sql)).map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    case 'begin': {
      const id = nextTx++;
      // PGlite's transaction lasts as long as its callback: the callback waits for the 'end' call.
      let opened!: () => void;
      const ready = new Promise<void>((r) => (opened = r));
      const done = db.transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            transactions.set(id, { tx, end: (commit) => (commit ? resolve() : reject(new RolledBack())) });
            opened();
          }),
      );
      // Settled by 'end' (which reports the outcome); a failure to begin at all is reported here.
      ends.set(id, done);
      try {
        await Promise.race([ready, done]);
      } catch (err) {
        ends.delete(id);
        throw err;
      }
      return id;
    }
    case 'end': {
      const open = transactions.get(call.tx ?? 0);
      const done = ends.get(call.tx ?? 0);
      if (!open || !done) throw new Error('transaction already ended');
      transactions.delete(call.tx ?? 0);
      ends.delete(call.tx ?? 0);
      open.end(call.commit === true);
      try {
        await done;
      } catch (err) {
        if (!(err instanceof RolledBack)) throw err;
      }
      return null;
    }
    case 'listen':
      await db.listen(call.sql, (payload) => port?.postMessage({ channel: call.sql, payload } satisfies Reply));
      return null;
    case 'dump':
      return dump(call.compression ?? 'none', call.exclusive === true);
    case 'close':
      await db.close();
      return null;
  }
}

port.on('message', (call: Call) => {
  handle(call).then(
    (result) => answer({ id: call.id, result }, result instanceof ArrayBuffer ? [result] : []),
    (err: unknown) => answer({ id: call.id, error: plainError(err) }),
  );
});

db.waitReady.then(
  () => answer({ id: 0, result: null }),
  (err: unknown) => answer({ id: 0, error: plainError(err) }),
);
