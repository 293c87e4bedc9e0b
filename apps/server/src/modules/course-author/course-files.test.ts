import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { COURSE_MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { CFB, MP4_HEAD, pdf, png, zip } from '../../test/fixtures.ts';
import { articleTypes, articles, courseAttachments, courseVideos } from '../../db/schema/index.ts';

// Office attachments beyond docx and pdf (pptx, the old binary xls), and the files a course leaves on
// disk: gone after the rows that named them are deleted, kept while another row still names them, and
// never touched by someone who may not delete the course.

const PNG = png(1, 1);
const PDF = pdf();
const MiB = 1024 * 1024;

const pptx = (extra: Record<string, Buffer | string> = {}) =>
  zip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>',
    '_rels/.rels': '<Relationships/>',
    'ppt/presentation.xml': '<p:presentation/>',
    ...extra,
  });

let t: TestApp;
let author: string;
let other: string;
let childType: number;

const ok = (res: { statusCode: number; json: () => unknown }) => {
  const body = res.json() as { success: boolean; error?: string };
  expect({ status: res.statusCode, error: body.error }).toEqual({ status: 200, error: undefined });
  return res.json() as { data: unknown; msg?: string };
};
/** Where the disk storage keeps partial uploads: beside the upload root (providers/storage-disk.ts). */
const partialDir = (root: string) => `${resolve(root)}-partial`;
const onDisk = (rel: string) => existsSync(join(t.config.uploadDir, rel));
const partials = () => (existsSync(partialDir(t.config.uploadDir)) ? readdirSync(partialDir(t.config.uploadDir)) : []);

const cover = async (token = author) =>
  ok(await t.upload('upload_uploadFile', { name: 'c.png', data: PNG }, { purpose: 'cover' }, token)).data as string;
const newCourse = async (icon: string, token = author) =>
  ok(
    await t.post(
      'article_add',
      {
        title: '文件清理课程',
        summary: '简介',
        content: '<p>概述</p>',
        icon,
        typeIds: String(childType),
        readMoney: '9.9',
        postDivision: 'Java开发',
      },
      { token },
    ),
  ).data as number;
const newChapter = async (articleId: number) =>
  ok(await t.post('courseChapters_add', { articleId, chaptersname: '第一章', chapterscontent: '入门' }, { token: author })).data as number;
const pdfAttachment = async () => ok(await t.upload('upload_uploadPdf', { name: '讲义.pdf', data: PDF }, {}, author)).data as string;
const newSection = async (chapterId: number, files: string[] = []) =>
  ok(
    await t.post(
      'course_add',
      { courseChaptesId: chapterId, coursename: '第一节', coursecontent: '<p>正文</p>', coursefilepath: files.join(',') },
      { token: author },
    ),
  ).data as number;

/** Uploads a small mp4 in chunks; `stop` leaves it unfinished after the first chunk. */
async function video(articleId: number, sectionId: number, fingerprint: string, stop = false): Promise<string | null> {
  const size = MiB + 1000;
  const data = Buffer.concat([MP4_HEAD, Buffer.alloc(size - MP4_HEAD.length, 3)]);
  const target = { articleId, courseChaptesId: sectionId, fileName: 'v.mp4', fileSize: size, fingerprint };
  const chunk = (from: number) =>
    t.upload(
      'videos_doUpload',
      { name: 'blob', data: data.subarray(from, Math.min(size, from + MiB)) },
      Object.fromEntries(Object.entries({ ...target, uploadSize: from }).map(([k, v]) => [k, String(v)])),
      author,
    );
  ok(await chunk(0));
  if (stop) return null;
  return (ok(await chunk(MiB)).data as { videosSrc: string }).videosSrc;
}

const sectionVideos = async (chapterId: number) =>
  (
    ok(await t.post('course_list', { courseChaptesId: chapterId }, { token: author })).data as {
      id: number;
      videos: { id: number; videosSrc: string }[];
    }[]
  ).flatMap((s) => s.videos);

beforeAll(async () => {
  t = await createTestApp();
  author = await t.login('person01');
  other = await t.login('company01');
  const [child] = await t.deps.db.select().from(articleTypes).where(isNotNull(articleTypes.parentId)).limit(1);
  childType = child?.id ?? 0;
});
afterAll(async () => {
  const dir = partialDir(t.config.uploadDir);
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('pptx and xls attachments', () => {
  it('pass the content check through upload_uploadExcle; the zip caps hold for pptx too', async () => {
    const p = ok(await t.upload('upload_uploadExcle', { name: '课件.pptx', data: pptx() }, {}, author)) as {
      data: string;
      fileName: string;
    };
    expect(p).toMatchObject({ fileName: '课件.pptx' });
    expect(p.data).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{24}\.pptx$/);
    const x = ok(await t.upload('upload_uploadExcle', { name: '成绩.xls', data: CFB }, {}, author)) as { data: string; fileName: string };
    expect(x.data).toMatch(/\.xls$/);
    const ppt = ok(await t.upload('upload_uploadExcle', { name: '旧课件.ppt', data: CFB }, {}, author)) as { data: string };
    expect(ppt.data).toMatch(/\.ppt$/);
    // An OLE file named anything else (a .doc, a renamed script) is not taken.
    expect((await t.upload('upload_uploadExcle', { name: '合同.doc', data: CFB }, {}, author)).json().error).toBe(
      COURSE_MSG.attachmentType,
    );
    expect((await t.upload('upload_uploadWord', { name: '课件.docx', data: pptx() }, {}, author)).json().error).toBe(
      COURSE_MSG.attachmentType,
    );
    const bomb = pptx({ 'ppt/media/zero.bin': Buffer.alloc(101 * MiB) });
    expect(bomb.length).toBeLessThan(MiB);
    expect((await t.upload('upload_uploadExcle', { name: 'bomb.pptx', data: bomb }, {}, author)).json().error).toBe(
      COURSE_MSG.archiveTooLarge,
    );
  });
});

describe('files leave the disk with their rows', () => {
  it('deleting a course removes its cover, attachments, videos and partial uploads; another user is refused and nothing moves', async () => {
    const icon = await cover();
    const id = await newCourse(icon);
    const chapter = await newChapter(id);
    const file = await pdfAttachment();
    const section = await newSection(chapter, [file]);
    const mp4 = await video(id, section, 'aaaa000000000001');
    const second = await newSection(chapter);
    await video(id, second, 'aaaa000000000002', true);
    expect(mp4).toBeTruthy();
    expect(partials()).toHaveLength(1);
    const all = [icon, file, mp4 ?? ''];
    expect(all.map(onDisk)).toEqual([true, true, true]);

    expect((await t.post('article_delete', { id }, { token: other })).statusCode).toBe(403);
    expect(all.map(onDisk)).toEqual([true, true, true]);
    expect(partials()).toHaveLength(1);

    expect(ok(await t.post('article_delete', { id }, { token: author })).msg).toBe(COURSE_MSG.deleted);
    expect(all.map(onDisk)).toEqual([false, false, false]);
    expect(partials()).toEqual([]);
    expect(await t.deps.db.select().from(courseAttachments).where(eq(courseAttachments.path, file))).toEqual([]);
  });

  it('a cover another course still names stays until the last one goes', async () => {
    const icon = await cover();
    const a = await newCourse(icon);
    const b = await newCourse(icon);
    ok(await t.post('article_delete', { id: a }, { token: author }));
    expect(onDisk(icon)).toBe(true);
    ok(await t.post('article_delete', { id: b }, { token: author }));
    expect(onDisk(icon)).toBe(false);
  });

  it("a cover shown in another course's rich text stays", async () => {
    const icon = await cover();
    const a = await newCourse(icon);
    const b = await newCourse(await cover());
    await t.deps.db
      .update(articles)
      .set({ content: `<p>封面：<img src="/uploads/${icon}"></p>` })
      .where(eq(articles.id, b));
    ok(await t.post('article_delete', { id: a }, { token: author }));
    expect(onDisk(icon)).toBe(true);
  });

  it("deleting a section or a chapter removes their attachments and videos, not the course cover or other sections' files", async () => {
    const icon = await cover();
    const id = await newCourse(icon);
    const chapter = await newChapter(id);
    const keep = await pdfAttachment();
    const kept = await newSection(chapter, [keep]);
    const gone = await pdfAttachment();
    const section = await newSection(chapter, [gone]);
    const mp4 = (await video(id, section, 'bbbb000000000001')) ?? '';
    expect((await t.post('course_delete', { id: section }, { token: other })).statusCode).toBe(403);
    expect([onDisk(gone), onDisk(mp4)]).toEqual([true, true]);
    ok(await t.post('course_delete', { id: section }, { token: author }));
    expect([onDisk(gone), onDisk(mp4), onDisk(keep), onDisk(icon)]).toEqual([false, false, true, true]);

    const keptVideo = (await video(id, kept, 'bbbb000000000002')) ?? '';
    expect((await t.post('courseChapters_delete', { id: chapter }, { token: other })).statusCode).toBe(403);
    ok(await t.post('courseChapters_delete', { id: chapter }, { token: author }));
    expect([onDisk(keep), onDisk(keptVideo), onDisk(icon)]).toEqual([false, false, true]);
  });

  it('an attachment removed from a section leaves the disk on save; the ones kept stay', async () => {
    const id = await newCourse(await cover());
    const chapter = await newChapter(id);
    const a = await pdfAttachment();
    const b = await pdfAttachment();
    const section = await newSection(chapter, [a, b]);
    const update = (files: string[], token = author) =>
      t.post(
        'course_update',
        { id: section, coursename: '第一节', coursecontent: '<p>正文</p>', coursefilepath: files.join(',') },
        { token },
      );
    expect((await update([a], other)).statusCode).toBe(403);
    expect([onDisk(a), onDisk(b)]).toEqual([true, true]);
    ok(await update([a]));
    expect([onDisk(a), onDisk(b)]).toEqual([true, false]);
    ok(await update([]));
    expect(onDisk(a)).toBe(false);
  });

  it('a replaced video and a deleted one leave the disk; deleting an unfinished upload removes its partial bytes', async () => {
    const id = await newCourse(await cover());
    const chapter = await newChapter(id);
    const section = await newSection(chapter);
    const first = (await video(id, section, 'cccc000000000001')) ?? '';
    const second = (await video(id, section, 'cccc000000000002')) ?? '';
    expect([onDisk(first), onDisk(second)]).toEqual([false, true]);
    const [v] = await sectionVideos(chapter);
    expect(v?.videosSrc).toBe(second);
    expect((await t.post('videos_delete', { id: v?.id }, { token: other })).statusCode).toBe(403);
    expect(onDisk(second)).toBe(true);
    ok(await t.post('videos_delete', { id: v?.id }, { token: author }));
    expect(onDisk(second)).toBe(false);

    const before = partials().length;
    await video(id, section, 'cccc000000000003', true);
    expect(partials()).toHaveLength(before + 1);
    const [pending] = await t.deps.db
      .select({ id: courseVideos.id })
      .from(courseVideos)
      .where(and(eq(courseVideos.sectionId, section), eq(courseVideos.done, false)));
    ok(await t.post('videos_delete', { id: pending?.id }, { token: author }));
    expect(partials()).toHaveLength(before);
  });

  it('a file already gone does not fail the delete', async () => {
    const icon = await cover();
    const id = await newCourse(icon);
    rmSync(join(t.config.uploadDir, icon));
    expect(ok(await t.post('article_delete', { id }, { token: author })).msg).toBe(COURSE_MSG.deleted);
  });
});
