import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MSG, SHARING_MSG, UPLOAD_MSG, ZONE_MSG } from '@xcb/shared';
import { SHARE_RATING_MSG } from '@xcb/shared/actions/sharing';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { rsFirms, shareItems, shareOrders, shareProfiles, shareRatings } from '../../db/schema/index.ts';
import { PWD, base, expectLedgerOk, fund, uploadProof, withPassword } from '../ledger/test-support.ts';
import { findEscrow } from '../ledger/escrow.ts';

// The sharing section: refusals first (401, 400, 403, ownership, zones, unapproved, paying twice), then
// the order's whole life on both sides with the ledger check after every money step.

let t: TestApp;
let person: string; // person01: provider
let company: string; // company01: buyer
let hr: string; // hragency01: a third party
let zone: string; // zoneuser01 (zone HZGX01)
let newcomer: string; // newuser01: not certified
let staff: string;

type Body = { success: boolean; error?: string; msg?: string } & Record<string, unknown>;
const ok = async (action: string, body: Record<string, unknown>, token: string) => {
  const res = await t.post(action, body, { token });
  const b = res.json<Body>();
  if (res.statusCode !== 200 || !b.success) throw new Error(`${action}: ${res.statusCode} ${res.body}`);
  return b;
};
const project = (over: Record<string, unknown> = {}) => ({
  title: '企业官网建设',
  category: '网站建设',
  price: '1200.50',
  unit: '项目',
  period: 30,
  cityName: '杭州',
  summary: '响应式企业官网，含后台',
  content: '<p>交付源码与部署<script>alert(1)</script></p>',
  images: '',
  ...over,
});
const approve = (id: number) => ok('admin_reviewDecide', { kind: 'sharing', id: String(id), decision: 'approve' }, staff);
const itemCount = async () => (await t.deps.db.select({ n: count() }).from(shareItems))[0]?.n ?? 0;

let listed: number; // person01's approved project
let pending: number; // person01's project under review
let zoneItem: number; // zoneuser01's approved server

beforeAll(async () => {
  t = await createTestApp();
  person = await withPassword(t, 'person01');
  company = await withPassword(t, 'company01');
  hr = await withPassword(t, 'hragency01');
  zone = await withPassword(t, 'zoneuser01');
  newcomer = await t.login('newuser01');
  staff = await t.login('admin001', 'Admin@2026');
  await fund(t, company, staff, '1000'); // 10000.00 coins
  listed = (await ok('shareProject_add', project(), person)).id as number;
  await approve(listed);
  pending = (await ok('shareProject_add', project({ title: '待审核项目' }), person)).id as number;
  zoneItem = (await ok('shareServer_add', { ...project({ title: '园区运维服务', category: '运维服务', unit: '月' }) }, zone)).id as number;
  await approve(zoneItem);
});
afterAll(async () => t.close());

describe('refusals', () => {
  it('401 for anonymous callers of every user action', async () => {
    for (const name of [
      'shareProject_add',
      'shareProject_update',
      'shareServer_add',
      'shareServer_update',
      'shareItem_detail',
      'shareItem_myList',
      'shareItem_offline',
      'shareItem_collect',
      'shareItem_collectList',
      'shareItem_historyList',
      'shareCert_get',
      'shareCert_save',
      'shareOrder_add',
      'shareOrder_pay',
      'shareOrder_deliver',
      'shareOrder_confirm',
      'shareOrder_cancel',
      'shareOrder_list',
      'shareOrder_detail',
      'shareOrder_rate',
      'shareItem_ratings',
    ]) {
      expect((await t.post(name, {})).statusCode, name).toBe(401);
    }
  });

  it('400 with the Chinese message for bad input, and nothing is stored', async () => {
    const before = await itemCount();
    const cases: [Record<string, unknown>, string][] = [
      [project({ title: '' }), SHARING_MSG.titleRequired],
      [project({ title: 'x'.repeat(31) }), SHARING_MSG.titleMax],
      [project({ price: '0' }), SHARING_MSG.priceInvalid],
      [project({ price: '1.234' }), SHARING_MSG.priceInvalid],
      [project({ category: '不存在' }), SHARING_MSG.categoryRequired],
      [project({ period: 0 }), SHARING_MSG.periodInvalid],
      [project({ images: '../etc/passwd' }), SHARING_MSG.imageInvalid],
      [project({ images: 'a.png,b.png,c.png,d.png,e.png,f.png' }), SHARING_MSG.imagesMax],
      [project({ content: '<script>x</script>' }), SHARING_MSG.contentRequired],
    ];
    for (const [body, msg] of cases) {
      const res = await t.post('shareProject_add', body, { token: person });
      expect(res.statusCode, msg).toBe(400);
      expect(res.json<Body>().error).toBe(msg);
    }
    expect(await itemCount()).toBe(before);
    const order = await t.post(
      'shareOrder_add',
      { itemId: listed, quantity: 1, contactName: '李', contactPhone: '123' },
      { token: company },
    );
    expect(order.statusCode).toBe(400);
    expect(order.json<Body>().error).toBe(SHARING_MSG.contactPhoneInvalid);
  });

  it('refuses publishing without certification, and a body naming another user', async () => {
    const res = await t.post('shareProject_add', project(), { token: newcomer });
    expect(res.json<Body>()).toMatchObject({ success: false, error: SHARING_MSG.certifyFirst });
    expect((await t.post('shareProject_add', { ...project(), userid: 1 }, { token: person })).statusCode).toBe(403);
  });

  it("refuses editing or taking down someone else's item (403)", async () => {
    expect((await t.post('shareProject_update', { ...project(), id: listed }, { token: company })).statusCode).toBe(403);
    expect((await t.post('shareItem_offline', { id: listed, offline: 1 }, { token: company })).statusCode).toBe(403);
    expect((await t.post('shareServer_update', { ...project({ category: '运维服务' }), id: listed }, { token: person })).statusCode).toBe(
      404,
    );
  });

  it('hides an unapproved item from others and refuses ordering it', async () => {
    expect((await t.post('shareItem_detail', { id: pending }, { token: company })).statusCode).toBe(404);
    expect((await t.post('shareItem_detail', { id: pending }, { token: person })).json<Body>().success).toBe(true);
    expect(
      (
        await t.post(
          'shareOrder_add',
          { itemId: pending, quantity: 1, contactName: '李经理', contactPhone: '13900000001' },
          { token: company },
        )
      ).json<Body>(),
    ).toMatchObject({ success: false, error: SHARING_MSG.notFound });
  });

  it('refuses ordering your own item', async () => {
    const res = await t.post(
      'shareOrder_add',
      { itemId: listed, quantity: 1, contactName: '张伟', contactPhone: '13900000001' },
      { token: person },
    );
    expect(res.json<Body>()).toMatchObject({ success: false, error: SHARING_MSG.ownItem });
  });

  it('keeps zones apart: listings, details and orders', async () => {
    const publicList = (await ok('shareItem_list', { kind: 'server' }, company)).recordList as { id: number }[];
    expect(publicList.map((r) => r.id)).not.toContain(zoneItem);
    const zoneList = (await ok('shareItem_list', { kind: 'project' }, zone)).recordList as { id: number }[];
    expect(zoneList.map((r) => r.id)).not.toContain(listed);
    expect((await ok('shareItem_list', { kind: 'server' }, zone)).recordList).toEqual([expect.objectContaining({ id: zoneItem })]);
    const anon = (await t.post('shareItem_list', { kind: 'project' })).json<{ recordList: { id: number }[] }>().recordList;
    expect(anon.map((r) => r.id)).toEqual([listed]);
    const detail = await t.post('shareItem_detail', { id: zoneItem }, { token: company });
    expect(detail.statusCode).toBe(403);
    expect(detail.json<Body>().error).toBe(ZONE_MSG.publicCannotViewPrivate('共享服务'));
    expect((await t.post('shareItem_detail', { id: listed }, { token: zone })).json<Body>().error).toBe(
      ZONE_MSG.privateCannotViewPublic('共享项目'),
    );
    expect(
      (await t.post('shareOrder_add', { itemId: listed, quantity: 1, contactName: '园区', contactPhone: '13900000001' }, { token: zone }))
        .statusCode,
    ).toBe(403);
    // staff see every zone in the queue and in details
    expect((await t.post('shareItem_detail', { id: zoneItem }, { token: staff })).json<Body>().success).toBe(true);
  });
});

describe('an order from payment to settlement', () => {
  let orderId: number;

  it('lists and filters listed items, records history and favourites', async () => {
    const list = await ok(
      'shareItem_list',
      { kind: 'project', keyword: '官网', priceMin: '1000', priceMax: '2000', category: '网站建设' },
      company,
    );
    expect(list.recordList).toEqual([
      expect.objectContaining({ id: listed, price: '1200.50', user: expect.objectContaining({ nickName: '张伟' }) }),
    ]);
    expect((await ok('shareItem_list', { kind: 'project', priceMax: '100' }, company)).recordCount).toBe(0);
    const d = await ok('shareItem_detail', { id: listed }, company);
    expect((d.item as { content: string }).content).not.toContain('script');
    expect((await ok('shareItem_historyList', {}, company)).recordList).toEqual([expect.objectContaining({ id: listed })]);
    await ok('shareItem_collect', { id: listed, collect: 1 }, company);
    expect((await ok('shareItem_detail', { id: listed }, company)).collected).toBe(true);
    expect((await ok('shareItem_collectList', { kind: 'project' }, company)).recordCount).toBe(1);
    await ok('shareItem_collect', { id: listed, collect: 0 }, company);
    expect((await ok('shareItem_collectList', {}, company)).recordCount).toBe(0);
    expect((await t.post('shareItem_collect', { id: pending, collect: 1 }, { token: company })).statusCode).toBe(404);
  });

  it('orders and pays into escrow; a third party cannot pay, see or touch it; paying twice is refused', async () => {
    const order = (
      await ok(
        'shareOrder_add',
        { itemId: listed, quantity: 2, remark: '需要中英文版', contactName: '李经理', contactPhone: '13900000001' },
        company,
      )
    ).order as { id: number; amount: string; state: number };
    orderId = order.id;
    expect(order).toMatchObject({ amount: '2401.00', state: 0 });
    expect((await t.post('shareOrder_pay', { id: orderId, accountpwd: PWD }, { token: hr })).statusCode).toBe(403);
    expect((await t.post('shareOrder_detail', { id: orderId }, { token: hr })).statusCode).toBe(403);
    expect((await t.post('shareOrder_cancel', { id: orderId }, { token: hr })).statusCode).toBe(403);
    expect((await t.post('shareOrder_pay', { id: orderId }, { token: company })).json<Body>().error).toBe(SHARING_MSG.payPwdFirst);
    const wrong = await t.post('shareOrder_pay', { id: orderId, accountpwd: '000000' }, { token: company });
    expect(wrong.json<Body>().success).toBe(false);
    expect((await base(t, company)).amount).toBe('10000.00');

    const paid = await ok('shareOrder_pay', { id: orderId, accountpwd: PWD }, company);
    expect(paid.order).toMatchObject({ state: 1 });
    expect((await base(t, company)).amount).toBe('7599.00');
    expect(await findEscrow(t.deps.db, 'sharing', orderId)).toMatchObject({ deposited: 240100, balance: 240100, status: 'open' });
    await expectLedgerOk(t);

    const again = await t.post('shareOrder_pay', { id: orderId, accountpwd: PWD }, { token: company });
    expect(again.json<Body>()).toMatchObject({ success: false, error: SHARING_MSG.orderPaid });
    expect((await base(t, company)).amount).toBe('7599.00');
    await expectLedgerOk(t);
  });

  it('only the provider delivers, only the buyer confirms; the escrow pays the provider once', async () => {
    const before = await base(t, person);
    expect((await t.post('shareOrder_deliver', { id: orderId, deliveryNote: '已上线' }, { token: company })).statusCode).toBe(403);
    expect((await t.post('shareOrder_confirm', { id: orderId }, { token: company })).json<Body>().error).toBe(SHARING_MSG.notConfirmable);
    expect((await t.post('shareOrder_deliver', { id: orderId, deliveryNote: '' }, { token: person })).json<Body>().error).toBe(
      SHARING_MSG.deliveryRequired,
    );
    // the delivered files must be the provider's own uploads: another user's (the buyer's, say) or a made-up path is refused
    const orderRow = async () => (await t.deps.db.select().from(shareOrders).where(eq(shareOrders.id, orderId)))[0];
    const undelivered = await orderRow();
    for (const deliveryFiles of [await uploadProof(t, company, 'general'), '2026/11/made-up.png']) {
      const res = await t.post('shareOrder_deliver', { id: orderId, deliveryNote: '官网已上线', deliveryFiles }, { token: person });
      expect(res.statusCode).toBe(403);
      expect(res.json<Body>()).toMatchObject({ success: false, error: UPLOAD_MSG.notYours });
    }
    expect(await orderRow()).toEqual(undelivered);
    const files = [await uploadProof(t, person, 'general'), await uploadProof(t, person, 'general')];
    expect(
      (await ok('shareOrder_deliver', { id: orderId, deliveryNote: '官网已上线，源码见附件', deliveryFiles: files.join(',') }, person))
        .order,
    ).toMatchObject({ state: 2, deliveryFiles: files });
    expect((await t.post('shareOrder_cancel', { id: orderId }, { token: company })).json<Body>().error).toBe(SHARING_MSG.notCancellable);
    expect((await t.post('shareOrder_confirm', { id: orderId }, { token: person })).statusCode).toBe(403);
    expect((await t.post('shareOrder_confirm', { id: orderId }, { token: hr })).statusCode).toBe(403);
    expect((await ok('shareOrder_confirm', { id: orderId }, company)).order).toMatchObject({ state: 3 });
    const after = await base(t, person);
    expect(Math.round(Number(after.amount) * 100) - Math.round(Number(before.amount) * 100)).toBe(240100);
    expect(await findEscrow(t.deps.db, 'sharing', orderId)).toMatchObject({ released: 240100, balance: 0, status: 'closed' });
    await expectLedgerOk(t);
    expect((await t.post('shareOrder_confirm', { id: orderId }, { token: company })).json<Body>().success).toBe(false);
    const detail = await ok('shareOrder_detail', { id: orderId }, person);
    expect(detail).toMatchObject({ order: { side: 'sell', state: 3 }, escrow: { released: '2401.00', held: '0.00', status: 'closed' } });
    expect((await ok('shareOrder_list', { side: 'sell' }, person)).recordList).toEqual([expect.objectContaining({ id: orderId })]);
    expect((await ok('shareOrder_list', { side: 'buy' }, company)).recordList).toEqual([
      expect.objectContaining({ id: orderId, side: 'buy' }),
    ]);
    expect((await ok('shareOrder_list', { side: 'buy' }, person)).recordCount).toBe(0);
  });

  it('the buyer rates the completed order once; the item shows its average and the ratings list', async () => {
    const rate = (body: Record<string, unknown>, token: string) => t.post('shareOrder_rate', { id: orderId, ...body }, { token });
    const ratingRows = async () => (await t.deps.db.select({ n: count() }).from(shareRatings))[0]?.n ?? 0;
    // bad input: no stars, stars out of range or past int4, no comment, a NUL, too long
    const bad: [Record<string, unknown>, string][] = [
      [{ content: '交付很及时' }, SHARE_RATING_MSG.starsRequired],
      [{ stars: 0, content: '交付很及时' }, SHARE_RATING_MSG.starsRequired],
      [{ stars: 6, content: '交付很及时' }, SHARE_RATING_MSG.starsRequired],
      [{ stars: 4.5, content: '交付很及时' }, SHARE_RATING_MSG.starsRequired],
      [{ stars: 1e308, content: '交付很及时' }, SHARE_RATING_MSG.starsRequired],
      [{ stars: 2 ** 31, content: '交付很及时' }, SHARE_RATING_MSG.starsRequired],
      [{ stars: 'abc', content: '交付很及时' }, SHARE_RATING_MSG.starsRequired],
      [{ stars: 5, content: '   ' }, SHARE_RATING_MSG.ratingRequired],
      [{ stars: 5, content: '很好\u0000' }, MSG.textHasNul],
      [{ stars: 5, content: '好'.repeat(501) }, SHARE_RATING_MSG.ratingMax],
    ];
    for (const [body, msg] of bad) {
      const res = await rate(body, company);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json<Body>().error, JSON.stringify(body)).toBe(msg);
    }
    expect((await t.post('shareOrder_rate', { id: 2 ** 31, stars: 5, content: '好' }, { token: company })).statusCode).toBe(400);
    // only the buyer: the provider and a third party are refused
    expect((await rate({ stars: 5, content: '自己给自己好评' }, person)).statusCode).toBe(403);
    expect((await rate({ stars: 1, content: '路过差评' }, hr)).statusCode).toBe(403);
    expect(await ratingRows()).toBe(0);

    const done = await ok('shareOrder_rate', { id: orderId, stars: 4, content: '  官网按期上线，沟通顺畅，细节还可以再打磨  ' }, company);
    expect(done).toMatchObject({ msg: SHARE_RATING_MSG.rated, order: { id: orderId, rating: 4 } });
    // once only
    const again = await rate({ stars: 5, content: '再评一次' }, company);
    expect(again.json<Body>()).toMatchObject({ success: false, error: SHARE_RATING_MSG.alreadyRated });
    expect(await ratingRows()).toBe(1);

    const d = await ok('shareItem_detail', { id: listed }, company);
    expect(d.item).toMatchObject({ rating: 4, ratingCount: 1 });
    expect((await ok('shareItem_list', { kind: 'project' }, company)).recordList).toEqual([
      expect.objectContaining({ id: listed, rating: 4, ratingCount: 1 }),
    ]);
    const list = await ok('shareItem_ratings', { id: listed }, hr);
    expect(list).toMatchObject({ recordCount: 1 });
    expect(list.recordList).toEqual([
      expect.objectContaining({
        stars: 4,
        content: '官网按期上线，沟通顺畅，细节还可以再打磨',
        user: expect.objectContaining({ id: expect.any(Number) }),
      }),
    ]);
    expect((await ok('shareOrder_detail', { id: orderId }, person)).order).toMatchObject({ rating: 4 });
    // the ratings list keeps the detail's zone scope: a zone user is refused a public item's, and a public user a zone item's
    const zoned = await t.post('shareItem_ratings', { id: listed }, { token: zone });
    expect(zoned.statusCode).toBe(403);
    expect(zoned.json<Body>().error).toBe(ZONE_MSG.privateCannotViewPublic('共享项目'));
    expect((await t.post('shareItem_ratings', { id: zoneItem }, { token: company })).statusCode).toBe(403);
    expect((await t.post('shareItem_ratings', { id: pending }, { token: company })).statusCode).toBe(404);
    expect((await ok('shareItem_ratings', { id: pending }, person)).recordCount).toBe(0);
    expect((await ok('shareItem_ratings', { id: zoneItem }, staff)).recordCount).toBe(0);
  });

  it('an order that is not completed cannot be rated', async () => {
    const o = (await ok('shareOrder_add', { itemId: listed, quantity: 1, contactName: '李经理', contactPhone: '13900000001' }, company))
      .order as { id: number };
    const unpaid = await t.post('shareOrder_rate', { id: o.id, stars: 5, content: '还没付款就想评价' }, { token: company });
    expect(unpaid.json<Body>()).toMatchObject({ success: false, error: SHARE_RATING_MSG.notRateable });
    await ok('shareOrder_cancel', { id: o.id }, company);
    const cancelled = await t.post('shareOrder_rate', { id: o.id, stars: 1, content: '取消了也想评价' }, { token: company });
    expect(cancelled.json<Body>()).toMatchObject({ success: false, error: SHARE_RATING_MSG.notRateable });
    expect((await t.post('shareOrder_rate', { id: 999999, stars: 5, content: '不存在的订单' }, { token: company })).statusCode).toBe(404);
  });

  it('cancelling a paid order before delivery returns the money; an unpaid one just closes', async () => {
    const o = (await ok('shareOrder_add', { itemId: listed, quantity: 1, contactName: '李经理', contactPhone: '13900000001' }, company))
      .order as { id: number };
    await ok('shareOrder_pay', { id: o.id, accountpwd: PWD }, company);
    expect((await base(t, company)).amount).toBe('6398.50');
    // the provider may decline too
    const res = await ok('shareOrder_cancel', { id: o.id, reason: '档期已满' }, person);
    expect(res).toMatchObject({ msg: SHARING_MSG.refunded, order: { state: 5, cancelReason: '档期已满' } });
    expect((await base(t, company)).amount).toBe('7599.00');
    expect(await findEscrow(t.deps.db, 'sharing', o.id)).toMatchObject({ returned: 120050, status: 'closed' });
    await expectLedgerOk(t);
    expect((await t.post('shareOrder_pay', { id: o.id, accountpwd: PWD }, { token: company })).json<Body>().error).toBe(
      SHARING_MSG.orderNotPayable,
    );
    expect((await t.post('shareOrder_cancel', { id: o.id }, { token: company })).json<Body>().success).toBe(false);
    await expectLedgerOk(t);

    const unpaid = (
      await ok('shareOrder_add', { itemId: listed, quantity: 1, contactName: '李经理', contactPhone: '13900000001' }, company)
    ).order as { id: number };
    expect((await ok('shareOrder_cancel', { id: unpaid.id }, company)).order).toMatchObject({ state: 4 });
    expect(await findEscrow(t.deps.db, 'sharing', unpaid.id)).toBeNull();
    const [row] = await t.deps.db.select().from(shareOrders).where(eq(shareOrders.id, unpaid.id));
    expect(row?.cancelledBy).not.toBeNull();
  });

  it("an edit sends the item back to review; an item taken down can't be paid for", async () => {
    const o = (await ok('shareOrder_add', { itemId: listed, quantity: 1, contactName: '李经理', contactPhone: '13900000001' }, company))
      .order as { id: number };
    expect((await ok('shareProject_update', { ...project({ title: '企业官网建设（升级版）' }), id: listed }, person)).msg).toBe(
      SHARING_MSG.updated,
    );
    expect((await ok('shareItem_myList', { kind: 'project' }, person)).recordList).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: listed, status: 0 })]),
    );
    expect((await t.post('shareOrder_pay', { id: o.id, accountpwd: PWD }, { token: company })).json<Body>().error).toBe(
      SHARING_MSG.notFound,
    );
    expect((await base(t, company)).amount).toBe('7599.00');
    await approve(listed);
    await ok('shareItem_offline', { id: listed, offline: 1 }, person);
    expect((await ok('shareItem_list', { kind: 'project' }, company)).recordCount).toBe(0);
    await expectLedgerOk(t);
  });

  it('my data: certification state, profile and counts', async () => {
    await ok('shareCert_save', { intro: '十年全栈开发经验', skills: '网站建设' }, person);
    expect(await ok('shareCert_get', {}, person)).toMatchObject({
      userAuth: 1,
      canPublish: true,
      profile: { intro: '十年全栈开发经验' },
      counts: { project: 2, sold: 5 }, // with the unpaid order the rating test cancelled
    });
    expect(await ok('shareCert_get', {}, newcomer)).toMatchObject({ canPublish: false });
    expect((await t.post('shareCert_save', { intro: 'x'.repeat(501) }, { token: person })).json<Body>().error).toBe(SHARING_MSG.profileMax);
  });
});

describe("item images are the provider's own uploads", () => {
  const img = (token: string) => uploadProof(t, token, 'general');
  const row = async (id: number) => (await t.deps.db.select().from(shareItems).where(eq(shareItems.id, id)))[0];

  it("refuses another user's upload or a made-up path on publishing (403, no item), takes its own", async () => {
    const theirs = await img(company);
    const mine = await img(hr);
    const before = await itemCount();
    for (const images of [theirs, `${mine},${theirs}`, '2026/11/made-up.png']) {
      const res = await t.post('shareServer_add', project({ title: '人事外包服务', category: '运维服务', images }), { token: hr });
      expect(res.statusCode, images).toBe(403);
      expect(res.json<Body>()).toMatchObject({ success: false, error: UPLOAD_MSG.notYours });
    }
    expect(await itemCount()).toBe(before);
    const id = (await ok('shareServer_add', project({ title: '人事外包服务', category: '运维服务', images: mine }), hr)).id as number;
    expect((await row(id))?.images).toEqual([mine]);
  });

  it("an edit keeps the images the item has (also ones stored before uploads were recorded) and refuses another user's", async () => {
    const id = (await ok('shareServer_add', project({ title: '薪酬核算服务', category: '运维服务' }), hr)).id as number;
    await t.deps.db
      .update(shareItems)
      .set({ images: ['2025/01/demo-a.png', '2025/01/demo-b.png'] })
      .where(eq(shareItems.id, id));
    const edit = (images: string, token = hr) =>
      t.post('shareServer_update', { ...project({ title: '薪酬核算服务（新版）', category: '运维服务', images }), id }, { token });
    const theirs = await img(company);
    const before = await row(id);
    const refused = await edit(`2025/01/demo-a.png,${theirs}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Body>()).toMatchObject({ success: false, error: UPLOAD_MSG.notYours });
    expect(await row(id)).toEqual(before);
    // unchanged images save again; one may be dropped and an own upload added
    expect((await edit('2025/01/demo-a.png,2025/01/demo-b.png')).json<Body>()).toMatchObject({ success: true, msg: SHARING_MSG.updated });
    const mine = await img(hr);
    expect((await edit(`2025/01/demo-b.png,${mine}`)).json<Body>()).toMatchObject({ success: true });
    expect((await row(id))?.images).toEqual(['2025/01/demo-b.png', mine]);
    // a dropped image is no longer the item's: it cannot come back unless it is the user's own upload
    const back = await edit('2025/01/demo-a.png');
    expect(back.statusCode).toBe(403);
  });
});

describe('money past int4: the form allows 8 integer digits', () => {
  it('stores a price of 99,999,999.99 and an order of 99 x 1,000,000.00 (bigint hundredths), and refuses paying it without the money', async () => {
    const top = (await ok('shareProject_add', project({ title: '最高价项目', price: '99999999.99' }), person)).id as number;
    await approve(top);
    expect((await ok('shareItem_detail', { id: top }, company)).item).toMatchObject({ price: '99999999.99' });
    const big = (await ok('shareProject_add', project({ title: '百万单价项目', price: '1000000.00' }), person)).id as number;
    await approve(big);
    const order = (await ok('shareOrder_add', { itemId: big, quantity: 99, contactName: '李经理', contactPhone: '13900000001' }, company))
      .order as { id: number; amount: string; unitPrice: string };
    expect(order).toMatchObject({ amount: '99000000.00', unitPrice: '1000000.00' });
    const [row] = await t.deps.db.select({ amount: shareOrders.amount }).from(shareOrders).where(eq(shareOrders.id, order.id));
    expect(row?.amount).toBe(9_900_000_000);
    const before = (await base(t, company)).amount;
    const pay = await t.post('shareOrder_pay', { id: order.id, accountpwd: PWD }, { token: company });
    expect(pay.statusCode).toBeLessThan(500);
    expect(pay.json<Body>().success).toBe(false);
    expect((await base(t, company)).amount).toBe(before);
    const topOrder = (
      await ok('shareOrder_add', { itemId: top, quantity: 99, contactName: '李经理', contactPhone: '13900000001' }, company)
    ).order as { amount: string };
    expect(topOrder.amount).toBe('9899999999.01');
    await expectLedgerOk(t);
  });
});

describe('the provider card', () => {
  it("shows an HR agency's introduction from its firm record when it wrote no sharing one", async () => {
    const id = (await ok('shareServer_add', project({ title: '社保代缴服务', category: '运维服务' }), hr)).id as number;
    await approve(id);
    const hrId = (await t.deps.db.select({ userId: shareItems.userId }).from(shareItems).where(eq(shareItems.id, id)))[0]?.userId ?? 0;
    await t.deps.db.delete(shareProfiles).where(eq(shareProfiles.userId, hrId));
    const intro = '专注人事代理与社保服务十年';
    const [firm] = await t.deps.db.select({ id: rsFirms.id }).from(rsFirms).where(eq(rsFirms.userId, hrId));
    if (firm) await t.deps.db.update(rsFirms).set({ intro }).where(eq(rsFirms.id, firm.id));
    else await t.deps.db.insert(rsFirms).values({ userId: hrId, firmname: '华才人力', intro });
    expect((await ok('shareItem_detail', { id }, company)).profile).toEqual({ intro, skills: '' });
  });
});
