import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { pgliteDir } from '../core/data-dir.ts';
import { openDatabase } from '../db/client.ts';
import { MAIN, run } from '../test/processes.ts';
import { demoSeedState } from './demo-marker.ts';

// `npm start` killed while 正在写入演示内容: the next start clears the half-made marketplace and seeds it
// again, so it ends as a start that was never interrupted (same rows, same uploaded files).
const TABLES = [
  'users',
  'companies',
  'zp_positions',
  'demands',
  'articles',
  'course_orders',
  'chat_messages',
  'uploads',
  'wallet_transfers',
];

async function counts(dataDir: string) {
  const database = await openDatabase({ dataDir: pgliteDir(dataDir) });
  try {
    const out: Record<string, number> = {};
    for (const t of TABLES)
      out[t] = Number((await database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${t}`))).rows[0]?.n);
    const files = readdirSync(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
    return { status: (await demoSeedState(database.db)).status, counts: out, files };
  } finally {
    await database.close();
  }
}

describe.runIf(!process.env.DATABASE_URL)('a demo seed killed half way', () => {
  const killed = mkdtempSync(join(tmpdir(), 'xcb-demo-killed-'));
  const whole = mkdtempSync(join(tmpdir(), 'xcb-demo-whole-'));
  afterAll(() => {
    rmSync(killed, { recursive: true, force: true });
    rmSync(whole, { recursive: true, force: true });
  });

  it('is cleared and seeded again on the next start, ending as an uninterrupted seed', async () => {
    // the reference: a start nobody interrupts, beside the one that is killed
    const reference = run(MAIN, [], { DATA_DIR: whole });
    const first = run(MAIN, [], { DATA_DIR: killed });
    // two starts side by side on a machine busy with the other test files: minutes, not seconds
    await first.waitFor('正在写入演示内容', 240_000);
    // some areas written, not all (the whole seed takes half a minute and more)
    await new Promise((r) => setTimeout(r, 4_000));
    first.child.kill('SIGKILL');
    await first.exited;
    const half = await counts(killed);
    expect(half.status).toBe('started');

    await reference.waitFor('已启动', 240_000);
    reference.child.kill('SIGTERM');
    await reference.exited;
    const full = await counts(whole);
    expect(full.status).toBe('done');
    // the kill came part way: less than a whole marketplace was there
    expect(half.counts.chat_messages).toBeLessThan(full.counts.chat_messages!);

    const second = run(MAIN, [], { DATA_DIR: killed });
    await second.waitFor('已启动', 240_000);
    expect(second.out()).toContain('上次演示数据未写完，已清空并重新写入');
    expect(second.out()).toContain('正在写入演示内容');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(await counts(killed)).toEqual(full);

    // and a start after that keeps it as it is
    const third = run(MAIN, [], { DATA_DIR: killed });
    await third.waitFor('已启动', 240_000);
    expect(third.out()).not.toContain('上次演示数据未写完');
    third.child.kill('SIGTERM');
    await third.exited;
    expect(await counts(killed)).toEqual(full);
  }, 600_000);
});
