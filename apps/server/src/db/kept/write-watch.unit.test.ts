import { describe, expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { WriteWatch, attachWriteWatch, changesListedData, topicsOf } from './write-watch.ts';
import { EVERY_LISTED_TABLE, keep, topicOfReads, type Reads } from './keep.ts';
import { chatMessages, demands, sessions, users } from '../schema/index.ts';

describe('which statements change listed data', () => {
  it.each([
    ['select * from "demands" where "id" = $1', false],
    ['select "id" from "demands" where "id" = $1 for update', false],
    ['select id from wallet_accounts for no key update', false],
    ['begin', false],
    ['COMMIT', false],
    ['select pg_notify($1, $2)', false],
    ['with x as (select 1) select * from x', false],
    ['insert into "demands" ("user_id") values ($1)', true],
    ['update "demands" set "look_count" = "demands"."look_count" + 1 where "id" = $1', true],
    ['delete from "zp_positions" where "id" = $1', true],
    ['with moved as (update "articles" set "read_count" = 3 returning 1) select count(*) from moved', true],
    ['with ins as (insert into chat_messages (a) select 1 returning id) select id from ins', false],
    ['insert into "chat_friends" ("a") values ($1) on conflict ("a") do update set "b" = excluded."b"', false],
    ['insert into "sessions" ("id") values ($1)', false],
    ['update "sessions" set "seen_at" = now()', false],
    ['insert into "notices" (a) values (1); update "demands" set status = 4', true],
    ['truncate "demands"', true],
    ['create index foo on demands (id)', true],
    ['call something()', true],
  ])('%s → %s', (statement, changes) => {
    expect(changesListedData(statement)).toBe(changes);
  });
});

describe('the write watch', () => {
  it('keeps nothing read while a request that wrote is under way, and moves on when it ends', async () => {
    const w = new WriteWatch();
    const stamp = w.stamp();
    expect(stamp).not.toBeNull();
    let release!: () => void;
    const done = w.run(async () => {
      w.statement('update "demands" set status = 4');
      await new Promise<void>((r) => (release = r));
    });
    await Promise.resolve();
    expect(w.still(stamp)).toBe(false);
    expect(w.stamp()).toBeNull();
    release();
    await done;
    // the request answered: a short settling time, then a new stamp that is not the old one
    expect(w.stamp()).toBeNull();
    await new Promise((r) => setTimeout(r, 150));
    const next = w.stamp();
    expect(next).not.toBeNull();
    expect(next).not.toBe(stamp);
  });

  it('does not count a request that only read or wrote unlisted tables', async () => {
    const w = new WriteWatch();
    const stamp = w.stamp();
    await w.run(() => {
      w.statement('select 1');
      w.statement('insert into "chat_messages" (a) values (1)');
      return Promise.resolve();
    });
    expect(w.still(stamp)).toBe(true);
  });

  it('holds a write seen outside a request in flight for a while, and tells the other instances twice', async () => {
    const w = new WriteWatch();
    let told = 0;
    w.onLocalChange(() => told++);
    const stamp = w.stamp();
    w.statement('update "articles" set read_count = read_count + 1');
    expect(w.still(stamp)).toBe(false);
    expect(w.stamp()).toBeNull();
    expect(told).toBe(1);
    await new Promise((r) => setTimeout(r, 1_100));
    expect(told).toBe(2);
    expect(w.stamp()).not.toBeNull();
  });

  it('drops everything when another instance changed data, and trusts nothing when blind', () => {
    const w = new WriteWatch();
    const stamp = w.stamp();
    w.changed();
    expect(w.still(stamp)).toBe(false);
    expect(new WriteWatch(true).stamp()).toBeNull();
  });
});

describe('topics', () => {
  it.each([
    ['update "users" set "status" = 1', ['lists', 'sessions']],
    ['update "sessions" set "ended_at" = now()', ['sessions']],
    ['insert into "chat_messages" (a) values (1)', []],
    ['update "demands" set status = 4', ['lists']],
    ['alter table demands add column x int', ['lists', 'sessions']],
  ])('%s → %j', (statement, topics) => {
    expect(topicsOf(statement)).toEqual(topics);
  });

  it('keeps a session row while only listed data changes', () => {
    const w = new WriteWatch();
    const session = w.stamp('sessions');
    w.statement('update "demands" set status = 4');
    expect(w.still(session, 'sessions')).toBe(true);
    w.statement('update "sessions" set ended_at = now()');
    expect(w.still(session, 'sessions')).toBe(false);
  });
});

describe('kept values', () => {
  it('keeps what was read with no write of its topic in between, and drops it at the next one', () => {
    const w = new WriteWatch();
    const handle = {};
    attachWriteWatch(handle, w);
    const kept = keep<string, string>(handle, { reads: [sessions, users], max: 10, ttl: 0 });
    const stamp = kept.stamp();
    kept.set('a', stamp, 'row a');
    expect(kept.get('a')).toBe('row a');
    w.statement('update "demands" set status = 4');
    expect(kept.get('a')).toBe('row a');
    w.statement('update "users" set status = 1');
    expect(kept.get('a')).toBeUndefined();
    // read before that write, set after it: not kept
    kept.set('b', stamp, 'row b');
    expect(kept.get('b')).toBeUndefined();
  });
});

describe('the tables a kept copy is read from', () => {
  it('choose the topic whose writes drop it', () => {
    expect(topicOfReads([sessions, users])).toBe('sessions');
    expect(topicOfReads([users])).toBe('sessions');
    expect(topicOfReads([demands, users])).toBe('lists');
    expect(topicOfReads(EVERY_LISTED_TABLE)).toBe('lists');
  });

  it('refuse a table whose writes do not drop a copy of listed data', () => {
    // @ts-expect-error: the types refuse it at the call already
    const chat: Reads = [demands, chatMessages];
    expect(() => topicOfReads(chat)).toThrow(/chat_messages/);
    // the same table with its type widened: keep() refuses it
    expect(() => keep({}, { reads: [demands, chatMessages as Table as typeof demands], max: 1, ttl: 0 })).toThrow(/chat_messages/);
    expect(() => topicOfReads([demands, sessions] as unknown as Reads)).toThrow(/sessions/);
  });
});
