import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { FEEDBACK_MSG, UPLOAD_MSG, WALLET_MSG } from '@xcb/shared';
import { complaintFeedback, walletTrades } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { PWD, base, code, expectLedgerOk, fund, sandboxFor, uploadProof, userId, withPassword } from '../ledger/test-support.ts';

let t: TestApp;
let person: string;
let company: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  person = await withPassword(t, 'person01');
  company = await withPassword(t, 'company01');
  staff = await t.login('admin001', 'Admin@2026');
});
afterAll(async () => t.close());

const ok = (res: { json: <T>() => T }) => res.json<{ success: boolean; error?: string; msg?: string }>();

describe('refusals', () => {
  it('refuses anonymous callers with 401 on every wallet action', async () => {
    for (const name of [
      'custAccount_getAccountBase',
      'custAccount_getTradList',
      'custAccount_createJY',
      'custAccount_createcz',
      'userBank_list',
      'socre_scorelist',
      'complaintAndFeedback_add',
      'flowpath_access',
      'order_queryOrderBy',
    ]) {
      expect((await t.post(name, {})).statusCode, name).toBe(401);
    }
  });

  it('refuses marketplace users on the staff actions with 403', async () => {
    for (const name of ['walletAdmin_topupList', 'walletAdmin_withdrawDecide', 'walletAdmin_ledgerCheck', 'payCompanyBank_save']) {
      expect((await t.post(name, { id: 1, decision: 'approve' }, { token: person })).statusCode, name).toBe(403);
    }
  });

  it('refuses a body naming another user with 403', async () => {
    const res = await t.post('custAccount_getTradList', { userid: 1 }, { token: person });
    expect(res.statusCode).toBe(403);
  });

  it('gives 400 with the spec message for bad amounts, passwords, cards and feedback', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['custAccount_createJY', { accountpwd: PWD, amount: '0', tradecode: code(), paymode: 2 }, WALLET_MSG.amountPositive],
      ['custAccount_createJY', { accountpwd: PWD, amount: '1.234', tradecode: code(), paymode: 2 }, WALLET_MSG.amountPositive],
      ['custAccount_createJY', { accountpwd: PWD, amount: '123456789', tradecode: code(), paymode: 2 }, WALLET_MSG.amountPositive],
      ['custAccount_createJY', { accountpwd: '12345', amount: '1', tradecode: code(), paymode: 2 }, WALLET_MSG.payPwdDigits],
      ['custAccount_createJY', { accountpwd: PWD, amount: '1', tradecode: code() }, WALLET_MSG.payModeRequired],
      ['custAccount_createcz', { accountpwd: PWD, amount: '-5', tradecode: code('QB'), paymode: 2 }, WALLET_MSG.amountPositive],
      ['custAccount_createAccount', { payProof: 'x.png' }, WALLET_MSG.transferAmountRequired],
      ['custAccount_createAccount', { rmbAmount: '10' }, WALLET_MSG.transferProofRequired],
      [
        'userBank_add',
        { userBank: { companyName: '张伟', companyBank: '工商银行', companyBankNumber: '123456789012345' } },
        WALLET_MSG.cardNumberLength,
      ],
      [
        'userBank_add',
        { userBank: { companyName: '张伟', companyBank: '工商银行', companyBankNumber: '12345678901234567a' } },
        WALLET_MSG.cardNumberDigits,
      ],
      [
        'userBank_add',
        { userBank: { companyName: '', companyBank: '工商银行', companyBankNumber: '6222021234567890123' } },
        WALLET_MSG.cardHolderRequired,
      ],
      ['complaintAndFeedback_add', { complaintAndFeedback: { content: '好' } }, FEEDBACK_MSG.typeRequired],
      ['complaintAndFeedback_add', { complaintAndFeedback: { type: 0, content: '' } }, FEEDBACK_MSG.contentRequired],
      ['complaintAndFeedback_add', { complaintAndFeedback: { type: 0, content: 'x'.repeat(201) } }, FEEDBACK_MSG.contentLength],
      ['complaintAndFeedback_add', { complaintAndFeedback: { type: 1, content: '投诉', phone: '1234' } }, FEEDBACK_MSG.phoneWrong],
      ['aliZZAudit_add', { order_id: code(), payeeAccount: 'a@b.cn', payeeRealName: '' }, WALLET_MSG.realNameRequired],
      ['aliZZAudit_add', { order_id: code(), payeeRealName: '张伟' }, WALLET_MSG.payeeAccountRequired],
    ];
    const before = await base(t, person);
    for (const [name, body, message] of cases) {
      const res = await t.post(name, body, { token: person });
      expect(res.statusCode, `${name} ${JSON.stringify(body)}`).toBe(400);
      expect(ok(res).error, name).toBe(message);
    }
    expect(await base(t, person)).toEqual(before);
  });

  it('refuses another user trade, card and top-up order with 403 and a missing one with 404', async () => {
    await fund(t, company, staff, '10');
    const list = await t.post('custAccount_getTradList', {}, { token: company });
    const trade = list.json<{ recordList: { id: number; tradecode: string }[] }>().recordList[0];
    expect(trade).toBeDefined();
    expect((await t.post('custAccount_getTradDetail', { id: trade?.id }, { token: person })).statusCode).toBe(403);
    expect((await t.post('custAccount_getTradDetail', { id: 999999 }, { token: person })).statusCode).toBe(404);
    const card = await t.post(
      'userBank_add',
      { userBank: { companyName: '星河科技', companyBank: '招商银行', companyBankNumber: '6225880123456789' } },
      { token: company },
    );
    const cardId = card.json<{ data: { id: number } }>().data.id;
    expect(
      (
        await t.post(
          'userBank_update',
          { userBank: { id: cardId, companyName: 'x', companyBank: 'y', companyBankNumber: '6225880123456789' } },
          { token: person },
        )
      ).statusCode,
    ).toBe(403);
    expect((await t.post('userBank_delete', { userBank: { id: cardId } }, { token: person })).statusCode).toBe(403);
    expect((await t.post('order_queryOrderBy', { order_id: trade?.tradecode }, { token: person })).statusCode).toBe(403);
  });
});

describe('payment password', () => {
  it('sets once, refuses a second add, changes with the old one, and locks after five wrong tries from any session', async () => {
    const token = await t.login('hragency01');
    expect((await base(t, token)).custAccountPWD).toBeUndefined();
    expect(ok(await t.post('custAccount_addPWD', { custAccountPWD: { accountpwd: '111111' } }, { token })).success).toBe(true);
    expect((await base(t, token)).custAccountPWD).toBeDefined();
    const again = ok(await t.post('custAccount_addPWD', { custAccountPWD: { accountpwd: '222222' } }, { token }));
    expect(again).toMatchObject({ success: false, error: WALLET_MSG.payPwdExists });
    expect(ok(await t.post('custAccount_setPWD', { accountpwd: '111111', newaccountpwd: '222222' }, { token })).success).toBe(true);

    // the stored hash is peppered scrypt, never the digits
    const mobile = await t.login('hragency01', 'Demo@2026', { deviceType: 'mobile' });
    const wrong = async (tk: string) =>
      ok(await t.post('custAccount_createJY', { accountpwd: '999999', amount: '1', tradecode: code(), paymode: 0 }, { token: tk }));
    expect((await wrong(token)).error).toBe(WALLET_MSG.payPwdWrongLeft(4));
    expect((await wrong(mobile)).error).toBe(WALLET_MSG.payPwdWrongLeft(3));
    expect((await wrong(token)).error).toBe(WALLET_MSG.payPwdWrongLeft(2));
    expect((await wrong(mobile)).error).toBe(WALLET_MSG.payPwdWrongLeft(1));
    expect((await wrong(token)).error).toBe(WALLET_MSG.payPwdLocked(15));
    // the right password is refused too while locked
    const right = ok(await t.post('custAccount_createJY', { accountpwd: '222222', amount: '1', tradecode: code(), paymode: 0 }, { token }));
    expect(right.error).toMatch(/锁定/);
    expect((await base(t, token)).lockedUntil).not.toBeNull();
  });
});

describe('bank transfer top-up and staff review', () => {
  it('shows the platform bank details, and staff can change them', async () => {
    const res = await t.post('payCompanyBank_updateUI', { payCompanyBank: { type: 1 } }, { token: person });
    expect(res.json<{ data: { companyBank: string } }>().data.companyBank).toContain('银行');
    const saved = await t.post(
      'payCompanyBank_save',
      {
        companyName: '贤才宝（杭州）人力资源科技有限公司',
        companyBank: '中国工商银行杭州高新支行',
        companyBankNumber: '1202 0210 0990 0123 456',
        companyBankAddress: '杭州市西湖区',
      },
      { token: staff },
    );
    expect(ok(saved).success).toBe(true);
    expect(
      (await t.post('payCompanyBank_updateUI', {}, { token: person })).json<{ data: { companyBank: string } }>().data.companyBank,
    ).toBe('中国工商银行杭州高新支行');
  });

  it('approval credits 10 coins per yuan once; rejection credits nothing; the user is told either way', async () => {
    const before = await base(t, person);
    const sub = await t.post('custAccount_createAccount', { payProof: await uploadProof(t, person), rmbAmount: '12.5' }, { token: person });
    expect(ok(sub)).toMatchObject({ success: true, msg: WALLET_MSG.transferSubmitted });
    const trade = sub.json<{ custAccountDetail: { id: number; ispaysuccess: number; amount: string } }>().custAccountDetail;
    expect(trade).toMatchObject({ ispaysuccess: 5, amount: '125.00' });
    const queue = await t.post('walletAdmin_topupList', {}, { token: staff });
    expect(queue.json<{ recordList: { id: number }[] }>().recordList.map((r) => r.id)).toContain(trade.id);
    expect(ok(await t.post('walletAdmin_topupDecide', { id: trade.id, decision: 'approve' }, { token: staff })).success).toBe(true);
    expect(ok(await t.post('walletAdmin_topupDecide', { id: trade.id, decision: 'approve' }, { token: staff }))).toMatchObject({
      success: false,
      error: WALLET_MSG.alreadyDecided,
    });
    expect(Number((await base(t, person)).amount)).toBeCloseTo(Number(before.amount) + 125, 2);

    const sub2 = await t.post('custAccount_createAccount', { payProof: await uploadProof(t, person), rmbAmount: '3' }, { token: person });
    const id2 = sub2.json<{ custAccountDetail: { id: number } }>().custAccountDetail.id;
    expect(ok(await t.post('walletAdmin_topupDecide', { id: id2, decision: 'reject', note: '未收到款项' }, { token: staff })).success).toBe(
      true,
    );
    expect(Number((await base(t, person)).amount)).toBeCloseTo(Number(before.amount) + 125, 2);
    const notices = await t.post('message_sellist', { messageType: '04' }, { token: person });
    const titles = notices.json<{ data: { recordList: { messageTitle: string }[] } }>().data.recordList.map((n) => n.messageTitle);
    expect(titles).toEqual(expect.arrayContaining(['银行转账充值已到账', '银行转账充值未通过']));
    await expectLedgerOk(t);
  });

  it("takes only a voucher the user uploaded himself: another user's upload or a made-up path is refused (403) and nothing is recorded", async () => {
    const personId = await userId(t, 'person01');
    const trades = async () => (await t.deps.db.select({ n: count() }).from(walletTrades).where(eq(walletTrades.userId, personId)))[0]?.n;
    const theirs = await uploadProof(t, company);
    const before = { trades: await trades(), base: await base(t, person) };
    for (const payProof of [theirs, '2026/11/made-up.png']) {
      const res = await t.post('custAccount_createAccount', { payProof, rmbAmount: '50' }, { token: person });
      expect(res.statusCode).toBe(403);
      expect(ok(res)).toMatchObject({ success: false, error: UPLOAD_MSG.notYours });
    }
    expect(await trades()).toBe(before.trades);
    expect(await base(t, person)).toEqual(before.base);
    // the owner himself may use it
    expect(ok(await t.post('custAccount_createAccount', { payProof: theirs, rmbAmount: '50' }, { token: company }))).toMatchObject({
      success: true,
      msg: WALLET_MSG.transferSubmitted,
    });
    await expectLedgerOk(t);
  });
});

describe('Alipay and WeChat top-up through the sandbox', () => {
  it('credits on the signed notification only; a forged or replayed one credits nothing', async () => {
    const before = Number((await base(t, person)).amount);
    const tradecode = code('QB');
    const cz = await t.post('custAccount_createcz', { accountpwd: PWD, amount: '20', tradecode, paymode: 2 }, { token: person });
    expect(ok(cz).success).toBe(true);
    const url = (await t.post('order_getAliPayOrderStr', { order_id: tradecode }, { token: person })).json<{ data: string }>().data;
    expect(url).toContain('/__sandbox/alipay/cashier');
    expect(
      (await t.post('order_queryOrderBy', { order_id: tradecode }, { token: person })).json<{ tradestatus: number }>().tradestatus,
    ).toBe(1);

    const cashier = await t.app.inject({ method: 'GET', url });
    expect(cashier.body).toContain('沙箱');
    // forged: the amount changed after signing
    const sandbox = sandboxFor(t);
    const genuine = sandbox.notification({ out_trade_no: tradecode, total_amount: '20.00' });
    const forged = { ...genuine, total_amount: '2000.00' };
    const notify = (p: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/pay/alipay/notify',
        payload: new URLSearchParams(p).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await notify(forged)).body).toBe('fail');
    expect((await notify({ ...genuine, sign: 'ab'.repeat(32) })).body).toBe('fail');
    expect(Number((await base(t, person)).amount)).toBe(before);

    expect((await notify(genuine)).body).toBe('success');
    expect((await notify(genuine)).body).toBe('success');
    // a second, freshly signed notification for the same order credits nothing either
    expect((await notify(sandbox.notification({ out_trade_no: tradecode, total_amount: '20.00' }))).body).toBe('success');
    expect(Number((await base(t, person)).amount)).toBe(before + 200);
    expect(
      (await t.post('order_queryOrderBy', { order_id: tradecode }, { token: person })).json<{ tradestatus: number }>().tradestatus,
    ).toBe(2);
    await expectLedgerOk(t);
  });

  it('the sandbox cashier page pays and notifies asynchronously; WeChat returns a code_url', async () => {
    const before = Number((await base(t, company)).amount);
    const tradecode = code('QB');
    await t.post('custAccount_createcz', { accountpwd: PWD, amount: '1.5', tradecode, paymode: 1 }, { token: company });
    const codeUrl = (await t.post('order_wxPayFunction', { order_id: tradecode }, { token: company })).json<{ code_url: string }>()
      .code_url;
    expect(codeUrl).toContain('/__sandbox/wxpay/confirm');
    const q = new URL(codeUrl, 'http://x').searchParams;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/__sandbox/wxpay/pay',
      payload: q.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.body).toContain('付款成功');
    let status = 1;
    for (let i = 0; i < 40 && status !== 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await t.post('order_queryOrderBy', { order_id: tradecode }, { token: company })).json<{ tradestatus: number }>()
        .tradestatus;
    }
    expect(status).toBe(2);
    expect(Number((await base(t, company)).amount)).toBe(before + 15);
    // the Alipay order string is refused for a WeChat order
    expect(ok(await t.post('order_getAliPayOrderStr', { order_id: tradecode }, { token: company })).success).toBe(false);
  });
});

describe('withdrawal', () => {
  it('holds the coins, approval pays out once through the sandbox, rejection returns them', async () => {
    const start = await base(t, person);
    const tradecode = code('TX');
    const jy = await t.post('custAccount_createJY', { accountpwd: PWD, amount: '50', tradecode, paymode: 2 }, { token: person });
    expect(ok(jy).success).toBe(true);
    const after = await base(t, person);
    expect(after.amount).toBe(start.amount);
    expect(Number(after.available)).toBeCloseTo(Number(start.available) - 50, 2);
    expect(after.held).toBe('50.00');
    expect(
      ok(
        await t.post(
          'aliZZAudit_add',
          { order_id: tradecode, total_amount: '5.00', payeeAccount: 'zhangwei@example.com', payeeRealName: '张伟', status: 'out' },
          { token: person },
        ),
      ).success,
    ).toBe(true);
    const id = jy.json<{ custAccountDetail: { id: number } }>().custAccountDetail.id;
    const decided = await t.post('walletAdmin_withdrawDecide', { id, decision: 'approve' }, { token: staff });
    expect(ok(decided).success).toBe(true);
    expect(ok(await t.post('walletAdmin_withdrawDecide', { id, decision: 'reject' }, { token: staff }))).toMatchObject({
      success: false,
      error: WALLET_MSG.alreadyDecided,
    });
    const paidOut = await base(t, person);
    expect(paidOut.held).toBe('0.00');
    expect(Number(paidOut.amount)).toBeCloseTo(Number(start.amount) - 50, 2);

    const code2 = code('TX');
    const jy2 = await t.post('custAccount_createJY', { accountpwd: PWD, amount: '30', tradecode: code2, paymode: 1 }, { token: person });
    await t.post('wxzzAudit_add', { order_id: code2, payeeAccount: 'wx_zhangwei', payeeRealName: '张伟' }, { token: person });
    // the trade list shows each withdrawal's payee account (joined in its page statement) and keeps the
    // trades that have none: the page is as long as the count says
    const listed = (await t.post('custAccount_getTradList', { pageNum: 0, pageSize: 10 }, { token: person })).json<{
      recordList: { tradecode: string; payeeAccount: string | null }[];
      recordCount: number;
    }>();
    expect(listed.recordList.find((r) => r.tradecode === tradecode)?.payeeAccount).toBe('zhangwei@example.com');
    expect(listed.recordList.find((r) => r.tradecode === code2)?.payeeAccount).toBe('wx_zhangwei');
    expect(listed.recordCount).toBeGreaterThan(2);
    expect(listed.recordList).toHaveLength(Math.min(10, listed.recordCount));
    const id2 = jy2.json<{ custAccountDetail: { id: number } }>().custAccountDetail.id;
    expect(
      ok(await t.post('walletAdmin_withdrawDecide', { id: id2, decision: 'reject', note: '账户信息有误' }, { token: staff })).success,
    ).toBe(true);
    expect(await base(t, person)).toMatchObject({ amount: paidOut.amount, held: '0.00' });
    await expectLedgerOk(t);
  });

  it('refuses more than the available balance and the same trade code with another body', async () => {
    const { available } = await base(t, person);
    const over = ok(
      await t.post(
        'custAccount_createJY',
        { accountpwd: PWD, amount: String(Number(available) + 1), tradecode: code(), paymode: 2 },
        { token: person },
      ),
    );
    expect(over).toMatchObject({ success: false, error: WALLET_MSG.insufficient });
    const c = code();
    const first = await t.post(
      'custAccount_createJY',
      { accountpwd: PWD, amount: '1', tradecode: c, paymode: 0, orderId: `O${c}` },
      { token: person },
    );
    const again = await t.post(
      'custAccount_createJY',
      { accountpwd: PWD, amount: '1', tradecode: c, paymode: 0, orderId: `O${c}` },
      { token: person },
    );
    expect(again.json()).toEqual(first.json());
    const other = ok(
      await t.post('custAccount_createJY', { accountpwd: PWD, amount: '2', tradecode: c, paymode: 0, orderId: `O${c}` }, { token: person }),
    );
    expect(other).toMatchObject({ success: false, error: WALLET_MSG.tradeCodeReused });
    const sameOrder = ok(
      await t.post(
        'custAccount_createJY',
        { accountpwd: PWD, amount: '1', tradecode: code(), paymode: 0, orderId: `O${c}` },
        { token: person },
      ),
    );
    expect(sameOrder).toMatchObject({ success: false, error: WALLET_MSG.orderPaid });
    await expectLedgerOk(t);
  });

  it('pays out to a bound bank card through the platform channel', async () => {
    const card = (
      await t.post(
        'userBank_add',
        {
          userBank: {
            companyName: '张伟',
            companyBank: '中国建设银行',
            companyBankNumber: '6217001234567890123',
            unitedBankNumber: '105331000012',
          },
        },
        { token: person },
      )
    ).json<{ data: { id: number } }>().data;
    const c = code('TX');
    const jy = await t.post('custAccount_createJY', { accountpwd: PWD, amount: '10', tradecode: c, paymode: 3 }, { token: person });
    expect(
      ok(await t.post('bankzzAudit_add', { order_id: c, payeeAccount: String(card.id), payeeRealName: '张伟' }, { token: person })).success,
    ).toBe(true);
    const id = jy.json<{ custAccountDetail: { id: number } }>().custAccountDetail.id;
    const res = await t.post('walletAdmin_withdrawDecide', { id, decision: 'approve' }, { token: staff });
    expect(res.json<{ custAccountDetail: { ispaysuccess: number; payeeAccount: string } }>().custAccountDetail.ispaysuccess).toBe(1);
  });
});

describe('trade list, points, bank cards, feedback, process rules', () => {
  it('lists trades 10 a page from page 0; a new user has none', async () => {
    const p0 = (await t.post('custAccount_getTradList', { pageNum: 0, pageSize: 10 }, { token: person })).json<{
      recordList: { tradecode: string }[];
      recordCount: number;
    }>();
    expect(p0.recordList.length).toBeLessThanOrEqual(10);
    expect(p0.recordCount).toBeGreaterThan(3);
    const fresh = await t.login('newuser01');
    expect((await t.post('custAccount_getTradList', {}, { token: fresh })).json()).toMatchObject({ recordList: [], recordCount: 0 });
  });

  it('awards integer points for what was paid, listed with totalsocre', async () => {
    const c = code();
    await t.post(
      'custAccount_createJY',
      { accountpwd: PWD, amount: '9.99', tradecode: c, paymode: 0, orderId: `ORD${c}`, remark: '课程：Excel 进阶' },
      { token: person },
    );
    const pts = (await t.post('socre_scorelist', { pageNum: 0, pageSize: 10 }, { token: person })).json<{
      recordList: { score: number; sourceName: string }[];
      totalsocre: number;
    }>();
    expect(pts.recordList[0]).toMatchObject({ score: 9, sourceName: '课程：Excel 进阶' });
    expect(pts.totalsocre).toBeGreaterThanOrEqual(9);
    expect((await base(t, person)).totalsocre).toBe(pts.totalsocre);
  });

  it('binds, updates, lists and unbinds a bank card', async () => {
    const token = await t.login('zoneuser01');
    const add = await t.post(
      'userBank_add',
      { userBank: { companyName: '高新园区企业', companyBank: '杭州银行', companyBankNumber: '6230 0000 0000 0000'.replace(/ /g, '') } },
      { token },
    );
    expect(ok(add)).toMatchObject({ success: true, msg: WALLET_MSG.cardBound });
    const id = add.json<{ data: { id: number } }>().data.id;
    expect(
      ok(
        await t.post(
          'userBank_update',
          { userBank: { id, companyName: '高新园区企业', companyBank: '杭州银行文创支行', companyBankNumber: '6230000000000000001' } },
          { token },
        ),
      ).success,
    ).toBe(true);
    expect(
      (await t.post('userBank_list', {}, { token })).json<{ data: { companyBank: string }[] }>().data.map((c) => c.companyBank),
    ).toEqual(['杭州银行文创支行']);
    expect(ok(await t.post('userBank_delete', { userBank: { id } }, { token }))).toMatchObject({
      success: true,
      msg: WALLET_MSG.cardUnbound,
    });
    expect((await t.post('userBank_list', {}, { token })).json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('stores feedback and lists it with staff replies', async () => {
    const res = await t.post(
      'complaintAndFeedback_add',
      { complaintAndFeedback: { type: 0, content: '希望增加夜间客服', phone: '13800000002', wx: 'zw2026', qq: '123456' } },
      { token: person },
    );
    expect(ok(res)).toMatchObject({ success: true, msg: FEEDBACK_MSG.ok });
    const mine = (await t.post('complaintAndFeedback_myList', {}, { token: person })).json<{
      recordList: { content: string; replies: unknown[] }[];
    }>();
    expect(mine.recordList[0]).toMatchObject({ content: '希望增加夜间客服', replies: [] });
    // Another user's list never holds this submission (company01 has seeded feedback of its own).
    const others = (await t.post('complaintAndFeedback_myList', {}, { token: company })).json<{ recordList: { content: string }[] }>();
    expect(others.recordList.map((r) => r.content)).not.toContain('希望增加夜间客服');
  });

  it('attaches only a picture the user uploaded himself to feedback (403 otherwise, nothing stored)', async () => {
    const rows = async () => (await t.deps.db.select({ n: count() }).from(complaintFeedback))[0]?.n;
    const theirs = await uploadProof(t, company, 'feedback');
    const before = await rows();
    for (const iconurl of [theirs, '2026/11/made-up.png']) {
      const res = await t.post(
        'complaintAndFeedback_add',
        { complaintAndFeedback: { type: 1, content: '页面打不开', iconurl } },
        { token: person },
      );
      expect(res.statusCode).toBe(403);
      expect(ok(res)).toMatchObject({ success: false, error: UPLOAD_MSG.notYours });
    }
    expect(await rows()).toBe(before);
    const mine = await uploadProof(t, person, 'feedback');
    expect(
      ok(
        await t.post(
          'complaintAndFeedback_add',
          { complaintAndFeedback: { type: 1, content: '页面打不开', iconurl: mine } },
          { token: person },
        ),
      ),
    ).toMatchObject({ success: true, msg: FEEDBACK_MSG.ok });
    const list = (await t.post('complaintAndFeedback_myList', {}, { token: person })).json<{
      recordList: { content: string; iconurl: string | null }[];
    }>();
    expect(list.recordList[0]).toMatchObject({ content: '页面打不开', iconurl: mine });
    expect(await rows()).toBe((before ?? 0) + 1);
  });

  it('hides the process rules from users without certification and serves the manuals as real docx', async () => {
    // newuser02 never certifies (company01's company is approved in the seed; newuser01 certifies in the hire journey)
    expect((await t.post('flowpath_access', {}, { token: await t.login('newuser02') })).json()).toMatchObject({
      allowed: false,
      manuals: [],
    });
    // person01 is seeded with an approved personal certification (jpAuditState 1): the manuals open.
    const allowed = (await t.post('flowpath_access', {}, { token: person })).json();
    expect(allowed.allowed).toBe(true);
    expect(allowed.manuals.map((m: { name: string }) => m.name)).toEqual(['短期用工', '求职招聘', '人事代理']);
    const doc = await t.app.inject({ method: 'GET', url: `/upload/excel/${encodeURIComponent('短期用工操作手册.docx')}` });
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await t.app.inject({ method: 'GET', url: '/upload/excel/x.docx' })).statusCode).toBe(404);
  });
});

describe('SM4 encrypted payment passwords', () => {
  it('opens the sealed nested and top-level password fields when the flag is on', async () => {
    const { sm4Seal } = await import('@xcb/shared/sm4');
    await t.deps.platform.setSm4(true);
    try {
      const key = (await t.post('config_getConfig')).json<{ data: { sm4Key: string } }>().data.sm4Key;
      const token = await t.login('newuser01', sm4Seal('Demo@2026', key));
      expect((await t.post('custAccount_addPWD', { custAccountPWD: { accountpwd: '112233' } }, { token })).statusCode).toBe(400);
      expect(ok(await t.post('custAccount_addPWD', { custAccountPWD: { accountpwd: sm4Seal('112233', key) } }, { token })).success).toBe(
        true,
      );
      expect(
        ok(await t.post('custAccount_setPWD', { accountpwd: sm4Seal('112233', key), newaccountpwd: sm4Seal('445566', key) }, { token }))
          .success,
      ).toBe(true);
    } finally {
      await t.deps.platform.setSm4(false);
    }
  });
});

describe('production without a payment channel', () => {
  it('has no sandbox pages and refuses online checkout instead of pretending', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-123',
      PAYMENT_PEPPER: 'a-production-pepper-123',
    });
    try {
      const token = await withPassword(prod, 'person01');
      const tradecode = code('QB');
      expect(ok(await prod.post('custAccount_createcz', { accountpwd: PWD, amount: '10', tradecode, paymode: 2 }, { token })).success).toBe(
        true,
      );
      expect(ok(await prod.post('order_getAliPayOrderStr', { order_id: tradecode }, { token }))).toMatchObject({
        success: false,
        error: WALLET_MSG.channelUnavailable,
      });
      expect((await prod.app.inject({ method: 'POST', url: '/__sandbox/alipay/pay', payload: 'out_trade_no=x' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('process rules condition and staff records', () => {
  it('opens the manuals to a user meeting any one of the three conditions', async () => {
    const { flowpathAccess } = await import('../certification/process-manuals.service.ts');
    const { userId } = await import('../ledger/test-support.ts');
    const actor = {
      userId: await userId(t, 'newuser02'),
      sessionId: 's',
      deviceClass: 'pc',
      staffRole: null,
      exclusiveCode: null,
      auth: 0,
    };
    const no = () => Promise.resolve(false);
    const yes = () => Promise.resolve(true);
    expect((await flowpathAccess(t.deps.db, actor)).allowed).toBe(false);
    for (const lookups of [
      { hasAuditedCompany: yes, hasApprovedPersonalCertification: no, isActiveHrFirmMember: no },
      { hasAuditedCompany: no, hasApprovedPersonalCertification: yes, isActiveHrFirmMember: no },
      { hasAuditedCompany: no, hasApprovedPersonalCertification: no, isActiveHrFirmMember: yes },
    ]) {
      const access = await flowpathAccess(t.deps.db, actor, lookups);
      expect(access.allowed).toBe(true);
      expect(access.manuals.map((m) => decodeURIComponent(m.url))).toEqual([
        '/upload/excel/短期用工操作手册.docx',
        '/upload/excel/求职招聘操作手册.docx',
        '/upload/excel/人事代理操作手册.docx',
      ]);
    }
  });

  it('records every staff decision with the staff member', async () => {
    const { walletAudits } = await import('../../db/schema/index.ts');
    const rows = await t.deps.db.select().from(walletAudits);
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['topup_approve', 'topup_reject', 'withdraw_approve', 'withdraw_paid', 'withdraw_reject']),
    );
    const { userId } = await import('../ledger/test-support.ts');
    const admin = await userId(t, 'admin001');
    expect(rows.every((r) => r.staffId === admin)).toBe(true);
  });
});
