import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROOF_PNG as PNG } from './test-support.ts';

// A real server on PGlite in a temporary data directory, killed with SIGKILL in the middle of a stream
// of payments: after a restart every acknowledged payment is there and the ledger invariants hold.

const root = resolve(import.meta.dirname, '../../../../..');
// A free port, so parallel runs and other servers on the machine never clash.
const port = await new Promise<number>((done) => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => done(typeof address === 'object' && address ? address.port : 8403));
  });
});
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'xcb-crash-'));
let child: ChildProcess | null = null;

function start(): ChildProcess {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const p = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // the demo accounts only: the demo marketplace (seed/demo) takes a minute to seed
      SEED_CONTENT: 'false',
      LOG_LEVEL: 'warn',
      SCRYPT_LOG_N: '10',
      SESSION_SECRET: 'crash-test-session-secret-0123456789',
      PAYMENT_PEPPER: 'crash-test-payment-pepper-0123456789',
      WEB_DIST: '/nonexistent',
    },
    stdio: 'ignore',
  });
  return p;
}

/** Start-up migrates and seeds a fresh data directory: seconds when quiet, over 30 s on a busy 2-core machine. */
async function ready(): Promise<void> {
  for (const until = Date.now() + 90_000; Date.now() < until;) {
    try {
      if ((await fetch(`${url}/openapi.json`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function post<T>(action: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const res = await fetch(`${url}/${action}.action`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

const login = async (name: string, password = 'Demo@2026') => (await post<{ jwt: string }>('user_login', { name, password })).jwt;

/** A transfer voucher uploaded by the token's user (a top-up takes only the user's own upload). */
async function uploadProof(token: string): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'proof');
  form.append('upload', new Blob([PNG], { type: 'image/png' }), 'proof.png');
  const res = await fetch(`${url}/upload_uploadFile.action`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return ((await res.json()) as { data: string }).data;
}

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// The embedded database is what a SIGKILL can hurt; a PostgreSQL server keeps its own durability.
describe.skipIf(Boolean(process.env.DATABASE_URL))('a server killed with SIGKILL', () => {
  it('restarts with every acknowledged payment present and the invariants intact', async () => {
    child = start();
    await ready();
    const user = await login('person01');
    const staff = await login('admin001', 'Admin@2026');
    await post('custAccount_addPWD', { custAccountPWD: { accountpwd: '246810' } }, user);
    const topup = await post<{ custAccountDetail: { id: number } }>(
      'custAccount_createAccount',
      { payProof: await uploadProof(user), rmbAmount: '1000' },
      user,
    );
    await post('walletAdmin_topupDecide', { id: topup.custAccountDetail.id, decision: 'approve' }, staff);

    const acknowledged: string[] = [];
    let stop = false;
    const stream = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        const tradecode = `K${lane}${Date.now()}${i}`;
        try {
          const r = await post<{ success: boolean }>(
            'custAccount_createJY',
            { accountpwd: '246810', amount: '1.25', tradecode, paymode: 0, orderId: `O${tradecode}` },
            user,
          );
          if (r.success) acknowledged.push(tradecode);
        } catch {
          return; // the server died mid-request: not acknowledged
        }
      }
    };
    const lanes = [0, 1, 2, 3].map(stream);
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
    const exited = new Promise((r) => child?.once('exit', r));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all(lanes);
    await exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    child = start();
    await ready();
    const again = await login('person01');
    const staff2 = await login('admin001', 'Admin@2026');
    const list = await post<{ recordList: { tradecode: string }[]; recordCount: number }>(
      'custAccount_getTradList',
      { pageNum: 0, pageSize: 100 },
      again,
    );
    const present = new Set(list.recordList.map((r) => r.tradecode));
    expect(acknowledged.filter((c) => !present.has(c))).toEqual([]);
    const report = await post<{ ok: boolean; checks: unknown[] }>('walletAdmin_ledgerCheck', {}, staff2);
    expect(report.ok, JSON.stringify(report.checks)).toBe(true);
    const base = await post<{ custAccountBase: { amount: string } }>('custAccount_getAccountBase', {}, again);
    const paid = list.recordList.filter((r) => r.tradecode.startsWith('K')).length;
    expect(Number(base.custAccountBase.amount)).toBeCloseTo(10000 - paid * 1.25, 2);
  }, 240_000);
});
