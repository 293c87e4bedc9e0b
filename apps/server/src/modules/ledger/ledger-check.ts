import { sql } from 'drizzle-orm';
import { formatCoins } from '@xcb/shared';
import type { LedgerCheckReport } from '@xcb/shared/actions/wallet';
import type { Executor } from '../../db/client.ts';
import { executeRows } from '../../db/rows.ts';

// Reconciliation: proves the seven invariants (and that dispute splits moved what staff decided) of ARCHITECTURE.md over the whole ledger and lists every
// breach. Used by `npm run ledger:check`, the back office's ledger view and the tests after every step.

const n = (v: unknown) => Number(v);

export async function checkLedger(db: Executor): Promise<LedgerCheckReport> {
  const [totals] = await executeRows(
    db,
    sql`select coalesce(sum(balance), 0) as total, count(*) as accounts, (select count(*) from wallet_transfers) as transfers from wallet_accounts`,
  );
  const total = n(totals?.total ?? 0);

  const negative = await executeRows(
    db,
    sql`select id, user_id, balance, held from wallet_accounts where kind = 'user' and (balance - held < 0 or held < 0)`,
  );

  const drift = await executeRows(
    db,
    sql`select a.id, a.balance, coalesce(e.sum, 0) as entries from wallet_accounts a
        left join (select account_id, sum(amount) as sum from wallet_entries group by account_id) e on e.account_id = a.id
        where a.balance <> coalesce(e.sum, 0)`,
  );
  const unbalanced = await executeRows(
    db,
    sql`select t.id, t.trade_code, count(e.id) as n, coalesce(sum(e.amount), 0) as sum,
          bool_and(case when e.amount < 0 then e.account_id = t.from_account_id and -e.amount = t.amount else e.account_id = t.to_account_id and e.amount = t.amount end) as shape
        from wallet_transfers t left join wallet_entries e on e.transfer_id = t.id
        group by t.id having count(e.id) <> 2 or coalesce(sum(e.amount), 0) <> 0
          or not bool_and(case when e.amount < 0 then e.account_id = t.from_account_id and -e.amount = t.amount else e.account_id = t.to_account_id and e.amount = t.amount end)`,
  );

  // invariant 4: one transfer per trade code (the unique index), and a trade's money moved at most once
  const duplicateCodes = await executeRows(
    db,
    sql`select trade_code, count(*) as n from wallet_transfers group by trade_code having count(*) > 1`,
  );
  const doubleMoved = await executeRows(
    db,
    sql`select tr.trade_code, count(t.id) as n from wallet_trades tr join wallet_transfers t on t.trade_code = tr.trade_code
        group by tr.trade_code having count(t.id) > 1`,
  );
  const creditedWithoutSuccess = await executeRows(
    db,
    sql`select tr.trade_code, tr.ispaysuccess from wallet_trades tr
        where tr.kind in ('topup', 'pay') and (tr.ispaysuccess = 1) <> exists (select 1 from wallet_transfers t where t.trade_code = tr.trade_code)`,
  );

  // invariant 5: held = the sum of open holds; a posted hold has exactly one posting, a voided or open one none
  const heldDrift = await executeRows(
    db,
    sql`select a.id, a.held, coalesce(h.sum, 0) as holds from wallet_accounts a
        left join (select account_id, sum(amount) as sum from wallet_holds where status = 'held' group by account_id) h on h.account_id = a.id
        where a.held <> coalesce(h.sum, 0)`,
  );
  const holdPostings = await executeRows(
    db,
    sql`select h.id, h.status, count(t.id) as n from wallet_holds h left join wallet_transfers t on t.hold_id = h.id
        group by h.id having (h.status = 'posted' and count(t.id) <> 1) or (h.status <> 'posted' and count(t.id) <> 0)`,
  );

  // invariant 6: an order is paid iff exactly one payment transfer references it
  const orderPayments = await executeRows(
    db,
    sql`select order_ref, count(*) as n from wallet_transfers where kind = 'pay' and order_ref is not null group by order_ref having count(*) <> 1`,
  );

  // invariant 7: an escrow's account holds exactly deposited - released - returned, never below zero; closed holds nothing
  const escrowDrift = await executeRows(
    db,
    sql`select e.id, e.area, e.ref, e.status, a.balance, e.deposited - e.released - e.returned as expected from escrows e
        join wallet_accounts a on a.id = e.account_id
        where a.balance <> e.deposited - e.released - e.returned or a.balance < 0 or (e.status = 'closed' and a.balance <> 0)`,
  );

  // invariant 7 too, for disputes: a decision's split moved exactly its two parts, from the dispute's escrow
  // to the provider's and the payer's wallets, each once; an undecided dispute moved nothing
  const splits = await executeRows(
    db,
    sql`select * from (
          select d.id, d.state, d.stake, coalesce(d.to_payer, 0) as to_payer, coalesce(d.to_provider, 0) as to_provider,
            (select coalesce(sum(t.amount), 0) from wallet_transfers t join wallet_accounts a on a.id = t.to_account_id
              where t.trade_code = 'JF' || d.id || 'P' and t.from_account_id = e.account_id and a.user_id = d.provider_id) as provider_got,
            (select coalesce(sum(t.amount), 0) from wallet_transfers t join wallet_accounts a on a.id = t.to_account_id
              where t.trade_code = 'JF' || d.id || 'B' and t.from_account_id = e.account_id and a.user_id = d.payer_id) as payer_got,
            (select count(*) from wallet_transfers t where t.trade_code in ('JF' || d.id || 'P', 'JF' || d.id || 'B')) as moves
          from disputes d join escrows e on e.id = d.escrow_id
        ) s
        where (s.state = 'open' and s.moves <> 0)
          or (s.state = 'decided' and (s.provider_got <> s.to_provider or s.payer_got <> s.to_payer or s.to_payer + s.to_provider <> s.stake
            or s.moves <> (case when s.to_provider > 0 then 1 else 0 end) + (case when s.to_payer > 0 then 1 else 0 end)))`,
  );

  const platform = await executeRows(db, sql`select code, name, balance from wallet_accounts where kind = 'platform' order by id`);

  const checks: LedgerCheckReport['checks'] = [
    {
      id: 1,
      name: '所有账户余额合计为零（晶币不凭空产生或消失）',
      ok: total === 0,
      breaches: total === 0 ? [] : [`合计 ${formatCoins(total)}`],
    },
    {
      id: 2,
      name: '用户可用余额（余额减冻结）不小于零',
      ok: negative.length === 0,
      breaches: negative.map(
        (r) => `账户 ${String(r.id)}（用户 ${String(r.user_id)}）余额 ${formatCoins(n(r.balance))} 冻结 ${formatCoins(n(r.held))}`,
      ),
    },
    {
      id: 3,
      name: '余额等于分录之和；每笔转账恰好两条分录且借贷相等',
      ok: drift.length === 0 && unbalanced.length === 0,
      breaches: [
        ...drift.map((r) => `账户 ${String(r.id)} 余额 ${formatCoins(n(r.balance))} ≠ 分录合计 ${formatCoins(n(r.entries))}`),
        ...unbalanced.map((r) => `转账 ${String(r.trade_code)} 分录 ${String(r.n)} 条，合计 ${formatCoins(n(r.sum))}`),
      ],
    },
    {
      id: 4,
      name: '交易编号唯一：同一请求只动一次账',
      ok: duplicateCodes.length === 0 && doubleMoved.length === 0 && creditedWithoutSuccess.length === 0,
      breaches: [
        ...duplicateCodes.map((r) => `交易编号 ${String(r.trade_code)} 有 ${String(r.n)} 笔转账`),
        ...doubleMoved.map((r) => `交易 ${String(r.trade_code)} 动账 ${String(r.n)} 次`),
        ...creditedWithoutSuccess.map((r) => `交易 ${String(r.trade_code)} 状态 ${String(r.ispaysuccess)} 与入账不符`),
      ],
    },
    {
      id: 5,
      name: '审核中的提现是冻结：通过恰好入账一次，驳回恰好释放一次',
      ok: heldDrift.length === 0 && holdPostings.length === 0,
      breaches: [
        ...heldDrift.map((r) => `账户 ${String(r.id)} 冻结 ${formatCoins(n(r.held))} ≠ 未结冻结合计 ${formatCoins(n(r.holds))}`),
        ...holdPostings.map((r) => `冻结 ${String(r.id)}（${String(r.status)}）有 ${String(r.n)} 笔入账`),
      ],
    },
    {
      id: 6,
      name: '订单已支付当且仅当恰有一笔支付转账引用它',
      ok: orderPayments.length === 0,
      breaches: orderPayments.map((r) => `订单 ${String(r.order_ref)} 有 ${String(r.n)} 笔支付`),
    },
    {
      id: 7,
      name: '托管余额不小于零，且等于存入减支付减退回；结算后为零',
      ok: escrowDrift.length === 0,
      breaches: escrowDrift.map(
        (r) =>
          `托管 ${String(r.id)}（${String(r.area)} ${String(r.ref)}，${String(r.status)}）余额 ${formatCoins(n(r.balance))} ≠ ${formatCoins(n(r.expected))}`,
      ),
    },
    {
      id: 8,
      name: '纠纷裁决的分配：付给服务方与退回付款方的金额恰为裁决金额，合计等于争议金额',
      ok: splits.length === 0,
      breaches: splits.map(
        (r) =>
          `纠纷 ${String(r.id)}（${String(r.state)}）裁决 付款方 ${formatCoins(n(r.to_payer))} 服务方 ${formatCoins(n(r.to_provider))}，实际 付款方 ${formatCoins(n(r.payer_got))} 服务方 ${formatCoins(n(r.provider_got))}，${String(r.moves)} 笔转账`,
      ),
    },
  ];
  return {
    ok: checks.every((c) => c.ok),
    checkedAt: new Date().toISOString(),
    accounts: n(totals?.accounts ?? 0),
    transfers: n(totals?.transfers ?? 0),
    total: formatCoins(total),
    checks,
    platformAccounts: platform.map((r) => ({ code: String(r.code), name: String(r.name), balance: formatCoins(n(r.balance)) })),
  };
}
