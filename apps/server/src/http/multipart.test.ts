import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_MSG, UPLOAD_MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { png } from '../test/fixtures.ts';

// Multipart bodies are checked against the action before they are read: an action without a file
// refuses one at once, a file above the action's limit is refused as its bytes pass the limit (the
// server's memory does not grow by the file's size), and one client has only so many uploads at once.

let t: TestApp;
let token: string;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ UPLOADS_PER_CLIENT: '2' });
  token = await t.login('person01');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

const boundary = '----xcbmultipart';
const fileHead = (field = 'upload', name = 'big.bin') =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
const fieldPart = (name: string, value: string) =>
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const end = Buffer.from(`\r\n--${boundary}--\r\n`);

function inject(action: string, payload: Buffer, auth = true) {
  return t.app.inject({
    method: 'POST',
    url: `/${action}.action`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(auth ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/**
 * Sends a body of `total` bytes with chunked encoding (no declared length, so only reading can find
 * the size), a slice at a time, until the server answers or closes. Answers the status and how many
 * bytes went out before that.
 */
function streamUpload(action: string, head: Buffer, total: number): Promise<{ status: number; sent: number; text: string }> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1');
    let sent = 0;
    let answer = '';
    let stopped = false;
    const slice = Buffer.alloc(256 * 1024, 7);
    const finish = () => {
      stopped = true;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      done({ status, sent, text: answer });
    };
    socket.on('data', (d: Buffer) => {
      answer += d.toString('utf8');
      if (answer.includes('\r\n\r\n') && /"success"/.test(answer)) {
        socket.destroy();
        finish();
      }
    });
    socket.on('error', () => (stopped ? undefined : finish()));
    socket.on('close', () => (stopped ? undefined : finish()));
    socket.on('connect', () => {
      socket.write(
        `POST /${action}.action HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const chunk = (b: Buffer) => socket.write(`${b.length.toString(16)}\r\n`) && socket.write(b) && socket.write('\r\n');
      chunk(head);
      const pump = () => {
        while (!stopped && sent < total) {
          sent += slice.length;
          if (!chunk(slice)) return void socket.once('drain', pump);
        }
        if (!stopped && sent >= total) {
          chunk(end);
          socket.write('0\r\n\r\n');
        }
      };
      pump();
    });
    setTimeout(() => fail(new Error('no answer')), 60_000).unref();
  });
}

describe('an action without a file field', () => {
  it('refuses a multipart file at once (declared length), in Chinese', async () => {
    const res = await inject('config_getConfig', Buffer.concat([fileHead(), randomBytes(200 * 1024), end]), false);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: MULTIPART_MSG.noFileHere });
  });
  it('refuses a small file at its first part', async () => {
    const res = await inject('config_getConfig', Buffer.concat([fileHead(), randomBytes(100), end]), false);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: MULTIPART_MSG.noFileHere });
  });
  it('refuses 50 MB sent without a declared length long before its end', async () => {
    const r = await streamUpload('config_getConfig', fileHead(), 50 * 1024 * 1024);
    expect(r.status).toBe(400);
    expect(r.text).toContain(MULTIPART_MSG.noFileHere);
    expect(r.sent).toBeLessThan(20 * 1024 * 1024);
  });
  it('form fields sent as multipart still work', async () => {
    const res = await inject('config_getConfig', Buffer.concat([fieldPart('a', '1'), Buffer.from(`--${boundary}--\r\n`)]), false);
    expect(res.json()).toMatchObject({ success: true });
  });
});

describe('an action with a file field', () => {
  it("refuses a file above the purpose's limit with the spec's message, and a second file or another field", async () => {
    const big = Buffer.concat([
      fieldPart('purpose', 'avatar'),
      fileHead('upload', 'a.png'),
      png(20, 20),
      Buffer.alloc(2 * 1024 * 1024),
      end,
    ]);
    const res = await inject('upload_uploadFile', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: UPLOAD_MSG.avatarSize });
    const two = Buffer.concat([
      fileHead('upload', 'a.png'),
      png(20, 20),
      Buffer.from('\r\n'),
      fileHead('upload', 'b.png'),
      png(20, 20),
      end,
    ]);
    expect((await inject('upload_uploadFile', two)).json()).toMatchObject({ error: MULTIPART_MSG.oneFile });
    const other = Buffer.concat([fileHead('other', 'a.png'), png(20, 20), end]);
    expect((await inject('upload_uploadFile', other)).json()).toMatchObject({ error: MULTIPART_MSG.oneFile });
    const ok = Buffer.concat([fieldPart('purpose', 'avatar'), fileHead('upload', 'a.png'), png(20, 20), end]);
    expect((await inject('upload_uploadFile', ok)).json()).toMatchObject({ success: true });
  });

  it("refuses an oversize file sent without a declared length without the server's memory growing by its size", async () => {
    // warm up the paths once, then measure
    await streamUpload('upload_uploadFile', Buffer.concat([fieldPart('purpose', 'avatar'), fileHead('upload', 'a.png')]), 4 * 1024 * 1024);
    global.gc?.();
    const before = process.memoryUsage();
    const r = await streamUpload(
      'upload_uploadFile',
      Buffer.concat([fieldPart('purpose', 'avatar'), fileHead('upload', 'a.png')]),
      50 * 1024 * 1024,
    );
    const after = process.memoryUsage();
    expect(r.status).toBe(413);
    expect(r.text).toContain(UPLOAD_MSG.avatarSize);
    expect(r.sent).toBeLessThan(20 * 1024 * 1024);
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(16 * 1024 * 1024);
    expect(after.rss - before.rss).toBeLessThan(40 * 1024 * 1024);
  });
});

describe('a refused upload whose client keeps sending', () => {
  it('is answered, and what it still sends is read and dropped for a moment (no reset), then the server cuts it off', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((r) => socket.on('connect', () => r()));
    let answer = '';
    let failed: Error | null = null;
    let closedAt = 0;
    socket.on('data', (d: Buffer) => (answer += d.toString('utf8')));
    socket.on('error', (e) => (failed = e));
    socket.on('close', () => (closedAt = Date.now()));
    socket.write(
      `POST /upload_uploadFile.action HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${500 * 1024 * 1024}\r\n\r\n`,
    );
    // a browser mid-upload: it goes on writing without looking at what came back
    const slice = Buffer.alloc(64 * 1024, 7);
    const until = Date.now() + 500;
    while (Date.now() < until && !failed) {
      if (!socket.write(slice)) await new Promise((r) => (socket.once('drain', r), socket.once('close', r)));
    }
    expect(failed).toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('"success":false');
    const stoppedAt = Date.now();
    await new Promise((r) => (closedAt ? r(null) : socket.once('close', r)));
    expect(closedAt - stoppedAt).toBeLessThan(5000);
  });
});

describe('uploads at once per client', () => {
  it('past the cap, the next upload is refused with 429 in Chinese; a finished one frees its place', async () => {
    const held: Socket[] = [];
    for (let i = 0; i < 2; i++) {
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((r) => socket.on('connect', () => r()));
      const head = Buffer.concat([fieldPart('purpose', 'general'), fileHead('upload', 'a.png'), png(20, 20)]);
      socket.write(
        `POST /upload_uploadFile.action HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + 4096}\r\n\r\n`,
      );
      socket.write(head);
      held.push(socket);
    }
    await new Promise((r) => setTimeout(r, 300));
    const ok = Buffer.concat([fieldPart('purpose', 'avatar'), fileHead('upload', 'a.png'), png(20, 20), end]);
    const refused = await inject('upload_uploadFile', ok);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: MULTIPART_MSG.tooManyUploads });
    for (const s of held) s.destroy();
    await new Promise((r) => setTimeout(r, 300));
    expect((await inject('upload_uploadFile', ok)).json()).toMatchObject({ success: true });
  });
});
