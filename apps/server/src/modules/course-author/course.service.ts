import { and, desc, eq, inArray } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { COURSE_MSG } from '@xcb/shared';
import type { MyCourse } from '@xcb/shared/actions/course-author';
import type { Executor, Tx } from '../../db/client.ts';
import { articleTypes, articles, courseSections, dictionaries, dictionaryDetails } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { sanitizeRichText } from '../files/rich-text.ts';
import { AUDIT_STATE } from '@xcb/shared';
import { companiesOf, personalInformationOf } from '../certification/certification.service.ts';
import { dropSectionFiles, orphaned, removeLeftovers } from './leftovers.ts';
import { assertOwnUploads } from '../files/files.service.ts';
import { listPage, listReply } from '../../db/paging.ts';
import { presentMyCourse } from './course-author.presenter.ts';
import { linkSkills, SKILL_KIND } from '../skills/links.ts';

export interface CourseInput {
  title: string;
  content: string;
  summary: string;
  icon?: string | undefined;
  typeIds: number[];
  readMoney?: string | undefined;
  postDivision?: string | undefined;
}

/** Courses cost at most this many coins (the column holds hundredths in a 32-bit integer). */
const MAX_PRICE_COINS = 1_000_000;
export const OVERVIEW_MAX = 500;
/** A stored cover or attachment path as storeUpload makes it. */
export const STORED_PATH = /^\d{4}\/\d{2}\/[0-9a-f]{24}\.[a-z0-9]{2,5}$/;

/**
 * spec: price empty or non-positive becomes 0; at most two decimals. Parsed from the text, never through
 * a float, into integer hundredths of a coin.
 */
export function parsePrice(raw: string | undefined): number {
  const s = (raw ?? '').trim();
  if (s === '') return 0;
  const m = /^(-?)(\d{1,9})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) throw badRequest(COURSE_MSG.priceFormat);
  const hundredths = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (m[1] === '-' || hundredths <= 0) return 0;
  if (hundredths > MAX_PRICE_COINS * 100) throw badRequest(COURSE_MSG.priceFormat);
  return hundredths;
}

/** The visible text length of rich text, as the editor's live counter shows it. */
export function textLength(html: string): number {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, 'x');
  return [...text.replace(/\s+/g, ' ').trim()].length;
}

/**
 * Publishing a course needs a certified account (spec: 请先完成企业认证或个人资料认证！). The company and
 * personal-information certification tables are not in this branch; until they are, the account's
 * identity (users.auth: 1 individual, 2 company, 3 HR agency, 0 not filled in) stands for it. Replace
 * the body of this one function when the certification module lands.
 */
export async function requirePublishCertification(db: Executor, userId: number): Promise<void> {
  // spec: publishing needs an approved company or personal certification; one under review is told to wait.
  const [companies, personal] = await Promise.all([companiesOf(db, userId), personalInformationOf(db, userId)]);
  const states = [...companies.map((c) => c.companyAuditState), ...(personal ? [personal.jpAuditState] : [])];
  if (states.includes(AUDIT_STATE.approved)) return;
  if (states.includes(AUDIT_STATE.pending)) throw refuse(COURSE_MSG.certificationPending);
  throw refuse(COURSE_MSG.certificationRequired);
}

async function checkCourseType(db: Executor, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  // One child type: step1 picks a parent group and one of its children.
  if (unique.length !== 1) throw badRequest(COURSE_MSG.typeRequired);
  const [t] = await db
    .select({ id: articleTypes.id, parentId: articleTypes.parentId })
    .from(articleTypes)
    .where(inArray(articleTypes.id, unique));
  if (!t || t.parentId === null) throw badRequest(COURSE_MSG.typeRequired);
  return unique;
}

function clean(input: CourseInput) {
  const content = sanitizeRichText(input.content);
  const length = textLength(content);
  if (length === 0 && !/<img\s/i.test(content)) throw badRequest(COURSE_MSG.overviewRequired);
  if (length > OVERVIEW_MAX) throw badRequest(COURSE_MSG.overviewTooLong(length));
  if (!input.postDivision) throw badRequest(COURSE_MSG.skillRequired);
  if (!input.icon || !STORED_PATH.test(input.icon)) throw badRequest(COURSE_MSG.coverRequired);
  return {
    title: input.title,
    summary: input.summary,
    content,
    icon: input.icon,
    readMoney: parsePrice(input.readMoney),
    postDivision: input.postDivision,
  };
}

/** The skill is stored by its name (what every page shows), checked against dictionary cszy. */
async function checkSkill(db: Executor, skill: string): Promise<void> {
  const [d] = await db
    .select({ id: dictionaryDetails.id })
    .from(dictionaryDetails)
    .innerJoin(dictionaries, eq(dictionaries.id, dictionaryDetails.dictionaryId))
    .where(and(eq(dictionaries.number, 'cszy'), eq(dictionaryDetails.name, skill)));
  if (!d) throw badRequest(COURSE_MSG.skillRequired);
}

/** A new course is under review (status 0) until staff decide. */
export async function addCourse(deps: AppDeps, actor: Actor, input: CourseInput) {
  const values = clean(input);
  return deps.db.transaction(async (tx) => {
    await requirePublishCertification(tx, actor.userId);
    await checkSkill(tx, values.postDivision);
    const typeIds = await checkCourseType(tx, input.typeIds);
    // The cover must be an image the author uploaded.
    await assertOwnUploads(tx, actor.userId, [values.icon]);
    const [row] = await tx
      .insert(articles)
      .values({ ...values, typeIds, authorId: actor.userId, kind: 'course', status: 0 })
      .returning({ id: articles.id });
    if (row) await linkSkills(tx, SKILL_KIND.course, row.id, values.title, values.summary, values.postDivision);
    return { data: row?.id ?? 0 };
  });
}

/**
 * The author's course, locked for the change. Another author's course is refused (403); an approved
 * course cannot change (spec: 审核通过的课程不允许编辑), nor its chapters.
 */
export async function ownCourse(tx: Tx, actor: Actor, id: number, opts: { editable: boolean }) {
  const [a] = await tx
    .select({
      id: articles.id,
      authorId: articles.authorId,
      status: articles.status,
      kind: articles.kind,
      buyCount: articles.buyCount,
      icon: articles.icon,
    })
    .from(articles)
    .where(eq(articles.id, id))
    .for('update');
  if (!a || a.kind !== 'course') throw notFound();
  if (a.authorId !== actor.userId) throw forbidden(COURSE_MSG.notAuthor);
  if (opts.editable && a.status === 1) throw refuse(COURSE_MSG.approvedLocked);
  return a;
}

/** Changing a rejected course's content sends it back to review. */
export async function resubmit(tx: Tx, course: { id: number; status: number }): Promise<void> {
  if (course.status === 2) await tx.update(articles).set({ status: 0, updatedAt: new Date() }).where(eq(articles.id, course.id));
}

export async function updateCourse(deps: AppDeps, actor: Actor, id: number, input: CourseInput) {
  const values = clean(input);
  return deps.db.transaction(async (tx) => {
    const course = await ownCourse(tx, actor, id, { editable: true });
    await requirePublishCertification(tx, actor.userId);
    await checkSkill(tx, values.postDivision);
    const typeIds = await checkCourseType(tx, input.typeIds);
    // A new cover must be the author's own upload; the course's current cover may stay.
    await assertOwnUploads(tx, actor.userId, [values.icon], [course.icon]);
    await tx
      .update(articles)
      .set({ ...values, typeIds, status: 0, reviewReason: null, updatedAt: new Date() })
      .where(eq(articles.id, id));
    await linkSkills(tx, SKILL_KIND.course, id, values.title, values.summary, values.postDivision);
    return { data: id };
  });
}

async function present(db: Executor, rows: (typeof articles.$inferSelect)[]): Promise<MyCourse[]> {
  const ids = [...new Set(rows.flatMap((r) => r.typeIds))];
  const types = ids.length
    ? await db.select({ id: articleTypes.id, name: articleTypes.name }).from(articleTypes).where(inArray(articleTypes.id, ids))
    : [];
  const name = new Map(types.map((t) => [t.id, t.name]));
  return rows.map((a) => presentMyCourse(a, name));
}

export async function myCourses(deps: AppDeps, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const { db } = deps;
  const p = await listPage(db, q, () =>
    db
      .select()
      .from(articles)
      .where(and(eq(articles.kind, 'course'), eq(articles.authorId, actor.userId)))
      .orderBy(desc(articles.createdAt), desc(articles.id)),
  );
  return listReply(p, await present(db, p.rows));
}

export async function myCourseDetail(deps: AppDeps, actor: Actor, id: number) {
  const [a] = await deps.db.select().from(articles).where(eq(articles.id, id));
  if (!a || a.kind !== 'course') throw notFound();
  if (a.authorId !== actor.userId && !actor.staffRole) throw forbidden(COURSE_MSG.notAuthor);
  const [one] = await present(deps.db, [a]);
  if (!one) throw notFound();
  return one;
}

/** Deletes the course with its chapters and sections; its cover, attachments and videos leave the disk. */
export async function deleteCourse(deps: AppDeps, actor: Actor, id: number) {
  const left = await deps.db.transaction(async (tx) => {
    const a = await ownCourse(tx, actor, id, { editable: false });
    // Learners who bought it keep their course: a bought course stays.
    if (a.buyCount > 0) throw refuse(COURSE_MSG.boughtLocked);
    const [{ icon } = { icon: null }] = await tx.select({ icon: articles.icon }).from(articles).where(eq(articles.id, id));
    const sections = await tx.select({ id: courseSections.id }).from(courseSections).where(eq(courseSections.articleId, id));
    const files = await dropSectionFiles(
      tx,
      sections.map((s) => s.id),
    );
    await tx.delete(articles).where(eq(articles.id, id));
    return orphaned(tx, { ...files, uploads: [...files.uploads, ...(icon ? [icon] : [])] });
  });
  await removeLeftovers(deps, left);
  return { msg: COURSE_MSG.deleted };
}
