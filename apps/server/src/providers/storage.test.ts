import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';
import type { FileStorage } from './storage.ts';
import { DiskStorage } from './storage-disk.ts';
import { PostgresStorage } from './storage-postgres.ts';

// Both storages behind one interface: the same checks run on the disk (a temporary root) and on the
// database (PGlite here; PostgreSQL in CI's second run).

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp();
  root = mkdtempSync(join(tmpdir(), 'xcb-storage-'));
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(`${root}-partial`, { recursive: true, force: true });
});

async function bytes(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const p of stream) parts.push(Buffer.isBuffer(p) ? p : Buffer.from(p as Uint8Array));
  return Buffer.concat(parts);
}

const name = (ext = 'bin') => `2026/11/${randomBytes(12).toString('hex')}.${ext}`;

describe.each([
  ['disk', () => new DiskStorage(root) as FileStorage],
  ['postgres', () => new PostgresStorage(t.deps.db) as FileStorage],
])('%s storage', (_kind, make) => {
  it('stores a stream without holding it whole, and reads it back whole and by ranges across rows', async () => {
    const s = make();
    const data = randomBytes(700 * 1024 + 13);
    const n = name();
    async function* pieces() {
      for (let i = 0; i < data.length; i += 100_000) {
        await new Promise((r) => setImmediate(r)); // arriving over time, as from a socket
        yield data.subarray(i, i + 100_000);
      }
    }
    expect(await s.put(n, pieces())).toBe(data.length);
    expect((await s.stat(n))?.size).toBe(data.length);
    expect((await bytes(s.read(n))).equals(data)).toBe(true);
    for (const [start, end] of [
      [0, 0],
      [262_140, 262_150],
      [524_287, 524_288],
      [100, 600_000],
      [data.length - 5, data.length - 1],
    ] as const) {
      expect((await bytes(s.read(n, { start, end }))).equals(data.subarray(start, end + 1))).toBe(true);
    }
    const names: string[] = [];
    for await (const e of s.list()) names.push(e.name);
    expect(names).toContain(n);
  });

  it('never replaces an existing name, refuses names that leave the root, and deletes', async () => {
    const s = make();
    const n = name('png');
    await s.put(n, Buffer.from('first'));
    await expect(s.put(n, Buffer.from('second'))).rejects.toMatchObject({ status: 503 });
    expect((await bytes(s.read(n))).toString()).toBe('first');
    await expect(s.put('../outside.png', Buffer.from('x'))).rejects.toThrow();
    expect(await s.stat('../../etc/passwd')).toBeNull();
    await s.delete(n);
    expect(await s.stat(n)).toBeNull();
    await s.delete(n); // already gone: fine
  });

  it('a stream that fails part way leaves nothing behind', async () => {
    const s = make();
    const n = name();
    async function* broken() {
      yield randomBytes(300 * 1024);
      await new Promise((r) => setImmediate(r));
      throw new Error('connection cut');
    }
    await expect(s.put(n, broken())).rejects.toThrow('connection cut');
    expect(await s.stat(n)).toBeNull();
  });

  it('keeps partial uploads apart, cuts what lay beyond a rewritten offset, and finishes them under a name', async () => {
    const s = make();
    const key = randomBytes(32).toString('hex');
    const a = randomBytes(1024 * 1024);
    const b = randomBytes(1024 * 1024);
    expect(await s.partialSize(key)).toBeNull();
    expect(await s.writePartial(key, 0, a)).toBe(a.length);
    expect(await s.writePartial(key, a.length, b)).toBe(a.length + b.length);
    // a retry at an earlier offset (lost reply) rewrites from there and cuts the rest
    const c = randomBytes(300_000);
    expect(await s.writePartial(key, a.length + 100_000, c)).toBe(a.length + 100_000 + c.length);
    expect(await s.partialSize(key)).toBe(a.length + 100_000 + c.length);
    const n = name('mp4');
    expect(await s.stat(n)).toBeNull();
    await s.finishPartial(key, n);
    expect(await s.partialSize(key)).toBeNull();
    const want = Buffer.concat([a, b.subarray(0, 100_000), c]);
    expect((await bytes(s.read(n))).equals(want)).toBe(true);
    expect(
      (await bytes(s.read(n, { start: a.length + 99_990, end: a.length + 100_009 }))).equals(
        want.subarray(a.length + 99_990, a.length + 100_010),
      ),
    ).toBe(true);
    const other = randomBytes(32).toString('hex');
    await s.writePartial(other, 0, Buffer.from('half'));
    await s.deletePartial(other);
    expect(await s.partialSize(other)).toBeNull();
  });
});
