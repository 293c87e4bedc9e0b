import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemotePGlite } from './pglite-remote.ts';

// The embedded database on its own thread: what drizzle and the app rely on from PGlite must hold across
// the thread boundary (the whole API suite runs on it too; these are the edges it does not aim at).
describe('PGlite on its own thread', () => {
  let db: RemotePGlite;
  beforeAll(async () => {
    db = await RemotePGlite.open({});
    await db.exec('create table t (id int primary key, note text check (note <> $$bad$$))');
  });
  afterAll(async () => {
    await db.close();
  });

  it("keeps a refusal's SQLSTATE and fields, and answers again after it", async () => {
    await db.query('insert into t values (1, $1)', ['one']);
    const err = (await db.query('insert into t values (1, $1)', ['again']).catch((e: unknown) => e)) as Record<string, unknown>;
    expect(err).toBeInstanceOf(Error);
    expect(err.code).toBe('23505');
    expect(err.constraint).toBe('t_pkey');
    expect((await db.query<{ n: number }>('select count(*)::int as n from t')).rows).toEqual([{ n: 1 }]);
  });

  it('commits a transaction that resolves and rolls back one that throws, whatever its statements did', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into t values (2, $1)', ['two']);
    });
    const failed = await db
      .transaction(async (tx) => {
        await tx.query('insert into t values (3, $1)', ['three']);
        await tx.query('insert into t values (4, $1)', ['bad']);
      })
      .catch((e: unknown) => e as { code?: string });
    expect(failed).toMatchObject({ code: '23514' });
    expect((await db.query<{ id: number }>('select id from t order by id')).rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it('holds a plain statement back while a transaction is open, as PGlite does in process', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const tx = db.transaction(async (t) => {
      await t.query('update t set note = $1 where id = 1', ['inside']);
      await gate;
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = db.query<{ note: string }>('select note from t where id = 1');
    let seen = false;
    void outside.then(() => (seen = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toBe(false);
    release();
    await tx;
    expect((await outside).rows).toEqual([{ note: 'inside' }]);
  });

  it('keeps values as text for the identity parsers drizzle passes, and refuses any other parser', async () => {
    const at = await db.query<[string]>("select '2026-11-29 06:00:00+08'::timestamptz", [], {
      rowMode: 'array',
      parsers: { 1184: (v: string) => v },
    });
    expect(typeof at.rows[0]?.[0]).toBe('string');
    await expect(db.query('select 1', [], { parsers: { 23: (v: string) => Number(v) * 2 } })).rejects.toThrow(/identity/);
  });

  it('delivers notifications, and dumps a data directory that opens again with the same rows', async () => {
    const heard: string[] = [];
    await db.listen('remote_test', (p) => heard.push(p));
    await db.query("select pg_notify('remote_test', 'hello')");
    await expect.poll(() => heard).toEqual(['hello']);
    const copy = await RemotePGlite.open({ loadDataDir: await db.dumpDataDir('none', true) });
    try {
      expect((await copy.query<{ id: number }>('select id from t order by id')).rows.map((r) => r.id)).toEqual([1, 2]);
    } finally {
      await copy.close();
    }
    await expect(copy.query('select 1')).rejects.toThrow(/closed/);
  });
});
