import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { COINS_PER_YUAN, EMPLOYMENT_MSG as M, formatCoins } from '@xcb/shared';
import { DEMAND_STATUS as S, DEMAND_STATUS_LABEL, PAY_KIND_LABEL } from '@xcb/shared/actions/employment';
import type { ReviewItem } from '@xcb/shared/actions/admin';
import { DEMAND_STEPS, stepTo } from '@xcb/shared/states';
import type { Executor } from '../../db/client.ts';
import { demandJobs, demandPays, demands, users } from '../../db/schema/index.ts';
import { anyContains } from '../../db/search.ts';
import { badRequest } from '../../core/errors.ts';
import { defineReviewKind, type ReviewListQuery } from '../staff/review.ts';
import { lockedRow, rejectionReason, reviewPage, verdictNotice } from '../staff/review-rows.ts';
import { confirmBankPay } from './payments.service.ts';

// Staff queues of short-term hire: the demand review (0 → 2 awaiting deposit, or 1 rejected; notice
// 00-01) and the bank-payment confirmation (the transfer enters the demand's escrow; notice 00-02 for a
// deposit, 00-03 for a project top-up).

function listDemandQueue(db: Executor, q: ReviewListQuery) {
  const c: (SQL | undefined)[] = [];
  if (q.state === 'pending') c.push(eq(demands.status, S.reviewing));
  if (q.state === 'rejected') c.push(eq(demands.status, S.rejected));
  if (q.state === 'approved') c.push(inArray(demands.status, [S.awaitingDeposit, S.recruiting, S.working, S.ended]));
  if (q.keyword) c.push(anyContains(q.keyword, demands.needtitle, users.name));
  return reviewPage(
    db,
    'demand',
    q,
    () =>
      db
        .select({ d: demands, userName: users.name })
        .from(demands)
        .innerJoin(users, eq(users.id, demands.userId))
        .where(and(...c))
        .orderBy(desc(demands.createdAt), desc(demands.id)),
    (r) => r.d.id,
    async (rows, decisionOf) => {
      const items: ReviewItem[] = [];
      for (const row of rows) {
        const { d, userName } = row;
        const jobs = await db.select().from(demandJobs).where(eq(demandJobs.demandId, d.id));
        items.push({
          id: String(d.id),
          userId: d.userId,
          userName,
          title: `短期需求：${d.needtitle}`,
          state: d.status === S.reviewing ? 'pending' : d.status === S.rejected ? 'rejected' : 'approved',
          submittedAt: d.createdAt.toISOString(),
          amount: d.deposit,
          fields: [
            { label: '状态', value: DEMAND_STATUS_LABEL[d.status] ?? String(d.status) },
            { label: '类型', value: `${d.needtype}（${d.needCd === 1 ? '长期' : '短期'}，${d.iszc === 1 ? '现场' : '远程'}）` },
            { label: '工期', value: `${d.projecttime} 天` },
            { label: '月薪', value: `${formatCoins(d.daymoney)} 晶币` },
            { label: '项目总金额', value: `${formatCoins(d.countmoney)} 晶币` },
            { label: '岗位需求', value: jobs.map((j) => `${j.position} ${j.workyear} ${j.peoplenum}人`).join('；') },
            { label: '交付要求', value: d.pay },
            { label: '联系人', value: `${d.name} ${d.phone}` },
          ],
          images: [],
          files: [],
          link: { label: '查看需求', href: `/employment/order_details?id=${d.id}` },
          decision: decisionOf(row),
        });
      }
      return items;
    },
  );
}

const demandReviewKind = defineReviewKind({
  kind: 'demand',
  label: '短期需求审核',
  route: '/admin/employment/demands',
  list: listDemandQueue,
  load: lockedRow(demands, (row) => ({
    pending: stepTo(DEMAND_STEPS, 'approve', row.status) !== undefined,
    snapshot: { status: row.status },
  })),
  async apply(tx, subject, decision, reason) {
    if (decision === 'reject' && !reason) throw badRequest(M.reasonRequired);
    // the registry only applies a decision to a pending demand, which is awaiting review
    const status = DEMAND_STEPS[decision].from[S.reviewing];
    await tx
      .update(demands)
      .set({ status, auditReason: rejectionReason(decision, reason) })
      .where(eq(demands.id, Number(subject.id)));
    return { status };
  },
  notice(subject, decision, reason) {
    return verdictNotice(
      decision,
      { messageType: '00', messageTypeClass: '01', redirectId: subject.id },
      { title: '需求审核通过', content: '您发布的短期需求已通过审核，请缴纳保证金' },
      { title: '需求审核未通过', content: `您发布的短期需求未通过审核：${reason ?? ''}` },
    );
  },
});

function listPayQueue(db: Executor, q: ReviewListQuery) {
  const c: (SQL | undefined)[] = [eq(demandPays.source, 'bank')];
  if (q.state) c.push(eq(demandPays.state, q.state === 'pending' ? 0 : q.state === 'approved' ? 1 : 2));
  if (q.filter === 'deposit' || q.filter === 'topup') c.push(eq(demandPays.kind, q.filter));
  if (q.keyword) c.push(anyContains(q.keyword, demands.needtitle, users.name));
  return reviewPage(
    db,
    'demandPay',
    q,
    () =>
      db
        .select({ p: demandPays, needtitle: demands.needtitle, deposit: demands.deposit, userName: users.name })
        .from(demandPays)
        .innerJoin(demands, eq(demands.id, demandPays.demandId))
        .innerJoin(users, eq(users.id, demandPays.userId))
        .where(and(...c))
        .orderBy(desc(demandPays.createdAt), desc(demandPays.id)),
    (r) => r.p.id,
    (rows, decisionOf) =>
      rows.map((row) => {
        const { p, needtitle, userName } = row;
        return {
          id: String(p.id),
          userId: p.userId,
          userName,
          title: `${PAY_KIND_LABEL[p.kind] ?? p.kind}（银行转账）：${needtitle}`,
          state: p.state === 0 ? 'pending' : p.state === 1 ? 'approved' : 'rejected',
          submittedAt: p.createdAt.toISOString(),
          amount: p.amount,
          fields: [
            { label: '需求', value: needtitle },
            { label: '类型', value: PAY_KIND_LABEL[p.kind] ?? p.kind },
            { label: '转账金额', value: `${formatCoins(p.amount / COINS_PER_YUAN)} 元（${formatCoins(p.amount)} 晶币）` },
            { label: '付款单位', value: p.payCompanyName ?? '' },
          ].filter((f) => f.value),
          images: (p.payProof ?? '').split(',').filter(Boolean),
          files: [],
          link: { label: '查看需求', href: `/employment/order_details?id=${p.demandId}` },
          decision: decisionOf(row),
        };
      }),
  );
}

const demandPayReviewKind = defineReviewKind({
  kind: 'demandPay',
  label: '保证金到账确认',
  route: '/admin/employment/pays',
  list: listPayQueue,
  // only a bank transfer waits for staff; the gateways' payments confirm themselves
  load: lockedRow(demandPays, (row) =>
    row.source === 'bank'
      ? { pending: row.state === 0, snapshot: { state: row.state, amount: row.amount, kind: row.kind, demandId: row.demandId } }
      : null,
  ),
  async apply(tx, subject, decision, reason) {
    if (decision === 'reject') {
      if (!reason) throw badRequest(M.reasonRequired);
      await tx
        .update(demandPays)
        .set({ state: 2, auditReason: reason })
        .where(eq(demandPays.id, Number(subject.id)));
      return { state: 2 };
    }
    const { demand, pay } = await confirmBankPay(tx, Number(subject.id));
    return { state: 1, demandId: demand.id, amount: pay.amount };
  },
  notice(subject, decision, reason) {
    const snap = subject.snapshot as { kind: string; demandId: number };
    const cls = snap.kind === 'deposit' ? '02' : '03';
    return verdictNotice(
      decision,
      { messageType: '00', messageTypeClass: cls, redirectId: snap.demandId },
      { title: `${PAY_KIND_LABEL[snap.kind] ?? ''}已确认`, content: '您的银行转账已确认到账，金额已存入项目托管' },
      { title: `${PAY_KIND_LABEL[snap.kind] ?? ''}未通过`, content: `您的付款凭证未通过审核：${reason ?? ''}，请修改后重新提交` },
    );
  },
});

/** Registered by buildApp (app.ts). */
export const employmentReviewKinds = [demandReviewKind, demandPayReviewKind];
