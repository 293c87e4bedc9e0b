import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { checkLedger } from '../modules/wallet/ledger-check.ts';
import { PWD, code, fund, withPassword } from '../modules/wallet/test-support.ts';
import { controlSocketAnswers, controlSocketPath, requestBackup, restoreInto, startControlSocket } from './backup.ts';
import { openDatabase } from './client.ts';

// Backups are of the embedded PGlite database; a PostgreSQL server has pg_dump.
describe.runIf(!process.env.DATABASE_URL)('backup while the server runs, restore into a fresh database', () => {
  let t: TestApp;
  let dir: string;
  let control: Server | null;
  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'xcb-backup-'));
    control = await startControlSocket(t.database, dir);
  });
  afterAll(async () => {
    await new Promise((resolve) => (control ? control.close(resolve) : resolve(undefined)));
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes a consistent copy during a stream of payments; the restored copy passes the ledger check', async () => {
    const staff = await t.login('admin001', 'Admin@2026');
    const person = await withPassword(t, 'person01');
    await fund(t, person, staff, '500');
    const transfers = async () => Number((await t.deps.db.execute(sql`select count(*)::int as n from wallet_transfers`)).rows[0]?.n);

    // payments keep coming while the backup is taken
    let paying = true;
    let paid = 0;
    const stream = (async () => {
      while (paying && paid < 200) {
        const res = await t.post(
          'custAccount_createJY',
          { accountpwd: PWD, amount: '1', tradecode: code(), paymode: 0 },
          { token: person },
        );
        if (!res.json<{ success: boolean }>().success) throw new Error(`payment refused: ${res.body}`);
        paid++;
      }
    })();
    while (paid < 5) await new Promise((r) => setTimeout(r, 5));
    const before = await transfers();
    const backup = await requestBackup(controlSocketPath(dir));
    const after = await transfers();
    // a few more while the server keeps serving after the copy
    const paidAtCopy = paid;
    while (paid < paidAtCopy + 3) await new Promise((r) => setTimeout(r, 5));
    paying = false;
    await stream;
    expect(backup).not.toBeNull();
    expect(after).toBeGreaterThanOrEqual(before);

    const restoredDir = join(dir, 'restored-pg');
    await restoreInto(restoredDir, backup!);
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      const report = await checkLedger(restored.db);
      expect(report.checks.filter((c) => !c.ok)).toEqual([]);
      expect(report.ok).toBe(true);
      // the copy holds the payments made before it, and not those after
      const n = Number((await restored.db.execute(sql`select count(*)::int as n from wallet_transfers`)).rows[0]?.n);
      expect(n).toBeGreaterThanOrEqual(before);
      expect(n).toBeLessThanOrEqual(after);
    } finally {
      await restored.close();
    }
    // the running server was neither stopped nor damaged
    expect((await checkLedger(t.deps.db)).ok).toBe(true);
    expect(
      (await t.post('custAccount_createJY', { accountpwd: PWD, amount: '1', tradecode: code(), paymode: 0 }, { token: person })).json(),
    ).toMatchObject({ success: true });
  });

  it('the control socket answers only on the data directory socket; without a server nothing answers', async () => {
    expect(await controlSocketAnswers(controlSocketPath(dir))).toBe(true);
    const empty = mkdtempSync(join(tmpdir(), 'xcb-nobody-'));
    try {
      expect(await controlSocketAnswers(controlSocketPath(empty))).toBe(false);
      expect(await requestBackup(controlSocketPath(empty))).toBeNull();
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
