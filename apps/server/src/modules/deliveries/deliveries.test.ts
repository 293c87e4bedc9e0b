import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG, SHARING_MSG } from '@xcb/shared';
import { DELIVERY_MSG, DELIVERY_STATE } from '@xcb/shared/actions/deliveries';
import { SHARE_ORDER_STATE } from '@xcb/shared/actions/sharing';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { pdf, png } from '../../test/fixtures.ts';
import { deliveries, notices, shareOrders } from '../../db/schema/index.ts';
import { PWD, expectLedgerOk, fund, userId, withPassword } from '../ledger/test-support.ts';
import { findEscrow } from '../ledger/escrow.ts';

// Deliveries with files on a sharing order (the shared piece personnel and short-term hire use too): the
// upload, who may fetch the files, the buyer's rejection with a reason, the provider's new delivery and
// the history both sides see. Personnel and short-term hire have their own cases in their test files.

let t: TestApp;
let seller: string; // person01: the provider
let buyer: string; // company01
let stranger: string; // hragency01: neither side
let staff: string;
let orderId: number;

type Body = { success: boolean; error?: string; msg?: string } & Record<string, unknown>;
type History = { state: number; reason: string | null; note: string; files: { path: string; name: string }[] }[];
const ok = async (action: string, body: Record<string, unknown>, token: string) => {
  const res = await t.post(action, body, { token });
  const b = res.json<Body>();
  if (res.statusCode !== 200 || !b.success) throw new Error(`${action}: ${res.statusCode} ${res.body}`);
  return b;
};
const get = (path: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/uploads/${path}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
const upload = async (token: string, name = '整改报告.pdf', data = pdf('rectification report')) => {
  const res = await t.upload('upload_uploadDelivery', { name, data }, {}, token);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: string; fileName: string }>();
};
const orderRow = async () => (await t.deps.db.select().from(shareOrders).where(eq(shareOrders.id, orderId)))[0];
const history = async (token: string) => (await ok('shareOrder_detail', { id: orderId }, token)).deliveries as History;

beforeAll(async () => {
  t = await createTestApp();
  seller = await withPassword(t, 'person01');
  buyer = await withPassword(t, 'company01');
  stranger = await t.login('hragency01');
  staff = await t.login('admin001', 'Admin@2026');
  await fund(t, buyer, staff, '100');
  const item = (
    await ok(
      'shareProject_add',
      {
        title: '安全整改咨询',
        category: '其他',
        price: '300.00',
        unit: '项目',
        period: 10,
        cityName: '杭州',
        summary: '现场检查并出具整改报告',
        content: '<p>整改报告</p>',
        images: '',
      },
      seller,
    )
  ).id as number;
  await ok('admin_reviewDecide', { kind: 'sharing', id: String(item), decision: 'approve' }, staff);
  const order = (
    await ok('shareOrder_add', { itemId: item, quantity: 1, remark: '', contactName: '王经理', contactPhone: '13800000001' }, buyer)
  ).order as { id: number };
  orderId = order.id;
  await ok('shareOrder_pay', { id: orderId, accountpwd: PWD }, buyer);
});
afterAll(async () => t.close());

describe('delivery files', () => {
  it('takes documents and pictures by their bytes; refuses other files, empty ones and the anonymous', async () => {
    expect(await upload(seller)).toMatchObject({ fileName: '整改报告.pdf' });
    expect((await upload(seller, 'site.png', png(30, 20))).fileName).toBe('site.png');
    const exe = await t.upload(
      'upload_uploadDelivery',
      { name: 'report.pdf', data: Buffer.from('MZ\x90\x00 not a pdf at all') },
      {},
      seller,
    );
    expect(exe.statusCode).toBe(400);
    expect(exe.json<Body>().error).toBe(DELIVERY_MSG.fileType);
    expect((await t.upload('upload_uploadDelivery', { name: 'a.pdf', data: pdf() }, {})).statusCode).toBe(401);
  });

  it('a file is private from its upload: only its uploader (and staff) fetch it before it is delivered', async () => {
    const { data } = await upload(seller);
    expect((await get(data, seller)).statusCode).toBe(200);
    expect((await get(data, staff)).statusCode).toBe(200);
    expect((await get(data, buyer)).statusCode).toBe(404);
    expect((await get(data)).statusCode).toBe(404);
  });
});

describe('deliver, reject with a reason, deliver again', () => {
  let first: string;
  it('the provider delivers a file; the buyer and staff fetch it, a third user and the anonymous do not', async () => {
    first = (await upload(seller)).data;
    // another user's upload is not the provider's to deliver
    const foreign = (await upload(stranger)).data;
    const res = await t.post(
      'shareOrder_deliver',
      { id: orderId, deliveryNote: '整改报告见附件', deliveryFiles: [foreign] },
      { token: seller },
    );
    expect(res.statusCode).toBe(403);
    expect((await orderRow())?.state).toBe(SHARE_ORDER_STATE.paid);
    // six paths are refused by their number, before any of them is looked at
    const six = [1, 2, 3, 4, 5, 6].map((i) => `2026/11/${String(i).repeat(24)}.pdf`);
    const tooMany = await t.post(
      'shareOrder_deliver',
      { id: orderId, deliveryNote: '整改报告见附件', deliveryFiles: six },
      { token: seller },
    );
    expect(tooMany.json<Body>()).toMatchObject({ success: false, error: DELIVERY_MSG.filesMax });

    const delivered = await ok('shareOrder_deliver', { id: orderId, deliveryNote: '整改报告见附件', deliveryFiles: [first] }, seller);
    expect(delivered.order).toMatchObject({ state: SHARE_ORDER_STATE.delivered, deliveryFiles: [first] });
    expect((await get(first, buyer)).statusCode).toBe(200);
    expect((await get(first, seller)).statusCode).toBe(200);
    expect((await get(first, staff)).statusCode).toBe(200);
    expect((await get(first, stranger)).statusCode).toBe(404);
    expect((await get(first)).statusCode).toBe(404);
    expect(await history(buyer)).toEqual([
      expect.objectContaining({ state: DELIVERY_STATE.pending, note: '整改报告见附件', files: [{ path: first, name: '整改报告.pdf' }] }),
    ]);
    expect((await t.post('shareOrder_detail', { id: orderId }, { token: stranger })).statusCode).toBe(403);
  });

  it('only the buyer rejects, with a reason of at most 200 characters and no NUL; a refusal changes nothing', async () => {
    const before = await orderRow();
    expect((await t.post('shareOrder_reject', { id: orderId, reason: '缺少第三页' }, { token: seller })).statusCode).toBe(403);
    expect((await t.post('shareOrder_reject', { id: orderId, reason: '缺少第三页' }, { token: stranger })).statusCode).toBe(403);
    expect((await t.post('shareOrder_reject', { id: orderId, reason: '缺少第三页' })).statusCode).toBe(401);
    for (const [reason, error] of [
      ['', DELIVERY_MSG.reasonRequired],
      ['   ', DELIVERY_MSG.reasonRequired],
      [undefined, DELIVERY_MSG.reasonRequired],
      ['很'.repeat(201), DELIVERY_MSG.reasonMax],
      ['缺少\0第三页', MSG.textHasNul],
    ] as const) {
      const res = await t.post('shareOrder_reject', { id: orderId, reason }, { token: buyer });
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>().error).toBe(error);
    }
    expect(await orderRow()).toEqual(before);
    expect((await history(seller))[0]?.state).toBe(DELIVERY_STATE.pending);
  });

  it('the buyer rejects: the money stays held, the provider is told the reason and may not be confirmed', async () => {
    const rejected = await ok('shareOrder_reject', { id: orderId, reason: '报告缺少第三页的整改措施' }, buyer);
    expect(rejected).toMatchObject({ msg: DELIVERY_MSG.rejected, order: { state: SHARE_ORDER_STATE.rejected } });
    expect(await findEscrow(t.deps.db, 'sharing', orderId)).toMatchObject({ balance: 30000, status: 'open' });
    const sellerId = await userId(t, 'person01');
    const told = await t.deps.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, sellerId), eq(notices.title, DELIVERY_MSG.rejectedTitle)));
    expect(told.map((n) => n.content)).toEqual([expect.stringContaining('报告缺少第三页的整改措施')]);
    expect((await t.post('shareOrder_reject', { id: orderId, reason: '再退一次' }, { token: buyer })).json<Body>().error).toBe(
      DELIVERY_MSG.notRejectable,
    );
    expect((await t.post('shareOrder_confirm', { id: orderId }, { token: buyer })).json<Body>().error).toBe(SHARING_MSG.notConfirmable);
    expect((await t.post('shareOrder_cancel', { id: orderId }, { token: buyer })).json<Body>().success).toBe(false);
    // the rejected delivery's file stays visible to both sides
    expect((await get(first, buyer)).statusCode).toBe(200);
    await expectLedgerOk(t);
  });

  it('the provider delivers again; both sides see the history; the buyer accepts and the escrow pays once', async () => {
    const second = await upload(seller, '整改报告（修订）.pdf');
    await ok('shareOrder_deliver', { id: orderId, deliveryNote: '已补充第三页', deliveryFiles: [second.data] }, seller);
    for (const token of [seller, buyer, staff])
      expect(await history(token)).toEqual([
        expect.objectContaining({ state: DELIVERY_STATE.rejected, reason: '报告缺少第三页的整改措施', note: '整改报告见附件' }),
        expect.objectContaining({
          state: DELIVERY_STATE.pending,
          reason: null,
          files: [{ path: second.data, name: '整改报告（修订）.pdf' }],
        }),
      ]);
    expect((await get(second.data, buyer)).statusCode).toBe(200);
    expect((await get(second.data, stranger)).statusCode).toBe(404);
    expect((await ok('shareOrder_confirm', { id: orderId }, buyer)).order).toMatchObject({ state: SHARE_ORDER_STATE.completed });
    expect((await history(buyer)).map((d) => d.state)).toEqual([DELIVERY_STATE.rejected, DELIVERY_STATE.accepted]);
    expect((await t.post('shareOrder_reject', { id: orderId, reason: '事后退回' }, { token: buyer })).json<Body>().error).toBe(
      DELIVERY_MSG.notRejectable,
    );
    expect(await findEscrow(t.deps.db, 'sharing', orderId)).toMatchObject({ released: 30000, balance: 0, status: 'closed' });
    const rows = await t.deps.db.select().from(deliveries).where(eq(deliveries.ref, orderId));
    expect(rows).toHaveLength(2);
    await expectLedgerOk(t);
  });
});
