import { and, desc, eq, type SQL } from 'drizzle-orm';
import { SHARING_MSG, formatCoins } from '@xcb/shared';
import { SHARE_KIND_LABEL, SHARE_STATUS, type ShareKind } from '@xcb/shared/actions/sharing';
import type { Executor } from '../../db/client.ts';
import { shareItems, users } from '../../db/schema/index.ts';
import { anyContains } from '../../db/search.ts';
import { defineReviewKind, type ReviewListQuery } from '../staff/review.ts';
import { lockedRow, rejectionReason, reviewPage } from '../staff/review-rows.ts';

// The staff queue of published projects and services (status 0 under review, 1 listed, 2 rejected).
// An edited item comes back as pending, so the item's own status says whether it waits.

const KIND = 'sharing';
const STATE = { pending: SHARE_STATUS.pending, approved: SHARE_STATUS.listed, rejected: SHARE_STATUS.rejected } as const;
const STATE_NAME: Record<number, string> = { 0: 'pending', 1: 'approved', 2: 'rejected', 3: 'approved' };

function where(q: ReviewListQuery): SQL | undefined {
  const c: SQL[] = [];
  if (q.state) c.push(eq(shareItems.status, STATE[q.state]));
  if (q.filter === 'project' || q.filter === 'server') c.push(eq(shareItems.kind, q.filter));
  if (q.keyword) {
    const k = anyContains(q.keyword, shareItems.title, users.name, users.nickName);
    if (k) c.push(k);
  }
  return c.length ? and(...c) : undefined;
}

const list = (db: Executor, q: ReviewListQuery) =>
  reviewPage(
    db,
    KIND,
    q,
    () =>
      db
        .select({ i: shareItems, userName: users.name, nickName: users.nickName })
        .from(shareItems)
        .innerJoin(users, eq(users.id, shareItems.userId))
        .where(where(q))
        .orderBy(desc(shareItems.updatedAt), desc(shareItems.id)),
    (r) => r.i.id,
    (rows, decisionOf) =>
      rows.map((row) => {
        const { i, userName, nickName } = row;
        const state = STATE_NAME[i.status] ?? 'pending';
        const text = i.content
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
        return {
          id: String(i.id),
          userId: i.userId,
          userName,
          title: `【${SHARE_KIND_LABEL[i.kind as ShareKind] ?? '项目'}】${i.title}`,
          state,
          submittedAt: i.updatedAt.toISOString(),
          amount: i.price,
          fields: [
            { label: '发布人', value: nickName ? `${nickName}（${userName}）` : userName },
            { label: '类型', value: i.category },
            { label: '价格（晶币）', value: `${formatCoins(i.price)} / ${i.unit}` },
            { label: '交付周期', value: `${i.period}天` },
            { label: '城市', value: i.cityName ?? '不限' },
            { label: '专属域', value: i.exclusiveCode ?? '公域' },
            { label: '简介', value: i.summary },
            { label: '详细介绍', value: text.slice(0, 1000) },
          ],
          images: i.images,
          files: [],
          decision: state === 'pending' ? null : decisionOf(row),
        };
      }),
  );

const sharingReviewKind = defineReviewKind({
  kind: KIND,
  label: '共享审核',
  route: '/admin/sharing/review',
  list,
  load: lockedRow(shareItems, (i) => ({
    pending: i.status === SHARE_STATUS.pending,
    snapshot: { title: i.title, kind: i.kind, status: i.status, price: i.price },
  })),
  async apply(tx, subject, decision, reason) {
    const status = decision === 'approve' ? SHARE_STATUS.listed : SHARE_STATUS.rejected;
    await tx
      .update(shareItems)
      .set({ status, reviewReason: rejectionReason(decision, reason) })
      .where(eq(shareItems.id, Number(subject.id)));
    return { status };
  },
  notice(subject, decision, reason) {
    const title = (subject.snapshot as { title?: string }).title ?? '';
    // design: system review notices (05), class 06 for the sharing section's publications
    return {
      messageType: '05',
      messageTypeClass: '06',
      title: SHARING_MSG.reviewTitle,
      content: decision === 'approve' ? SHARING_MSG.approvedNotice(title) : SHARING_MSG.rejectedNotice(title, reason ?? ''),
      redirectId: subject.id,
    };
  },
});

/** Registered by buildApp (app.ts). */
export const sharingReviewKinds = [sharingReviewKind];
