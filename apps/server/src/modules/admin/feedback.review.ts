import { and, count, desc, eq, exists, isNull, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { ADMIN_MSG } from '@xcb/shared';
import type { ReviewItem } from '@xcb/shared/actions/admin';
import type { Executor } from '../../db/client.ts';
import { complaintFeedback, reviewDecisions, users } from '../../db/schema/index.ts';
import { badRequest } from '../../core/errors.ts';
import { defineReviewKind, type ReviewListQuery } from '../staff/review.ts';
import { reviewPage } from '../staff/review-rows.ts';
import { anyContains } from '../../db/search.ts';

// The complaints and feedback queue (spec: feedback record type 0 feedback, 1 complaint, 2 reply).
// A decision is a staff reply, stored as a type 2 row pointing at the original, that the user reads on
// /advince; approve means handled/accepted, reject means not accepted, each with the reply text.

const KIND = 'feedback';
export const FEEDBACK_TYPE = { feedback: 0, complaint: 1, reply: 2 } as const;
const TYPE_LABEL: Record<number, string> = { 0: '反馈', 1: '投诉', 2: '回复' };

const decided = (decision?: 'approve' | 'reject') =>
  exists(
    sql`(select 1 from ${reviewDecisions} where ${reviewDecisions.kind} = ${KIND} and ${reviewDecisions.subjectId} = ${complaintFeedback.id}::text${decision ? sql` and ${reviewDecisions.decision} = ${decision}` : sql``})`,
  );

function where(q: ReviewListQuery): SQL | undefined {
  const c: SQL[] = [ne(complaintFeedback.type, FEEDBACK_TYPE.reply), isNull(complaintFeedback.replyToId)];
  if (q.state === 'pending')
    c.push(
      notExists(
        sql`(select 1 from ${reviewDecisions} where ${reviewDecisions.kind} = ${KIND} and ${reviewDecisions.subjectId} = ${complaintFeedback.id}::text)`,
      ),
    );
  if (q.state === 'approved') c.push(decided('approve'));
  if (q.state === 'rejected') c.push(decided('reject'));
  if (q.filter === '0' || q.filter === '1') c.push(eq(complaintFeedback.type, Number(q.filter)));
  if (q.keyword) {
    const k = anyContains(q.keyword, complaintFeedback.content, users.name, complaintFeedback.phone);
    if (k) c.push(k);
  }
  return and(...c);
}

function list(db: Executor, q: ReviewListQuery) {
  const reply = sql<
    string | null
  >`(select r.content from complaint_feedback r where r.reply_to_id = ${complaintFeedback.id} order by r.id desc limit 1)`;
  return reviewPage(
    db,
    KIND,
    q,
    () =>
      db
        .select({ f: complaintFeedback, userName: users.name, nickName: users.nickName, reply })
        .from(complaintFeedback)
        .innerJoin(users, eq(users.id, complaintFeedback.userId))
        .where(where(q))
        .orderBy(desc(complaintFeedback.createdAt), desc(complaintFeedback.id)),
    (r) => r.f.id,
    (rows, decisionOf) =>
      rows.map((row): ReviewItem => {
        const { f, userName, nickName, reply: replyText } = row;
        const d = decisionOf(row);
        const fields = [
          { label: '类型', value: TYPE_LABEL[f.type] ?? String(f.type) },
          { label: '内容', value: f.content },
          { label: '用户', value: nickName ? `${nickName}（${userName}）` : userName },
        ];
        if (f.phone) fields.push({ label: '手机', value: f.phone });
        if (f.wx) fields.push({ label: '微信', value: f.wx });
        if (f.qq) fields.push({ label: 'QQ', value: f.qq });
        if (replyText) fields.push({ label: '回复', value: replyText });
        return {
          id: String(f.id),
          userId: f.userId,
          userName,
          title: `${TYPE_LABEL[f.type] ?? ''}：${f.content.length > 30 ? `${f.content.slice(0, 30)}…` : f.content}`,
          state: d ? (d.decision === 'approve' ? 'approved' : 'rejected') : 'pending',
          submittedAt: f.createdAt.toISOString(),
          amount: null,
          fields,
          images: (f.iconUrl ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
          files: [],
          decision: d,
        };
      }),
  );
}

const feedbackReviewKind = defineReviewKind({
  kind: KIND,
  label: '投诉与反馈',
  route: '/admin/feedback',
  list,
  async load(tx, id) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const [row] = await tx
      .select()
      .from(complaintFeedback)
      .where(and(eq(complaintFeedback.id, Number(id)), ne(complaintFeedback.type, FEEDBACK_TYPE.reply)))
      .for('update');
    if (!row) return null;
    const [done] = await tx
      .select({ n: count() })
      .from(reviewDecisions)
      .where(and(eq(reviewDecisions.kind, KIND), eq(reviewDecisions.subjectId, id)));
    return { id, userId: row.userId, pending: (done?.n ?? 0) === 0, snapshot: { type: row.type, content: row.content, replied: false } };
  },
  async apply(tx, subject, decision, reason, actor) {
    if (!reason) throw badRequest(ADMIN_MSG.replyRequired);
    const [row] = await tx
      .insert(complaintFeedback)
      .values({ userId: subject.userId, type: FEEDBACK_TYPE.reply, content: reason, replyToId: Number(subject.id), staffId: actor.userId })
      .returning({ id: complaintFeedback.id });
    return { replyId: row?.id ?? null, replied: true, accepted: decision === 'approve' };
  },
  notice(subject, _decision, reason) {
    // spec: type 05 system review; class 00 is ours for feedback replies (05's listed classes are certifications)
    return { messageType: '05', messageTypeClass: '00', title: ADMIN_MSG.replyTitle, content: reason ?? '', redirectId: subject.id };
  },
});

/** Registered by buildApp (app.ts). */
export const feedbackReviewKinds = [feedbackReviewKind];
