import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { FEEDBACK_MSG } from '@xcb/shared';
import type { FeedbackItem } from '@xcb/shared/actions/wallet';
import type { Executor } from '../../db/client.ts';
import { assertOwnUploads } from '../files/files.service.ts';
import { complaintFeedback } from '../../db/schema/index.ts';
import type { Actor } from '../../http/router.ts';
import { listPage, listReply, type PagedInput } from '../../db/paging.ts';

// spec: complaints and feedback (type 0 feedback, 1 complaint); staff answer with type 2 rows that
// name the submission in reply_to_id (the back office writes those).

export async function addFeedback(
  db: Executor,
  actor: Actor,
  f: {
    type: number;
    content: string;
    iconurl?: string | undefined;
    phone?: string | undefined;
    wx?: string | undefined;
    qq?: string | undefined;
  },
) {
  // The picture (optional) must be one the caller uploaded.
  await assertOwnUploads(db, actor.userId, [f.iconurl]);
  await db.insert(complaintFeedback).values({
    userId: actor.userId,
    type: f.type,
    content: f.content,
    iconUrl: f.iconurl ?? null,
    phone: f.phone ?? null,
    wx: f.wx ?? null,
    qq: f.qq ?? null,
  });
  return { msg: FEEDBACK_MSG.ok };
}

export async function myFeedback(db: Executor, actor: Actor, q: PagedInput) {
  const where = and(
    eq(complaintFeedback.userId, actor.userId),
    isNull(complaintFeedback.replyToId),
    inArray(complaintFeedback.type, [0, 1]),
  );
  const page = await listPage(db, q, () =>
    db.select().from(complaintFeedback).where(where).orderBy(desc(complaintFeedback.createdAt), desc(complaintFeedback.id)),
  );
  const rows = page.rows;
  const ids = rows.map((r) => r.id);
  const replies = ids.length
    ? await db
        .select()
        .from(complaintFeedback)
        .where(and(eq(complaintFeedback.type, 2), inArray(complaintFeedback.replyToId, ids)))
        .orderBy(complaintFeedback.createdAt)
    : [];
  const recordList: FeedbackItem[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    content: r.content,
    iconurl: r.iconUrl,
    phone: r.phone,
    wx: r.wx,
    qq: r.qq,
    createtime: r.createdAt.toISOString(),
    replies: replies
      .filter((x) => x.replyToId === r.id)
      .map((x) => ({ id: x.id, content: x.content, createtime: x.createdAt.toISOString() })),
  }));
  return listReply(page, recordList);
}
