import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { UPLOAD_MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { uploads, users } from '../../db/schema/index.ts';
import { assertOwnUploads } from './files.service.ts';

// A 1x1 PNG, made from its bytes: the server checks content, not names.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('person01');
});
afterAll(() => t.close());

describe('upload_uploadFile', () => {
  it('refuses anonymous callers (401)', async () => {
    expect((await t.upload('upload_uploadFile', { name: 'a.png', data: PNG })).statusCode).toBe(401);
  });
  it('refuses empty files, renamed scripts and oversized images with the spec messages', async () => {
    const empty = await t.upload('upload_uploadFile', { name: 'a.png', data: Buffer.alloc(0) }, {}, token);
    expect(empty.json()).toMatchObject({ success: false, error: UPLOAD_MSG.empty });
    const script = await t.upload(
      'upload_uploadFile',
      { name: 'evil.png', data: Buffer.from('#!/bin/sh\nrm -rf /\n'), type: 'image/png' },
      { purpose: 'avatar' },
      token,
    );
    expect(script.json()).toMatchObject({ success: false, error: UPLOAD_MSG.imageType });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await t.upload('upload_uploadFile', { name: 'big.png', data: big }, { purpose: 'avatar' }, token)).json()).toMatchObject({
      error: UPLOAD_MSG.avatarSize,
    });
    expect((await t.upload('upload_uploadFile', { name: 'big.png', data: big }, { purpose: 'proof' }, token)).json()).toMatchObject({
      success: true,
    });
    expect((await t.upload('upload_uploadFile', { name: 'a.png', data: PNG }, { purpose: 'nope' }, token)).statusCode).toBe(400);
  });
  it('stores an image under yyyy/mm and serves it back, as a download and inline', async () => {
    const res = (await t.upload('upload_uploadFile', { name: '头像.png', data: PNG }, { purpose: 'avatar' }, token)).json();
    expect(res.data).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{24}\.png$/);
    const down = await t.app.inject({
      method: 'GET',
      url: `/down_downFile.action?filePathName=${encodeURIComponent(res.data)}&newFileName=${encodeURIComponent('头像.png')}`,
    });
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(PNG)).toBe(true);
    expect(down.headers['content-disposition']).toContain(encodeURIComponent('头像.png'));
    const inline = await t.app.inject({ method: 'GET', url: `/uploads/${res.data}`, headers: { range: 'bytes=0-7' } });
    expect(inline.statusCode).toBe(206);
    expect(inline.rawPayload.equals(PNG.subarray(0, 8))).toBe(true);
    // stored names are random and never rewritten: a day in any cache
    expect(inline.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('upload owners', () => {
  it("records who uploaded a file; assertOwnUploads takes only the caller's own (or paths the object already holds)", async () => {
    const path = (await t.upload('upload_uploadFile', { name: 'a.png', data: PNG }, { purpose: 'proof' }, token)).json<{ data: string }>()
      .data;
    const [me] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, 'person01'));
    const [other] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, 'company01'));
    const [row] = await t.deps.db.select().from(uploads).where(eq(uploads.path, path));
    expect(row?.userId).toBe(me?.id);
    await expect(assertOwnUploads(t.deps.db, me?.id ?? 0, [path, undefined, ''])).resolves.toBeUndefined();
    await expect(assertOwnUploads(t.deps.db, other?.id ?? 0, [path])).rejects.toMatchObject({ status: 403, message: UPLOAD_MSG.notYours });
    await expect(assertOwnUploads(t.deps.db, me?.id ?? 0, ['2020/01/old.png'])).rejects.toMatchObject({ status: 403 });
    await expect(assertOwnUploads(t.deps.db, me?.id ?? 0, ['2020/01/old.png'], ['2020/01/old.png,2020/01/b.png'])).resolves.toBeUndefined();
  });
});

describe('downloads never leave the upload root', () => {
  it.each([
    '../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '%252e%252e%252f%252e%252e%252fetc%252fpasswd',
    '/etc/passwd',
    '..\\..\\etc\\passwd',
    'a%00.png',
    '',
  ])('%s → 404', async (name) => {
    const res = await t.app.inject({ method: 'GET', url: `/down_downFile.action?filePathName=${encodeURIComponent(name)}` });
    expect(res.statusCode).toBe(404);
  });
  it('a file beside the root is not reachable', async () => {
    writeFileSync(join(t.config.uploadDir, '..', 'secret.txt'), 'secret');
    expect((await t.app.inject({ method: 'GET', url: '/uploads/../secret.txt' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/down_downFile.action?filePathName=${encodeURIComponent('../secret.txt')}` })).statusCode,
    ).toBe(404);
  });
});
