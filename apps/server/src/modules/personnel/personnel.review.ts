import { and, desc, eq, notInArray, type SQL } from 'drizzle-orm';
import { AUDIT_STATE, PERSONNEL_MSG, formatCoins } from '@xcb/shared';
import { NEED_KIND_LABEL, NEED_STATUS, PERSONNEL_NOTICE_CLASS, zpDeposit, type NeedKind } from '@xcb/shared/actions/personnel';
import { SB_ITEM_LABEL, yuan, type CalcResult } from '@xcb/shared/personnel-calc';
import type { Executor } from '../../db/client.ts';
import { personnelNeeds, rsFirms, users } from '../../db/schema/index.ts';
import { anyContains } from '../../db/search.ts';
import { defineReviewKind, type ReviewListQuery } from '../staff/review.ts';
import { auditQueueWhere, lockedRow, rejectionReason, reviewPage } from '../staff/review-rows.ts';
import { publisherNames } from './personnel.presenter.ts';

// Two staff queues: the agent certification of HR firms (notice 05/03, spec) and the demands (notice 03/01).

const STATE_NAME: Record<number, string> = { 0: 'pending', 1: 'approved', 2: 'rejected' };
const FIRM = 'personnelFirm';
const NEED = 'personnelNeed';
/** The web page of a demand of each kind (spec routes social_security_need …). */
export const needPage = (kind: string) =>
  ({ sb: 'social_security_need', gjj: 'accumulation_fund_need', gz: 'payroll_credit_need', zp: 'recruitment_need' })[kind] ??
  'social_security_need';

function listFirms(db: Executor, q: ReviewListQuery) {
  return reviewPage(
    db,
    FIRM,
    q,
    () =>
      db
        .select({ f: rsFirms, userName: users.name })
        .from(rsFirms)
        .innerJoin(users, eq(users.id, rsFirms.userId))
        .where(auditQueueWhere(q, rsFirms.auditState, rsFirms.firmname, users.name))
        .orderBy(desc(rsFirms.updatedAt)),
    (r) => r.f.id,
    (rows, decisionOf) =>
      rows.map((row) => {
        const { f, userName } = row;
        const state = STATE_NAME[f.auditState] ?? 'pending';
        return {
          id: String(f.id),
          userId: f.userId,
          userName,
          title: f.firmname,
          state,
          submittedAt: f.updatedAt.toISOString(),
          amount: null,
          fields: [
            { label: '机构名称', value: f.firmname },
            { label: '统一社会信用代码', value: f.licenseNo ?? '' },
            { label: '联系人', value: `${f.contactName ?? ''} ${f.contactPhone ?? ''}` },
            { label: '所在城市', value: f.cityName ?? '' },
            { label: '地址', value: f.address ?? '' },
            { label: '机构简介', value: f.intro ?? '' },
          ],
          images: [f.licensePath, f.permitPath].filter((p): p is string => Boolean(p)),
          files: [],
          decision: state === 'pending' ? null : decisionOf(row),
        };
      }),
  );
}

const firmReviewKind = defineReviewKind({
  kind: FIRM,
  label: '机构认证审核',
  route: '/admin/personnel/firms',
  list: listFirms,
  load: lockedRow(rsFirms, (f) => ({
    pending: f.auditState === AUDIT_STATE.pending,
    snapshot: { firmname: f.firmname, auditState: f.auditState },
  })),
  async apply(tx, subject, decision, reason) {
    const auditState = decision === 'approve' ? AUDIT_STATE.approved : AUDIT_STATE.rejected;
    await tx
      .update(rsFirms)
      .set({ auditState, rejectReason: rejectionReason(decision, reason) })
      .where(eq(rsFirms.id, Number(subject.id)));
    return { auditState };
  },
  notice(subject, decision, reason) {
    const name = (subject.snapshot as { firmname: string }).firmname;
    // spec: notice type 05 system review, class 03 HR agency
    return {
      messageType: '05',
      messageTypeClass: '03',
      title: PERSONNEL_MSG.firmReviewTitle,
      content: decision === 'approve' ? PERSONNEL_MSG.firmApproved(name) : PERSONNEL_MSG.firmRejected(name, reason ?? ''),
      redirectId: subject.id,
    };
  },
});

const NEED_STATE: Record<string, number> = { pending: NEED_STATUS.pending, rejected: NEED_STATUS.rejected };

function listNeeds(db: Executor, q: ReviewListQuery) {
  const c: (SQL | undefined)[] = [];
  if (q.state === 'approved') c.push(notInArray(personnelNeeds.status, [NEED_STATUS.pending, NEED_STATUS.rejected]));
  else if (q.state) c.push(eq(personnelNeeds.status, NEED_STATE[q.state] ?? NEED_STATUS.pending));
  if (q.filter && q.filter in NEED_KIND_LABEL) c.push(eq(personnelNeeds.kind, q.filter));
  if (q.keyword) c.push(anyContains(q.keyword, personnelNeeds.title, users.name));
  return reviewPage(
    db,
    NEED,
    q,
    () =>
      db
        .select({ n: personnelNeeds, userName: users.name })
        .from(personnelNeeds)
        .innerJoin(users, eq(users.id, personnelNeeds.userId))
        .where(and(...c))
        .orderBy(desc(personnelNeeds.updatedAt)),
    (r) => r.n.id,
    async (rows, decisionOf) => {
      const names = await publisherNames(
        db,
        rows.map((r) => r.n.userId),
      );
      return rows.map((row) => {
        const { n, userName } = row;
        const state = n.status === NEED_STATUS.pending ? 'pending' : n.status === NEED_STATUS.rejected ? 'rejected' : 'approved';
        const calc = n.calc as CalcResult | null;
        const fields = [
          { label: '类型', value: NEED_KIND_LABEL[n.kind as NeedKind] ?? n.kind },
          { label: '发布方', value: names.get(n.userId) ?? userName },
          { label: '城市', value: n.cityName },
          { label: '人数 / 月数', value: `${n.headcount}人 / ${n.months}个月` },
          { label: '预算（晶币）', value: formatCoins(n.budget) },
          { label: '联系人', value: `${n.contactName} ${n.contactPhone}` },
          { label: '需求说明', value: n.description },
          { label: '所属域', value: n.exclusiveCode ?? '公域' },
        ];
        if (n.baseAmount !== null)
          fields.splice(4, 0, { label: n.kind === 'gz' ? '每人月发放工资（元）' : '缴纳基数（元）', value: yuan(n.baseAmount) });
        if (n.position) fields.splice(4, 0, { label: '招聘职位 / 薪资', value: `${n.position} / ${n.salary ?? ''}` });
        if (calc)
          fields.push({
            label: '测算（每月合计，元）',
            value: `${yuan(calc.monthlyTotal)}（${calc.lines.map((l) => SB_ITEM_LABEL[l.item as keyof typeof SB_ITEM_LABEL] ?? l.label).join('、')}）`,
          });
        return {
          id: String(n.id),
          userId: n.userId,
          userName,
          title: n.title,
          state,
          submittedAt: n.updatedAt.toISOString(),
          amount: n.budget,
          fields,
          images: [],
          files: [],
          link: { label: '查看需求页', href: `/personnel/${needPage(n.kind)}?id=${n.id}` },
          decision: state === 'pending' ? null : decisionOf(row),
        };
      });
    },
  );
}

const needReviewKind = defineReviewKind({
  kind: NEED,
  label: '人事代理需求审核',
  route: '/admin/personnel/needs',
  list: listNeeds,
  load: lockedRow(personnelNeeds, (n) => ({
    pending: n.status === NEED_STATUS.pending,
    snapshot: { title: n.title, kind: n.kind, status: n.status, budget: n.budget },
  })),
  async apply(tx, subject, decision, reason) {
    const s = subject.snapshot as { kind: string; budget: number };
    // design: an approved recruitment demand waits for its deposit (zp_bzj) before it is published
    const status = decision === 'reject' ? NEED_STATUS.rejected : s.kind === 'zp' ? NEED_STATUS.awaitingDeposit : NEED_STATUS.published;
    await tx
      .update(personnelNeeds)
      .set({
        status,
        reviewReason: rejectionReason(decision, reason),
        updatedAt: new Date(),
        ...(s.kind === 'zp' ? { deposit: zpDeposit(s.budget) } : {}),
      })
      .where(eq(personnelNeeds.id, Number(subject.id)));
    return { status };
  },
  notice(subject, decision, reason) {
    const s = subject.snapshot as { title: string; kind: string; budget: number };
    const content =
      decision === 'reject'
        ? PERSONNEL_MSG.needRejected(s.title, reason ?? '')
        : s.kind === 'zp'
          ? PERSONNEL_MSG.needApprovedDeposit(s.title, formatCoins(zpDeposit(s.budget)))
          : PERSONNEL_MSG.needApproved(s.title);
    return {
      messageType: '03',
      messageTypeClass: PERSONNEL_NOTICE_CLASS.review,
      title: PERSONNEL_MSG.needReviewTitle,
      content,
      redirectId: subject.id,
    };
  },
});

/** Registered by buildApp (app.ts). */
export const personnelReviewKinds = [firmReviewKind, needReviewKind];
