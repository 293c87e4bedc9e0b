import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Executor } from './client.ts';

/**
 * Statements prepared once per database handle, for the hottest reads: drizzle then builds their SQL
 * once instead of on every request, and on the PostgreSQL server they are named statements, parsed and
 * planned once per connection. A transaction is a handle of its own for one use only: callers fall back
 * to building the query there (see `outsideTransaction`).
 */
export function preparedStatements<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let statements = cache.get(db);
    if (!statements) cache.set(db, (statements = build(db)));
    return statements;
  };
}

/** The executor as a database handle, or null inside a transaction. */
export const outsideTransaction = (db: Executor): Db | null => (db instanceof PgTransaction ? null : db);
