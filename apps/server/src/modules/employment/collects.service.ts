import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { EMPLOYMENT_MSG as M } from '@xcb/shared';
import type { Db, Executor } from '../../db/client.ts';
import { demandCollects, demands, footprints } from '../../db/schema/index.ts';
import type { Actor } from '../../http/router.ts';
import { assertVisible, inScope, zoneScope } from '../domain/scope.ts';
import { iso, loadDemand, type DemandRow } from './employment.common.ts';
import { cards } from './employment.presenter.ts';
import { listPage, listReply, type Page } from '../../db/paging.ts';
import { toggleRow } from '../../db/rows.ts';

// Favourites and footprints of short-term demands (spec §9).

export async function toggleCollect(db: Db, actor: Actor, needId: number) {
  const demand = await loadDemand(db, needId);
  assertVisible(zoneScope(actor), demand.exclusiveCode, '短期需求');
  const on = await toggleRow(db, demandCollects, and(eq(demandCollects.userId, actor.userId), eq(demandCollects.demandId, needId)), {
    userId: actor.userId,
    demandId: needId,
  });
  return on ? { msg: M.collected, isCollect: true } : { msg: M.uncollected, isCollect: false };
}

export async function myCollects(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const where = and(eq(demandCollects.userId, actor.userId), inScope(zoneScope(actor), demands.exclusiveCode));
  return timedCards(
    db,
    await markedPage(db, q, { table: demandCollects, at: demandCollects.createdAt, demandId: demandCollects.demandId }, where),
    'collectTime',
  );
}

/** lhyhneedLooked_add (the spec's zpJpLooked_add for demands). A visible demand's footprint (the latest look) and its view count. */
export async function addLooked(db: Db, actor: Actor, targetId: number) {
  const demand = await loadDemand(db, targetId);
  assertVisible(zoneScope(actor), demand.exclusiveCode, '短期需求');
  await db.transaction(async (tx) => {
    await tx
      .insert(footprints)
      .values({ userId: actor.userId, type: 1, targetId })
      .onConflictDoUpdate({ target: [footprints.userId, footprints.type, footprints.targetId], set: { lookedAt: sql`now()` } });
    await tx
      .update(demands)
      .set({ lookCount: sql`${demands.lookCount} + 1` })
      .where(eq(demands.id, targetId));
  });
  return { msg: '操作成功' };
}

export async function myFootprints(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const where = and(eq(footprints.userId, actor.userId), eq(footprints.type, 1), inScope(zoneScope(actor), demands.exclusiveCode));
  return timedCards(
    db,
    await markedPage(db, q, { table: footprints, at: footprints.lookedAt, demandId: footprints.targetId }, where),
    'lookedTime',
  );
}

/** A page of the demands a person marked (favourites or footprints), the latest mark first. */
function markedPage(
  db: Executor,
  q: { pageNum: number; pageSize: number },
  mark: {
    table: typeof demandCollects | typeof footprints;
    at: typeof demandCollects.createdAt | typeof footprints.lookedAt;
    demandId: PgColumn;
  },
  where: SQL | undefined,
) {
  return listPage(db, q, () =>
    db
      .select({ d: demands, at: mark.at })
      .from(mark.table)
      .innerJoin(demands, eq(demands.id, mark.demandId))
      .where(where)
      .orderBy(desc(mark.at)),
  );
}

/** A page of demands drawn as their cards, each with the time it was collected or looked at under `field`. */
async function timedCards<K extends 'collectTime' | 'lookedTime'>(db: Executor, found: Page<{ d: DemandRow; at: Date }>, field: K) {
  const list = await cards(
    db,
    found.rows.map((r) => r.d),
  );
  return listReply(
    found,
    list.map((c, i) => ({ ...c, [field]: iso(found.rows[i]?.at ?? new Date()) }) as typeof c & Record<K, string>),
  );
}
