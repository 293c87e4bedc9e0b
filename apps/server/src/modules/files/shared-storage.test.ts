import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { png } from '../../test/fixtures.ts';

// Several instances of the product on one PostgreSQL server, each with its own (empty) upload
// directory: with FILE_STORAGE=postgres a file uploaded through one is served by the other, ranges
// included, and private files keep their rules there. PostgreSQL pass only (DATABASE_URL).

describe.runIf(process.env.DATABASE_URL)('uploads shared by two instances (FILE_STORAGE=postgres)', () => {
  let t: TestApp;
  let peer: FastifyInstance;
  let peerDb: Database;
  let peerDir: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ FILE_STORAGE: 'postgres', SESSION_SECRET: 'shared-storage-session-secret-0123' });
    peerDir = mkdtempSync(join(tmpdir(), 'xcb-peer-uploads-'));
    peerDb = await openDatabase({ url: t.databaseUrl ?? undefined, poolSize: 4 });
    peer = (await buildApp({ ...t.config, uploadDir: peerDir }, peerDb)).app;
    await peer.ready();
    token = await t.login('person01');
  });
  afterAll(async () => {
    await peer.close();
    await peerDb.close();
    await t.close();
    rmSync(peerDir, { recursive: true, force: true });
  });

  it('a picture uploaded through one instance is served by the other, whole and by range', async () => {
    const image = png(300, 300);
    const path = (await t.upload('upload_uploadFile', { name: 'a.png', data: image }, { purpose: 'avatar' }, token)).json<{
      data: string;
    }>().data;
    const whole = await peer.inject({ method: 'GET', url: `/uploads/${path}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(image)).toBe(true);
    expect(whole.headers['content-type']).toBe('image/png');
    const part = await peer.inject({ method: 'GET', url: `/uploads/${path}`, headers: { range: 'bytes=8-15' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 8-15/${image.length}`);
    expect(part.rawPayload.equals(image.subarray(8, 16))).toBe(true);
    // nothing went to either instance's disk
    for (const dir of [t.config.uploadDir, peerDir]) expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });

  it('a private voucher keeps its rules on the other instance', async () => {
    const path = (await t.upload('upload_uploadFile', { name: 'v.png', data: png(40, 40) }, { purpose: 'proof' }, token)).json<{
      data: string;
    }>().data;
    expect((await peer.inject({ method: 'GET', url: `/uploads/${path}` })).statusCode).toBe(404);
    const mine = await peer.inject({ method: 'GET', url: `/uploads/${path}`, headers: { authorization: `Bearer ${token}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
  });
});
