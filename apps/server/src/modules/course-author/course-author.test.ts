import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { ADMIN_MSG, COURSE_MSG, UPLOAD_MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { MP4_HEAD, docx, pdf, png } from '../../test/fixtures.ts';
import { articleTypes, articles, auditLogs, notices, personalInformation, users } from '../../db/schema/index.ts';

// A 1x1 PNG (the cover), an mp4 header (file-type reads the ftyp box) and a PDF, made from their bytes.
const PNG = png(1, 1);
const PDF = pdf();
const MiB = 1024 * 1024;

let t: TestApp;
let author: string;
let other: string;
let uncertified: string;
let admin: string;
let childType: number;
let parentType: number;
let cover: string;

const ok = (res: { statusCode: number; json: () => unknown }) => {
  const body = res.json() as { success: boolean; error?: string };
  expect({ status: res.statusCode, error: body.error }).toEqual({ status: 200, error: undefined });
  return res.json() as { data: unknown; msg?: string };
};
const course = (over: Record<string, unknown> = {}) => ({
  title: '劳动合同实务',
  summary: '从签订到解除的要点',
  content: '<p>课程概述：十个常见问题</p>',
  icon: cover,
  typeIds: String(childType),
  readMoney: '19.90',
  postDivision: 'Java开发',
  ...over,
});
const statusOf = async (id: number) =>
  (await t.deps.db.select({ s: articles.status, r: articles.reviewReason }).from(articles).where(eq(articles.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  author = await t.login('person01');
  other = await t.login('company01');
  uncertified = await t.login('newuser01');
  admin = await t.login('admin001', 'Admin@2026');
  const [child] = await t.deps.db.select().from(articleTypes).where(isNotNull(articleTypes.parentId)).limit(1);
  childType = child?.id ?? 0;
  parentType = child?.parentId ?? 0;
  cover = ok(await t.upload('upload_uploadFile', { name: 'c.png', data: PNG }, { purpose: 'cover' }, author)).data as string;
});
afterAll(() => t.close());

describe('article_add / article_update for courses', () => {
  it('refuses anonymous callers (401), uncertified accounts and bad input with the spec messages', async () => {
    expect((await t.post('article_add', course())).statusCode).toBe(401);
    expect((await t.post('article_add', course(), { token: uncertified })).json()).toMatchObject({
      success: false,
      error: COURSE_MSG.certificationRequired,
    });
    // A certification under review is told to wait (spec: 您的企业或个人资料正在审核).
    const [hr] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, 'hragency01'));
    await t.deps.db.insert(personalInformation).values({ userId: hr?.id ?? 0, name: '众才', jpAuditState: 0 });
    const pending = await t.login('hragency01');
    expect((await t.post('article_add', course(), { token: pending })).json()).toMatchObject({
      success: false,
      error: COURSE_MSG.certificationPending,
    });
    const bad: [Record<string, unknown>, string][] = [
      [{ title: '' }, COURSE_MSG.titleLength],
      [{ title: '题'.repeat(31) }, COURSE_MSG.titleLength],
      [{ postDivision: '' }, COURSE_MSG.skillRequired],
      [{ postDivision: '不存在的技能' }, COURSE_MSG.skillRequired],
      [{ readMoney: '1.234' }, COURSE_MSG.priceFormat],
      [{ readMoney: 'abc' }, COURSE_MSG.priceFormat],
      [{ content: `<p>${'字'.repeat(501)}</p>` }, COURSE_MSG.overviewTooLong(501)],
      [{ content: '<script>x</script>' }, COURSE_MSG.overviewRequired],
      [{ typeIds: String(parentType) }, COURSE_MSG.typeRequired],
      [{ icon: '../../etc/passwd' }, COURSE_MSG.coverRequired],
    ];
    // The seed holds demo courses: bad input must add none to them.
    const before = (await t.deps.db.select().from(articles).where(eq(articles.kind, 'course'))).length;
    for (const [over, message] of bad) {
      const res = await t.post('article_add', course(over), { token: author });
      expect([over, res.statusCode, res.json().error]).toEqual([over, 400, message]);
    }
    expect(await t.deps.db.select().from(articles).where(eq(articles.kind, 'course'))).toHaveLength(before);
  });

  it('a reviewer cannot write staff articles through article_add (403)', async () => {
    const reviewer = await t.login('reviewer01', 'Review@2026');
    expect((await t.post('article_add', course(), { token: reviewer })).statusCode).toBe(403);
  });

  it('creates a course under review, price in hundredths, overview sanitised; free when non-positive', async () => {
    const { data: id } = ok(
      await t.post(
        'article_add',
        course({ content: '<p onclick="x()">概述<a href="javascript:alert(1)">链接</a></p><script>alert(1)</script>' }),
        { token: author },
      ),
    ) as { data: number };
    const [row] = await t.deps.db.select().from(articles).where(eq(articles.id, id));
    expect(row).toMatchObject({ kind: 'course', status: 0, readMoney: 1990, postDivision: 'Java开发', typeIds: [childType], icon: cover });
    expect(row?.content).not.toMatch(/script|onclick|javascript:/);
    const { data: free } = ok(await t.post('article_add', course({ readMoney: '-3' }), { token: author })) as { data: number };
    expect((await t.deps.db.select().from(articles).where(eq(articles.id, free)))[0]?.readMoney).toBe(0);
    ok(await t.post('article_add', course({ readMoney: '' }), { token: author }));
  });

  it('only the author edits; an edit goes back to review; an approved course cannot be edited', async () => {
    const { data: id } = ok(await t.post('article_add', course(), { token: author })) as { data: number };
    const foreign = await t.post('article_update', { ...course({ title: '抢来的' }), id }, { token: other });
    expect([foreign.statusCode, foreign.json().error]).toEqual([403, COURSE_MSG.notAuthor]);
    expect((await t.post('article_update', { ...course(), id: 999999 }, { token: author })).statusCode).toBe(404);
    // A staff article is not a course: a user cannot edit it, staff cannot edit a course through the article flow.
    expect((await t.post('article_update', { ...course(), id }, { token: admin })).statusCode).toBe(404);
    await t.deps.db.update(articles).set({ status: 2, reviewReason: '封面不清晰' }).where(eq(articles.id, id));
    ok(await t.post('article_update', { ...course({ title: '劳动合同实务（第二版）' }), id }, { token: author }));
    expect(await statusOf(id)).toEqual({ s: 0, r: null });
    await t.deps.db.update(articles).set({ status: 1 }).where(eq(articles.id, id));
    const locked = await t.post('article_update', { ...course({ title: '改不了' }), id }, { token: author });
    expect(locked.json()).toMatchObject({ success: false, error: COURSE_MSG.approvedLocked });
    expect((await t.deps.db.select().from(articles).where(eq(articles.id, id)))[0]?.title).toBe('劳动合同实务（第二版）');
  });

  it('takes only a cover the author uploaded; an edit may keep the cover the course has', async () => {
    const theirs = ok(await t.upload('upload_uploadFile', { name: 'c.png', data: PNG }, { purpose: 'cover' }, other)).data as string;
    const madeUp = '2026/11/0123456789abcdef01234567.png';
    const courses = async () => (await t.deps.db.select().from(articles).where(eq(articles.kind, 'course'))).length;
    const before = await courses();
    for (const icon of [theirs, madeUp]) {
      const res = await t.post('article_add', course({ icon }), { token: author });
      expect([res.statusCode, res.json().error]).toEqual([403, UPLOAD_MSG.notYours]);
    }
    expect(await courses()).toBe(before);
    const { data: id } = ok(await t.post('article_add', course({ title: '封面测试课程' }), { token: author })) as { data: number };
    const row = async () => (await t.deps.db.select().from(articles).where(eq(articles.id, id)))[0];
    const saved = await row();
    const stolen = await t.post('article_update', { ...course({ title: '换了别人的封面', icon: theirs }), id }, { token: author });
    expect([stolen.statusCode, stolen.json().error]).toEqual([403, UPLOAD_MSG.notYours]);
    expect(await row()).toEqual(saved);
    // the course's own cover saves again, also one stored before uploads were recorded
    const legacy = '2025/01/abcdefabcdefabcdefabcdef.png';
    await t.deps.db.update(articles).set({ icon: legacy }).where(eq(articles.id, id));
    ok(await t.post('article_update', { ...course({ title: '封面测试课程（修订）', icon: legacy }), id }, { token: author }));
    expect(await row()).toMatchObject({ title: '封面测试课程（修订）', icon: legacy });
    ok(await t.post('article_update', { ...course({ title: '封面测试课程（新封面）' }), id }, { token: author }));
    expect(await row()).toMatchObject({ icon: cover });
  });
});

describe('article_myList / article_myDetail / article_delete', () => {
  it("lists only the caller's courses, six a page; detail and delete are the author's", async () => {
    expect((await t.post('article_myList', {})).statusCode).toBe(401);
    const mine = ok(await t.post('article_myList', { pageNum: 0, pageSize: 6 }, { token: author })).data as {
      recordList: { id: number; status: number }[];
      recordCount: number;
    };
    expect(mine.recordCount).toBeGreaterThanOrEqual(4);
    expect(mine.recordList.length).toBeLessThanOrEqual(6);
    // company01 has seeded demo courses of its own; none of the author's may appear in its list.
    const theirs = ok(await t.post('article_myList', { pageNum: 0, pageSize: 100 }, { token: other })).data as {
      recordList: { id: number }[];
    };
    expect(theirs.recordList.map((c) => c.id)).not.toContain(mine.recordList[0]?.id);
    const id = mine.recordList[0]?.id ?? 0;
    expect((await t.post('article_myDetail', { id }, { token: other })).statusCode).toBe(403);
    expect((ok(await t.post('article_myDetail', { id }, { token: author })).data as { title: string }).title).toBeTruthy();
    expect((await t.post('article_delete', { id }, { token: other })).statusCode).toBe(403);
    await t.deps.db.update(articles).set({ buyCount: 1 }).where(eq(articles.id, id));
    expect((await t.post('article_delete', { id }, { token: author })).json()).toMatchObject({
      success: false,
      error: COURSE_MSG.boughtLocked,
    });
    await t.deps.db.update(articles).set({ buyCount: 0 }).where(eq(articles.id, id));
    expect(ok(await t.post('article_delete', { id }, { token: author })).msg).toBe(COURSE_MSG.deleted);
    expect(await t.deps.db.select().from(articles).where(eq(articles.id, id))).toHaveLength(0);
  });
});

describe('chapters, sections, video, attachments', () => {
  let courseId: number;
  let chapterId: number;
  let sectionId: number;
  beforeAll(async () => {
    courseId = ok(await t.post('article_add', course({ title: '内容测试课程' }), { token: author })).data as number;
  });

  it('chapters: refusals first (401, 403 for another author, 400 with the spec messages), then add/update/list/delete', async () => {
    expect((await t.post('courseChapters_add', { articleId: courseId, chaptersname: '第一章', chapterscontent: '入门' })).statusCode).toBe(
      401,
    );
    expect(
      (await t.post('courseChapters_add', { articleId: courseId, chaptersname: '第一章', chapterscontent: '入门' }, { token: other }))
        .statusCode,
    ).toBe(403);
    expect((await t.post('courseChapters_list', { articleId: courseId }, { token: other })).statusCode).toBe(403);
    for (const [body, msg] of [
      [{ chaptersname: '', chapterscontent: '入门' }, COURSE_MSG.chapterName],
      [{ chaptersname: '章'.repeat(21), chapterscontent: '入门' }, COURSE_MSG.chapterName],
      [{ chaptersname: '第一章', chapterscontent: '' }, COURSE_MSG.chapterDescription],
      [{ chaptersname: '第一章', chapterscontent: '述'.repeat(31) }, COURSE_MSG.chapterDescription],
    ] as const) {
      const res = await t.post('courseChapters_add', { articleId: courseId, ...body }, { token: author });
      expect([res.statusCode, res.json().error]).toEqual([400, msg]);
    }
    chapterId = ok(
      await t.post('courseChapters_add', { articleId: courseId, chaptersname: '第一章', chapterscontent: '入门' }, { token: author }),
    ).data as number;
    const second = ok(
      await t.post('courseChapters_add', { articleId: courseId, chaptersname: '第二章', chapterscontent: '进阶' }, { token: author }),
    ).data as number;
    expect(
      (await t.post('courseChapters_update', { id: second, chaptersname: '偷改', chapterscontent: 'x' }, { token: other })).statusCode,
    ).toBe(403);
    ok(await t.post('courseChapters_update', { id: second, chaptersname: '第二章 进阶', chapterscontent: '案例' }, { token: author }));
    const list = ok(await t.post('courseChapters_list', { articleId: courseId }, { token: author })).data as { chaptersname: string }[];
    expect(list.map((c) => c.chaptersname)).toEqual(['第一章', '第二章 进阶']);
    expect((await t.post('courseChapters_delete', { id: second }, { token: other })).statusCode).toBe(403);
    ok(await t.post('courseChapters_delete', { id: second }, { token: author }));
    expect(ok(await t.post('courseChapters_list', { articleId: courseId }, { token: admin })).data).toHaveLength(1);
  });

  it("sections: refusals, content sanitised, attachments only the author's own uploads", async () => {
    const body = { courseChaptesId: chapterId, coursename: '第一节', coursecontent: '<p>正文</p>' };
    expect((await t.post('course_add', body)).statusCode).toBe(401);
    expect((await t.post('course_add', body, { token: other })).statusCode).toBe(403);
    expect((await t.post('course_add', { ...body, courseChaptesId: '' }, { token: author })).json().error).toBe(COURSE_MSG.chooseChapter);
    expect((await t.post('course_add', { ...body, coursename: '' }, { token: author })).json().error).toBe(COURSE_MSG.sectionName);
    expect((await t.post('course_add', { ...body, coursename: '节'.repeat(21) }, { token: author })).json().error).toBe(
      COURSE_MSG.sectionName,
    );
    expect((await t.post('course_add', { ...body, coursecontent: '<script>alert(1)</script>' }, { token: author })).json().error).toBe(
      COURSE_MSG.sectionContent,
    );
    const foreignPdf = ok(await t.upload('upload_uploadPdf', { name: '别人的.pdf', data: PDF }, {}, other)).data as string;
    expect((await t.post('course_add', { ...body, coursefilepath: foreignPdf }, { token: author })).statusCode).toBe(403);
    const pdf = ok(await t.upload('upload_uploadPdf', { name: '讲义,第一版.pdf', data: PDF }, {}, author)) as {
      data: string;
      fileName: string;
    };
    expect(pdf.fileName).toBe('讲义，第一版.pdf');
    sectionId = ok(
      await t.post(
        'course_add',
        {
          ...body,
          coursecontent: '<p onmouseover="x()">正文<img src="javascript:alert(1)"><a href="javascript:alert(1)">a</a></p>',
          coursefilepath: pdf.data,
          coursefilename: pdf.fileName,
        },
        { token: author },
      ),
    ).data as number;
    expect((await t.post('course_list', { courseChaptesId: chapterId }, { token: other })).statusCode).toBe(403);
    const [s] = ok(await t.post('course_list', { courseChaptesId: chapterId }, { token: author })).data as {
      coursecontent: string;
      coursefilepath: string;
      coursefilename: string;
    }[];
    expect(s?.coursecontent).not.toMatch(/onmouseover|javascript:/);
    expect(s).toMatchObject({ coursefilepath: pdf.data, coursefilename: '讲义，第一版.pdf' });
    expect(
      (await t.post('course_update', { id: sectionId, coursename: '偷改', coursecontent: '<p>x</p>' }, { token: other })).statusCode,
    ).toBe(403);
    ok(
      await t.post(
        'course_update',
        { id: sectionId, coursename: '第一节 概览', coursecontent: '<p>新正文</p>', coursefilepath: pdf.data },
        { token: author },
      ),
    );
    const extra = ok(await t.post('course_add', { ...body, coursename: '待删' }, { token: author })).data as number;
    expect((await t.post('course_delete', { id: extra }, { token: other })).statusCode).toBe(403);
    ok(await t.post('course_delete', { id: extra }, { token: author }));
    expect(ok(await t.post('course_list', { courseChaptesId: chapterId }, { token: author })).data).toHaveLength(1);
  });

  it('attachments are checked by content: renamed scripts, doc, zip bombs and too many entries are refused', async () => {
    expect((await t.upload('upload_uploadPdf', { name: 'a.pdf', data: PDF })).statusCode).toBe(401);
    expect(
      (await t.upload('upload_uploadPdf', { name: 'evil.pdf', data: Buffer.from('#!/bin/sh\nrm -rf /\n') }, {}, author)).json().error,
    ).toBe(COURSE_MSG.attachmentType);
    expect((await t.upload('upload_uploadPdf', { name: 'a.pdf', data: Buffer.alloc(0) }, {}, author)).json().error).toBe(UPLOAD_MSG.empty);
    expect((await t.upload('upload_uploadWord', { name: 'a.docx', data: PDF }, {}, author)).json().error).toBe(COURSE_MSG.attachmentType);
    const good = ok(await t.upload('upload_uploadWord', { name: '讲义.docx', data: docx() }, {}, author)) as { data: string };
    expect(good.data).toMatch(/\.docx$/);
    const bomb = docx({ 'word/media/zero.bin': Buffer.alloc(101 * MiB) });
    expect(bomb.length).toBeLessThan(1 * MiB);
    expect((await t.upload('upload_uploadWord', { name: 'bomb.docx', data: bomb }, {}, author)).json().error).toBe(
      COURSE_MSG.archiveTooLarge,
    );
    const many: Record<string, string> = {};
    for (let i = 0; i < 2001; i++) many[`word/x${i}.xml`] = 'x';
    expect((await t.upload('upload_uploadWord', { name: 'many.docx', data: docx(many) }, {}, author)).json().error).toBe(
      COURSE_MSG.archiveTooLarge,
    );
  });

  it("video: mp4 only, 1 MiB chunks, resumes from the server's size, only the author", async () => {
    const size = 2 * MiB + 300_000;
    const video = Buffer.concat([MP4_HEAD, Buffer.alloc(size - MP4_HEAD.length, 7)]);
    const target = {
      articleId: courseId,
      courseChaptesId: sectionId,
      fileName: '第一节.mp4',
      fileSize: size,
      fingerprint: 'a1b2c3d4e5f60718',
    };
    const chunk = (
      from: number,
      fields: Record<string, unknown> = {},
      token = author,
      data = video.subarray(from, Math.min(size, from + MiB)),
    ) =>
      t.upload(
        'videos_doUpload',
        { name: 'blob', data },
        Object.fromEntries(Object.entries({ ...target, uploadSize: from, ...fields }).map(([k, v]) => [k, String(v)])),
        token,
      );
    expect((await t.post('videos_getUploadedSize', target)).statusCode).toBe(401);
    expect((await t.post('videos_getUploadedSize', target, { token: other })).statusCode).toBe(403);
    expect((await chunk(0, {}, other)).statusCode).toBe(403);
    expect((await t.post('videos_getUploadedSize', { ...target, fileSize: 100 * MiB + 1 }, { token: author })).json().error).toBe(
      COURSE_MSG.videoSize,
    );
    expect((await chunk(0, { fileName: 'a.avi' })).json().error).toBe(COURSE_MSG.videoType);
    expect((await chunk(0, {}, author, Buffer.concat([Buffer.from('#!/bin/sh\n'), Buffer.alloc(100)]))).json().error).toBe(
      COURSE_MSG.videoType,
    );
    expect((await chunk(0, {}, author, Buffer.alloc(MiB + 1))).json().error).toBe(COURSE_MSG.videoChunk);

    expect(ok(await t.post('videos_getUploadedSize', target, { token: author })).data).toBe(0);
    expect((ok(await chunk(0)).data as { uploadSize: number }).uploadSize).toBe(MiB);
    // The connection drops here; after a reload the client asks where to continue.
    expect(ok(await t.post('videos_getUploadedSize', target, { token: author })).data).toBe(MiB);
    // A repeated chunk (its reply was lost) changes nothing and says where the server is.
    expect(ok(await chunk(0)).data).toEqual({ uploadSize: MiB, id: null, videosSrc: null });
    expect((ok(await chunk(MiB)).data as { uploadSize: number }).uploadSize).toBe(2 * MiB);
    const done = ok(await chunk(2 * MiB)).data as { uploadSize: number; id: number; videosSrc: string };
    expect(done.uploadSize).toBe(size);
    expect(done.videosSrc).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{24}\.mp4$/);
    expect(readFileSync(join(t.config.uploadDir, done.videosSrc)).equals(video)).toBe(true);
    // the author plays it through a checked link (/uploads refuses course files)
    const link = ok(await t.post('courseFile_link', { path: done.videosSrc }, { token: author })) as unknown as { url: string };
    const ranged = await t.app.inject({ method: 'GET', url: link.url, headers: { range: 'bytes=1048576-1048591' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(video.subarray(MiB, MiB + 16))).toBe(true);
    const [s] = ok(await t.post('course_list', { courseChaptesId: chapterId }, { token: author })).data as {
      videos: { id: number; videosSrc: string }[];
    }[];
    expect(s?.videos).toEqual([{ id: done.id, videosSrc: done.videosSrc, fileName: '第一节.mp4' }]);
    expect((await t.post('videos_delete', { id: done.id }, { token: other })).statusCode).toBe(403);
    // Staff reviewing the course see its chapters and can open the attachment and the video.
    const queue = ok(await t.post('admin_reviewList', { kind: 'course', keyword: '内容测试课程' }, { token: admin })).data as {
      recordList: {
        fields: { label: string; value: string }[];
        files: { name: string; path: string }[];
        link?: { label: string; href: string };
      }[];
    };
    expect(queue.recordList[0]?.fields).toContainEqual({ label: '章节', value: '第1章 第一章（1节）' });
    expect(queue.recordList[0]?.files.map((f) => f.name)).toEqual(['讲义，第一版.pdf', '第一节.mp4']);
    expect(queue.recordList[0]?.link).toEqual({ label: '预览课程内容', href: `/study?id=${courseId}` });
  });
});

describe('staff review of courses', () => {
  it('a reviewer approves or rejects (with a reason) in the generic queue; the author gets a notice; the audit log records it', async () => {
    const { data: a } = ok(await t.post('article_add', course({ title: '待审核一' }), { token: author })) as { data: number };
    const { data: b } = ok(await t.post('article_add', course({ title: '待审核二' }), { token: author })) as { data: number };
    expect((await t.post('admin_reviewList', { kind: 'course' }, { token: author })).statusCode).toBe(403);
    const reviewer = await t.login('reviewer01', 'Review@2026');
    const pending = ok(await t.post('admin_reviewList', { kind: 'course', state: 'pending', keyword: '待审核' }, { token: reviewer }))
      .data as { recordList: { id: string; title: string; amount: number }[] };
    expect(pending.recordList.map((r) => r.title).sort()).toEqual(['待审核一', '待审核二']);
    expect(pending.recordList[0]?.amount).toBe(1990);
    expect(
      (await t.post('admin_reviewDecide', { kind: 'course', id: String(b), decision: 'reject' }, { token: reviewer })).json().error,
    ).toBe(ADMIN_MSG.reasonRequired);
    ok(await t.post('admin_reviewDecide', { kind: 'course', id: String(a), decision: 'approve' }, { token: reviewer }));
    ok(
      await t.post(
        'admin_reviewDecide',
        { kind: 'course', id: String(b), decision: 'reject', reason: '封面与内容不符' },
        { token: reviewer },
      ),
    );
    expect(
      (await t.post('admin_reviewDecide', { kind: 'course', id: String(a), decision: 'reject', reason: 'x' }, { token: reviewer })).json(),
    ).toMatchObject({ success: false });
    expect(await statusOf(a)).toEqual({ s: 1, r: null });
    expect(await statusOf(b)).toEqual({ s: 2, r: '封面与内容不符' });
    const [me] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, 'person01'));
    const mine = await t.deps.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, me?.id ?? 0), eq(notices.messageType, '01')));
    expect(mine.map((n) => n.content)).toEqual(
      expect.arrayContaining([COURSE_MSG.approvedNotice('待审核一'), COURSE_MSG.rejectedNotice('待审核二', '封面与内容不符')]),
    );
    expect((await t.deps.db.select().from(auditLogs).where(eq(auditLogs.kind, 'review:course'))).length).toBe(2);
    // Approved: neither the course nor its chapters change any more.
    expect(
      (await t.post('courseChapters_add', { articleId: a, chaptersname: '新章', chapterscontent: '描述' }, { token: author })).json(),
    ).toMatchObject({ success: false, error: COURSE_MSG.approvedLocked });
    // Rejected: an edit of its content sends it back to the queue.
    ok(await t.post('courseChapters_add', { articleId: b, chaptersname: '补充章节', chapterscontent: '按意见修改' }, { token: author }));
    expect((await statusOf(b))?.s).toBe(0);
    expect(existsSync(t.config.uploadDir)).toBe(true);
  });
});
