import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotNull } from 'drizzle-orm';
import { COURSE_MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { MP4_HEAD, pdf, png } from '../../test/fixtures.ts';
import { articleTypes } from '../../db/schema/index.ts';

// Paid content stays paid: course attachments and videos are never served by /uploads/<name> or down_downFile.action,
// to anyone; the author and staff open them through courseFile_link (/course_file), buyers through
// course_section (/course_media). Covers and other images stay public.

let t: TestApp;
let author: string;
let stranger: string;
let staff: string;
let attachment: string;
let unsaved: string;
let videoPath: string;
let coverPath: string;
const PDF = pdf();
const MiB = 1024 * 1024;

type Reply = { success: boolean; error?: string; data?: unknown };
const ok = <T>(res: { statusCode: number; json: <R>() => R }) => {
  const body = res.json<Reply & T>();
  expect({ status: res.statusCode, error: body.error }).toEqual({ status: 200, error: undefined });
  return body;
};

beforeAll(async () => {
  t = await createTestApp();
  author = await t.login('person01');
  stranger = await t.login('company01');
  staff = await t.login('admin001', 'Admin@2026');
  const [child] = await t.deps.db.select().from(articleTypes).where(isNotNull(articleTypes.parentId)).limit(1);
  coverPath = ok<{ data: string }>(
    await t.upload('upload_uploadFile', { name: 'c.png', data: png(2, 2) }, { purpose: 'cover' }, author),
  ).data;
  const articleId = ok<{ data: number }>(
    await t.post(
      'article_add',
      {
        title: '文件权限课程',
        summary: '简介',
        content: '<p>概述</p>',
        icon: coverPath,
        typeIds: String(child?.id),
        readMoney: '9.9',
        postDivision: 'Java开发',
      },
      { token: author },
    ),
  ).data;
  const chapterId = ok<{ data: number }>(
    await t.post('courseChapters_add', { articleId, chaptersname: '第一章', chapterscontent: '入门' }, { token: author }),
  ).data;
  attachment = ok<{ data: string }>(await t.upload('upload_uploadPdf', { name: '讲义.pdf', data: PDF }, {}, author)).data;
  unsaved = ok<{ data: string }>(await t.upload('upload_uploadPdf', { name: '草稿.pdf', data: PDF }, {}, author)).data;
  const sectionId = ok<{ data: number }>(
    await t.post(
      'course_add',
      { courseChaptesId: chapterId, coursename: '第一节', coursecontent: '<p>正文</p>', coursefilepath: attachment },
      { token: author },
    ),
  ).data;
  const size = MiB + 100;
  const bytes = Buffer.concat([MP4_HEAD, Buffer.alloc(size - MP4_HEAD.length, 7)]);
  const fields = (from: number) =>
    Object.fromEntries(
      Object.entries({
        articleId,
        courseChaptesId: sectionId,
        fileName: 'v.mp4',
        fileSize: size,
        fingerprint: 'cccc000000000001',
        uploadSize: from,
      }).map(([k, v]) => [k, String(v)]),
    );
  ok(await t.upload('videos_doUpload', { name: 'blob', data: bytes.subarray(0, MiB) }, fields(0), author));
  videoPath = ok<{ data: { videosSrc: string } }>(
    await t.upload('videos_doUpload', { name: 'blob', data: bytes.subarray(MiB) }, fields(MiB), author),
  ).data.videosSrc;
});
afterAll(async () => t.close());

describe('course files only through checked routes', () => {
  it('/uploads and down_downFile refuse attachments (saved or not) and videos to anyone, with or without a login', async () => {
    for (const path of [attachment, unsaved, videoPath]) {
      for (const token of [undefined, stranger, author, staff]) {
        const headers = token ? { authorization: `Bearer ${token}` } : {};
        const direct = await t.app.inject({ method: 'GET', url: `/uploads/${path}`, headers });
        expect(direct.statusCode, path).toBe(404);
        expect(direct.body).not.toContain('%PDF');
        // the same file under another spelling of its path is the same file
        expect((await t.app.inject({ method: 'GET', url: `/uploads/./${path.replace('/', '//')}`, headers })).statusCode).toBe(404);
        expect((await t.app.inject({ method: 'GET', url: `/uploads/${encodeURIComponent(path)}`, headers })).statusCode).toBe(404);
        expect(
          (
            await t.app.inject({
              method: 'GET',
              url: `/down_downFile.action?filePathName=${encodeURIComponent(path)}&newFileName=x.pdf`,
              headers,
            })
          ).statusCode,
        ).toBe(404);
      }
    }
  });

  it('covers stay public', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/uploads/${coverPath}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('courseFile_link: refuses anonymous (401), a stranger (403), bad input (400) and a path that is no course file (404)', async () => {
    expect((await t.post('courseFile_link', { path: attachment })).statusCode).toBe(401);
    for (const path of [attachment, unsaved, videoPath]) {
      const res = await t.post('courseFile_link', { path }, { token: stranger });
      expect(res.statusCode).toBe(403);
      expect(res.json<Reply>().error).toBe(COURSE_MSG.mediaInvalid);
    }
    const bad = await t.post('courseFile_link', { path: '' }, { token: author });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Reply>().error).toBe('文件路径错误');
    expect((await t.post('courseFile_link', { path: coverPath }, { token: author })).statusCode).toBe(404);
    expect((await t.post('courseFile_link', { path: '../../etc/passwd' }, { token: author })).statusCode).toBe(404);
  });

  it('the author (also for an attachment not yet saved) and staff open them; a link does not work for anyone else or for another file', async () => {
    for (const token of [author, staff]) {
      for (const path of [attachment, unsaved]) {
        const link = ok<{ url: string; downloadUrl: string }>(await t.post('courseFile_link', { path }, { token }));
        const res = await t.app.inject({ method: 'GET', url: link.url });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(PDF)).toBe(true);
        expect(res.headers['cache-control']).toBe('private, max-age=300');
        const dl = await t.app.inject({ method: 'GET', url: link.downloadUrl });
        expect(dl.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
      }
    }
    const video = ok<{ url: string }>(await t.post('courseFile_link', { path: videoPath }, { token: author }));
    const ranged = await t.app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=0-3' } });
    expect(ranged.statusCode).toBe(206);
    // a forged or altered token, or a learner's media token, opens nothing
    const link = ok<{ url: string }>(await t.post('courseFile_link', { path: attachment }, { token: author }));
    const token = new URL(link.url, 'http://x').searchParams.get('t') ?? '';
    const [payload = '', sig = ''] = token.split('.');
    const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), p: unsaved })).toString(
      'base64url',
    );
    expect((await t.app.inject({ method: 'GET', url: `/course_file?t=${other}.${sig}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/course_media?t=${token}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/course_file' })).statusCode).toBe(403);
  });
});
