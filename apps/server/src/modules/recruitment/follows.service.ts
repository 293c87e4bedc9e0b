import { and, desc, eq, inArray } from 'drizzle-orm';
import { LOOKED_TYPE, POSITION_STATUS, RECRUIT_MSG as M } from '@xcb/shared';
import type { Executor } from '../../db/client.ts';
import { companies, zpCollects, zpConcerns, zpLooked, zpPositions, zpShields } from '../../db/schema/index.ts';
import { notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { inScope, zoneScope } from '../domain/scope.ts';
import { visiblePosition } from './positions.service.ts';
import { companiesQuery, visibleCompany } from './companies.service.ts';
import { iso, positionsQuery, presentCard, recordLook } from './recruitment.common.ts';
import { listData, listPage, listReply } from '../../db/paging.ts';
import { presentCompany } from './recruitment.presenter.ts';
import { personChanged } from '../skills/links.ts';

// What a seeker keeps track of: favourite positions, followed and shielded companies, and the positions
// he looked at (browsing history).

export async function toggleCollect(db: Executor, actor: Actor, positionId: number) {
  const [existing] = await db
    .select({ id: zpCollects.id })
    .from(zpCollects)
    .where(and(eq(zpCollects.userId, actor.userId), eq(zpCollects.positionId, positionId)));
  if (existing) {
    await db.delete(zpCollects).where(eq(zpCollects.id, existing.id));
    return { msg: M.uncollected, collected: false };
  }
  const row = await visiblePosition(db, actor, positionId);
  if (row.p.positionstatus !== POSITION_STATUS.published) throw refuse(M.positionClosed);
  await db.insert(zpCollects).values({ userId: actor.userId, positionId }).onConflictDoNothing();
  return { msg: M.collected, collected: true };
}

export async function collects(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const where = and(eq(zpCollects.userId, actor.userId), inScope(zoneScope(actor), zpPositions.exclusiveCode));
  return listData(
    db,
    q,
    () =>
      positionsQuery(db, { collectedAt: zpCollects.createdAt })
        .innerJoin(zpCollects, eq(zpCollects.positionId, zpPositions.id))
        .where(where)
        .orderBy(desc(zpCollects.createdAt)),
    (r) => ({ ...presentCard(r), collectTime: iso(r.collectedAt) }),
  );
}

export async function toggleConcern(db: Executor, actor: Actor, companyId: number) {
  const [existing] = await db
    .select({ id: zpConcerns.id })
    .from(zpConcerns)
    .where(and(eq(zpConcerns.userId, actor.userId), eq(zpConcerns.companyId, companyId)));
  if (existing) {
    await db.delete(zpConcerns).where(eq(zpConcerns.id, existing.id));
    return { msg: M.unfollowed, following: false };
  }
  const company = await visibleCompany(db, actor, companyId);
  if (company.userId === actor.userId) throw refuse('不能关注自己的企业');
  await db.insert(zpConcerns).values({ userId: actor.userId, companyId }).onConflictDoNothing();
  return { msg: M.followed, following: true };
}

async function companyRows<T extends { companyId: number; createdAt: Date }>(db: Executor, rows: T[]) {
  if (!rows.length) return [];
  const found = await companiesQuery(db).where(
    inArray(
      companies.id,
      rows.map((r) => r.companyId),
    ),
  );
  const byId = new Map(found.map((f) => [f.c.id, f]));
  return rows.flatMap((r) => {
    const f = byId.get(r.companyId);
    return f ? [{ ...presentCompany(f), at: iso(r.createdAt) }] : [];
  });
}

export async function concerns(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const where = eq(zpConcerns.userId, actor.userId);
  const found = await listPage(db, q, () => db.select().from(zpConcerns).where(where).orderBy(desc(zpConcerns.createdAt)));
  const list = await companyRows(db, found.rows);
  return {
    data: listReply(
      found,
      list.map(({ at, ...c }) => ({ ...c, followTime: at })),
    ),
  };
}

export async function toggleShield(db: Executor, actor: Actor, input: { companyId: number; shield: number }) {
  if (input.shield === 0) {
    await db.delete(zpShields).where(and(eq(zpShields.userId, actor.userId), eq(zpShields.companyId, input.companyId)));
    personChanged(db, actor.userId);
    return { msg: M.unshielded, shielded: false };
  }
  const company = await visibleCompany(db, actor, input.companyId);
  if (company.userId === actor.userId) throw refuse('不能屏蔽自己的企业');
  await db.insert(zpShields).values({ userId: actor.userId, companyId: input.companyId }).onConflictDoNothing();
  personChanged(db, actor.userId);
  return { msg: M.shielded, shielded: true };
}

export async function shields(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const where = eq(zpShields.userId, actor.userId);
  const found = await listPage(db, q, () => db.select().from(zpShields).where(where).orderBy(desc(zpShields.createdAt)));
  const list = await companyRows(db, found.rows);
  return {
    data: listReply(
      found,
      list.map(({ at, ...c }) => ({ ...c, shieldTime: at })),
    ),
  };
}

// ---- browsing history ----

export async function lookPosition(db: Executor, actor: Actor, positionId: number) {
  const row = await visiblePosition(db, actor, positionId);
  if (row.p.positionstatus !== POSITION_STATUS.published) throw notFound(M.positionClosed);
  await recordLook(db, actor.userId, LOOKED_TYPE.position, positionId);
  return { msg: '已记录' };
}

export async function positionHistory(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const where = and(
    eq(zpLooked.userId, actor.userId),
    eq(zpLooked.type, LOOKED_TYPE.position),
    inScope(zoneScope(actor), zpPositions.exclusiveCode),
  );
  return listData(
    db,
    q,
    () =>
      positionsQuery(db, { lookedAt: zpLooked.lookedAt })
        .innerJoin(zpLooked, eq(zpLooked.targetId, zpPositions.id))
        .where(where)
        .orderBy(desc(zpLooked.lookedAt)),
    (r) => ({ ...presentCard(r), lookedTime: iso(r.lookedAt) }),
  );
}
