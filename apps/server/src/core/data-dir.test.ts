import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { DataDirBusyError, lockDataDir, pgliteDir } from './data-dir.ts';
import { openDatabase } from '../db/client.ts';
import { MAIN, run } from '../test/processes.ts';

// One owner for an embedded data folder: the server, the ledger check, backup and restore all take the
// folder's lock first; a second one is refused while the first lives, and takes over once it is gone.
describe('lockDataDir in one process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'xcb-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second holder until released; release removes the lock file', () => {
    const pg = join(dir, 'a', 'pg');
    const lock = lockDataDir(pg, join(dir, 'a'));
    expect(lock.file).toBe(`${pg}.lock`);
    expect(() => lockDataDir(pg, join(dir, 'a'))).toThrow(new DataDirBusyError(join(dir, 'a'), process.pid).message);
    expect(() => lockDataDir(pg)).toThrow(`数据目录 ${pg} 正由另一个进程（pid ${process.pid}）使用：请先停止它`);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    lockDataDir(pg).release();
  });

  it('takes over the lock of a process that is gone, or of a pid now used by another program', () => {
    const pg = join(dir, 'b', 'pg');
    lockDataDir(pg).release();
    // a pid no process has (above the kernel's pid_max)
    writeFileSync(`${pg}.lock`, JSON.stringify({ pid: 99_999_999, started: '1' }));
    const lock = lockDataDir(pg);
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    // this very pid, but recorded with another start time: the killed holder's pid, reused after a restart
    writeFileSync(`${pg}.lock`, JSON.stringify({ pid: process.pid, started: '1' }));
    lockDataDir(pg).release();
  });
});

describe.runIf(!process.env.DATABASE_URL)('one process per data folder (child processes)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'xcb-owner-'));
  // the demo accounts but not the marketplace: a start of a few seconds
  const env = { DATA_DIR: dataDir, SEED_CONTENT: 'false' };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a second start and a ledger check are refused while the server lives; after a SIGKILL the next opener takes the folder', async () => {
    const holder = run(MAIN, [], env);
    await holder.waitFor('已启动');
    const busy = `数据目录 ${dataDir} 正由另一个进程（pid ${holder.child.pid}）使用：请先停止它`;

    const second = run(MAIN, [], env);
    expect(await second.exited).toBe(1);
    expect(second.out()).toContain(`贤才宝 未启动: ${busy}`);
    expect(second.out()).not.toContain('EADDRINUSE');

    const check = run('apps/server/scripts/ledger-check.ts', [], env);
    // 2: the check could not run (1 would be a breach found)
    expect(await check.exited).toBe(2);
    expect(check.out()).toContain(busy);

    holder.child.kill('SIGKILL');
    await holder.exited;
    // the killed holder's lock is still there, and stale
    expect(existsSync(`${pgliteDir(dataDir)}.lock`)).toBe(true);

    const after = run('apps/server/scripts/ledger-check.ts', [], env);
    expect(await after.exited).toBe(0);
    expect(after.out()).toContain('全部不变量成立');
    expect(existsSync(`${pgliteDir(dataDir)}.lock`)).toBe(false);

    // the refused ones wrote nothing: the one recorded ledger run is the one that ran
    const database = await openDatabase({ dataDir: pgliteDir(dataDir) });
    try {
      const n = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from ledger_check_runs`)).rows[0]?.n;
      expect(Number(n)).toBe(1);
    } finally {
      await database.close();
    }

    const again = run(MAIN, [], env);
    await again.waitFor('已启动');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    expect(existsSync(`${pgliteDir(dataDir)}.lock`)).toBe(false);
  }, 180_000);
});
