import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from './core/config.ts';
import { openDatabase } from './db/client.ts';
import { seed } from './seed/index.ts';
import { banners, users } from './db/schema/index.ts';
import { createTestApp } from './test/helper.ts';

const secrets = { SESSION_SECRET: 'a-production-secret-123', PAYMENT_PEPPER: 'a-production-pepper-123' };

describe('production configuration', () => {
  it('refuses default secrets, naming every one at once', () => {
    const refused = () => loadConfig({ NODE_ENV: 'production' });
    expect(refused).toThrow(/SESSION_SECRET/);
    expect(refused).toThrow(/PAYMENT_PEPPER/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, ADMIN_PASSWORD: 'Admin@2026' })).toThrow(
      /ADMIN_PASSWORD: a demo password/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, PAYMENT_SANDBOX: 'true' })).toThrow(/PAYMENT_SANDBOX/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
    const ok = loadConfig({ NODE_ENV: 'production', ...secrets, ADMIN_PASSWORD: 'a-long-admin-pw' });
    expect(ok).toMatchObject({ demo: false, paymentSandbox: false, SEED_DEMO: false, HOST: '0.0.0.0' });
  });

  it('the server refuses to start with them, with a message listing which', () => {
    const main = join(dirname(fileURLToPath(import.meta.url)), 'main.ts');
    const run = spawnSync(process.execPath, [main], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: '/nonexistent-xcb' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('SESSION_SECRET');
    expect(run.stderr).toContain('PAYMENT_PEPPER');
  }, 60_000);
});

describe('demo mode', () => {
  it('listens on 127.0.0.1 unless HOST is set, and says it is a demo', async () => {
    expect(loadConfig({})).toMatchObject({ NODE_ENV: 'development', HOST: '127.0.0.1', demo: true, paymentSandbox: true });
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    const t = await createTestApp();
    try {
      expect((await t.post('config_getConfig')).json()).toMatchObject({ demo: true });
      // the sandboxes are there: an SMS code can be read back (which is why this mode stays on 127.0.0.1)
      expect((await t.post('user_getRangeCode', { name: '13800000002', type: 'login' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/__dev/outbox?kind=sms&key=13800000002' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/__sandbox/alipay/cashier' })).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});

describe('production mode', () => {
  it('has no outbox, no payment, captcha or OAuth sandbox, and does not call itself a demo', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', ...secrets });
    try {
      const res = await prod.post('config_getConfig');
      expect(res.json().demo).toBeUndefined();
      expect((await prod.post('user_getRangeCode', { name: '13800000002', type: 'login' })).statusCode).toBe(200);
      const { captchaId } = (await prod.post('user_getCaptcha', { name: 'x' })).json<{ captchaId: string }>();
      for (const url of [
        '/__dev/outbox?kind=sms&key=13800000002',
        `/__dev/outbox?kind=captcha&key=${captchaId}`,
        '/__sandbox/alipay/cashier',
        '/__sandbox/wxpay/confirm',
        '/__sandbox/oauth/wechat/authorize?state=x',
        '/__sandbox/oauth/qq/authorize?state=x',
      ]) {
        expect((await prod.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
      expect((await prod.app.inject({ method: 'POST', url: '/__sandbox/alipay/pay', payload: {} })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('starts with an empty database except its first administrator', async () => {
    const database = await openDatabase({});
    try {
      await database.migrate();
      await seed(database.db, {
        sm4Enabled: false,
        scryptLogN: 10,
        demoUsers: false,
        admin: { name: 'chief', password: 'a-long-admin-pw' },
      });
      const people = await database.db.select({ name: users.name, staffRole: users.staffRole }).from(users);
      expect(people).toEqual([{ name: 'chief', staffRole: 'admin' }]);
      const [b] = await database.db.select({ n: sql<number>`count(*)::int` }).from(banners);
      expect(b?.n).toBe(0);
    } finally {
      await database.close();
    }
    // a fresh database: every migration and the reference data (areas) on a busy two-core machine
  }, 120_000);
});
