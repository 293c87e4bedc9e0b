import { and, desc, eq } from 'drizzle-orm';
import { PERSONNEL_MSG } from '@xcb/shared';
import type { Db } from '../../db/client.ts';
import { personnelCollections, personnelFollows, personnelHistory, personnelNeeds } from '../../db/schema/index.ts';
import { notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { publicFirm } from './firm.service.ts';
import { listable, visibleNeed } from './needs.service.ts';
import { presentNeeds } from './personnel.presenter.ts';
import { listPage, listReply } from '../../db/paging.ts';
import { toggleRow } from '../../db/rows.ts';

// Favourite demands (personnel_collection), followed firms (personnel_follow) and browsing history
// (personnel_history). Lists show only demands the caller may still see (his zone; published or his own).

export async function toggleCollection(db: Db, actor: Actor, needId: number) {
  await visibleNeed(db, actor, needId);
  const on = await toggleRow(
    db,
    personnelCollections,
    and(eq(personnelCollections.userId, actor.userId), eq(personnelCollections.needId, needId)),
    { userId: actor.userId, needId },
  );
  return on ? { msg: PERSONNEL_MSG.collected, collected: true } : { msg: PERSONNEL_MSG.uncollected, collected: false };
}

async function needPage(
  db: Db,
  actor: Actor,
  table: typeof personnelCollections | typeof personnelHistory,
  q: { pageNum: number; pageSize: number },
) {
  const at = 'viewedAt' in table ? table.viewedAt : table.createdAt;
  const p = await listPage(db, q, () =>
    db
      .select({ n: personnelNeeds, at })
      .from(table)
      .innerJoin(personnelNeeds, eq(personnelNeeds.id, table.needId))
      .where(and(eq(table.userId, actor.userId), listable(actor)))
      .orderBy(desc(at)),
  );
  const needs = await presentNeeds(
    db,
    p.rows.map((r) => r.n),
    actor,
  );
  return {
    data: listReply(
      p,
      needs.map((n, i) => ({ ...n, at: p.rows[i]?.at.toISOString() ?? '' })),
    ),
  };
}

export const listCollections = (db: Db, actor: Actor, q: { pageNum: number; pageSize: number }) =>
  needPage(db, actor, personnelCollections, q);
export const listHistory = (db: Db, actor: Actor, q: { pageNum: number; pageSize: number }) => needPage(db, actor, personnelHistory, q);

export async function toggleFollow(db: Db, actor: Actor, firmUserId: number) {
  if (firmUserId === actor.userId) throw refuse(PERSONNEL_MSG.followSelf);
  if (!(await publicFirm(db, actor.userId, firmUserId))) throw notFound(PERSONNEL_MSG.firmNotFoundPublic);
  const on = await toggleRow(
    db,
    personnelFollows,
    and(eq(personnelFollows.userId, actor.userId), eq(personnelFollows.firmUserId, firmUserId)),
    { userId: actor.userId, firmUserId },
  );
  return on ? { msg: PERSONNEL_MSG.followed, followed: true } : { msg: PERSONNEL_MSG.unfollowed, followed: false };
}

export async function listFollows(db: Db, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const p = await listPage(db, q, () =>
    db.select().from(personnelFollows).where(eq(personnelFollows.userId, actor.userId)).orderBy(desc(personnelFollows.createdAt)),
  );
  const recordList = [];
  for (const r of p.rows) {
    const f = await publicFirm(db, actor.userId, r.firmUserId);
    if (f) recordList.push({ ...f, at: r.createdAt.toISOString() });
  }
  return { data: listReply(p, recordList) };
}
