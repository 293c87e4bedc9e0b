import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { COMMUNITY_MSG } from '@xcb/shared';
import { ISNOTAGREE, type PersonCard } from '@xcb/shared/actions/community';
import type { Executor } from '../../db/client.ts';
import { areas, articles, follows, needs, shitu, users } from '../../db/schema/index.ts';
import { forbidden, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { containing } from '../../db/search.ts';
import { noticeSender } from '../messaging/notices.service.ts';
import { listPage, listReply } from '../../db/paging.ts';
import { presentPerson as card } from './community.presenter.ts';

/** Master and apprentice notices (01-10): a request, its answer, its end. */
const masterNotice = noticeSender('01', '10');

// Follows and fans, master and apprentice (spec "Follow and master-apprentice screens", section 4
// isnotagree 0 applying, 1 agreed, 2 refused, the master decides through a confirm dialog), the
// teacher list and a person's home page. Every row carries the person's article and fan counts.

/** Published articles and approved courses (both status 1) count as a person's articles. */
const articleCountOf = (userId: SQL | number) =>
  sql<number>`(select count(*)::int from ${articles} where ${articles.authorId} = ${userId} and ${articles.status} = 1)`;
const fansOf = (userId: SQL | number) => sql<number>`(select count(*)::int from ${follows} where ${follows.followeeId} = ${userId})`;

const cardCols = {
  id: users.id,
  name: users.name,
  icon: users.icon,
  nickName: users.nickName,
  city: areas.name,
  job: users.job,
  sign: users.sign,
  articleCount: articleCountOf(sql`${users.id}`),
  fensiCount: fansOf(sql`${users.id}`),
};
const cityJoin = sql`${areas.id}::text = ${users.cityId}`;

async function cards(db: Executor, ids: number[]): Promise<Map<number, PersonCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(cardCols).from(users).leftJoin(areas, cityJoin).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, card(r)]));
}

async function userExists(db: Executor, id: number): Promise<void> {
  const [u] = await db.select({ id: users.id, staff: users.staffRole }).from(users).where(eq(users.id, id));
  if (!u || u.staff) throw notFound(COMMUNITY_MSG.userNotFound);
}

export async function fensiCount(db: Executor, id: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(follows).where(eq(follows.followeeId, id));
  return r?.n ?? 0;
}

export async function articleCount(db: Executor, id: number) {
  const [r] = await db
    .select({ n: count() })
    .from(articles)
    .where(and(eq(articles.authorId, id), eq(articles.status, 1)));
  return { articleCount: r?.n ?? 0 };
}

/** follow_list (whom `id` follows) and follow_fensiList (who follows `id`); `id` defaults to the caller. */
export async function followPage(
  db: Executor,
  actor: Actor,
  which: 'follows' | 'fans',
  q: { id?: number | undefined; pageNum: number; pageSize: number },
) {
  const subject = q.id ?? actor.userId;
  const [side, other] = which === 'follows' ? [follows.followerId, follows.followeeId] : [follows.followeeId, follows.followerId];
  // at most one area per person (its id as text is his city), so the join keeps one row per follow
  const p = await listPage(db, q, () =>
    db
      .select({ c: cardCols, time: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, other))
      .leftJoin(areas, cityJoin)
      .where(eq(side, subject))
      .orderBy(desc(follows.createdAt)),
  );
  return {
    ...listReply(
      p,
      p.rows.map((r) => ({ ...card(r.c), followTime: r.time.toISOString() })),
    ),
    pageSize: q.pageSize,
  };
}

export async function follow(db: Executor, actor: Actor, id: number) {
  if (id === actor.userId) throw refuse(COMMUNITY_MSG.followSelf);
  await userExists(db, id);
  const inserted = await db.insert(follows).values({ followerId: actor.userId, followeeId: id }).onConflictDoNothing().returning();
  return { msg: inserted.length ? COMMUNITY_MSG.followed : COMMUNITY_MSG.alreadyFollowed, fensiCount: await fensiCount(db, id) };
}

export async function unfollow(db: Executor, actor: Actor, id: number) {
  const gone = await db
    .delete(follows)
    .where(and(eq(follows.followerId, actor.userId), eq(follows.followeeId, id)))
    .returning();
  if (gone.length === 0) throw refuse(COMMUNITY_MSG.notFollowed);
  return { msg: COMMUNITY_MSG.unfollowed, fensiCount: await fensiCount(db, id) };
}

const displayName = async (db: Executor, id: number) => {
  const [u] = await db.select({ name: users.name, nickName: users.nickName }).from(users).where(eq(users.id, id));
  return u?.nickName ?? u?.name ?? '';
};

/** shareTrain_teacher: a request (0) the master decides; a refused one may be asked again. */
export async function requestTeacher(deps: Pick<AppDeps, 'db' | 'hub'>, actor: Actor, teacherId: number) {
  if (teacherId === actor.userId) throw refuse(COMMUNITY_MSG.teacherSelf);
  await userExists(deps.db, teacherId);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(shitu)
      .where(and(eq(shitu.teacherId, teacherId), eq(shitu.studentId, actor.userId)))
      .for('update');
    if (row?.isnotagree === ISNOTAGREE.applying) throw refuse(COMMUNITY_MSG.teacherPending);
    if (row?.isnotagree === ISNOTAGREE.agreed) throw refuse(COMMUNITY_MSG.teacherAlready);
    if (row)
      await tx
        .update(shitu)
        .set({ isnotagree: ISNOTAGREE.applying, createdAt: sql`now()`, decidedAt: null })
        .where(eq(shitu.id, row.id));
    else await tx.insert(shitu).values({ teacherId, studentId: actor.userId });
    await masterNotice(tx, deps.hub, {
      userId: teacherId,
      title: COMMUNITY_MSG.noticeTitle,
      content: COMMUNITY_MSG.requestNotice(await displayName(tx, actor.userId)),
      redirectId: actor.userId,
    });
  });
  return { msg: COMMUNITY_MSG.teacherRequested, isnotagree: ISNOTAGREE.applying };
}

/** shareTrain_cancleTeacher: the apprentice withdraws a request or ends the relation; the master is told. */
export async function cancelTeacher(deps: Pick<AppDeps, 'db' | 'hub'>, actor: Actor, teacherId: number) {
  await deps.db.transaction(async (tx) => {
    const gone = await tx
      .delete(shitu)
      .where(and(eq(shitu.teacherId, teacherId), eq(shitu.studentId, actor.userId)))
      .returning();
    const row = gone[0];
    if (!row || row.isnotagree === ISNOTAGREE.refused) throw refuse(COMMUNITY_MSG.teacherNone);
    await masterNotice(tx, deps.hub, {
      userId: teacherId,
      title: COMMUNITY_MSG.noticeTitle,
      content: COMMUNITY_MSG.cancelNotice(await displayName(tx, actor.userId)),
      redirectId: actor.userId,
    });
  });
  return { msg: COMMUNITY_MSG.teacherCancelled };
}

/** shitu_tudi / shitu_isNotAgree: only the master of the request decides, once. */
export async function decide(deps: Pick<AppDeps, 'db' | 'hub'>, actor: Actor, input: { id: number; isnotagree: number }) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(shitu).where(eq(shitu.id, input.id)).for('update');
    if (!row) throw notFound();
    if (row.teacherId !== actor.userId) throw forbidden();
    if (row.isnotagree !== ISNOTAGREE.applying) throw refuse(COMMUNITY_MSG.decided);
    await tx
      .update(shitu)
      .set({ isnotagree: input.isnotagree, decidedAt: sql`now()` })
      .where(eq(shitu.id, row.id));
    const name = await displayName(tx, actor.userId);
    await masterNotice(tx, deps.hub, {
      userId: row.studentId,
      title: COMMUNITY_MSG.noticeTitle,
      content: input.isnotagree === ISNOTAGREE.agreed ? COMMUNITY_MSG.agreedNotice(name) : COMMUNITY_MSG.refusedNotice(name),
      redirectId: actor.userId,
    });
  });
  return { msg: input.isnotagree === ISNOTAGREE.agreed ? COMMUNITY_MSG.agreed : COMMUNITY_MSG.refused, isnotagree: input.isnotagree };
}

/** shitu_teacherList (my masters: records I sent) and shitu_studentList (my apprentices: records sent to me). */
export async function shituPage(
  db: Executor,
  actor: Actor,
  which: 'teachers' | 'students',
  q: { isnotagree?: number | undefined; pageNum: number; pageSize: number },
) {
  const mine = which === 'teachers' ? eq(shitu.studentId, actor.userId) : eq(shitu.teacherId, actor.userId);
  const [p, [pending]] = await Promise.all([
    listPage(db, q, () =>
      db
        .select()
        .from(shitu)
        .where(and(mine, q.isnotagree === undefined ? undefined : eq(shitu.isnotagree, q.isnotagree)))
        // requests waiting for a decision first, then the newest
        .orderBy(sql`case when ${shitu.isnotagree} = 0 then 0 else 1 end`, desc(shitu.createdAt)),
    ),
    db
      .select({ n: count() })
      .from(shitu)
      .where(and(mine, eq(shitu.isnotagree, ISNOTAGREE.applying))),
  ]);
  const { rows } = p;
  const people = await cards(
    db,
    rows.map((r) => (which === 'teachers' ? r.teacherId : r.studentId)),
  );
  const records = rows.flatMap((r) => {
    const user = people.get(which === 'teachers' ? r.teacherId : r.studentId);
    return user
      ? [
          {
            id: r.id,
            teacherId: r.teacherId,
            isnotagree: r.isnotagree,
            createTime: r.createdAt.toISOString(),
            decideTime: r.decidedAt?.toISOString() ?? null,
            user,
          },
        ]
      : [];
  });
  return { ...listReply(p, records), pageSize: q.pageSize, pendingCount: pending?.n ?? 0 };
}

/** teacher_list: people with approved courses, most followed first. */
export async function teacherDirectory(
  db: Executor,
  actor: Actor | null,
  q: { keyword?: string | undefined; pageNum: number; pageSize: number },
) {
  const teaches = sql`exists (select 1 from ${articles} where ${articles.authorId} = ${users.id} and ${articles.kind} = 'course' and ${articles.status} = 1)`;
  const where = and(teaches, q.keyword ? ilike(sql`coalesce(${users.nickName}, ${users.name})`, containing(q.keyword)) : undefined);
  const p = await listPage(db, q, () =>
    db.select(cardCols).from(users).leftJoin(areas, cityJoin).where(where).orderBy(desc(cardCols.fensiCount), desc(users.id)),
  );
  const { rows } = p;
  const followed =
    actor && rows.length
      ? new Set(
          (
            await db
              .select({ id: follows.followeeId })
              .from(follows)
              .where(
                and(
                  eq(follows.followerId, actor.userId),
                  inArray(
                    follows.followeeId,
                    rows.map((r) => r.id),
                  ),
                ),
              )
          ).map((r) => r.id),
        )
      : new Set<number>();
  return {
    ...listReply(
      p,
      rows.map((r) => ({ ...card(r), followed: followed.has(r.id) })),
    ),
    pageSize: q.pageSize,
  };
}

/** people_home?id: the person, the counts, and the caller's relation to him. */
export async function home(db: Executor, actor: Actor | null, id: number) {
  await userExists(db, id);
  const [[person], [followCount], [studentCount], [questionCount]] = await Promise.all([
    db.select(cardCols).from(users).leftJoin(areas, cityJoin).where(eq(users.id, id)),
    db.select({ n: count() }).from(follows).where(eq(follows.followerId, id)),
    db
      .select({ n: count() })
      .from(shitu)
      .where(and(eq(shitu.teacherId, id), eq(shitu.isnotagree, ISNOTAGREE.agreed))),
    db.select({ n: count() }).from(needs).where(eq(needs.userId, id)),
  ]);
  if (!person) throw notFound(COMMUNITY_MSG.userNotFound);
  let followed = false;
  let relation: number | null = null;
  if (actor && actor.userId !== id) {
    const [[f], [s]] = await Promise.all([
      db
        .select({ n: count() })
        .from(follows)
        .where(and(eq(follows.followerId, actor.userId), eq(follows.followeeId, id))),
      db
        .select({ isnotagree: shitu.isnotagree })
        .from(shitu)
        .where(and(eq(shitu.teacherId, id), eq(shitu.studentId, actor.userId))),
    ]);
    followed = (f?.n ?? 0) > 0;
    relation = s?.isnotagree ?? null;
  }
  return {
    user: { ...card(person), followCount: followCount?.n ?? 0, studentCount: studentCount?.n ?? 0, questionCount: questionCount?.n ?? 0 },
    self: actor?.userId === id,
    followed,
    shitu: relation,
  };
}

export { cards };
