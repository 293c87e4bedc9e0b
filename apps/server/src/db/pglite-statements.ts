import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

// Named statements on the embedded database, kept by SQL text. PGlite's own `query` runs every call as
// an unnamed statement in six trips into its WebAssembly (parse, describe, bind, describe, execute,
// sync), so PostgreSQL parses, analyses and plans the text anew each time. Here a text is parsed once
// into a named statement; each later call is one trip (bind, describe, execute, sync in one buffer),
// and PostgreSQL's plan cache decides as on the server whether to keep a generic plan
// (docs/performance.md, session 31).

/** Texts kept at most; the least recently used is closed past it (dynamic texts must not grow the heap). */
export const KEPT_STATEMENTS = 200;

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

interface Kept {
  name: string;
  /** the parameter types PostgreSQL inferred, for serialising values as PGlite's `query` does */
  types: number[];
}

/** SQLSTATE 0A000 with this text: the table under a kept statement changed its columns (a migration). */
const changedUnder = (err: unknown) => err instanceof Error && /cached plan must not change result type/.test(err.message);

export function keptStatements(db: PGlite) {
  // a Map keeps insertion order: re-inserting on use makes its first key the least recently used
  const kept = new Map<string, Kept>();
  let next = 1;
  const merged = new WeakMap<object, PGlite['parsers']>();
  const mergedWith = (parsers: NonNullable<QueryOptions['parsers']>): PGlite['parsers'] => {
    let all = merged.get(parsers);
    if (!all) merged.set(parsers, (all = { ...db.parsers, ...parsers }));
    return all;
  };

  const close = (name: string) => db.execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]), { syncToFs: false });

  // a parse writes nothing to disk: the call's own execution syncs after it
  async function prepare(text: string): Promise<Kept> {
    const name = `k${next++}`;
    const { messages } = await db.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    kept.set(text, statement);
    if (kept.size > KEPT_STATEMENTS) {
      const [oldest, gone] = kept.entries().next().value as [string, Kept];
      kept.delete(oldest);
      await close(gone.name);
    }
    return statement;
  }

  async function run(text: string, params: unknown[], options: QueryOptions, inTransaction: boolean): Promise<Results> {
    // outside a transaction each statement is its own and is written to disk after it, as in `query`
    const sync = !inTransaction;
    let statement = kept.get(text);
    if (statement) {
      kept.delete(text);
      kept.set(text, statement);
    } else statement = await prepare(text);
    const types = statement.types;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = types[i] ?? 0;
      const serializer = options.serializers?.[type] ?? db.serializers[type];
      // as PGlite's own `query` does for a type without a serializer
      return serializer ? serializer(value) : (value as { toString(): string }).toString();
    });
    const { messages } = await db.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: sync },
    );
    // PGlite merges a call's parsers into its own on every call; a merge kept per parser set does it once
    const [result] = parse.parseResults(messages, options.parsers ? mergedWith(options.parsers) : db.parsers, { rowMode: options.rowMode });
    if (!result) throw new Error('a kept statement answered no result');
    return result;
  }

  return {
    /**
     * `query` of PGlite, on a kept statement. In a transaction the caller holds PGlite's transaction turn
     * already; outside one it waits for any open transaction to end, as plain queries do.
     */
    query(text: string, params: unknown[], options: QueryOptions, inTransaction: boolean): Promise<Results> {
      const once = () =>
        db.runExclusive(async () => {
          try {
            return await run(text, params, options, inTransaction);
          } catch (err) {
            if (!changedUnder(err)) throw err;
            // the statement's table changed since it was parsed (a migration): forget it, and outside a
            // transaction (which the error has aborted) parse the text anew, once
            const stale = kept.get(text);
            kept.delete(text);
            if (inTransaction) throw err;
            if (stale) await close(stale.name);
            return run(text, params, options, inTransaction);
          }
        });
      return inTransaction ? once() : db._runExclusiveTransaction(once);
    },
  };
}
