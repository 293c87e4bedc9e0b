import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword, verifyPassword } from '../apps/server/src/http/password.ts';
import { uploadVoucher } from './voucher.ts';
import { untilOk } from './until-ok.ts';

// `npm run bench`: wallet payments per second, as ratios measured in the same run, so the figures mean
// the same on any machine: against a bare action with the shipped password cost (one scrypt verify at
// SCRYPT_LOG_N 15, what any payment by password must spend; the target ≥0.3x) and, for scale,
// against the product's cheapest action (config_getConfig).
// A real server on a fresh PGlite data directory (or DATABASE_URL), BENCH_SECONDS per scenario.

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const port = await new Promise<number>((done) => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1', () => {
    const a = probe.address();
    probe.close(() => done(typeof a === 'object' && a ? a.port : 8405));
  });
});
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'xcb-bench-'));
const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    // the demo accounts only: the demo marketplace (seed/demo) takes a minute to seed
    SEED_CONTENT: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    SESSION_SECRET: 'bench-session-secret-0123456789',
    PAYMENT_PEPPER: 'bench-payment-pepper-0123456789',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function post<T>(action: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const res = await fetch(`${url}/${action}.action`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

const voucher = (token: string) => uploadVoucher(url, token);

/** Runs `call` from `concurrency` workers for the duration; returns completed calls per second. */
async function measure(call: (worker: number, i: number) => Promise<boolean>): Promise<{ rate: number; failed: number }> {
  const end = Date.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      for (let i = 0; Date.now() < end; i++) {
        if (await call(w, i)) done++;
        else failed++;
      }
    }),
  );
  return { rate: done / ((Date.now() - started) / 1000), failed };
}

try {
  await untilOk(`${url}/openapi.json`, 60_000);
  const staff = (await post<{ jwt: string }>('user_login', { name: 'admin001', password: 'Admin@2026' })).jwt;
  const names = ['person01', 'company01', 'hragency01', 'zoneuser01', 'newuser01'];
  const tokens: string[] = [];
  for (const name of names) {
    const jwt = (await post<{ jwt: string }>('user_login', { name, password: 'Demo@2026' })).jwt;
    await post('custAccount_addPWD', { custAccountPWD: { accountpwd: '135790' } }, jwt);
    const t = await post<{ custAccountDetail: { id: number } }>(
      'custAccount_createAccount',
      { payProof: await voucher(jwt), rmbAmount: '99999' },
      jwt,
    );
    await post('walletAdmin_topupDecide', { id: t.custAccountDetail.id, decision: 'approve' }, staff);
    tokens.push(jwt);
  }

  const baseline = await measure(async () => (await post<{ success: boolean }>('config_getConfig', {})).success);
  const hash = await hashPassword('135790', Number(process.env.SCRYPT_LOG_N ?? 15));
  const scryptAlone = await measure(() => verifyPassword('135790', hash));
  const payments = await measure(async (w, i) => {
    const tradecode = `B${w}x${i}x${Date.now()}`;
    const r = await post<{ success: boolean }>(
      'custAccount_createJY',
      { accountpwd: '135790', amount: '0.5', tradecode, paymode: 0, orderId: `O${tradecode}` },
      tokens[w % tokens.length],
    );
    return r.success;
  });
  const report = await post<{ ok: boolean; transfers: number }>('walletAdmin_ledgerCheck', {}, staff);
  console.log(
    `\n钱包支付基准（${seconds} s/场景，并发 ${concurrency}，${names.length} 个付款用户，${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}）`,
  );
  console.log(`  基线 config_getConfig      ${baseline.rate.toFixed(1).padStart(9)} 次/秒`);
  console.log(`  支付 custAccount_createJY  ${payments.rate.toFixed(1).padStart(9)} 笔/秒  失败 ${payments.failed}`);
  console.log(`  scrypt 校验（出厂成本）     ${scryptAlone.rate.toFixed(1).padStart(9)} 次/秒`);
  const ratio = payments.rate / scryptAlone.rate;
  console.log(`  支付 / 带出厂密码成本的裸操作 ${ratio.toFixed(3).padStart(6)}  目标 ≥0.3 ${ratio >= 0.3 ? '达到' : '未达到'}`);
  console.log(`  支付 / config_getConfig    ${(payments.rate / baseline.rate).toFixed(3).padStart(9)}（仅供参考）`);
  console.log(`  对账: ${report.ok ? '全部不变量成立' : '发现违反！'}（转账 ${report.transfers} 笔）\n`);
  console.log('  说明：每笔支付都要校验一次 scrypt 支付密码（SCRYPT_LOG_N 默认 15，在账户锁之外），这是支付的主要成本。');
  if (!report.ok) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
