import { spawn } from 'node:child_process';
import type * as FsPromises from 'node:fs/promises';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HARDENING_MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { pdf, png } from '../test/fixtures.ts';

// Hardening fault tests: the disk fills during an upload; a client disconnects mid-upload; the server is
// stopped with SIGTERM while requests are in flight. (PostgreSQL restarted under payments: the wallet's
// crash.test.ts kills the server itself under payments; restarting the shared PostgreSQL server is left
// to a machine of its own, see docs/performance.md.)

// The disk "fills" on demand: the next write stores half its bytes, then fails with ENOSPC, as a real
// full disk does part way through a file.
const disk = vi.hoisted(() => ({ fullAfterHalf: false }));
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof FsPromises>();
  return {
    ...fs,
    writeFile: async (...args: Parameters<typeof fs.writeFile>) => {
      const [path, data] = args;
      if (disk.fullAfterHalf && Buffer.isBuffer(data)) {
        disk.fullAfterHalf = false;
        await fs.writeFile(path, data.subarray(0, Math.floor(data.length / 2)), { flag: 'wx' });
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
      }
      return fs.writeFile(...args);
    },
  };
});

/** Every file under the upload root (relative paths). */
function stored(root: string, dir = ''): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir)).flatMap((name) => {
    const rel = dir ? `${dir}/${name}` : name;
    return statSync(join(root, rel)).isDirectory() ? stored(root, rel) : [rel];
  });
}

let t: TestApp;
let user: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.login('person01');
});
afterAll(async () => t.close());

describe('disk full during an upload', () => {
  it('an image upload answers 507 with a clear Chinese message and leaves no partial file; the next one works', async () => {
    const before = stored(t.config.uploadDir);
    disk.fullAfterHalf = true;
    const res = await t.upload('upload_uploadFile', { name: 'a.png', data: png(40, 40) }, { purpose: 'avatar' }, user);
    expect(res.statusCode).toBe(507);
    expect(res.json()).toMatchObject({ success: false, error: HARDENING_MSG.storageFull, code: 'STORAGE_FULL' });
    expect(stored(t.config.uploadDir)).toEqual(before);
    const again = await t.upload('upload_uploadFile', { name: 'a.png', data: png(40, 40) }, { purpose: 'avatar' }, user);
    expect(again.json()).toMatchObject({ success: true });
    expect(stored(t.config.uploadDir)).toHaveLength(before.length + 1);
  });

  it('a course attachment the same way, and no attachment row is written', async () => {
    const before = stored(t.config.uploadDir);
    disk.fullAfterHalf = true;
    const res = await t.upload('upload_uploadPdf', { name: '讲义.pdf', data: pdf() }, {}, user);
    expect(res.statusCode).toBe(507);
    expect(res.json()).toMatchObject({ error: HARDENING_MSG.storageFull });
    expect(stored(t.config.uploadDir)).toEqual(before);
  });
});

describe('a client that disconnects mid-upload', () => {
  it('leaves no file, partial or whole, and the server goes on serving', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const before = stored(t.config.uploadDir);
    const boundary = '----xcbcut';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\navatar\r\n--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), png(400, 400), Buffer.alloc(512 * 1024, 1)]);
    await new Promise<void>((done) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /upload_uploadFile.action HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${user}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length + 100}\r\n\r\n`,
        );
        // half the body, then the connection drops
        socket.write(body.subarray(0, Math.floor(body.length / 2)), () => setTimeout(() => (socket.destroy(), done()), 200));
      });
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(stored(t.config.uploadDir)).toEqual(before);
    const res = await fetch(`http://127.0.0.1:${port}/config_getConfig.action`, { method: 'POST' });
    expect(res.status).toBe(200);
  });
});

describe('SIGTERM with requests in flight', () => {
  it('the requests in flight finish with their answers; new connections are refused; the process exits 0', async () => {
    const root = resolve(import.meta.dirname, '../../../..');
    const port = await new Promise<number>((done) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const a = probe.address();
        probe.close(() => done(typeof a === 'object' && a ? a.port : 8409));
      });
    });
    const dataDir = mkdtempSync(join(tmpdir(), 'xcb-sigterm-'));
    const env = { ...process.env };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        // the demo accounts only: the demo marketplace (seed/demo) takes a minute to seed
        SEED_CONTENT: 'false',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        SESSION_SECRET: 'sigterm-session-secret-0123456789',
        SCRYPT_LOG_N: '16',
        LOGIN_LIMIT_PER_ACCOUNT: '1000',
        LOGIN_LIMIT_PER_ADDRESS: '1000',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    try {
      const url = `http://127.0.0.1:${port}`;
      for (let i = 0; ; i++) {
        try {
          if ((await fetch(`${url}/openapi.json`)).ok) break;
        } catch {
          /* starting */
        }
        if (i > 600) throw new Error('server did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
      // logins at twice the shipped scrypt cost take a while each: several are in flight when SIGTERM arrives. The
      // signal goes only once every request has been written out: a request still being sent at the close
      // is a new one, which Fastify answers 503 (seen on a slow machine with a fixed 150 ms wait).
      const body = JSON.stringify({ name: 'person01', password: 'Demo@2026', deviceType: 'mobile' });
      const sent: Promise<void>[] = [];
      const inFlight = Array.from({ length: 6 }, () => {
        let written!: () => void;
        sent.push(new Promise<void>((r) => (written = r)));
        return new Promise<{ status: number; body: { success: boolean } }>((done, fail) => {
          const req = request(
            `${url}/user_login.action`,
            { method: 'POST', headers: { 'content-type': 'application/json', connection: 'close' } },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (c: string) => (text += c));
              res.on('end', () => done({ status: res.statusCode ?? 0, body: JSON.parse(text) as { success: boolean } }));
              res.on('error', fail);
            },
          );
          req.on('error', fail);
          req.on('finish', written);
          req.end(body);
        });
      });
      await Promise.all(sent);
      // the server's loop is idle (scrypt runs on the thread pool): a moment to accept and read what was
      // written. 100 ms was too short beside CI's other test files (the sixth connection, not yet accepted,
      // got 503); at twice the shipped scrypt cost (SCRYPT_LOG_N 16 above) logins are still running after 300 ms.
      await new Promise((r) => setTimeout(r, 300));
      child.kill('SIGTERM');
      const settled = await Promise.allSettled(inFlight);
      const answers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      expect(settled.map((s) => (s.status === 'fulfilled' ? s.value.status : String((s.reason as Error).message)))).toEqual(
        Array(6).fill(200),
      );
      expect(answers.some((a) => a.body.success)).toBe(true);
      // after the close, a new request finds nobody listening
      await new Promise((r) => setTimeout(r, 200));
      await expect(fetch(`${url}/config_getConfig.action`, { method: 'POST' })).rejects.toThrow();
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
