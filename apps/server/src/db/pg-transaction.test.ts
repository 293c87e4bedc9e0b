import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from './client.ts';

// A transaction whose BEGIN fails must give its client back to the pool (see pg-transaction.ts). With a
// pool of one, a leaked client makes the next query wait forever; here it must answer.
let database: Database | undefined;
afterAll(async () => database?.close());

describe.runIf(Boolean(process.env.DATABASE_URL))('a transaction whose BEGIN fails', () => {
  it('returns its client to the pool, and the pool keeps serving', async () => {
    database = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 1 });
    const { db } = database;
    const bogus = { isolationLevel: 'not a level' } as unknown as PgTransactionConfig;
    for (let i = 0; i < 3; i++) await expect(db.transaction(() => Promise.resolve(1), bogus)).rejects.toThrow();
    const answer = await Promise.race([
      db.execute(sql`select 1 as one`).then(() => 'answered'),
      new Promise((r) => setTimeout(() => r('pool exhausted'), 5_000)),
    ]);
    expect(answer).toBe('answered');
    // a failing body still rolls back and releases; a committed one commits
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        throw new Error('body failed');
      }),
    ).rejects.toThrow('body failed');
    expect(await db.transaction(() => Promise.resolve('ok'))).toBe('ok');
  });
});
