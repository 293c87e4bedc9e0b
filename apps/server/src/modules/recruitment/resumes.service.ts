import { and, desc, eq, exists, ilike, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { APPLY_STATUS, INTERVIEW_STATE, LOOKED_TYPE, RECRUIT_MSG as M, RECRUIT_NOTICE, UPLOAD_MSG } from '@xcb/shared';
import type { resumeInput } from '@xcb/shared/actions/recruitment';
import type { z } from 'zod';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../http/deps.ts';
import type { Executor } from '../../db/client.ts';
import { companies, zpApplications, zpInterviews, zpLooked, zpPositions, zpResumes, zpShields } from '../../db/schema/index.ts';
import { containing, keywordSearch } from '../../db/search.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { Actor, UploadedFile } from '../../http/router.ts';
import { assertVisible, inScope, publishZone, zoneScope } from '../domain/scope.ts';
import { checkZip } from '../files/zip.ts';
import { sendNotice } from '../messaging/notices.service.ts';
import { newUploadName, recordUpload } from '../files/files.service.ts';
import { iso, recordLook, requireCompany } from './recruitment.common.ts';
import { listData, listPage, listReply } from '../../db/paging.ts';
import { linkSkills, personChanged, SKILL_KIND } from '../skills/links.ts';

type ResumeRow = typeof zpResumes.$inferSelect;

// spec: resumes (personal_resume, editor_resume, an attached file checked by content, completeness);
// recruiters search them and read them on Resume_details, where the contact details (phone, e-mail,
// the attached file) appear only once the seeker applied to that company or accepted its invitation.

/** What completeness counts, with its weight (sums to 100) and the label shown when missing. */
const PARTS: { label: string; weight: number; done: (r: ResumeRow) => boolean }[] = [
  { label: '基本信息', weight: 20, done: (r) => Boolean(r.name && r.phone) },
  { label: '学历与工作年限', weight: 10, done: (r) => Boolean(r.education && r.workexperience && r.city) },
  { label: '期望职位', weight: 20, done: (r) => Boolean(r.expectedPosition && r.expectedSalary && r.expectedCity) },
  { label: '自我评价', weight: 10, done: (r) => Boolean(r.summary) },
  { label: '专业技能', weight: 10, done: (r) => Boolean(r.skills) },
  { label: '教育经历', weight: 10, done: (r) => r.educations.length > 0 },
  { label: '工作经历', weight: 10, done: (r) => r.works.length > 0 },
  { label: '项目经历', weight: 5, done: (r) => r.projects.length > 0 },
  { label: '附件简历', weight: 5, done: (r) => Boolean(r.attachmentPath) },
];

export function completeness(r: ResumeRow | null): { completeness: number; missing: string[] } {
  if (!r) return { completeness: 0, missing: PARTS.map((p) => p.label) };
  return {
    completeness: PARTS.reduce((s, p) => s + (p.done(r) ? p.weight : 0), 0),
    missing: PARTS.filter((p) => !p.done(r)).map((p) => p.label),
  };
}

function body(r: ResumeRow) {
  return {
    id: r.id,
    name: r.name,
    gender: r.gender,
    birthYear: r.birthYear,
    city: r.city,
    education: r.education,
    workexperience: r.workexperience,
    expectedPosition: r.expectedPosition,
    expectedSalary: r.expectedSalary,
    expectedCity: r.expectedCity,
    expectedIndustry: r.expectedIndustry,
    summary: r.summary,
    skills: r.skills,
    educations: r.educations,
    works: r.works,
    projects: r.projects,
    hasAttachment: Boolean(r.attachmentPath),
    updateTime: iso(r.updatedAt),
  };
}

export function resumeCard(r: ResumeRow) {
  return {
    id: r.id,
    name: r.name,
    gender: r.gender,
    city: r.city,
    education: r.education,
    workexperience: r.workexperience,
    expectedPosition: r.expectedPosition,
    expectedSalary: r.expectedSalary,
    updateTime: iso(r.updatedAt),
  };
}

export async function resumeOf(db: Executor, userId: number): Promise<ResumeRow | null> {
  const [row] = await db.select().from(zpResumes).where(eq(zpResumes.userId, userId));
  return row ?? null;
}

export async function mine(db: Executor, actor: Actor) {
  const r = await resumeOf(db, actor.userId);
  return {
    data: r ? { ...body(r), phone: r.phone, email: r.email, attachmentName: r.attachmentName, searchable: r.searchable } : null,
    ...completeness(r),
  };
}

export async function save(db: Executor, actor: Actor, input: z.output<typeof resumeInput>) {
  const values = {
    name: input.name,
    gender: input.gender,
    birthYear: input.birthYear ?? null,
    phone: input.phone,
    email: input.email ?? null,
    city: input.city || null,
    education: input.education ?? null,
    workexperience: input.workexperience ?? null,
    expectedPosition: input.expectedPosition || null,
    expectedSalary: input.expectedSalary ?? null,
    expectedCity: input.expectedCity || null,
    expectedIndustry: input.expectedIndustry ?? null,
    summary: input.summary || null,
    skills: input.skills || null,
    educations: input.educations,
    works: input.works,
    projects: input.projects,
    searchable: input.searchable,
    updatedAt: new Date(),
  };
  // the resume and its skill links change together or not at all
  const row = await db.transaction(async (tx) => {
    const [r] = await tx
      .insert(zpResumes)
      .values({ ...values, userId: actor.userId, exclusiveCode: publishZone(actor) })
      .onConflictDoUpdate({ target: zpResumes.userId, set: values })
      .returning();
    if (!r) throw badRequest();
    await linkSkills(
      tx,
      SKILL_KIND.resume,
      r.id,
      r.skills,
      r.expectedPosition,
      r.summary,
      ...r.works.map((w) => `${w.title}\n${w.content}`),
      ...r.projects.map((p) => p.content),
    );
    return r;
  });
  personChanged(db, actor.userId);
  return { msg: M.saved, id: row.id, completeness: completeness(row).completeness };
}

const MB = 1024 * 1024;

/** The attached resume: pdf, docx (a zip with word/document.xml, bomb-checked) or doc (an OLE container), by its bytes. */
async function resumeFileExt(file: UploadedFile): Promise<string> {
  const t = await fileTypeFromBuffer(file.data);
  if (t?.ext === 'pdf') return 'pdf';
  if (t?.ext === 'cfb') return 'doc';
  if (t?.ext === 'docx') {
    checkZip(file.data);
    return 'docx';
  }
  throw badRequest(M.resumeFileType);
}

/** spec: an attached resume file is at most 10 MB */
export const RESUME_FILE_MAX = 10 * MB;

export async function uploadFile(deps: AppDeps, actor: Actor, file: UploadedFile | null) {
  if (!file) throw badRequest(UPLOAD_MSG.fileMissing);
  if (file.data.length === 0) throw badRequest(UPLOAD_MSG.empty);
  if (file.data.length > RESUME_FILE_MAX) throw badRequest(M.resumeFileSize);
  const r = await resumeOf(deps.db, actor.userId);
  if (!r) throw badRequest(M.resumeRequired);
  const ext = await resumeFileExt(file);
  const rel = `resumes/${newUploadName(ext)}`;
  await deps.storage.put(rel, file.data);
  await recordUpload(deps.db, actor.userId, rel, 'resume');
  const base =
    (file.filename || `简历.${ext}`)
      .replace(/\.[^.]*$/, '')
      .replace(/[\\/:*?"<>|\r\n]/g, '')
      .slice(0, 100) || '简历';
  const name = `${base}.${ext}`;
  await deps.db.update(zpResumes).set({ attachmentPath: rel, attachmentName: name, updatedAt: new Date() }).where(eq(zpResumes.id, r.id));
  return { msg: M.saved, attachmentName: name };
}

export async function removeFile(db: Executor, actor: Actor) {
  const r = await resumeOf(db, actor.userId);
  if (!r?.attachmentPath) throw notFound(M.resumeFileMissing);
  await db.update(zpResumes).set({ attachmentPath: null, attachmentName: null, updatedAt: new Date() }).where(eq(zpResumes.id, r.id));
  return { msg: '附件简历已删除' };
}

// ---- the recruiter's side ----

/** Resumes whose seeker has not shielded the company (resume search and 推荐人才 share it). */
export const notShieldedFrom = (companyId: number) =>
  notExists(sql`(select 1 from ${zpShields} where ${zpShields.userId} = ${zpResumes.userId} and ${zpShields.companyId} = ${companyId})`);

/**
 * spec: contact details only after the seeker applied to this company or accepted its invitation.
 * This is the one place that decides it.
 */
export async function hasConsent(db: Executor, seekerId: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ ok: sql<boolean>`true` })
    .from(companies)
    .where(
      and(
        eq(companies.id, companyId),
        or(
          exists(
            sql`(select 1 from ${zpApplications} where ${zpApplications.seekerId} = ${seekerId} and ${zpApplications.companyId} = ${companyId})`,
          ),
          exists(
            sql`(select 1 from ${zpInterviews} where ${zpInterviews.seekerId} = ${seekerId} and ${zpInterviews.companyId} = ${companyId} and ${zpInterviews.state} = ${INTERVIEW_STATE.accepted})`,
          ),
        ),
      ),
    );
  return Boolean(row?.ok);
}

export async function search(
  db: Executor,
  actor: Actor,
  q: {
    pageNum: number;
    pageSize: number;
    keyword?: string | undefined;
    city?: string | undefined;
    education?: string | undefined;
    workexperience?: string | undefined;
  },
) {
  const company = await requireCompany(db, actor);
  const conds: SQL[] = [eq(zpResumes.searchable, 1), ne(zpResumes.userId, actor.userId), notShieldedFrom(company.id)];
  const zone = inScope(zoneScope(actor), zpResumes.exclusiveCode);
  if (zone) conds.push(zone);
  if (q.city) conds.push(or(ilike(zpResumes.city, containing(q.city)), ilike(zpResumes.expectedCity, containing(q.city))) as SQL);
  if (q.education) conds.push(eq(zpResumes.education, q.education));
  if (q.workexperience) conds.push(eq(zpResumes.workexperience, q.workexperience));
  const where = and(...conds);
  // the expected position and the seeker's name are the resume's titles: their matches first, and a
  // one- or two-character keyword (a surname) still finds them (db/search.ts)
  const search = keywordSearch(q.keyword, {
    titles: [zpResumes.expectedPosition, zpResumes.name],
    bodies: [zpResumes.skills, zpResumes.summary],
  });
  const found = await listPage(
    db,
    q,
    (match) => db.select().from(zpResumes).where(and(where, match)).orderBy(desc(zpResumes.updatedAt), desc(zpResumes.id)),
    { search },
  );
  return { data: listReply(found, found.rows.map(resumeCard)) };
}

/**
 * A resume a company may open: in its zone, not shielded from it, and either searchable or linked to it
 * by an application or an invitation. Anything else reads as missing, so a shielded seeker's resume
 * cannot even be told to exist.
 */
export async function resumeForCompany(db: Executor, actor: Actor, companyId: number, resumeId: number): Promise<ResumeRow> {
  const scope = zoneScope(actor);
  const [r] = await db.select().from(zpResumes).where(eq(zpResumes.id, resumeId));
  if (!r || r.userId === actor.userId) throw notFound(M.resumeNotFound);
  assertVisible(scope, r.exclusiveCode, '简历');
  const [shield] = await db
    .select({ id: zpShields.id })
    .from(zpShields)
    .where(and(eq(zpShields.userId, r.userId), eq(zpShields.companyId, companyId)));
  if (shield) throw notFound(M.resumeNotFound);
  if (r.searchable !== 1) {
    const [linked] = await db
      .select({ id: zpApplications.id })
      .from(zpApplications)
      .where(and(eq(zpApplications.seekerId, r.userId), eq(zpApplications.companyId, companyId)))
      .limit(1);
    const [invited] = linked
      ? [linked]
      : await db
          .select({ id: zpInterviews.id })
          .from(zpInterviews)
          .where(and(eq(zpInterviews.seekerId, r.userId), eq(zpInterviews.companyId, companyId)))
          .limit(1);
    if (!invited) throw notFound(M.resumeNotFound);
  }
  return r;
}

export async function detail(deps: AppDeps, actor: Actor, input: { id: number; applicationId?: number | undefined }) {
  const { db } = deps;
  const company = await requireCompany(db, actor);
  const r = await resumeForCompany(db, actor, company.id, input.id);
  await db.transaction(async (tx) => {
    await recordLook(tx, actor.userId, LOOKED_TYPE.resume, r.id, company.id);
    // Opening a new application marks it viewed (spec pipeline new → viewed) and tells the seeker.
    if (input.applicationId) {
      const [app] = await tx
        .select({ a: zpApplications, positionname: zpPositions.positionname })
        .from(zpApplications)
        .innerJoin(zpPositions, eq(zpPositions.id, zpApplications.positionId))
        .where(and(eq(zpApplications.id, input.applicationId), eq(zpApplications.companyId, company.id), eq(zpApplications.resumeId, r.id)))
        .for('update');
      if (app && app.a.status === APPLY_STATUS.new) {
        await tx.update(zpApplications).set({ status: APPLY_STATUS.viewed, updatedAt: new Date() }).where(eq(zpApplications.id, app.a.id));
        await sendNotice(tx, deps.hub, {
          userId: r.userId,
          ...RECRUIT_NOTICE.pipeline,
          redirectId: app.a.id,
          title: '简历被查看',
          content: `${company.companyName}查看了您投递「${app.positionname}」的简历`,
        });
      }
    }
  });
  const apps = await db
    .select({
      id: zpApplications.id,
      positionId: zpApplications.positionId,
      positionname: zpPositions.positionname,
      status: zpApplications.status,
    })
    .from(zpApplications)
    .innerJoin(zpPositions, eq(zpPositions.id, zpApplications.positionId))
    .where(and(eq(zpApplications.seekerId, r.userId), eq(zpApplications.companyId, company.id)))
    .orderBy(desc(zpApplications.createdAt));
  const consent = await hasConsent(db, r.userId, company.id);
  return {
    data: {
      ...body(r),
      contact: consent ? { phone: r.phone, email: r.email } : null,
      chatUserId: consent ? r.userId : null,
      applications: apps,
    },
  };
}

/** The attached file, for its owner or a company with consent (the same rule as the contact details). */
export async function attachmentFor(db: Executor, actor: Actor, resumeId: number): Promise<{ path: string; name: string }> {
  const [own] = await db
    .select()
    .from(zpResumes)
    .where(and(eq(zpResumes.id, resumeId), eq(zpResumes.userId, actor.userId)));
  let r = own ?? null;
  if (!r) {
    const company = await requireCompany(db, actor);
    r = await resumeForCompany(db, actor, company.id, resumeId);
    if (!(await hasConsent(db, r.userId, company.id))) throw notFound(M.contactHidden);
  }
  if (!r.attachmentPath) throw notFound(M.resumeFileMissing);
  return { path: r.attachmentPath, name: r.attachmentName ?? '简历' };
}

/** Looks (zp_looked) with when each was, plus the columns of the table the caller joins. */
const looks = <E extends SelectedFields>(db: Executor, extra: E) =>
  db.select({ ...extra, lookedAt: zpLooked.lookedAt } as E & { lookedAt: typeof zpLooked.lookedAt }).from(zpLooked);

export async function resumeHistory(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const company = await requireCompany(db, actor);
  // a resume shielded since, or moved out of reach, drops out of the history too
  const where = and(
    eq(zpLooked.userId, actor.userId),
    eq(zpLooked.type, LOOKED_TYPE.resume),
    notShieldedFrom(company.id),
    inScope(zoneScope(actor), zpResumes.exclusiveCode),
  );
  return listData(
    db,
    q,
    () =>
      looks(db, { r: zpResumes }).innerJoin(zpResumes, eq(zpResumes.id, zpLooked.targetId)).where(where).orderBy(desc(zpLooked.lookedAt)),
    (x) => ({ ...resumeCard(x.r), lookedTime: iso(x.lookedAt) }),
  );
}

/** Who viewed my resume: the companies, newest first. */
export async function viewers(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const r = await resumeOf(db, actor.userId);
  if (!r) return { data: { recordList: [], recordCount: 0 } };
  const where = and(eq(zpLooked.type, LOOKED_TYPE.resume), eq(zpLooked.targetId, r.id));
  return listData(
    db,
    q,
    () =>
      looks(db, { companyId: companies.id, companyName: companies.companyName })
        .innerJoin(companies, eq(companies.id, zpLooked.companyId))
        .where(where)
        .orderBy(desc(zpLooked.lookedAt)),
    (x) => ({ companyId: x.companyId, companyName: x.companyName, lookedTime: iso(x.lookedAt) }),
  );
}
