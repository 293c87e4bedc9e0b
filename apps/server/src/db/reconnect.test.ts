import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { cmd, openSocket, type Msg } from '../test/sockets.ts';
import { base, code, expectLedgerOk, fund, PWD, userId, withPassword } from '../modules/wallet/test-support.ts';

// The hardening fault test on the PostgreSQL server: every connection of the app is cut by the server (what
// a restart does to its clients, here pg_terminate_backend on the test's own database so that the other
// test files sharing the server are untouched) in the middle of a stream of payments. The app must carry
// on by itself: new connections for the pool, a new LISTEN connection for the realtime hub, no
// acknowledged payment lost, the ledger invariants intact. PGlite lives inside the process: the SIGKILL
// test (modules/wallet/crash.test.ts) is its counterpart.

let t: TestApp;
beforeAll(async () => {
  if (process.env.DATABASE_URL) t = await createTestApp();
});
afterAll(async () => t?.close());

/** Cuts every other connection to this test's database, as a server restart would. */
async function cutConnections(): Promise<number> {
  const res = await t.deps.db.execute<{ n: number }>(
    sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return (res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL connections cut under load', () => {
  it('keeps every acknowledged payment, the ledger invariants and the realtime pushes', async () => {
    const staff = await t.login('admin001', 'Admin@2026');
    const payer = await withPassword(t, 'person01');
    await fund(t, payer, staff, '1000');
    const startCoins = Number((await base(t, payer)).amount);

    const acknowledged: string[] = [];
    let stop = false;
    let failures = 0;
    const lane = async () => {
      while (!stop) {
        const tradecode = code('R');
        const res = await t.post(
          'custAccount_createJY',
          { accountpwd: PWD, amount: '1.25', tradecode, paymode: 0, orderId: `O${tradecode}` },
          { token: payer },
        );
        // a request on a connection that was cut fails cleanly (never acknowledged), the next one goes through
        if (res.json<{ success?: boolean }>().success === true) acknowledged.push(tradecode);
        else failures++;
      }
    };
    const lanes = [lane(), lane(), lane()];
    while (acknowledged.length < 10) await new Promise((r) => setTimeout(r, 20));
    expect(await cutConnections()).toBeGreaterThan(0);
    const afterCut = acknowledged.length;
    // the stream recovers by itself: payments are acknowledged again after the cut
    while (acknowledged.length < afterCut + 10) await new Promise((r) => setTimeout(r, 20));
    stop = true;
    await Promise.all(lanes);

    const list = (await t.post('custAccount_getTradList', { pageNum: 0, pageSize: 100 }, { token: payer })).json<{
      recordList: { tradecode: string }[];
    }>();
    expect(acknowledged.length).toBeLessThan(90); // one page holds them all, with the top-up
    const present = new Set(list.recordList.map((r) => r.tradecode));
    expect(acknowledged.filter((c) => !present.has(c))).toEqual([]);
    const paid = list.recordList.filter((r) => r.tradecode.startsWith('R')).length;
    expect(paid).toBe(acknowledged.length);
    expect(Number((await base(t, payer)).amount)).toBeCloseTo(startCoins - paid * 1.25, 2);
    await expectLedgerOk(t);
    expect(failures).toBeLessThan(20);

    // the realtime hub listens again: a chat message still reaches the recipient's open socket
    const recipient = await t.login('company01');
    const socket = await openSocket(t.app, recipient);
    await socket.next(cmd('connected'));
    const to = await userId(t, 'company01');
    let delivered: Msg | null = null;
    for (let i = 0; i < 50 && !delivered; i++) {
      await t.post('chatHistory_add', { chatHistory: { useredid: to, text: `重连后的消息${i}`, sendtype: 'txt' } }, { token: payer });
      delivered = await socket.next(cmd('chat'), 200).catch(() => null);
    }
    expect(delivered).not.toBeNull();
    socket.ws.close();
  }, 60_000);
});
