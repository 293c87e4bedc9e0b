import { and, count, desc, eq } from 'drizzle-orm';
import type { NoticeType } from '@xcb/shared';
import type { Executor } from '../../db/client.ts';
import { notices } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import type { Hub } from '../../realtime/hub.ts';
import { listPage } from '../../db/paging.ts';
import { presentNotice } from './messaging.presenter.ts';

export interface NewNotice {
  userId: number;
  messageType: NoticeType;
  messageTypeClass: string;
  /** The id of the object the notice is about; the client goes to its page on click. */
  redirectId?: string | number | null;
  title: string;
  content: string;
}

/**
 * Sends a system notice: stored for the user, and pushed over the chat socket (cmdtype xtMessage) so the
 * badge refreshes at once. Pass the transaction of the decision it reports: the row and the push both
 * stand or fall with it (the push leaves only when it commits).
 */
export async function sendNotice(db: Executor, hub: Hub, n: NewNotice): Promise<void> {
  const [row] = await db
    .insert(notices)
    .values({ ...n, redirectId: n.redirectId === undefined || n.redirectId === null ? null : String(n.redirectId) })
    .returning();
  if (row) await hub.publishIn(db, { userId: n.userId, payload: { cmdtype: 'xtMessage', message: presentNotice(row) } });
}

/**
 * The sender of one kind of notice an area sends again and again (one type and class): only the
 * addressee, the text and the link differ from one to the next.
 */
export const noticeSender =
  (messageType: NoticeType, messageTypeClass: string) =>
  (db: Executor, hub: Hub, n: Omit<NewNotice, 'messageType' | 'messageTypeClass'>): Promise<void> =>
    sendNotice(db, hub, { ...n, messageType, messageTypeClass });

const filter = (actor: Actor, messageType: string) =>
  messageType ? and(eq(notices.userId, actor.userId), eq(notices.messageType, messageType)) : eq(notices.userId, actor.userId);

export async function listNotices(db: Executor, actor: Actor, q: { messageType: string; pageNum: number; pageSize: number }) {
  const where = filter(actor, q.messageType);
  const { rows, total } = await listPage(db, q, () =>
    db.select().from(notices).where(where).orderBy(desc(notices.createdAt), desc(notices.id)),
  );
  return { code: 1, data: { recordList: rows.map(presentNotice), recordCount: total } };
}

export async function unreadCount(db: Executor, actor: Actor, messageType: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(filter(actor, messageType), eq(notices.readMsg, 0)));
  return { code: 1, data: { unread: row?.n ?? 0 } };
}

export async function markRead(db: Executor, actor: Actor, id: number) {
  const [row] = await db.select({ userId: notices.userId }).from(notices).where(eq(notices.id, id));
  if (!row) throw notFound('通知不存在');
  if (row.userId !== actor.userId) throw forbidden();
  await db.update(notices).set({ readMsg: 1 }).where(eq(notices.id, id));
  return { code: 1, msg: '已读' };
}

export async function getNotice(db: Executor, actor: Actor, id: number) {
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  if (!row) throw notFound('通知不存在');
  if (row.userId !== actor.userId) throw forbidden();
  return { code: 1, data: presentNotice(row) };
}
