import { and, desc, eq, type SQL } from 'drizzle-orm';
import { POSITION_STATUS, RECRUIT_MSG as M } from '@xcb/shared';
import type { Executor } from '../../db/client.ts';
import { companies, dictionaries, dictionaryDetails, users, zpPositions, zpReports } from '../../db/schema/index.ts';
import { anyContains } from '../../db/search.ts';
import { badRequest } from '../../core/errors.ts';
import { defineReviewKind, type ReviewListQuery } from '../staff/review.ts';
import { lockedRow, rejectionReason, reviewPage } from '../staff/review-rows.ts';
import { notifyAlerts } from './alerts.service.ts';

// Staff review of positions (add_job submits, staff approve or reject; an edited position waits again)
// and of reports of fake positions (upheld takes the position offline).

const POSITION_KIND = 'zp-position';
const REPORT_KIND = 'zp-report';
const STATE_OF = { pending: POSITION_STATUS.pending, approved: POSITION_STATUS.published, rejected: POSITION_STATUS.rejected } as const;
const STATE_NAME: Record<number, string> = { 0: 'pending', 1: 'approved', 2: 'rejected', 3: 'approved' };

/** Dictionary value → name, for the reviewer's fields (xzfw, gzjy, xl, cshy, gwfl). */
async function dictNames(db: Executor): Promise<(number: string, value: string) => string> {
  const rows = await db
    .select({ number: dictionaries.number, value: dictionaryDetails.value, name: dictionaryDetails.name })
    .from(dictionaryDetails)
    .innerJoin(dictionaries, eq(dictionaries.id, dictionaryDetails.dictionaryId));
  const map = new Map(rows.map((r) => [`${r.number}:${r.value}`, r.name]));
  return (number, value) => map.get(`${number}:${value}`) ?? value;
}

function listPositions(db: Executor, q: ReviewListQuery) {
  const c: SQL[] = [];
  if (q.state) c.push(eq(zpPositions.positionstatus, STATE_OF[q.state]));
  if (q.keyword) {
    const k = anyContains(q.keyword, zpPositions.positionname, companies.companyName, users.name);
    if (k) c.push(k);
  }
  return reviewPage(
    db,
    POSITION_KIND,
    q,
    () =>
      db
        .select({ p: zpPositions, companyName: companies.companyName, userName: users.name })
        .from(zpPositions)
        .innerJoin(companies, eq(companies.id, zpPositions.companyId))
        .innerJoin(users, eq(users.id, zpPositions.userId))
        .where(and(...c))
        .orderBy(desc(zpPositions.updatedAt), desc(zpPositions.id)),
    (r) => r.p.id,
    async (rows, decisionOf) => {
      const name = await dictNames(db);
      return rows.map((row) => {
        const { p, companyName, userName } = row;
        const state = STATE_NAME[p.positionstatus] ?? 'pending';
        return {
          id: String(p.id),
          userId: p.userId,
          userName,
          title: `${companyName}：${p.positionname}`,
          state,
          submittedAt: p.updatedAt.toISOString(),
          amount: null,
          fields: [
            { label: '企业', value: companyName },
            { label: '职位名称', value: p.positionname },
            { label: '薪资范围', value: name('xzfw', p.salaryrange) },
            { label: '工作经验', value: name('gzjy', p.workexperience) },
            { label: '学历要求', value: name('xl', p.education) },
            { label: '所属行业', value: name('cshy', p.industry) },
            { label: '工作城市', value: p.city },
            { label: '招聘人数', value: String(p.peoplenum) },
            { label: '福利', value: p.fl.map((f) => name('gwfl', f)).join('、') || '无' },
            { label: '职位描述', value: p.description },
            { label: '所在域', value: p.exclusiveCode ?? '公域' },
          ],
          images: [],
          files: [],
          decision: state === 'pending' ? null : decisionOf(row),
        };
      });
    },
  );
}

const positionReviewKind = defineReviewKind({
  kind: POSITION_KIND,
  label: '职位审核',
  route: '/admin/recruitment/positions',
  list: listPositions,
  load: lockedRow(zpPositions, (p) => ({
    pending: p.positionstatus === POSITION_STATUS.pending,
    snapshot: { positionname: p.positionname, positionstatus: p.positionstatus },
  })),
  async apply(tx, subject, decision, reason, _actor, deps) {
    if (decision === 'reject' && !reason) throw badRequest(M.rejectReason);
    const status = decision === 'approve' ? POSITION_STATUS.published : POSITION_STATUS.rejected;
    const [p] = await tx
      .update(zpPositions)
      .set({ positionstatus: status, rejectReason: rejectionReason(decision, reason), updatedAt: new Date() })
      .where(eq(zpPositions.id, Number(subject.id)))
      .returning();
    if (p && status === POSITION_STATUS.published) {
      const [c] = await tx
        .select({ name: companies.companyName, owner: companies.userId })
        .from(companies)
        .where(eq(companies.id, p.companyId));
      await notifyAlerts(tx, deps, p, c?.name ?? '', c?.owner ?? 0);
    }
    return { positionstatus: status };
  },
  notice(subject, decision, reason) {
    const name = (subject.snapshot as { positionname?: string }).positionname ?? '';
    return {
      messageType: '02',
      messageTypeClass: '03',
      title: M.positionReviewTitle,
      content: decision === 'approve' ? M.positionApproved(name) : M.positionRejected(name, reason ?? ''),
      redirectId: subject.id,
    };
  },
});

const REPORT_STATE = { pending: 0, approved: 1, rejected: 2 } as const;

function listReports(db: Executor, q: ReviewListQuery) {
  const c: SQL[] = [];
  if (q.state) c.push(eq(zpReports.state, REPORT_STATE[q.state]));
  if (q.keyword) {
    const k = anyContains(q.keyword, zpPositions.positionname, companies.companyName, zpReports.reason);
    if (k) c.push(k);
  }
  const names = ['pending', 'approved', 'rejected'];
  return reviewPage(
    db,
    REPORT_KIND,
    q,
    () =>
      db
        .select({ r: zpReports, positionname: zpPositions.positionname, companyName: companies.companyName, userName: users.name })
        .from(zpReports)
        .innerJoin(zpPositions, eq(zpPositions.id, zpReports.positionId))
        .innerJoin(companies, eq(companies.id, zpPositions.companyId))
        .innerJoin(users, eq(users.id, zpReports.userId))
        .where(and(...c))
        .orderBy(desc(zpReports.createdAt), desc(zpReports.id)),
    (row) => row.r.id,
    (rows, decisionOf) =>
      rows.map((row) => {
        const { r, positionname, companyName, userName } = row;
        return {
          id: String(r.id),
          userId: r.userId,
          userName,
          title: `举报：${companyName}「${positionname}」`,
          state: names[r.state] ?? 'pending',
          submittedAt: r.createdAt.toISOString(),
          amount: null,
          fields: [
            { label: '被举报职位', value: `${companyName}「${positionname}」` },
            { label: '举报原因', value: r.reason },
            { label: '举报人', value: userName },
          ],
          images: [],
          files: [],
          link: { label: '查看职位', href: `/recruitment/job_introduce?id=${r.positionId}` },
          decision: decisionOf(row),
        };
      }),
  );
}

const reportReviewKind = defineReviewKind({
  kind: REPORT_KIND,
  label: '虚假职位举报',
  route: '/admin/recruitment/reports',
  list: listReports,
  load: lockedRow(zpReports, (r) => ({
    pending: r.state === REPORT_STATE.pending,
    snapshot: { positionId: r.positionId, state: r.state },
  })),
  async apply(tx, subject, decision) {
    const state = decision === 'approve' ? REPORT_STATE.approved : REPORT_STATE.rejected;
    await tx
      .update(zpReports)
      .set({ state })
      .where(eq(zpReports.id, Number(subject.id)));
    // an upheld report takes the position offline; its other pending reports are settled with it
    if (decision === 'approve') {
      const positionId = (subject.snapshot as { positionId: number }).positionId;
      await tx
        .update(zpPositions)
        .set({ positionstatus: POSITION_STATUS.offline, updatedAt: new Date() })
        .where(eq(zpPositions.id, positionId));
    }
    return { state };
  },
  notice(_subject, decision, reason) {
    return {
      messageType: '02',
      messageTypeClass: '06',
      title: '举报处理结果',
      content:
        decision === 'approve'
          ? `您举报的职位经核实已下线${reason ? `：${reason}` : ''}`
          : `您举报的职位经核实未发现问题${reason ? `：${reason}` : ''}`,
    };
  },
});

/** Registered by buildApp (app.ts). */
export const recruitmentReviewKinds = [positionReviewKind, reportReviewKind];
