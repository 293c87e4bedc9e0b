import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { checkLedger } from '../modules/ledger/ledger-check.ts';
import { PROOF_PNG, PWD, code, fund, withPassword } from '../modules/ledger/test-support.ts';
import { loadConfig } from '../core/config.ts';
import { buildApp } from '../app.ts';
import { lockDataDir, pgliteDir, useDataDirSecrets } from '../core/data-dir.ts';
import { run } from '../test/processes.ts';
import { controlSocketAnswers, controlSocketPath, planRestore, requestBackup, restoreInto, startControlSocket } from './backup.ts';
import { openDatabase } from './client.ts';
import { seed } from '../seed/index.ts';

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

// A backup is a working site: restored into a fresh data folder (as a new machine would be), the server
// built on it as main.ts builds it keeps the logins, the payment passwords and the uploaded pictures.
describe.runIf(!process.env.DATABASE_URL)('npm run backup / npm run restore into a fresh data folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'xcb-site-'));
  const from = join(root, 'from');
  const to = join(root, 'to');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** The server of a data folder as main.ts starts it: its lock, the folder's secrets, PGlite in DATA_DIR/pg. */
  async function site(dataDir: string) {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SCRYPT_LOG_N: '10', WEB_DIST: '/nonexistent', DATA_DIR: dataDir });
    const lock = lockDataDir(pgliteDir(dataDir), dataDir);
    useDataDirSecrets(config);
    const database = await openDatabase({ dataDir: pgliteDir(dataDir) });
    await database.migrate();
    await seed(database.db, { sm4Enabled: false, scryptLogN: 10, demoUsers: true });
    const { app } = await buildApp(config, database);
    await app.ready();
    const control = await startControlSocket(database, dataDir);
    const post = (action: string, body: Record<string, unknown>, token?: string) =>
      app
        .inject({ method: 'POST', url: `/${action}.action`, payload: body, headers: token ? { authorization: `Bearer ${token}` } : {} })
        .then((r) => r.json<{ success: boolean; jwt?: string; data?: string; error?: string; custAccountDetail?: { id: number } }>());
    const login = async (name: string, password = 'Demo@2026') => (await post('user_login', { name, password })).jwt!;
    const upload = async (token: string, purpose: string) => {
      const boundary = '----xcbbackup';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        PROOF_PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await app.inject({
        method: 'POST',
        url: '/upload_uploadFile.action',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
      });
      return res.json<{ data: string }>().data;
    };
    return {
      app,
      post,
      login,
      upload,
      async close() {
        await new Promise((resolve) => (control ? control.close(resolve) : resolve(undefined)));
        await app.close();
        await database.close();
        lock.release();
      },
    };
  }

  it('carries the session secret, the payment pepper and the uploads: a payment password and a picture work on the restored site', async () => {
    const a = await site(from);
    let token: string;
    let picture: string;
    const backupFile = join(root, 'site.tar.gz');
    try {
      token = await a.login('person01');
      expect((await a.post('custAccount_addPWD', { custAccountPWD: { accountpwd: PWD } }, token)).success).toBe(true);
      const topup = await a.post('custAccount_createAccount', { payProof: await a.upload(token, 'proof'), rmbAmount: '50' }, token);
      const staff = await a.login('admin001', 'Admin@2026');
      expect((await a.post('walletAdmin_topupDecide', { id: topup.custAccountDetail!.id, decision: 'approve' }, staff)).success).toBe(true);
      picture = await a.upload(token, 'avatar');
      expect((await a.app.inject({ method: 'GET', url: `/uploads/${picture}` })).statusCode).toBe(200);

      // taken from the running server over its control socket, as an operator would
      const backup = run('apps/server/scripts/backup.ts', [backupFile], { DATA_DIR: from });
      expect(await backup.exited).toBe(0);
      expect(backup.out()).toContain('会话密钥（数据目录中的）在备份中');
      // the server still runs: a restore into its folder is refused
      const busy = run('apps/server/scripts/restore.ts', [backupFile, '--force'], { DATA_DIR: from });
      expect(await busy.exited).toBe(1);
      expect(busy.out()).toContain('服务器正在运行');
    } finally {
      await a.close();
    }

    const restore = run('apps/server/scripts/restore.ts', [backupFile], { DATA_DIR: to });
    expect(await restore.exited).toBe(0);
    expect(restore.out()).toContain('账本对账: 全部不变量成立');
    for (const f of ['session-secret', 'payment-pepper'])
      expect(readFileSync(join(to, f), 'utf8')).toBe(readFileSync(join(from, f), 'utf8'));

    const b = await site(to);
    try {
      // the login made on the old machine still holds (same session secret, same sessions)
      expect((await b.post('custAccount_getAccountBase', {}, token)).success).toBe(true);
      const wrong = await b.post('custAccount_createJY', { accountpwd: '000000', amount: '1', tradecode: code(), paymode: 0 }, token);
      expect(wrong).toMatchObject({ success: false });
      // the payment password verifies: same pepper
      const paid = await b.post('custAccount_createJY', { accountpwd: PWD, amount: '1', tradecode: code(), paymode: 0 }, token);
      expect(paid).toMatchObject({ success: true });
      const res = await b.app.inject({ method: 'GET', url: `/uploads/${picture}` });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PROOF_PNG)).toBe(true);
    } finally {
      await b.close();
    }
  }, 180_000);

  it('a backup without the secrets or the uploads (the bare database copy) is refused, saying which is missing', async () => {
    const old = join(root, 'old');
    const a = await site(old);
    let copy: Buffer;
    try {
      copy = (await requestBackup(controlSocketPath(old)))!;
    } finally {
      await a.close();
    }
    const bare = join(root, 'bare.tar.gz');
    writeFileSync(bare, copy);
    const fresh = join(root, 'fresh');
    const refused = run('apps/server/scripts/restore.ts', [bare], { DATA_DIR: fresh });
    expect(await refused.exited).toBe(1);
    expect(refused.out()).toContain('备份中没有会话密钥（session-secret）');
    expect(refused.out()).toContain('备份中没有支付密码密钥（payment-pepper）');
    expect(refused.out()).toContain('备份中没有上传文件（uploads）');
    expect(existsSync(pgliteDir(fresh))).toBe(false);
  }, 120_000);

  it('secrets from the environment are not in the backup: restore names the variable to set', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: join(root, 'env') };
    const backup = {
      manifest: {
        format: 'xcb-backup',
        version: 2,
        createdAt: '',
        sessionSecret: 'env',
        paymentPepper: 'env',
        uploads: 'database',
        uploadCount: 0,
      } as const,
      database: Buffer.alloc(0),
      secrets: new Map<string, string>(),
      uploads: new Map<string, Buffer>(),
    };
    const refused = planRestore(loadConfig(env), backup, false);
    expect(refused.refusals).toEqual([
      expect.stringContaining('来自环境变量 SESSION_SECRET：请把 SESSION_SECRET 设置为备份时的同一个值'),
      expect.stringContaining('来自环境变量 PAYMENT_PEPPER：请把 PAYMENT_PEPPER 设置为备份时的同一个值'),
    ]);
    const set = planRestore(
      loadConfig({ ...env, SESSION_SECRET: 's'.repeat(32), PAYMENT_PEPPER: 'p'.repeat(32), FILE_STORAGE: 'postgres' }),
      backup,
      false,
    );
    expect(set.refusals).toEqual([]);
    expect(set.notes).toEqual([
      expect.stringContaining('SESSION_SECRET 必须与备份时的值相同'),
      expect.stringContaining('PAYMENT_PEPPER 必须与备份时的值相同'),
      '上传文件在数据库中（FILE_STORAGE=postgres），已随数据库恢复',
    ]);
  });
});
