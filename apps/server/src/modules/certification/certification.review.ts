import { desc, eq } from 'drizzle-orm';
import { AUDIT_STATE, CERT_MSG } from '@xcb/shared';
import type { ReviewDecision } from '@xcb/shared/actions/admin';
import type { Tx } from '../../db/client.ts';
import { companies, personalInformation, users } from '../../db/schema/index.ts';
import { badRequest } from '../../core/errors.ts';
import { defineReviewKind, type ReviewListQuery } from '../staff/review.ts';
import { auditQueueWhere, lockedRow, rejectionReason, reviewPage, verdictNotice } from '../staff/review-rows.ts';
import type { Executor } from '../../db/client.ts';

// Staff review queues of the certifications (spec §6: staff review certifications). A decision sets
// companyAuditState / jpAuditState and sends the notice of class 05-01 (company) or 05-02 (personal),
// whose text adds the spec's hint to refresh the page after an approval.

const stateName = (s: number) => (s === AUDIT_STATE.approved ? 'approved' : s === AUDIT_STATE.rejected ? 'rejected' : 'pending');

const listCompanies = (db: Executor, q: ReviewListQuery) => {
  return reviewPage(
    db,
    'company',
    q,
    () =>
      db
        .select({ c: companies, userName: users.name })
        .from(companies)
        .innerJoin(users, eq(users.id, companies.userId))
        .where(auditQueueWhere(q, companies.companyAuditState, companies.companyName, users.name))
        .orderBy(desc(companies.createdAt), desc(companies.id)),
    (r) => r.c.id,
    (rows, decisionOf) =>
      rows.map((row) => {
        const { c: r, userName } = row;
        return {
          id: String(r.id),
          userId: r.userId,
          userName,
          title: `企业认证：${r.companyName}`,
          state: stateName(r.companyAuditState),
          submittedAt: r.createdAt.toISOString(),
          amount: null,
          fields: [
            { label: '企业名称', value: r.companyName },
            { label: '所属行业', value: r.companyMainIndustry ?? '' },
            { label: '企业规模', value: r.companySize ?? '' },
            { label: '地址', value: r.companyAddress ?? '' },
            { label: '简介', value: r.companyIntro ?? '' },
          ].filter((f) => f.value),
          images: [r.licensePath, r.companyTx].filter((p): p is string => !!p),
          files: [],
          decision: decisionOf(row),
        };
      }),
  );
};

const listPersonal = (db: Executor, q: ReviewListQuery) => {
  return reviewPage(
    db,
    'personal',
    q,
    () =>
      db
        .select({ p: personalInformation, userName: users.name })
        .from(personalInformation)
        .innerJoin(users, eq(users.id, personalInformation.userId))
        .where(auditQueueWhere(q, personalInformation.jpAuditState, personalInformation.name, users.name))
        .orderBy(desc(personalInformation.createdAt), desc(personalInformation.id)),
    (r) => r.p.id,
    (rows, decisionOf) =>
      rows.map((row) => {
        const { p, userName } = row;
        return {
          id: String(p.id),
          userId: p.userId,
          userName,
          title: `个人认证：${p.name}`,
          state: stateName(p.jpAuditState),
          submittedAt: p.createdAt.toISOString(),
          amount: null,
          fields: [
            { label: '真实姓名', value: p.name },
            { label: '身份证号', value: p.idNumber ?? '' },
          ].filter((f) => f.value),
          images: [p.idFrontPath, p.idBackPath].filter((x): x is string => !!x),
          files: [],
          decision: decisionOf(row),
        };
      }),
  );
};

const verdict = (decision: ReviewDecision, reason: string | undefined) => {
  if (decision === 'reject' && !reason) throw badRequest(CERT_MSG.reasonRequired);
  return decision === 'approve' ? AUDIT_STATE.approved : AUDIT_STATE.rejected;
};

/** An approved certification raises the user's auth level: `raise` says from which levels to which. */
async function raiseAuth(tx: Tx, userId: number, raise: (auth: number) => number | null) {
  const [u] = await tx.select({ auth: users.auth }).from(users).where(eq(users.id, userId));
  const to = u ? raise(u.auth) : null;
  if (to !== null) await tx.update(users).set({ auth: to }).where(eq(users.id, userId));
}

/** The certification notice: class 01 for a company, 02 for a person. */
const certNotice =
  (cls: string, approvedTitle: string, rejectedTitle: string, what: string) =>
  (subject: { id: string }, decision: ReviewDecision, reason: string | undefined) =>
    verdictNotice(
      decision,
      { messageType: '05', messageTypeClass: cls, redirectId: subject.id },
      { title: approvedTitle, content: `您的${what}已通过审核。${CERT_MSG.refreshHint}` },
      { title: rejectedTitle, content: `原因：${reason ?? ''}，请修改后重新提交` },
    );

const companyReviewKind = defineReviewKind({
  kind: 'company',
  label: '企业认证审核',
  route: '/admin/cert/company',
  list: listCompanies,
  load: lockedRow(companies, (row) => ({
    pending: row.companyAuditState === AUDIT_STATE.pending,
    snapshot: { companyAuditState: row.companyAuditState, companyName: row.companyName },
  })),
  async apply(tx, subject, decision, reason) {
    const s = verdict(decision, reason);
    await tx
      .update(companies)
      .set({ companyAuditState: s, auditReason: rejectionReason(decision, reason) })
      .where(eq(companies.id, Number(subject.id)));
    // spec: an approved company makes its user a company user (auth 2) unless he is an HR agency (3)
    if (s === AUDIT_STATE.approved) await raiseAuth(tx, subject.userId, (auth) => (auth !== 3 ? 2 : null));
    return { companyAuditState: s };
  },
  notice: certNotice('01', CERT_MSG.companyApprovedTitle, CERT_MSG.companyRejectedTitle, '企业认证'),
});

const personalReviewKind = defineReviewKind({
  kind: 'personal',
  label: '个人认证审核',
  route: '/admin/cert/personal',
  list: listPersonal,
  load: lockedRow(personalInformation, (row) => ({
    pending: row.jpAuditState === AUDIT_STATE.pending,
    snapshot: { jpAuditState: row.jpAuditState, name: row.name },
  })),
  async apply(tx, subject, decision, reason) {
    const s = verdict(decision, reason);
    await tx
      .update(personalInformation)
      .set({ jpAuditState: s, auditReason: rejectionReason(decision, reason) })
      .where(eq(personalInformation.id, Number(subject.id)));
    if (s === AUDIT_STATE.approved) await raiseAuth(tx, subject.userId, (auth) => (auth === 0 ? 1 : null));
    return { jpAuditState: s };
  },
  notice: certNotice('02', CERT_MSG.personalApprovedTitle, CERT_MSG.personalRejectedTitle, '个人资料认证'),
});

/** Registered by buildApp (app.ts). */
export const certificationReviewKinds = [companyReviewKind, personalReviewKind];
