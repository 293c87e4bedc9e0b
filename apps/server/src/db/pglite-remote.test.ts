import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemotePGlite } from './pglite-remote.ts';
import { KEPT_STATEMENTS } from './pglite-statements.ts';

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

  describe('statements kept by their text (db/pglite-statements.ts)', () => {
    const kept = async () => (await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]?.n ?? 0;

    it('answers the same text with other values, each value serialised by the type PostgreSQL inferred', async () => {
      const text = 'select $1::int + 1 as n, $2::int[] as list, $3::jsonb as doc, $4::timestamptz as at, $5::text as none, $6::bool as yes';
      const at = new Date('2026-11-29T12:00:00Z');
      for (const n of [1, 41]) {
        const { rows } = await db.query<Record<string, unknown>>(text, [n, [n, 2], { n }, at, null, true]);
        expect(rows).toEqual([{ n: n + 1, list: [n, 2], doc: { n }, at, none: null, yes: true }]);
      }
    });

    it('answers again after a value its statement refuses, and does not keep a text that does not parse', async () => {
      const text = 'select $1::int as n';
      await expect(db.query(text, ['x'])).rejects.toMatchObject({ code: '22P02' });
      expect((await db.query(text, ['7'])).rows).toEqual([{ n: 7 }]);
      const before = await kept();
      for (let i = 0; i < 2; i++) await expect(db.query('select from from')).rejects.toMatchObject({ code: '42601' });
      expect(await kept()).toBe(before);
      // a refusal inside a transaction still rolls the transaction back
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into t values (10, $1)', ['ten']);
          await tx.query('insert into t values (11, $1)', ['bad']);
        }),
      ).rejects.toMatchObject({ code: '23514' });
      expect((await db.query('select count(*)::int as n from t where id >= 10')).rows).toEqual([{ n: 0 }]);
    });

    it('parses a text anew when its table changed columns under it', async () => {
      await db.exec('create table grows (id int)');
      await db.query('insert into grows values ($1)', [1]);
      expect((await db.query('select * from grows')).rows).toEqual([{ id: 1 }]);
      await db.exec('alter table grows add column note text default $$new$$');
      expect((await db.query('select * from grows')).rows).toEqual([{ id: 1, note: 'new' }]);
    });

    it(`keeps at most ${KEPT_STATEMENTS} texts, closing the least recently used, and answers an evicted text again`, async () => {
      for (let i = 0; i < KEPT_STATEMENTS + 20; i++) expect((await db.query(`select ${i}::int as n`)).rows).toEqual([{ n: i }]);
      expect(await kept()).toBeLessThanOrEqual(KEPT_STATEMENTS);
      expect((await db.query('select 0::int as n')).rows).toEqual([{ n: 0 }]);
    });
  });
});
