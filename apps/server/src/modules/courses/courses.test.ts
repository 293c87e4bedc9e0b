import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { COURSE_MSG, WALLET_MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { articles, courseOrders, enterpriseKeys } from '../../db/schema/index.ts';
import { PWD, base, expectLedgerOk, fund, sandboxFor, userId, withPassword } from '../ledger/test-support.ts';
import { useCourseContent } from './course-content.port.ts';
import { sweepExpired } from './orders.service.ts';

// The buyer side of the course marketplace: refusals first, then the happy paths.

let t: TestApp;
let person: string; // person01: author of two demo courses, buys company01's
let company: string; // company01: author of two demo courses, issues keys
let hr: string; // hragency01: pays with a key
let zone: string; // zoneuser01: refunds
let staff: string;
let tsCourse: number; // company01, 199.00
let lawCourse: number; // company01, 99.00
let pyCourse: number; // person01, 59.90
let jobCourse: number; // person01, 29.90
let draft: number; // company01, under review

type Res = { statusCode: number; json: <T>() => T };
const body = (res: Res) => res.json<{ success: boolean; error?: string; msg?: string } & Record<string, unknown>>();
const courseId = async (title: string) => {
  const [row] = await t.deps.db.select({ id: articles.id }).from(articles).where(eq(articles.title, title));
  if (!row) throw new Error(`no course ${title}`);
  return row.id;
};
interface OrderOut {
  id: number;
  orderId: string;
  listId: string;
  orderState: number;
  orderPrice: string;
  refundable: boolean;
}

beforeAll(async () => {
  t = await createTestApp();
  person = await withPassword(t, 'person01');
  company = await withPassword(t, 'company01');
  hr = await withPassword(t, 'hragency01');
  zone = await withPassword(t, 'zoneuser01');
  staff = await t.login('admin001', 'Admin@2026');
  tsCourse = await courseId('TypeScript 工程化实战');
  lawCourse = await courseId('劳动法规与用工风险防范');
  pyCourse = await courseId('Python 数据分析入门');
  jobCourse = await courseId('面试技巧：从简历到录用');
  const [d] = await t.deps.db
    .insert(articles)
    .values({
      title: '审核中的课程',
      summary: '尚未通过审核',
      content: '<p>x</p>',
      authorId: await userId(t, 'company01'),
      typeIds: [],
      kind: 'course',
      status: 0,
      readMoney: 1000,
    })
    .returning({ id: articles.id });
  draft = d?.id ?? 0;
});
afterAll(async () => {
  useCourseContent(null);
  await t.close();
});

describe('refusals', () => {
  it('refuses anonymous callers with 401 on every user action', async () => {
    for (const name of [
      'order_wxPayOrder',
      'order_wxQuery',
      'cartItem_add',
      'cartItem_list',
      'cartItem_delete',
      'cartItem_clearCart',
      'order_add',
      'order_orderDetail',
      'order_orderPay',
      'order_buyList',
      'order_saleList',
      'evaluation_pingJia',
      'order_refund',
      'course_learn',
      'course_progress',
      'enterpriseKey_add',
      'enterpriseKey_list',
      'enterpriseKey_revoke',
      'enterpriseKey_uses',
    ]) {
      expect((await t.post(name, {})).statusCode, name).toBe(401);
    }
  });

  it('refuses a body naming another user with 403', async () => {
    expect((await t.post('cartItem_list', { uid: 1 }, { token: person })).statusCode).toBe(403);
    expect((await t.post('order_buyList', { userid: 1 }, { token: person })).statusCode).toBe(403);
  });

  it('gives 400 with the spec message for empty selections, stars and short comments', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['cartItem_delete', {}, COURSE_MSG.selectToDelete],
      ['cartItem_delete', { Ids: '' }, COURSE_MSG.selectToDelete],
      ['order_add', { ids: '' }, COURSE_MSG.selectToSubmit],
      ['order_orderPay', { payPwdType: 0, ids: '', accountpwd: PWD }, COURSE_MSG.selectToSubmit],
      ['order_orderPay', { payPwdType: 0, ids: '1' }, COURSE_MSG.payPwdFirst],
      ['order_orderPay', { ids: '1' }, COURSE_MSG.payPwdFirst],
      ['order_orderPay', { payPwdType: 7, ids: '1', accountpwd: PWD }, '请选择支付方式'],
      ['order_orderPay', { payPwdType: 0, ids: '1', accountpwd: '12ab56' }, WALLET_MSG.payPwdDigits],
      ['order_orderPay', { payPwdType: 1, ids: '1', key: '' }, COURSE_MSG.keyRequired],
      ['evaluation_pingJia', { orderId: 1, allScore: 0, content: '这门课讲得非常清楚，推荐给大家' }, COURSE_MSG.starsRequired],
      ['evaluation_pingJia', { orderId: 1, allScore: 6, content: '这门课讲得非常清楚，推荐给大家' }, COURSE_MSG.starsRequired],
      ['evaluation_pingJia', { orderId: 1, allScore: 5, content: '很好' }, COURSE_MSG.commentMin],
      ['article_getarticleList', { keyword: '长'.repeat(31) }, '关键词不能超过30个字'],
      ['article_selectArticleById', { id: 'abc' }, '课程 id 错误'],
      ['course_progress', { articleId: 1, sectionId: 1, percent: 101 }, '进度须在0到100之间'],
      ['course_progress', { articleId: 1, sectionId: 1, percent: 'half' }, '进度须在0到100之间'],
      ['order_buyList', { orderType: 'x' }, '订单类型错误'],
      ['order_refund', { orderId: 'x' }, COURSE_MSG.orderNotFound],
      ['enterpriseKey_add', { name: '培训', budget: '1.234', days: 30 }, COURSE_MSG.keyBudgetRange],
      ['enterpriseKey_add', { name: '培训', budget: '0', days: 30 }, COURSE_MSG.keyBudgetRange],
      ['enterpriseKey_add', { name: '培训', budget: '10', days: 0 }, COURSE_MSG.keyDays],
    ];
    for (const [name, input, msg] of cases) {
      const res = await t.post(name, input, { token: person });
      expect(res.statusCode, `${name} ${JSON.stringify(input)}`).toBe(400);
      expect(body(res).error, name).toBe(msg);
    }
  });

  it('never lists, shows, carts or orders an unapproved course, except to its author', async () => {
    const list = body(await t.post('article_getarticleList', { pageSize: 50 })) as unknown as { recordList: { id: number }[] };
    expect(list.recordList.map((c) => c.id)).not.toContain(draft);
    expect((await t.post('article_selectArticleById', { id: draft }, { token: person })).statusCode).toBe(404);
    expect((await t.post('article_selectArticleById', { id: draft })).statusCode).toBe(404);
    const own = await t.post('article_selectArticleById', { id: draft }, { token: company });
    expect(own.statusCode).toBe(200);
    expect((body(own) as unknown as { article: { status: number }; mine: boolean }).mine).toBe(true);
    expect(body(await t.post('cartItem_add', { articleId: draft }, { token: person })).error).toBe(COURSE_MSG.notFound);
    expect(body(await t.post('order_add', { ids: String(draft) }, { token: person })).error).toBe(COURSE_MSG.notFound);
  });

  it("refuses buying one's own course", async () => {
    expect(body(await t.post('cartItem_add', { articleId: pyCourse }, { token: person })).error).toBe(COURSE_MSG.ownCourse);
    expect(body(await t.post('order_add', { ids: String(pyCourse) }, { token: person })).error).toBe(COURSE_MSG.ownCourse);
  });

  it('refuses a company-only key action to an individual', async () => {
    expect((await t.post('enterpriseKey_add', { name: '培训', budget: '10', days: 30 }, { token: person })).statusCode).toBe(403);
  });
});

describe('browse', () => {
  it('lists approved courses with type filter, keyword and paging', async () => {
    const all = body(await t.post('article_getarticleList', { pageNum: 0, pageSize: 2 })) as unknown as {
      recordList: { id: number; readMoney: string }[];
      recordCount: number;
    };
    expect(all.recordCount).toBe(4);
    expect(all.recordList).toHaveLength(2);
    const groups = body(await t.post('dictionary_lxjhList', {})) as unknown as {
      data: { id: number; value: string; dictionaryDetailList: { id: number; value: string }[] }[];
    };
    const hrGroup = groups.data.find((g) => g.value === 'g6');
    if (!hrGroup) throw new Error('no g6');
    const byParent = body(await t.post('article_getarticleList', { articleType: hrGroup.id })) as unknown as {
      recordList: { id: number }[];
    };
    expect(byParent.recordList.map((c) => c.id).sort()).toEqual([lawCourse, jobCourse].sort());
    const law = hrGroup.dictionaryDetailList.find((d) => d.value === 'g6-3');
    const byChild = body(await t.post('article_getarticleList', { articleType: law?.id })) as unknown as { recordList: { id: number }[] };
    expect(byChild.recordList.map((c) => c.id)).toEqual([lawCourse]);
    const kw = body(await t.post('article_getarticleList', { keyword: 'pandas' })) as unknown as {
      recordList: { id: number; readMoney: string }[];
    };
    expect(kw.recordList.map((c) => [c.id, c.readMoney])).toEqual([[pyCourse, '59.90']]);
    const literal = body(await t.post('article_getarticleList', { keyword: '%' })) as unknown as { recordCount: number };
    expect(literal.recordCount).toBe(0);
  });

  it("shows a course with price, author, reviews and the caller's relation", async () => {
    const res = body(await t.post('article_selectArticleById', { id: tsCourse }, { token: person })) as unknown as {
      article: { title: string; readMoney: string; author: string; readcount: number };
      mine: boolean;
      inCart: boolean;
      boughtOrderId: number | null;
      courseChaptersList: unknown[];
    };
    expect(res.article.title).toBe('TypeScript 工程化实战');
    expect(res.article.readMoney).toBe('199.00');
    expect(res.article.readcount).toBe(1);
    expect(res.mine).toBe(false);
    expect(res.boughtOrderId).toBeNull();
    expect(res.courseChaptersList).toEqual([]);
  });

  it("keeps a course's page for everybody but shows each change, view, cart line and the author's own view at once", async () => {
    type Page = {
      article: { title: string; summary: string; readcount: number; reviewReason: string | null };
      mine: boolean;
      inCart: boolean;
    };
    const show = async (token?: string) => {
      const res = await t.post('article_selectArticleById', { id: lawCourse }, token ? { token } : {});
      return { status: res.statusCode, page: body(res) as unknown as Page };
    };
    // the watch keeps nothing for a moment after a write (db/kept/write-watch.ts); the page read after it is kept
    await new Promise((r) => setTimeout(r, 1_100));
    const first = (await show()).page;
    // behind the app's back (the raw driver): the kept page stands, for visitors and signed-in callers alike
    const unseen = (statement: string) =>
      (t.deps.db as unknown as { $client: { query(q: string): Promise<unknown> } }).$client.query(statement);
    await unseen(`update articles set summary = 'x', title = '看不见的改动' where id = ${lawCourse}`);
    expect((await show()).page.article.title).toBe(first.article.title);
    expect((await show(hr)).page.article.title).toBe(first.article.title);
    // every view still counts
    expect((await show()).page.article.readcount).toBe(first.article.readcount + 3);
    expect((await show(hr)).page.article.readcount).toBe(first.article.readcount + 4);
    // the caller's relation is his own, not the kept page's
    expect((await show(hr)).page.inCart).toBe(false);
    expect(body(await t.post('cartItem_add', { articleId: lawCourse }, { token: hr })).success).toBe(true);
    expect((await show(hr)).page.inCart).toBe(true);
    expect((await show()).page.inCart).toBe(false);
    // a change of the course (here through the app's handle, outside any request) is in the very next read
    await t.deps.db
      .update(articles)
      .set({ title: '劳动法规与用工风险防范（新版）', reviewReason: '请补充案例' })
      .where(eq(articles.id, lawCourse));
    const changed = await show();
    expect(changed.page.article.title).toBe('劳动法规与用工风险防范（新版）');
    expect(changed.page.article.reviewReason).toBeNull();
    // the author sees what only he may see, although the page is kept for the others
    const own = (await show(company)).page;
    expect([own.mine, own.article.reviewReason]).toEqual([true, '请补充案例']);
    // withdrawn: gone for everybody else at once, still there for its author
    await t.deps.db.update(articles).set({ status: 0 }).where(eq(articles.id, lawCourse));
    expect((await show()).status).toBe(404);
    expect((await show(hr)).status).toBe(404);
    expect((await show(company)).status).toBe(200);
    await t.deps.db
      .update(articles)
      .set({ status: 1, title: '劳动法规与用工风险防范', summary: first.article.summary, reviewReason: null })
      .where(eq(articles.id, lawCourse));
    expect((await show()).page.article.title).toBe('劳动法规与用工风险防范');
    expect(body(await t.post('cartItem_clearCart', {}, { token: hr })).success).toBe(true);
  });
});

describe('cart', () => {
  it("adds, lists, refuses a duplicate, deletes one and selected, clears; another user's line is 403", async () => {
    expect(body(await t.post('cartItem_add', { articleId: tsCourse }, { token: person })).success).toBe(true);
    expect(body(await t.post('cartItem_add', { articleId: tsCourse }, { token: person })).error).toBe(COURSE_MSG.alreadyInCart);
    await t.post('cartItem_add', { articleId: lawCourse }, { token: person });
    const other = body(await t.post('cartItem_add', { articleId: tsCourse }, { token: zone })) as unknown as { id: number };
    const list = body(await t.post('cartItem_list', {}, { token: person })) as unknown as {
      data: { id: number; article: { id: number } }[];
    };
    expect(list.data.map((i) => i.article.id).sort()).toEqual([tsCourse, lawCourse].sort());
    expect((await t.post('cartItem_delete', { Ids: `${list.data[0]?.id},${other.id}` }, { token: person })).statusCode).toBe(403);
    expect((body(await t.post('cartItem_list', {}, { token: person })) as unknown as { data: unknown[] }).data).toHaveLength(2);
    expect(body(await t.post('cartItem_delete', { id: list.data[0]?.id }, { token: person })).deleted).toBe(1);
    expect(body(await t.post('cartItem_clearCart', {}, { token: person })).deleted).toBe(1);
    expect(body(await t.post('cartItem_clearCart', {}, { token: zone })).deleted).toBe(1);
  });
});

describe('orders and payment', () => {
  let order: OrderOut;

  it('orders from the cart, removing the lines, and shows the order to buyer and seller only', async () => {
    await t.post('cartItem_add', { articleId: tsCourse }, { token: person });
    const added = body(await t.post('order_add', { ids: String(tsCourse) }, { token: person })) as unknown as {
      listId: string;
      orders: OrderOut[];
    };
    expect(added.orders).toHaveLength(1);
    order = added.orders[0] as OrderOut;
    expect(order.orderState).toBe(0);
    expect(order.orderPrice).toBe('199.00');
    expect((body(await t.post('cartItem_list', {}, { token: person })) as unknown as { data: unknown[] }).data).toHaveLength(0);
    // ordering again reuses the unpaid order
    const again = body(await t.post('order_add', { ids: String(tsCourse) }, { token: person })) as unknown as { orders: OrderOut[] };
    expect(again.orders[0]?.id).toBe(order.id);
    order = again.orders[0] as OrderOut;
    const detail = body(await t.post('order_orderDetail', { listId: order.listId }, { token: person })) as unknown as {
      data: OrderOut[];
      totalPrice: string;
    };
    expect(detail.totalPrice).toBe('199.00');
    expect((await t.post('order_orderDetail', { orderId: order.id }, { token: company })).statusCode).toBe(200);
    expect((await t.post('order_orderDetail', { orderId: order.id }, { token: zone })).statusCode).toBe(403);
  });

  it('refuses paying with too little balance, changing nothing', async () => {
    const before = await base(t, person);
    const res = body(await t.post('order_orderPay', { payPwdType: 0, ids: String(order.id), accountpwd: PWD }, { token: person }));
    expect(res.success).toBe(false);
    expect(res.error).toBe(WALLET_MSG.insufficient);
    expect(await base(t, person)).toEqual(before);
    const [row] = await t.deps.db.select().from(courseOrders).where(eq(courseOrders.id, order.id));
    expect(row?.state).toBe(0);
  });

  it("refuses a wrong payment password and another user's order", async () => {
    await fund(t, person, staff, '50');
    const wrong = body(await t.post('order_orderPay', { payPwdType: 0, ids: String(order.id), accountpwd: '000000' }, { token: person }));
    expect(wrong.error).toMatch(/密码/);
    expect((await t.post('order_orderPay', { payPwdType: 0, ids: String(order.id), accountpwd: PWD }, { token: zone })).statusCode).toBe(
      403,
    );
    expect((await base(t, person)).amount).toBe('500.00');
  });

  it('pays in one transaction: coins to the seller, order paid, points, buy count; twice is refused', async () => {
    const sellerBefore = await base(t, company);
    const res = body(
      await t.post('order_orderPay', { payPwdType: 0, ids: String(order.id), accountpwd: PWD }, { token: person }),
    ) as unknown as { success: boolean; msg: string; data: OrderOut[] };
    expect(res.success).toBe(true);
    expect(res.data[0]?.orderState).toBe(1);
    const buyer = await base(t, person);
    expect(buyer.amount).toBe('301.00');
    expect(buyer.totalsocre).toBe(199);
    expect((await base(t, company)).amount).toBe((Number(sellerBefore.amount) + 199).toFixed(2));
    const [art] = await t.deps.db.select().from(articles).where(eq(articles.id, tsCourse));
    expect(art?.buyCount).toBe(1);
    const twice = body(await t.post('order_orderPay', { payPwdType: 0, ids: String(order.id), accountpwd: PWD }, { token: person }));
    expect(twice.error).toBe(COURSE_MSG.orderPaid);
    expect((await base(t, person)).amount).toBe('301.00');
    expect(body(await t.post('cartItem_add', { articleId: tsCourse }, { token: person })).error).toBe(COURSE_MSG.alreadyBought);
    await expectLedgerOk(t);
  });

  it("lists the buyer's orders by tab and the seller's sales", async () => {
    await t.post('order_add', { ids: String(lawCourse) }, { token: person });
    type L = { recordList: OrderOut[]; recordCount: number; pageSize: number };
    const all = body(await t.post('order_buyList', { pageNum: 0, pageSize: 5 }, { token: person })) as unknown as L;
    expect(all.recordCount).toBe(2);
    const unpaid = body(await t.post('order_buyList', { orderType: 0 }, { token: person })) as unknown as L;
    expect(unpaid.recordList.map((o) => o.orderState)).toEqual([0]);
    const paid = body(await t.post('order_buyList', { orderType: 1, orderType1: 5 }, { token: person })) as unknown as L;
    expect(paid.recordList.map((o) => o.id)).toEqual([order.id]);
    expect(paid.pageSize).toBe(5);
    const sales = body(await t.post('order_saleList', {}, { token: company })) as unknown as L;
    expect(sales.recordList.map((o) => o.id)).toEqual([order.id]);
    expect((body(await t.post('order_saleList', {}, { token: zone })) as unknown as L).recordCount).toBe(0);
  });

  it('reviews a paid order once: state 5, the course count and stars update', async () => {
    expect(
      (await t.post('evaluation_pingJia', { orderId: order.id, allScore: 4, content: '讲得很清楚，案例也很实用，推荐' }, { token: zone }))
        .statusCode,
    ).toBe(403);
    const ok = body(
      await t.post(
        'evaluation_pingJia',
        { orderId: order.id, allScore: 4, content: encodeURIComponent('讲得很清楚，案例也很实用，推荐'), orderState: 5 },
        { token: person },
      ),
    );
    expect(ok.success).toBe(true);
    const again = body(
      await t.post('evaluation_pingJia', { orderId: order.id, allScore: 5, content: '第二次评价也应该被拒绝才对' }, { token: person }),
    );
    expect(again.error).toBe(COURSE_MSG.notReviewable);
    const show = body(await t.post('article_selectArticleById', { id: tsCourse })) as unknown as {
      article: { evaluationCount: number; evaluationLevelCount: number; rating: number };
      evaluations: { content: string }[];
    };
    expect(show.article).toMatchObject({ evaluationCount: 1, evaluationLevelCount: 4, rating: 4 });
    expect(show.evaluations[0]?.content).toBe('讲得很清楚，案例也很实用，推荐');
  });

  it('cancels an order unpaid for 30 days, on read and by the sweep; it cannot be paid', async () => {
    const [open] = await t.deps.db.select().from(courseOrders).where(eq(courseOrders.articleId, lawCourse));
    if (!open) throw new Error('no open order');
    await t.deps.db
      .update(courseOrders)
      .set({ createdAt: sql`now() - interval '30 days 1 minute'` })
      .where(eq(courseOrders.id, open.id));
    const list = body(await t.post('order_buyList', { orderType: 0 }, { token: person })) as unknown as { recordCount: number };
    expect(list.recordCount).toBe(0);
    const res = body(await t.post('order_orderPay', { payPwdType: 0, ids: String(open.id), accountpwd: PWD }, { token: person }));
    expect(res.error).toBe(COURSE_MSG.orderClosed);
  });
});

describe('learning and refund', () => {
  let zoneOrder: OrderOut;
  const SECTION = 7001;

  beforeAll(async () => {
    // The author side's content is not merged yet: a course with one section stands in for it.
    useCourseContent({
      chapters: (_db, articleId) =>
        Promise.resolve(
          articleId === jobCourse
            ? [
                {
                  id: 1,
                  chaptersname: '第一章',
                  chapterscontent: '简历',
                  courseList: [{ id: SECTION, coursename: '简历结构', hasVideo: false }],
                },
              ]
            : [],
        ),
      hasSection: (_db, articleId, sectionId) => Promise.resolve(articleId === jobCourse && sectionId === SECTION),
      section: (_db, articleId, sectionId) =>
        Promise.resolve(
          articleId === jobCourse && sectionId === SECTION
            ? { id: SECTION, chapterId: 1, name: '简历结构', content: '<p>简历</p>', video: null, attachments: [] }
            : null,
        ),
    });
    await fund(t, zone, staff, '20');
  });

  it('refuses learning an unbought course, and progress before buying', async () => {
    expect(body(await t.post('course_learn', { id: jobCourse }, { token: zone })).error).toBe(COURSE_MSG.notLearnable);
    expect(body(await t.post('course_progress', { articleId: jobCourse, sectionId: SECTION, percent: 10 }, { token: zone })).error).toBe(
      COURSE_MSG.notLearnable,
    );
  });

  it('refunds a paid course with no learning done, once, to the wallet', async () => {
    const added = body(await t.post('order_add', { ids: String(jobCourse) }, { token: zone })) as unknown as { orders: OrderOut[] };
    zoneOrder = added.orders[0] as OrderOut;
    const sellerBefore = (await base(t, person)).amount;
    await t.post('order_orderPay', { payPwdType: 0, ids: String(zoneOrder.id), accountpwd: PWD }, { token: zone });
    expect((await base(t, zone)).amount).toBe('170.10');
    expect((await t.post('order_refund', { orderId: zoneOrder.id }, { token: person })).statusCode).toBe(403);
    const res = body(await t.post('order_refund', { orderId: zoneOrder.id }, { token: zone })) as unknown as {
      success: boolean;
      data: OrderOut;
    };
    expect(res.success).toBe(true);
    expect(res.data.orderState).toBe(3);
    const after = await base(t, zone);
    expect(after.amount).toBe('200.00');
    expect(after.totalsocre).toBe(0);
    expect((await base(t, person)).amount).toBe(sellerBefore);
    expect(body(await t.post('order_refund', { orderId: zoneOrder.id }, { token: zone })).error).toBe(COURSE_MSG.refundOnce);
    await expectLedgerOk(t);
  });

  it('keeps progress per section for a bought course, and then refuses a refund', async () => {
    const added = body(await t.post('order_add', { ids: String(jobCourse) }, { token: zone })) as unknown as { orders: OrderOut[] };
    const o = added.orders[0] as OrderOut;
    expect(o.id).not.toBe(zoneOrder.id);
    await t.post('order_orderPay', { payPwdType: 0, ids: String(o.id), accountpwd: PWD }, { token: zone });
    const paidList = body(await t.post('order_buyList', { orderType: 1, orderType1: 5 }, { token: zone })) as unknown as {
      recordList: OrderOut[];
    };
    // paid and nothing learned yet: the list offers the refund (the page reads "learned" in its own statement)
    expect(paidList.recordList.find((r) => r.id === o.id)?.refundable).toBe(true);
    expect((await t.post('course_progress', { articleId: jobCourse, sectionId: 9999, percent: 10 }, { token: zone })).statusCode).toBe(400);
    expect(body(await t.post('course_progress', { articleId: jobCourse, sectionId: SECTION, percent: 40 }, { token: zone })).percent).toBe(
      40,
    );
    expect(body(await t.post('course_progress', { articleId: jobCourse, sectionId: SECTION, percent: 10 }, { token: zone })).percent).toBe(
      40,
    );
    const learn = body(await t.post('course_learn', { id: jobCourse }, { token: zone })) as unknown as {
      progress: { sectionId: number; percent: number }[];
      courseChaptersList: unknown[];
    };
    expect(learn.progress).toEqual([expect.objectContaining({ sectionId: SECTION, percent: 40 })]);
    expect(learn.courseChaptersList).toHaveLength(1);
    expect(body(await t.post('order_refund', { orderId: o.id }, { token: zone })).error).toBe(COURSE_MSG.refundLearned);
    const list = body(await t.post('order_buyList', { orderType: 1, orderType1: 5 }, { token: zone })) as unknown as {
      recordList: OrderOut[];
    };
    expect(list.recordList.find((r) => r.id === o.id)?.refundable).toBe(false);
  });
});

describe('enterprise keys', () => {
  let key: string;
  let keyId: number;

  it('creates a key shown once, stored hashed, its budget held in the company wallet', async () => {
    await fund(t, company, staff, '30');
    const before = await base(t, company);
    const res = body(await t.post('enterpriseKey_add', { name: '新员工培训', budget: '100', days: 30 }, { token: company })) as unknown as {
      key: string;
      data: { id: number; remaining: string; status: string };
    };
    key = res.key;
    keyId = res.data.id;
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(res.data).toMatchObject({ remaining: '100.00', status: 'active' });
    const [row] = await t.deps.db.select().from(enterpriseKeys).where(eq(enterpriseKeys.id, keyId));
    expect(row?.keyHash).not.toContain(key);
    expect(JSON.stringify(row)).not.toContain(key.slice(5));
    const after = await base(t, company);
    expect(after.amount).toBe(before.amount);
    expect(Number(after.held) - Number(before.held)).toBe(100);
    const list = body(await t.post('enterpriseKey_list', {}, { token: company })) as unknown as { data: Record<string, unknown>[] };
    expect(JSON.stringify(list)).not.toContain(key);
  });

  it("refuses a wrong key, a budget too small, and another company's key uses", async () => {
    const o = (body(await t.post('order_add', { ids: String(tsCourse) }, { token: hr })) as unknown as { orders: OrderOut[] })
      .orders[0] as OrderOut;
    expect(body(await t.post('order_orderPay', { payPwdType: 1, ids: String(o.id), key: 'XCBK-wrong' }, { token: hr })).error).toBe(
      COURSE_MSG.keyInvalid,
    );
    expect(body(await t.post('order_orderPay', { payPwdType: 1, ids: String(o.id), key }, { token: hr })).error).toBe(COURSE_MSG.keyBudget);
    expect((await t.post('enterpriseKey_uses', { id: keyId }, { token: person })).statusCode).toBe(403);
    expect((await t.post('enterpriseKey_revoke', { id: keyId }, { token: hr })).statusCode).toBe(403);
  });

  it('pays with a key: the company is charged, the seller paid, the use listed', async () => {
    const companyBefore = await base(t, company);
    const sellerBefore = await base(t, person);
    const hrBefore = await base(t, hr);
    const o = (body(await t.post('order_add', { ids: String(pyCourse) }, { token: hr })) as unknown as { orders: OrderOut[] })
      .orders[0] as OrderOut;
    const res = body(await t.post('order_orderPay', { payPwdType: 1, ids: String(o.id), key }, { token: hr })) as unknown as {
      success: boolean;
      data: OrderOut[];
    };
    expect(res.success).toBe(true);
    expect(res.data[0]?.orderState).toBe(1);
    const companyAfter = await base(t, company);
    expect(Number(companyBefore.amount) - Number(companyAfter.amount)).toBeCloseTo(59.9, 2);
    expect(companyAfter.held).toBe('40.10');
    expect(Number((await base(t, person)).amount) - Number(sellerBefore.amount)).toBeCloseTo(59.9, 2);
    expect(await base(t, hr)).toEqual(hrBefore);
    const uses = body(await t.post('enterpriseKey_uses', { id: keyId }, { token: company })) as unknown as {
      data: { course: string; amount: string }[];
    };
    expect(uses.data).toEqual([expect.objectContaining({ course: 'Python 数据分析入门', amount: '59.90' })]);
    await expectLedgerOk(t);
  });

  it('revokes a key: the rest is released and the key no longer pays', async () => {
    const res = body(await t.post('enterpriseKey_revoke', { id: keyId }, { token: company })) as unknown as { data: { status: string } };
    expect(res.data.status).toBe('revoked');
    expect((await base(t, company)).held).toBe('0.00');
    const o = (body(await t.post('order_add', { ids: String(jobCourse) }, { token: hr })) as unknown as { orders: OrderOut[] })
      .orders[0] as OrderOut;
    expect(body(await t.post('order_orderPay', { payPwdType: 1, ids: String(o.id), key }, { token: hr })).error).toBe(
      COURSE_MSG.keyRevoked,
    );
    await expectLedgerOk(t);
  });

  it('an expired key releases its hold and is refused', async () => {
    const res = body(await t.post('enterpriseKey_add', { name: '短期', budget: '10', days: 1 }, { token: company })) as unknown as {
      key: string;
      data: { id: number };
    };
    await t.deps.db
      .update(enterpriseKeys)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(enterpriseKeys.id, res.data.id));
    const o = (body(await t.post('order_buyList', { orderType: 0 }, { token: hr })) as unknown as { recordList: OrderOut[] })
      .recordList[0] as OrderOut;
    // reading the keys (or the hourly sweep) releases the hold
    body(await t.post('enterpriseKey_list', {}, { token: company }));
    expect((await base(t, company)).held).toBe('0.00');
    expect(body(await t.post('order_orderPay', { payPwdType: 1, ids: String(o.id), key: res.key }, { token: hr })).error).toBe(
      COURSE_MSG.keyExpired,
    );
    await expectLedgerOk(t);
  });
});

describe('sweep and withdrawn courses', () => {
  it("the timer's sweep cancels only orders unpaid for 30 days", async () => {
    const o = (body(await t.post('order_add', { ids: String(jobCourse) }, { token: hr })) as unknown as { orders: OrderOut[] })
      .orders[0] as OrderOut;
    await t.deps.db
      .update(courseOrders)
      .set({ createdAt: sql`now() - interval '29 days 23 hours'` })
      .where(eq(courseOrders.id, o.id));
    expect((await sweepExpired(t.deps.db)).cancelled).toBe(0);
    await t.deps.db
      .update(courseOrders)
      .set({ createdAt: sql`now() - interval '30 days 1 second'` })
      .where(eq(courseOrders.id, o.id));
    // before the sweep writes it, every read already sees it cancelled and it cannot be paid
    const listed = (body(await t.post('order_buyList', { orderType: 4 }, { token: hr })) as unknown as { recordList: OrderOut[] })
      .recordList;
    expect(listed.find((r) => r.id === o.id)?.orderState).toBe(4);
    expect(
      (body(await t.post('order_buyList', { orderType: 0 }, { token: hr })) as unknown as { recordList: OrderOut[] }).recordList.some(
        (r) => r.id === o.id,
      ),
    ).toBe(false);
    expect(body(await t.post('order_orderPay', { payPwdType: 0, ids: String(o.id), accountpwd: PWD }, { token: hr })).error).toBe(
      COURSE_MSG.orderClosed,
    );
    expect((await sweepExpired(t.deps.db)).cancelled).toBe(1);
    const [row] = await t.deps.db.select().from(courseOrders).where(eq(courseOrders.id, o.id));
    expect(row?.state).toBe(4);
  });

  it('refuses paying for a course withdrawn from sale after it was ordered, changing nothing', async () => {
    const o = (body(await t.post('order_add', { ids: String(jobCourse) }, { token: company })) as unknown as { orders: OrderOut[] })
      .orders[0] as OrderOut;
    await t.deps.db.update(articles).set({ status: 2 }).where(eq(articles.id, jobCourse));
    const before = await base(t, company);
    const res = body(await t.post('order_orderPay', { payPwdType: 0, ids: String(o.id), accountpwd: PWD }, { token: company }));
    expect(res.error).toBe(COURSE_MSG.notFound);
    expect(await base(t, company)).toEqual(before);
    await t.deps.db.update(articles).set({ status: 1 }).where(eq(articles.id, jobCourse));
  });
});

describe('WeChat QR payment (sandbox gateway)', () => {
  it('tops up exactly the order through the gateway, then pays the order once', async () => {
    const o = (body(await t.post('order_add', { ids: String(lawCourse) }, { token: zone })) as unknown as { orders: OrderOut[] })
      .orders[0] as OrderOut;
    const before = await base(t, zone);
    const qr = body(await t.post('order_wxPayOrder', { listId: o.listId }, { token: zone })) as unknown as {
      code_url: string;
      tradecode: string;
      rmbAmount: string;
    };
    expect(qr.code_url).toContain('/__sandbox/wxpay/confirm');
    expect(qr.rmbAmount).toBe('9.90');
    expect((await t.post('order_wxPayOrder', { listId: o.listId }, { token: person })).statusCode).toBe(403);
    expect((await t.post('order_wxQuery', { tradecode: qr.tradecode }, { token: person })).statusCode).toBe(403);
    expect(body(await t.post('order_wxQuery', { tradecode: qr.tradecode }, { token: zone })).paid).toBe(false);
    const notify = sandboxFor(t).notification({ out_trade_no: qr.tradecode, total_amount: '9.90' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/pay/wxpay/notify',
      payload: new URLSearchParams(notify).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.body).toBe('success');
    const [q1, q2] = await Promise.all([
      t.post('order_wxQuery', { tradecode: qr.tradecode }, { token: zone }),
      t.post('order_wxQuery', { tradecode: qr.tradecode }, { token: zone }),
    ]);
    expect(body(q1 as Res).paid).toBe(true);
    expect(body(q2 as Res).paid).toBe(true);
    const [row] = await t.deps.db.select().from(courseOrders).where(eq(courseOrders.id, o.id));
    expect(row).toMatchObject({ state: 1, payMode: 'wechat' });
    expect((await base(t, zone)).amount).toBe(before.amount);
    expect(body(await t.post('order_wxPayOrder', { listId: o.listId }, { token: zone })).error).toBe(COURSE_MSG.nothingToPay);
    await expectLedgerOk(t);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('concurrency (PostgreSQL)', () => {
  it('charges one order once when 20 requests pay it in parallel', async () => {
    const o = (body(await t.post('order_add', { ids: String(pyCourse) }, { token: zone })) as unknown as { orders: OrderOut[] })
      .orders[0] as OrderOut;
    const before = await base(t, zone);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.post('order_orderPay', { payPwdType: 0, ids: String(o.id), accountpwd: PWD }, { token: zone })),
    );
    const oks = results.filter((r) => body(r).success);
    expect(oks).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => !body(r).success).every((r) => body(r).error === COURSE_MSG.orderPaid)).toBe(true);
    expect(Number(before.amount) - Number((await base(t, zone)).amount)).toBeCloseTo(59.9, 2);
    await expectLedgerOk(t);
  });
});
