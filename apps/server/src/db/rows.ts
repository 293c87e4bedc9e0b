import { getTableColumns, type InferSelectModel, type SQL, type SQLWrapper, type Table } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';
import { toSnakeCase } from 'drizzle-orm/casing';

/**
 * A table's row that raw SQL returned (an INSERT … RETURNING * inside a larger statement), in the shape
 * and types a drizzle select gives: the columns' database names (snake_case, as the app's `casing` makes
 * them) mapped back to the schema's keys, each value through its column's own decoder (dates, numbers).
 */
export function rowOf<T extends Table>(table: T, raw: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.keyAsName ? toSnakeCase(key) : column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/**
 * The rows of a raw statement (`db.execute(sql…)`), typed by the caller, who knows the statement's
 * columns: the one place the driver's result is read, instead of a cast at every call.
 */
export async function executeRows<T extends object = Record<string, unknown>>(db: Executor, query: SQLWrapper | string): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * A mark a person sets and clears with one action (a favourite, a follow): the row `where` finds is
 * removed when there, otherwise `values` is inserted. Answers whether the mark is set now.
 */
export async function toggleRow<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  values: PgInsertValue<T>,
): Promise<boolean> {
  const removed = await db.delete(table).where(where).returning();
  if (removed.length > 0) return false;
  await db.insert(table).values(values).onConflictDoNothing();
  return true;
}
