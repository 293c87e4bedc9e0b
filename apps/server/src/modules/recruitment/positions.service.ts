import { and, count, desc, eq, ilike, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { POSITION_STATUS, RECRUIT_MSG as M } from '@xcb/shared';
import type { positionInput } from '@xcb/shared/actions/recruitment';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { companies, zpApplications, zpCollects, zpConcerns, zpGrzl, zpPositions, zpReports, zpShields } from '../../db/schema/index.ts';
import { containing, keywordSearch } from '../../db/search.ts';
import { forbidden, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { assertVisible, inScope, publishZone, zoneScope } from '../domain/scope.ts';
import { companyOf, positionsQuery, presentCard, publishCheck, recordLook } from './recruitment.common.ts';
import { LOOKED_TYPE } from '@xcb/shared';
import { listPage, listReply } from '../../db/paging.ts';
import { linkSkills, SKILL_KIND } from '../skills/links.ts';

// Positions: the public list and a position's page, publishing one (add_job) and the company's own list
// (management_job), taking one offline, and reports of fake ones.

export interface PositionFilters {
  keyword?: string | undefined;
  city?: string | undefined;
  salaryrange?: string | undefined;
  workexperience?: string | undefined;
  education?: string | undefined;
  industry?: string | undefined;
  fl?: string[] | undefined;
  companyId?: number | undefined;
}

/**
 * A position search: the position's name is its title; its description and its company's name rank after.
 * The company's name is matched as `company_id = any(array(companies named like it))`: the array is read
 * once from the companies' trigram index and the positions' company index serves it, where an OR across
 * the join would read every position (db/search.ts SearchField).
 */
function positionSearch(keyword: string | undefined) {
  return keywordSearch(keyword, {
    titles: [zpPositions.positionname],
    bodies: [
      zpPositions.description,
      (pattern) =>
        sql`${zpPositions.companyId} = any(array(select ${companies.id} from ${companies} where ${companies.companyName} ilike ${pattern}))`,
    ],
  });
}

function filterWhere(q: PositionFilters): SQL[] {
  const c: SQL[] = [];
  if (q.city) c.push(ilike(zpPositions.city, containing(q.city)));
  if (q.salaryrange) c.push(eq(zpPositions.salaryrange, q.salaryrange));
  if (q.workexperience) c.push(eq(zpPositions.workexperience, q.workexperience));
  if (q.education) c.push(eq(zpPositions.education, q.education));
  if (q.industry) c.push(eq(zpPositions.industry, q.industry));
  if (q.fl?.length) c.push(sql`${zpPositions.fl} @> ${JSON.stringify(q.fl)}::jsonb`);
  if (q.companyId) c.push(eq(zpPositions.companyId, q.companyId));
  return c;
}

/** spec zpPosition_list: published positions of the caller's zone, newest first. */
export async function listPositions(db: Executor, actor: Actor | null, q: PositionFilters & { pageNum: number; pageSize: number }) {
  const conds = [eq(zpPositions.positionstatus, POSITION_STATUS.published), ...filterWhere(q)];
  const zone = inScope(zoneScope(actor), zpPositions.exclusiveCode);
  if (zone) conds.push(zone);
  const where = and(...conds);
  const search = positionSearch(q.keyword);
  // the company's name is matched through an array of company ids (positionSearch), so the search's count
  // is planned on the positions' own indexes, the join to companies a lookup by key per counted row
  const found = await listPage(
    db,
    q,
    (match) => positionsQuery(db).where(and(where, match)).orderBy(desc(zpPositions.updatedAt), desc(zpPositions.id)),
    { search },
  );
  return { data: listReply(found, found.rows.map(presentCard)) };
}

/** Loads a position for someone else's eyes: missing, out of zone, or unpublished (unless his own) is refused. */
export async function visiblePosition(db: Executor, actor: Actor, id: number) {
  const scope = zoneScope(actor);
  const [row] = await positionsQuery(db).where(eq(zpPositions.id, id));
  if (!row) throw notFound(M.positionNotFound);
  assertVisible(scope, row.p.exclusiveCode, '职位');
  return row;
}

export async function positionDetail(db: Executor, actor: Actor, id: number) {
  const row = await visiblePosition(db, actor, id);
  const [owner] = await db.select({ userId: companies.userId }).from(companies).where(eq(companies.id, row.p.companyId));
  const mine = owner?.userId === actor.userId;
  if (row.p.positionstatus !== POSITION_STATUS.published && !mine && !actor.staffRole) throw notFound(M.positionClosed);
  if (!mine && !actor.staffRole) await recordLook(db, actor.userId, LOOKED_TYPE.position, id);
  const [[collected], [applied], [following], [grzl]] = await Promise.all([
    db
      .select({ id: zpCollects.id })
      .from(zpCollects)
      .where(and(eq(zpCollects.userId, actor.userId), eq(zpCollects.positionId, id))),
    db
      .select({ id: zpApplications.id })
      .from(zpApplications)
      .where(and(eq(zpApplications.seekerId, actor.userId), eq(zpApplications.positionId, id))),
    db
      .select({ id: zpConcerns.id })
      .from(zpConcerns)
      .where(and(eq(zpConcerns.userId, actor.userId), eq(zpConcerns.companyId, row.p.companyId))),
    db
      .select({ name: zpGrzl.name, title: zpGrzl.title })
      .from(zpGrzl)
      .where(eq(zpGrzl.userId, row.p.userId))
      .orderBy(desc(zpGrzl.createdAt))
      .limit(1),
  ]);
  return {
    data: {
      ...presentCard(row),
      description: row.p.description,
      rejectReason: mine ? row.p.rejectReason : null,
      mine,
      collected: Boolean(collected),
      applied: Boolean(applied),
      following: Boolean(following),
      // the recruiter's name and title only: his phone and e-mail stay private
      recruiter: grzl ? { name: grzl.name, title: grzl.title } : null,
      recruiterId: row.p.userId,
    },
  };
}

export async function permission(db: Executor, actor: Actor) {
  const c = await publishCheck(db, actor.userId);
  return { ok: c.ok, msg: c.msg, redirect: c.redirect };
}

/** add_job: the (3,5,2) check, then a new or edited position waits for staff review. */
export async function savePosition(db: Executor, actor: Actor, input: z.output<typeof positionInput>) {
  const check = await publishCheck(db, actor.userId);
  if (!check.ok || !check.company) throw refuse(check.msg, { redirect: check.redirect });
  const company = check.company;
  const values = {
    positionname: input.positionname,
    salaryrange: input.salaryrange,
    workexperience: input.workexperience,
    education: input.education,
    industry: input.industry,
    city: input.city,
    fl: [...new Set(input.fl)],
    peoplenum: input.peoplenum,
    description: input.description,
    positionstatus: POSITION_STATUS.pending,
    rejectReason: null,
    updatedAt: new Date(),
  };
  if (input.id) {
    const [row] = await db.select({ companyId: zpPositions.companyId }).from(zpPositions).where(eq(zpPositions.id, input.id));
    if (!row) throw notFound(M.positionNotFound);
    if (row.companyId !== company.id) throw forbidden();
    const id = input.id;
    // the text and its skill links change together or not at all
    await db.transaction(async (tx) => {
      await tx.update(zpPositions).set(values).where(eq(zpPositions.id, id));
      await linkSkills(tx, SKILL_KIND.position, id, input.positionname, input.description);
    });
    return { msg: M.positionSubmitted, id };
  }
  const row = await db.transaction(async (tx) => {
    const [r] = await tx
      .insert(zpPositions)
      .values({ ...values, userId: actor.userId, companyId: company.id, exclusiveCode: publishZone(actor) })
      .returning({ id: zpPositions.id });
    if (r) await linkSkills(tx, SKILL_KIND.position, r.id, input.positionname, input.description);
    return r;
  });
  return { msg: M.positionSubmitted, id: row?.id ?? 0 };
}

/** management_job: every position of the caller's company, with its applicant counts. */
export async function myPositions(
  db: Executor,
  actor: Actor,
  q: { pageNum: number; pageSize: number; positionstatus?: number | undefined; keyword?: string | undefined },
) {
  const company = await companyOf(db, actor.userId);
  if (!company) return { data: { recordList: [], recordCount: 0 } };
  const conds: SQL[] = [eq(zpPositions.companyId, company.id)];
  if (q.positionstatus !== undefined) conds.push(eq(zpPositions.positionstatus, q.positionstatus));
  if (q.keyword) conds.push(ilike(zpPositions.positionname, containing(q.keyword)));
  const where = and(...conds);
  const found = await listPage(db, q, () => positionsQuery(db).where(where).orderBy(desc(zpPositions.updatedAt), desc(zpPositions.id)));
  const { rows } = found;
  const ids = rows.map((r) => r.p.id);
  const counts = ids.length
    ? await db
        .select({
          positionId: zpApplications.positionId,
          n: count(),
          fresh: sql<number>`count(*) filter (where ${zpApplications.status} = 0)::int`,
        })
        .from(zpApplications)
        // the applicant list's filter (applications.service companyApplications): a seeker who shields the company drops out
        .where(
          and(
            inArray(zpApplications.positionId, ids),
            notInArray(
              zpApplications.seekerId,
              db.select({ u: zpShields.userId }).from(zpShields).where(eq(zpShields.companyId, company.id)),
            ),
          ),
        )
        .groupBy(zpApplications.positionId)
    : [];
  const byId = new Map(counts.map((c) => [c.positionId, c]));
  return {
    data: listReply(
      found,
      rows.map((r) => ({
        ...presentCard(r),
        applyCount: byId.get(r.p.id)?.n ?? 0,
        newCount: byId.get(r.p.id)?.fresh ?? 0,
        rejectReason: r.p.rejectReason,
      })),
    ),
  };
}

export async function offline(db: Executor, actor: Actor, id: number) {
  const [row] = await db
    .select({ p: zpPositions, owner: companies.userId })
    .from(zpPositions)
    .innerJoin(companies, eq(companies.id, zpPositions.companyId))
    .where(eq(zpPositions.id, id));
  if (!row) throw notFound(M.positionNotFound);
  if (row.owner !== actor.userId) throw forbidden();
  if (row.p.positionstatus === POSITION_STATUS.offline) throw refuse(M.transitionInvalid);
  await db.update(zpPositions).set({ positionstatus: POSITION_STATUS.offline, updatedAt: new Date() }).where(eq(zpPositions.id, id));
  return { msg: '职位已下线' };
}

export async function report(db: Executor, actor: Actor, input: { id: number; reason: string }) {
  const row = await visiblePosition(db, actor, input.id);
  if (row.p.positionstatus !== POSITION_STATUS.published) throw notFound(M.positionClosed);
  const [dup] = await db
    .select({ id: zpReports.id })
    .from(zpReports)
    .where(and(eq(zpReports.userId, actor.userId), eq(zpReports.positionId, input.id), eq(zpReports.state, 0)));
  if (dup) throw refuse(M.reportTwice);
  await db.insert(zpReports).values({ userId: actor.userId, positionId: input.id, reason: input.reason });
  return { msg: M.reported };
}
