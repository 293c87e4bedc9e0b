import { sql, type TablesRelationalConfig } from 'drizzle-orm';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/*
 * drizzle-orm 0.45's node-postgres transaction takes a client from the pool and sends BEGIN before its
 * try/finally, so a BEGIN that fails (the server cut the connection between checkout and BEGIN, as a
 * restart does) never gives the client back. Each such failure costs the pool one of its slots for good:
 * after `max` of them every request waits forever, and pool.end() hangs on close (seen as the reconnect
 * test's 60 s afterAll on PostgreSQL). This is the same method with BEGIN inside the try, and a client
 * whose connection broke released as broken, so the pool replaces it instead of handing it out again.
 */
interface SessionInternals {
  client: pg.Pool | pg.PoolClient;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}
type Tx = NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>;

/** Replaces the method once per process; openDatabase calls it before it opens a pool. */
export function releaseClientsOnFailedBegin(): void {
  const proto = NodePgSession.prototype as unknown as { transaction: unknown; __releasesOnBegin?: boolean };
  if (proto.__releasesOnBegin) return;
  proto.__releasesOnBegin = true;
  proto.transaction = async function transaction(this: unknown, run: (tx: Tx) => Promise<unknown>, config?: PgTransactionConfig) {
    const self = this as SessionInternals;
    const client = self.client instanceof pg.Pool ? await self.client.connect() : null;
    const session = client
      ? new NodePgSession(client, self.dialect, self.schema, self.options)
      : (this as NodePgSession<Record<string, unknown>, TablesRelationalConfig>);
    const tx: Tx = new NodePgTransaction(self.dialect, session, self.schema);
    let broken: Error | undefined;
    try {
      await tx.execute(
        sql`begin${config ? sql` ${(tx as unknown as { getTransactionConfigSQL(c: PgTransactionConfig): ReturnType<typeof sql> }).getTransactionConfigSQL(config)}` : undefined}`,
      );
    } catch (err) {
      client?.release(err as Error);
      throw err;
    }
    try {
      const result = await run(tx);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      await tx.execute(sql`rollback`).catch((err: Error) => (broken = err));
      throw error;
    } finally {
      client?.release(broken);
    }
  };
}
