import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { SHARING_MSG, parseHundredths } from '@xcb/shared';
import { SHARE_STATUS, type ShareKind } from '@xcb/shared/actions/sharing';
import type { Db, Executor } from '../../db/client.ts';
import {
  rsFirms,
  shareCollections,
  shareHistory,
  shareItems,
  shareOrders,
  shareProfiles,
  shareRatings,
  users,
} from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { keywordSearch } from '../../db/search.ts';
import { sanitizeRichText } from '../files/rich-text.ts';
import { assertOwnUploads } from '../files/files.service.ts';
import { assertVisible, inScope, publishZone, zoneScope } from '../domain/scope.ts';
import { listPage, listReply } from '../../db/paging.ts';
import { presentItem, presentUser, providerCols } from './sharing.presenter.ts';

// Projects and services of the sharing section: publishing (reviewed by staff, sharing.review.ts),
// listings and details inside the caller's zone, the provider's own list, favourites and history.

export type ItemRow = typeof shareItems.$inferSelect;
export const KIND_NAME: Record<ShareKind, string> = { project: '共享项目', server: '共享服务' };

/** design: publishing needs the platform's identity certification (auth 1 person, 2 company, 3 HR agency). */
export async function canPublish(db: Executor, userId: number): Promise<boolean> {
  const [u] = await db.select({ auth: users.auth }).from(users).where(eq(users.id, userId));
  return !!u && u.auth >= 1 && u.auth <= 3;
}

export interface ItemInput {
  title: string;
  category: string;
  price: string;
  unit: string;
  period: number;
  cityName?: string | undefined;
  summary: string;
  content: string;
  images: string[];
}

function clean(input: ItemInput) {
  const content = sanitizeRichText(input.content);
  if (
    !content
      .replace(/<(?!img)[^>]*>/g, '')
      .replace(/&nbsp;/g, '')
      .trim()
  )
    throw badRequest(SHARING_MSG.contentRequired);
  const price = parseHundredths(input.price);
  if (price === null) throw badRequest(SHARING_MSG.priceInvalid);
  return {
    title: input.title,
    category: input.category,
    price,
    unit: input.unit,
    period: input.period,
    cityName: input.cityName ?? null,
    summary: input.summary,
    content,
    images: input.images,
  };
}

export async function addItem(db: Executor, actor: Actor, kind: ShareKind, input: ItemInput) {
  if (!(await canPublish(db, actor.userId))) throw refuse(SHARING_MSG.certifyFirst);
  const values = clean(input);
  // The images must be the caller's own uploads.
  await assertOwnUploads(db, actor.userId, values.images);
  const [row] = await db
    .insert(shareItems)
    .values({ ...values, kind, userId: actor.userId, status: SHARE_STATUS.pending, exclusiveCode: publishZone(actor) })
    .returning({ id: shareItems.id });
  if (!row) throw new Error('share item not created');
  return { msg: SHARING_MSG.published, id: row.id };
}

/** An edit goes back to review: staff approved the old text, not this one. */
export async function updateItem(db: Db, actor: Actor, kind: ShareKind, id: number, input: ItemInput) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(shareItems).where(eq(shareItems.id, id)).for('update');
    if (!row || row.kind !== kind) throw notFound(SHARING_MSG.notFound);
    if (row.userId !== actor.userId) throw forbidden(SHARING_MSG.notOwner);
    const values = clean(input);
    // New images must be the caller's own uploads; those the item already shows may stay.
    await assertOwnUploads(tx, actor.userId, values.images, row.images);
    await tx
      .update(shareItems)
      .set({ ...values, status: SHARE_STATUS.pending, reviewReason: null, updatedAt: new Date() })
      .where(eq(shareItems.id, id));
  });
  return { msg: SHARING_MSG.updated, id };
}

export async function setOffline(db: Executor, actor: Actor, id: number, offline: boolean) {
  const [row] = await db.select().from(shareItems).where(eq(shareItems.id, id));
  if (!row) throw notFound(SHARING_MSG.notFound);
  if (row.userId !== actor.userId) throw forbidden(SHARING_MSG.notOwner);
  // design: taking an item down keeps its open orders going; putting it back up goes through review again.
  const status = offline ? SHARE_STATUS.offline : SHARE_STATUS.pending;
  await db.update(shareItems).set({ status, updatedAt: new Date() }).where(eq(shareItems.id, id));
  return { msg: offline ? SHARING_MSG.offline : SHARING_MSG.online, status };
}

interface ListQuery {
  kind: ShareKind;
  category?: string | undefined;
  keyword?: string | undefined;
  cityName?: string | undefined;
  priceMin?: string | undefined;
  priceMax?: string | undefined;
  px: number;
  pageNum: number;
  pageSize: number;
}

export async function listItems(db: Executor, actor: Actor | null, q: ListQuery) {
  const c: (SQL | undefined)[] = [
    eq(shareItems.kind, q.kind),
    eq(shareItems.status, SHARE_STATUS.listed),
    inScope(zoneScope(actor), shareItems.exclusiveCode),
  ];
  if (q.category) c.push(eq(shareItems.category, q.category));
  if (q.cityName) c.push(eq(shareItems.cityName, q.cityName));
  const min = q.priceMin ? parseHundredths(q.priceMin) : null;
  const max = q.priceMax ? parseHundredths(q.priceMax) : null;
  if (min !== null) c.push(gte(shareItems.price, min));
  if (max !== null) c.push(lte(shareItems.price, max));
  const where = and(...c);
  const order = [
    [desc(shareItems.createdAt), desc(shareItems.id)],
    [asc(shareItems.price), desc(shareItems.id)],
    [desc(shareItems.price), desc(shareItems.id)],
    [desc(shareItems.orderCount), desc(shareItems.id)],
  ][q.px] ?? [desc(shareItems.id)];
  // title matches first, each group in the order picked (db/search.ts)
  const search = keywordSearch(q.keyword, { titles: [shareItems.title], bodies: [shareItems.summary] });
  const p = await listPage(
    db,
    q,
    (match) =>
      db
        .select({ i: shareItems, u: providerCols })
        .from(shareItems)
        .innerJoin(users, eq(users.id, shareItems.userId))
        .where(and(where, match))
        .orderBy(...order),
    { search },
  );
  return {
    ...listReply(
      p,
      p.rows.map((r) => presentItem(r.i, r.u)),
    ),
    pageSize: q.pageSize,
  };
}

/**
 * A listed item is visible to users of its zone; an unlisted one (review, rejected, offline) only to its
 * provider and staff. Viewing someone else's listed item records it in the viewer's history.
 */
export async function itemDetail(db: Executor, actor: Actor, id: number) {
  const scope = zoneScope(actor);
  const [row] = await db
    .select({ i: shareItems, u: providerCols })
    .from(shareItems)
    .innerJoin(users, eq(users.id, shareItems.userId))
    .where(eq(shareItems.id, id));
  if (!row) throw notFound(SHARING_MSG.notFound);
  const mine = row.i.userId === actor.userId;
  if (!mine && !actor.staffRole) {
    assertVisible(scope, row.i.exclusiveCode, KIND_NAME[row.i.kind as ShareKind] ?? '共享项目');
    if (row.i.status !== SHARE_STATUS.listed) throw notFound(SHARING_MSG.notFound);
    await db
      .update(shareItems)
      .set({ readCount: sql`${shareItems.readCount} + 1` })
      .where(eq(shareItems.id, id));
    await db
      .insert(shareHistory)
      .values({ userId: actor.userId, itemId: id })
      .onConflictDoUpdate({ target: [shareHistory.userId, shareHistory.itemId], set: { viewedAt: sql`now()` } });
  }
  const [[profile], [fav], [firm]] = await Promise.all([
    db
      .select({ intro: shareProfiles.intro, skills: shareProfiles.skills })
      .from(shareProfiles)
      .where(eq(shareProfiles.userId, row.i.userId)),
    db
      .select({ n: count() })
      .from(shareCollections)
      .where(and(eq(shareCollections.userId, actor.userId), eq(shareCollections.itemId, id))),
    db.select({ intro: rsFirms.intro }).from(rsFirms).where(eq(rsFirms.userId, row.i.userId)),
  ]);
  // An HR agency writes its introduction once, in its firm record (/personnel/main_info); the card shows it
  // unless the provider wrote a sharing one.
  const intro = profile?.intro || firm?.intro || '';
  const shown = profile || intro ? { intro, skills: profile?.skills ?? '' } : null;
  return { item: { ...presentItem(row.i, row.u), content: row.i.content }, profile: shown, mine, collected: (fav?.n ?? 0) > 0 };
}

/**
 * The buyers' ratings of an item, newest first. Seen by whoever may see the item's detail: users of its zone
 * while it is listed, its provider and staff always (the same checks as itemDetail, without counting a view).
 */
export async function itemRatings(db: Executor, actor: Actor, q: { id: number; pageNum: number; pageSize: number }) {
  const [item] = await db
    .select({ userId: shareItems.userId, kind: shareItems.kind, status: shareItems.status, exclusiveCode: shareItems.exclusiveCode })
    .from(shareItems)
    .where(eq(shareItems.id, q.id));
  if (!item) throw notFound(SHARING_MSG.notFound);
  if (item.userId !== actor.userId && !actor.staffRole) {
    assertVisible(zoneScope(actor), item.exclusiveCode, KIND_NAME[item.kind as ShareKind] ?? '共享项目');
    if (item.status !== SHARE_STATUS.listed) throw notFound(SHARING_MSG.notFound);
  }
  const p = await listPage(db, q, () =>
    db
      .select({ r: shareRatings, u: providerCols })
      .from(shareRatings)
      .innerJoin(users, eq(users.id, shareRatings.userId))
      .where(eq(shareRatings.itemId, q.id))
      .orderBy(desc(shareRatings.createdAt), desc(shareRatings.id)),
  );
  const ratings = p.rows.map(({ r, u }) => ({
    id: r.id,
    stars: r.stars,
    content: r.content,
    createTime: r.createdAt.toISOString(),
    user: presentUser(u),
  }));
  return { ...listReply(p, ratings), pageSize: q.pageSize };
}

export async function myItems(
  db: Executor,
  actor: Actor,
  q: { kind: ShareKind; status?: number | undefined; pageNum: number; pageSize: number },
) {
  const p = await listPage(db, q, () =>
    db
      .select({ i: shareItems, u: providerCols })
      .from(shareItems)
      .innerJoin(users, eq(users.id, shareItems.userId))
      .where(
        and(
          eq(shareItems.userId, actor.userId),
          eq(shareItems.kind, q.kind),
          q.status === undefined ? undefined : eq(shareItems.status, q.status),
        ),
      )
      .orderBy(desc(shareItems.updatedAt), desc(shareItems.id)),
  );
  return {
    ...listReply(
      p,
      p.rows.map((r) => presentItem(r.i, r.u)),
    ),
    pageSize: q.pageSize,
  };
}

export async function collect(db: Executor, actor: Actor, id: number, on: boolean) {
  if (!on) {
    await db.delete(shareCollections).where(and(eq(shareCollections.userId, actor.userId), eq(shareCollections.itemId, id)));
    return { msg: SHARING_MSG.uncollected, collected: false };
  }
  const [row] = await db.select().from(shareItems).where(eq(shareItems.id, id));
  if (!row || row.status !== SHARE_STATUS.listed) throw notFound(SHARING_MSG.notFound);
  assertVisible(zoneScope(actor), row.exclusiveCode, KIND_NAME[row.kind as ShareKind] ?? '共享项目');
  await db.insert(shareCollections).values({ userId: actor.userId, itemId: id }).onConflictDoNothing();
  return { msg: SHARING_MSG.collected, collected: true };
}

/** Favourites and history: the caller's own rows, newest first; items since taken down still show, with their status. */
async function timedList(
  db: Executor,
  actor: Actor,
  table: typeof shareCollections | typeof shareHistory,
  q: { kind?: ShareKind | undefined; pageNum: number; pageSize: number },
) {
  const time = 'viewedAt' in table ? table.viewedAt : table.createdAt;
  const p = await listPage(db, q, () =>
    db
      .select({ i: shareItems, u: providerCols, time })
      .from(table)
      .innerJoin(shareItems, eq(shareItems.id, table.itemId))
      .innerJoin(users, eq(users.id, shareItems.userId))
      .where(
        and(
          eq(table.userId, actor.userId),
          q.kind ? eq(shareItems.kind, q.kind) : undefined,
          inScope(zoneScope(actor), shareItems.exclusiveCode),
        ),
      )
      .orderBy(desc(time)),
  );
  return {
    ...listReply(
      p,
      p.rows.map((r) => ({ ...presentItem(r.i, r.u), time: r.time.toISOString() })),
    ),
    pageSize: q.pageSize,
  };
}

export const collectList = (db: Executor, actor: Actor, q: { kind?: ShareKind | undefined; pageNum: number; pageSize: number }) =>
  timedList(db, actor, shareCollections, q);
export const historyList = (db: Executor, actor: Actor, q: { kind?: ShareKind | undefined; pageNum: number; pageSize: number }) =>
  timedList(db, actor, shareHistory, q);

const AUTH_INFO: Record<number, string> = { 0: '未认证', 1: '个人认证', 2: '企业认证', 3: '人力资源机构认证' };

export async function certification(db: Executor, actor: Actor) {
  const [[u], [profile], kinds, [sold], [bought]] = await Promise.all([
    db.select({ auth: users.auth }).from(users).where(eq(users.id, actor.userId)),
    db.select().from(shareProfiles).where(eq(shareProfiles.userId, actor.userId)),
    db.select({ kind: shareItems.kind, n: count() }).from(shareItems).where(eq(shareItems.userId, actor.userId)).groupBy(shareItems.kind),
    db.select({ n: count() }).from(shareOrders).where(eq(shareOrders.sellerId, actor.userId)),
    db.select({ n: count() }).from(shareOrders).where(eq(shareOrders.buyerId, actor.userId)),
  ]);
  const auth = u?.auth ?? 0;
  const n = (k: string) => kinds.find((r) => r.kind === k)?.n ?? 0;
  return {
    userAuth: auth,
    userAuthInfo: AUTH_INFO[auth] ?? AUTH_INFO[0] ?? '',
    canPublish: auth >= 1 && auth <= 3,
    profile: { intro: profile?.intro ?? '', skills: profile?.skills ?? '' },
    counts: { project: n('project'), server: n('server'), sold: sold?.n ?? 0, bought: bought?.n ?? 0 },
  };
}

export async function saveProfile(db: Executor, actor: Actor, input: { intro: string; skills: string }) {
  await db
    .insert(shareProfiles)
    .values({ userId: actor.userId, intro: input.intro, skills: input.skills })
    .onConflictDoUpdate({ target: shareProfiles.userId, set: { intro: input.intro, skills: input.skills, updatedAt: sql`now()` } });
  return { msg: SHARING_MSG.profileSaved };
}
