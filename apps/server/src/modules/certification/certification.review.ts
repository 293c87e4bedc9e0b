import { and, desc, eq, type SQL } from 'drizzle-orm';
import { AUDIT_STATE, CERT_MSG } from '@xcb/shared';
import type { ReviewItem } from '@xcb/shared/actions/admin';
import type { Executor } from '../../db/client.ts';
import { companies, personalInformation, users } from '../../db/schema/index.ts';
import { anyContains } from '../../db/search.ts';
import { badRequest } from '../../core/errors.ts';
import { latestDecisions, defineReviewKind, type ReviewListQuery } from '../staff/review.ts';
import { listPage } from '../../db/paging.ts';

// Staff review queues of the certifications (spec §6: staff review certifications). A decision sets
// companyAuditState / jpAuditState and sends the notice of class 05-01 (company) or 05-02 (personal),
// whose text adds the spec's hint to refresh the page after an approval.

const STATE_OF = { pending: AUDIT_STATE.pending, approved: AUDIT_STATE.approved, rejected: AUDIT_STATE.rejected } as const;
const stateName = (s: number) => (s === AUDIT_STATE.approved ? 'approved' : s === AUDIT_STATE.rejected ? 'rejected' : 'pending');
const validId = (id: string) => /^\d{1,9}$/.test(id);

async function listCompanies(db: Executor, q: ReviewListQuery) {
  const c: (SQL | undefined)[] = [];
  if (q.state) c.push(eq(companies.companyAuditState, STATE_OF[q.state]));
  if (q.keyword) c.push(anyContains(q.keyword, companies.companyName, users.name));
  const where = and(...c);
  const { rows, total } = await listPage(db, q, () =>
    db
      .select({ c: companies, userName: users.name })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id)),
  );
  const decisions = await latestDecisions(
    db,
    'company',
    rows.map((r) => String(r.c.id)),
  );
  const recordList: ReviewItem[] = rows.map(({ c: r, userName }) => ({
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
    decision: decisions.get(String(r.id)) ?? null,
  }));
  return { recordList, recordCount: total };
}

async function listPersonal(db: Executor, q: ReviewListQuery) {
  const c: (SQL | undefined)[] = [];
  if (q.state) c.push(eq(personalInformation.jpAuditState, STATE_OF[q.state]));
  if (q.keyword) c.push(anyContains(q.keyword, personalInformation.name, users.name));
  const where = and(...c);
  const { rows, total } = await listPage(db, q, () =>
    db
      .select({ p: personalInformation, userName: users.name })
      .from(personalInformation)
      .innerJoin(users, eq(users.id, personalInformation.userId))
      .where(where)
      .orderBy(desc(personalInformation.createdAt), desc(personalInformation.id)),
  );
  const decisions = await latestDecisions(
    db,
    'personal',
    rows.map((r) => String(r.p.id)),
  );
  const recordList: ReviewItem[] = rows.map(({ p, userName }) => ({
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
    decision: decisions.get(String(p.id)) ?? null,
  }));
  return { recordList, recordCount: total };
}

const verdict = (decision: 'approve' | 'reject', reason: string | undefined) => {
  if (decision === 'reject' && !reason) throw badRequest(CERT_MSG.reasonRequired);
  return decision === 'approve' ? AUDIT_STATE.approved : AUDIT_STATE.rejected;
};

const companyReviewKind = defineReviewKind({
  kind: 'company',
  label: '企业认证审核',
  route: '/admin/cert/company',
  roles: ['admin', 'reviewer'],
  list: listCompanies,
  async load(tx, id) {
    if (!validId(id)) return null;
    const [row] = await tx
      .select()
      .from(companies)
      .where(eq(companies.id, Number(id)))
      .for('update');
    if (!row) return null;
    return {
      id,
      userId: row.userId,
      pending: row.companyAuditState === AUDIT_STATE.pending,
      snapshot: { companyAuditState: row.companyAuditState, companyName: row.companyName },
    };
  },
  async apply(tx, subject, decision, reason) {
    const s = verdict(decision, reason);
    await tx
      .update(companies)
      .set({ companyAuditState: s, auditReason: decision === 'reject' ? (reason ?? null) : null })
      .where(eq(companies.id, Number(subject.id)));
    // spec: an approved company makes its user a company user (auth 2) unless he is an HR agency (3)
    if (s === AUDIT_STATE.approved) {
      const [u] = await tx.select({ auth: users.auth }).from(users).where(eq(users.id, subject.userId));
      if (u && u.auth !== 3) await tx.update(users).set({ auth: 2 }).where(eq(users.id, subject.userId));
    }
    return { companyAuditState: s };
  },
  notice(subject, decision, reason) {
    return decision === 'approve'
      ? {
          messageType: '05',
          messageTypeClass: '01',
          title: CERT_MSG.companyApprovedTitle,
          content: `您的企业认证已通过审核。${CERT_MSG.refreshHint}`,
          redirectId: subject.id,
        }
      : {
          messageType: '05',
          messageTypeClass: '01',
          title: CERT_MSG.companyRejectedTitle,
          content: `原因：${reason ?? ''}，请修改后重新提交`,
          redirectId: subject.id,
        };
  },
});

const personalReviewKind = defineReviewKind({
  kind: 'personal',
  label: '个人认证审核',
  route: '/admin/cert/personal',
  roles: ['admin', 'reviewer'],
  list: listPersonal,
  async load(tx, id) {
    if (!validId(id)) return null;
    const [row] = await tx
      .select()
      .from(personalInformation)
      .where(eq(personalInformation.id, Number(id)))
      .for('update');
    if (!row) return null;
    return {
      id,
      userId: row.userId,
      pending: row.jpAuditState === AUDIT_STATE.pending,
      snapshot: { jpAuditState: row.jpAuditState, name: row.name },
    };
  },
  async apply(tx, subject, decision, reason) {
    const s = verdict(decision, reason);
    await tx
      .update(personalInformation)
      .set({ jpAuditState: s, auditReason: decision === 'reject' ? (reason ?? null) : null })
      .where(eq(personalInformation.id, Number(subject.id)));
    if (s === AUDIT_STATE.approved) {
      const [u] = await tx.select({ auth: users.auth }).from(users).where(eq(users.id, subject.userId));
      if (u?.auth === 0) await tx.update(users).set({ auth: 1 }).where(eq(users.id, subject.userId));
    }
    return { jpAuditState: s };
  },
  notice(subject, decision, reason) {
    return decision === 'approve'
      ? {
          messageType: '05',
          messageTypeClass: '02',
          title: CERT_MSG.personalApprovedTitle,
          content: `您的个人资料认证已通过审核。${CERT_MSG.refreshHint}`,
          redirectId: subject.id,
        }
      : {
          messageType: '05',
          messageTypeClass: '02',
          title: CERT_MSG.personalRejectedTitle,
          content: `原因：${reason ?? ''}，请修改后重新提交`,
          redirectId: subject.id,
        };
  },
});

/** Registered by buildApp (app.ts). */
export const certificationReviewKinds = [companyReviewKind, personalReviewKind];
