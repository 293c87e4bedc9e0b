import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { png } from '../../test/fixtures.ts';
import { chatMessages, companies, uploads, users, walletTrades } from '../../db/schema/index.ts';

// Private uploads (ID cards, licences, vouchers, proofs, chat files, resume attachments) are served only
// to their owner, the other side the product shows them to, and staff; never to a visitor or another
// user, not even its bytes, and never kept by shared caches. Public pictures stay public and cacheable.

let t: TestApp;
const tokens: Record<'owner' | 'peer' | 'stranger' | 'staff', string> = { owner: '', peer: '', stranger: '', staff: '' };
const ids: Record<'owner' | 'peer', number> = { owner: 0, peer: 0 };

async function userId(name: string): Promise<number> {
  const [u] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, name));
  return u?.id ?? 0;
}

async function uploadImage(purpose: string, token = tokens.owner): Promise<string> {
  const res = await t.upload('upload_uploadFile', { name: 'a.png', data: png(20, 20) }, { purpose }, token);
  return res.json<{ data: string }>().data;
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

function refused(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(404);
  expect(res.rawPayload.includes(Buffer.from('PNG'))).toBe(false);
}

function served(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  expect(res.headers['cache-control']).toBe('private, no-store');
}

beforeAll(async () => {
  t = await createTestApp();
  tokens.owner = await t.login('person01');
  tokens.peer = await t.login('company01');
  tokens.stranger = await t.login('newuser01');
  tokens.staff = await t.login('admin001', 'Admin@2026');
  ids.owner = await userId('person01');
  ids.peer = await userId('company01');
});
afterAll(() => t.close());

/** Each private kind: how it is made, and who besides its owner and staff may see it (the other side). */
const kinds: { kind: string; make: () => Promise<string>; peer: boolean }[] = [
  { kind: 'insurance proof', make: () => uploadImage('insurance'), peer: false },
  { kind: 'top-up voucher', make: () => uploadImage('proof'), peer: false },
  { kind: 'feedback screenshot', make: () => uploadImage('feedback'), peer: false },
  {
    kind: 'business licence (a general image the certification form names)',
    make: async () => {
      const path = await uploadImage('general', tokens.peer);
      await t.deps.db.update(companies).set({ licensePath: path }).where(eq(companies.userId, ids.peer));
      return path;
    },
    peer: false,
  },
  {
    kind: 'chat file (both sides of the conversation)',
    make: async () => {
      const res = await t.upload('upload_uploadChat', { name: 'a.png', data: png(20, 20) }, { kind: 'img' }, tokens.owner);
      const path = res.json<{ data: string }>().data;
      await t.deps.db.insert(chatMessages).values({ senderId: ids.owner, recipientId: ids.peer, sendtype: 'img', text: path });
      return path;
    },
    peer: true,
  },
  {
    kind: 'payment proof of a trade',
    make: async () => {
      const path = await uploadImage('general');
      // a bank top-up's voucher as the trade keeps it (spec: paymode 3 bank card, ispaysuccess 0 pending)
      await t.deps.db.insert(walletTrades).values({
        userId: ids.owner,
        tradeCode: `T${Date.now()}`,
        kind: 'topup',
        amount: 100,
        paymode: 3,
        ispaysuccess: 0,
        requestHash: 'x',
        payProof: path,
      });
      return path;
    },
    peer: false,
  },
  {
    kind: 'resume attachment',
    make: async () => {
      const path = await uploadImage('general');
      // as zpResume_uploadFile records it (the seeker may have no resume row in the seed)
      await t.deps.db.update(uploads).set({ purpose: 'resume' }).where(eq(uploads.path, path));
      return path;
    },
    peer: false,
  },
];

describe.each(kinds)('$kind', ({ make, peer, kind }) => {
  let path = '';
  beforeAll(async () => {
    path = await make();
  });
  const owner = () => (kind.startsWith('business licence') ? tokens.peer : tokens.owner);

  it('is refused to a visitor and to another user: 404, no bytes, on both routes', async () => {
    refused(await get(`/uploads/${path}`));
    refused(await get(`/uploads/${path}`, tokens.stranger));
    refused(await get(`/down_downFile.action?filePathName=${encodeURIComponent(path)}`));
    refused(await get(`/down_downFile.action?filePathName=${encodeURIComponent(path)}`, tokens.stranger));
    // a made-up or another user's file key opens nothing either
    refused(await get(`/uploads/${path}?k=1.zzzzzz.${'a'.repeat(32)}`));
    if (!peer) refused(await get(`/uploads/${path}`, kind.startsWith('business licence') ? tokens.owner : tokens.peer));
  });

  it('is served to its owner and staff (and the other side), never cached by shared caches', async () => {
    served(await get(`/uploads/${path}`, owner()));
    served(await get(`/uploads/${path}`, tokens.staff));
    served(await get(`/down_downFile.action?filePathName=${encodeURIComponent(path)}`, tokens.staff));
    if (peer) served(await get(`/uploads/${path}`, tokens.peer));
  });

  it('opens for <img> tags through the file key signed-in replies carry', async () => {
    const reply = await t.post('chatFriend_list', {}, { token: owner() });
    const key = reply.headers['x-file-key'];
    expect(typeof key).toBe('string');
    served(await get(`/uploads/${path}?k=${encodeURIComponent(String(key))}`));
    const strangerKey = (await t.post('chatFriend_list', {}, { token: tokens.stranger })).headers['x-file-key'];
    refused(await get(`/uploads/${path}?k=${encodeURIComponent(String(strangerKey))}`));
  });
});

describe('public pictures', () => {
  it('an avatar, a cover and a banner stay public and cacheable', async () => {
    for (const purpose of ['avatar', 'cover', 'banner']) {
      const path = await uploadImage(purpose);
      const res = await get(`/uploads/${path}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    }
  });
});
