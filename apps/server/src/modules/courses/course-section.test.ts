import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COURSE_MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { articles, learningProgress } from '../../db/schema/index.ts';
import { PWD, fund, userId, withPassword } from '../ledger/test-support.ts';
import { signMedia, verifyMedia } from './media-token.ts';

// Opening a bought course's sections (course_section) and its media behind signed links (/course_media):
// who may, who may not, what the links allow, and how watching ends the right to a refund.

const MP4_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]);
// Bytes that differ along the file, so a range that is off by one shows.
const VIDEO = Buffer.concat([MP4_HEAD, Buffer.from(Array.from({ length: 300_000 }, (_v, i) => (i * 7 + 3) % 251))]);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let t: TestApp;
let author: string; // person01
let buyer: string; // hragency01, pays
let other: string; // company01, never buys
let unpaid: string; // zoneuser01, orders but does not pay
let refunder: string; // newuser01, pays, then refunds
let reviewer: string;
let admin: string;
let course: number;
let otherCourse: number;
let pending: number;
let videoSection: number;
let textSection: number;
let foreignSection: number;
let buyerOrder: number;
let refunderOrder: number;

interface SectionOut {
  success: boolean;
  error?: string;
  id: number;
  name: string;
  content: string;
  video: { url: string; fileName: string } | null;
  attachments: { id: number; name: string; ext: string; url: string; downloadUrl: string }[];
  expiresAt: string;
}
type Res = { statusCode: number; json: <T>() => T; body: string };
const json = <T = SectionOut>(res: Res) => res.json<T & { success: boolean; error?: string }>();
const ok = <T = Record<string, unknown>>(res: Res): T => {
  const b = res.json<{ success: boolean; error?: string }>();
  expect({ status: res.statusCode, error: b.error }).toEqual({ status: 200, error: undefined });
  return b as T;
};
const openSection = (token: string, articleId: number, sectionId: number) => t.post('course_section', { articleId, sectionId }, { token });
/** The buyer's progress rows, [section, percent]. */
const learnt = async () =>
  (
    await t.deps.db
      .select()
      .from(learningProgress)
      .where(eq(learningProgress.userId, await userId(t, 'hragency01')))
  ).map((p) => [p.sectionId, p.percent]);
const media = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** The first chapter and section of each course made here. */
const sectionsOf = new Map<number, { chapter: number; section: number }>();
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('t') ?? '';

async function newCourse(title: string, status: number): Promise<number> {
  const [row] = await t.deps.db
    .insert(articles)
    .values({
      title,
      summary: '小节学习测试',
      content: '<p>概述</p>',
      authorId: await userId(t, 'person01'),
      typeIds: [],
      kind: 'course',
      status: 0,
      readMoney: 990,
    })
    .returning({ id: articles.id });
  const id = row?.id ?? 0;
  const chapter = ok<{ data: number }>(
    await t.post('courseChapters_add', { articleId: id, chaptersname: '第一章', chapterscontent: '入门' }, { token: author }),
  ).data;
  const section = ok<{ data: number }>(
    await t.post(
      'course_add',
      { courseChaptesId: chapter, coursename: `${title.slice(0, 10)}一节`, coursecontent: '<p>正文</p>' },
      { token: author },
    ),
  ).data;
  if (status !== 0) await t.deps.db.update(articles).set({ status }).where(eq(articles.id, id));
  sectionsOf.set(id, { chapter, section });
  return id;
}

async function buy(token: string, articleId: number, pay = true): Promise<number> {
  const added = ok<{ orders: { id: number }[] }>(await t.post('order_add', { ids: String(articleId) }, { token }));
  const id = added.orders[0]?.id ?? 0;
  if (pay) ok(await t.post('order_orderPay', { payPwdType: 0, ids: String(id), accountpwd: PWD }, { token }));
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  author = await t.login('person01');
  buyer = await withPassword(t, 'hragency01');
  other = await t.login('company01');
  unpaid = await t.login('zoneuser01');
  refunder = await withPassword(t, 'newuser01');
  reviewer = await t.login('reviewer01', 'Review@2026');
  admin = await t.login('admin001', 'Admin@2026');

  // The author builds the course while it is a draft (approved courses cannot be edited), then it is approved.
  course = await newCourse('劳动合同实务（学习）', 0);
  const { chapter, section } = sectionsOf.get(course) ?? { chapter: 0, section: 0 };
  videoSection = section;
  const pdf = ok<{ data: string; fileName: string }>(await t.upload('upload_uploadPdf', { name: '讲义.pdf', data: PDF }, {}, author));
  ok(
    await t.post(
      'course_update',
      {
        id: videoSection,
        coursename: '书面合同',
        coursecontent: '<h3>要点</h3><p>一个月内订立书面合同。</p>',
        coursefilepath: pdf.data,
        coursefilename: pdf.fileName,
      },
      { token: author },
    ),
  );
  const fields = {
    articleId: course,
    courseChaptesId: videoSection,
    fileName: '第一节.mp4',
    fileSize: VIDEO.length,
    fingerprint: 'f00dfeedf00dfeed',
    uploadSize: 0,
  };
  const done = ok<{ data: { videosSrc: string | null } }>(
    await t.upload(
      'videos_doUpload',
      { name: 'blob', data: VIDEO },
      Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
      author,
    ),
  );
  expect(done.data.videosSrc).toBeTruthy();
  textSection = ok<{ data: number }>(
    await t.post(
      'course_add',
      { courseChaptesId: chapter, coursename: '试用期', coursecontent: '<p>试用期最长六个月。</p>' },
      { token: author },
    ),
  ).data;
  await t.deps.db.update(articles).set({ status: 1 }).where(eq(articles.id, course));

  otherCourse = await newCourse('另一门课程', 1);
  foreignSection = sectionsOf.get(otherCourse)?.section ?? 0;
  pending = await newCourse('审核中课程', 0);

  await fund(t, buyer, admin, '10');
  await fund(t, refunder, admin, '10');
  buyerOrder = await buy(buyer, course);
  await buy(unpaid, course, false);
  refunderOrder = await buy(refunder, course);
});
afterAll(() => t.close());

describe('course_section: who may open a section', () => {
  it('gives a buyer the section: text, video and attachments as signed links, never the stored paths', async () => {
    const s = ok<SectionOut>(await openSection(buyer, course, videoSection));
    expect(s).toMatchObject({ id: videoSection, name: '书面合同', content: '<h3>要点</h3><p>一个月内订立书面合同。</p>' });
    expect(s.video?.fileName).toBe('第一节.mp4');
    expect(s.video?.url).toMatch(/^\/course_media\?t=[\w-]+\.[\w-]+$/);
    expect(s.attachments).toEqual([
      {
        id: expect.any(Number) as number,
        name: '讲义.pdf',
        ext: 'pdf',
        url: expect.stringMatching(/^\/course_media\?t=/) as string,
        downloadUrl: expect.stringMatching(/&download=1$/) as string,
      },
    ]);
    expect(new Date(s.expiresAt).getTime() - Date.now()).toBeGreaterThan(119 * 60_000);
    const claims = verifyMedia(t.config.sessionSecret, tokenOf(s.video?.url ?? ''));
    expect(claims.ok && claims.claims.u).toBe(await userId(t, 'hragency01'));
    // Neither the upload root's path of the video nor of the pdf is in the reply.
    const stored = claims.ok ? claims.claims.p : 'none';
    expect(JSON.stringify(s)).not.toContain(stored);
    const text = ok<SectionOut>(await openSection(buyer, course, textSection));
    expect(text).toMatchObject({ name: '试用期', video: null, attachments: [] });
  });

  it('refuses anonymous callers (401), a body naming another user (403), and bad ids (400)', async () => {
    expect((await t.post('course_section', { articleId: course, sectionId: videoSection })).statusCode).toBe(401);
    expect((await t.post('course_section', { articleId: course, sectionId: videoSection, userid: 1 }, { token: buyer })).statusCode).toBe(
      403,
    );
    expect((await t.post('course_section', { articleId: course, sectionId: 'x' }, { token: buyer })).statusCode).toBe(400);
  });

  it("refuses another user and an unpaid order with course_learn's message (a refunded one: below)", async () => {
    expect(json(await openSection(other, course, videoSection))).toMatchObject({ success: false, error: COURSE_MSG.notLearnable });
    expect(json(await openSection(unpaid, course, videoSection))).toMatchObject({ success: false, error: COURSE_MSG.notLearnable });
    expect(json(await t.post('course_learn', { id: course }, { token: unpaid }))).toMatchObject({
      success: false,
      error: COURSE_MSG.notLearnable,
    });
  });

  it('lets the author and staff (reviewer, admin) open it, also a course still under review; no progress is kept for them', async () => {
    expect(ok<SectionOut>(await openSection(author, course, videoSection)).video).not.toBeNull();
    expect(ok<SectionOut>(await openSection(reviewer, course, videoSection)).attachments).toHaveLength(1);
    expect(ok<SectionOut>(await openSection(admin, course, textSection)).name).toBe('试用期');
    const staffView = ok<{ viewer: string; orderId: number | null; courseChaptersList: unknown[] }>(
      await t.post('course_learn', { id: pending }, { token: reviewer }),
    );
    expect(staffView).toMatchObject({ viewer: 'staff', orderId: null });
    expect(staffView.courseChaptersList).toHaveLength(1);
    expect(ok<SectionOut>(await openSection(reviewer, pending, sectionsOf.get(pending)?.section ?? 0)).name).toBeTruthy();
    expect(ok<{ viewer: string }>(await t.post('course_learn', { id: course }, { token: author })).viewer).toBe('author');
    expect(ok<{ viewer: string; orderId: number }>(await t.post('course_learn', { id: course }, { token: buyer }))).toMatchObject({
      viewer: 'buyer',
      orderId: buyerOrder,
    });
    // A course under review is not there for anyone else.
    expect(json(await t.post('course_learn', { id: pending }, { token: buyer }))).toMatchObject({
      success: false,
      error: COURSE_MSG.notFound,
    });
    expect(
      json(await t.post('course_progress', { articleId: course, sectionId: videoSection, percent: 50 }, { token: reviewer })),
    ).toMatchObject({ success: false, error: COURSE_MSG.notLearnable });
  });

  it('refuses a section of another course', async () => {
    const res = await openSection(buyer, course, foreignSection);
    expect([res.statusCode, json(res).error]).toEqual([404, COURSE_MSG.sectionNotFound]);
    // and the other course itself is not bought
    expect(json(await openSection(buyer, otherCourse, foreignSection)).error).toBe(COURSE_MSG.notLearnable);
    expect((await openSection(buyer, course, 999_999)).statusCode).toBe(404);
  });
});

describe('/course_media: signed links', () => {
  let s: SectionOut;
  beforeAll(async () => {
    s = ok<SectionOut>(await openSection(buyer, course, videoSection));
  });

  it('streams the video, and a range as 206 with exactly those bytes, cached privately only', async () => {
    const url = s.video?.url ?? '';
    const whole = await media(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(VIDEO)).toBe(true);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('private, max-age=300');
    const part = await media(url, { range: 'bytes=1000-1015' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1015/${VIDEO.length}`);
    expect(part.rawPayload.equals(VIDEO.subarray(1000, 1016))).toBe(true);
    const tail = await media(url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(VIDEO.subarray(VIDEO.length - 10))).toBe(true);
  });

  it('serves an attachment inline, and as a download under its own name; a buyer fetching it has started learning', async () => {
    const a = s.attachments[0];
    expect(await learnt()).toEqual([]);
    const inline = await media(a?.url ?? '');
    expect(inline.statusCode).toBe(200);
    expect(inline.rawPayload.equals(PDF)).toBe(true);
    expect(inline.headers['content-disposition']).toBe(`inline; filename*=UTF-8''${encodeURIComponent('讲义.pdf')}`);
    const download = await media(a?.downloadUrl ?? '');
    expect(download.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('讲义.pdf')}`);
    expect(await learnt()).toEqual([[videoSection, 1]]);
    // the staff and the author may fetch too (their links are their own)
    const staffSection = ok<SectionOut>(await openSection(reviewer, course, videoSection));
    expect((await media(staffSection.video?.url ?? '', { range: 'bytes=0-3' })).statusCode).toBe(206);
  });

  it('refuses a missing, tampered, expired or forged token, and a token re-pointed at another user or file, with no bytes', async () => {
    const good = tokenOf(s.video?.url ?? '');
    const check = verifyMedia(t.config.sessionSecret, good);
    if (!check.ok) throw new Error('token does not verify');
    const [payload, sig] = good.split('.') as [string, string];
    const repoint = (over: Partial<typeof check.claims>) =>
      `${Buffer.from(JSON.stringify({ ...check.claims, ...over })).toString('base64url')}.${sig}`;
    const otherId = await userId(t, 'company01');
    const cases: [string, number, string][] = [
      ['/course_media', 403, COURSE_MSG.mediaInvalid],
      ['/course_media?t=garbage', 403, COURSE_MSG.mediaInvalid],
      [`/course_media?t=${payload}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`, 403, COURSE_MSG.mediaInvalid],
      // the same signature over another user, another file, a later expiry
      [`/course_media?t=${repoint({ u: otherId })}`, 403, COURSE_MSG.mediaInvalid],
      [`/course_media?t=${repoint({ p: '../../etc/passwd' })}`, 403, COURSE_MSG.mediaInvalid],
      [`/course_media?t=${repoint({ e: check.claims.e + 86_400 })}`, 403, COURSE_MSG.mediaInvalid],
      // properly signed, but two hours and a second old
      [
        `/course_media?t=${signMedia(t.config.sessionSecret, check.claims, Date.now() - (2 * 3600 + 1) * 1000).token}`,
        403,
        COURSE_MSG.mediaExpired,
      ],
      // signed with another secret
      [`/course_media?t=${signMedia('not-the-server-secret', check.claims).token}`, 403, COURSE_MSG.mediaInvalid],
    ];
    for (const [url, status, error] of cases) {
      const res = await media(url, { range: 'bytes=0-15' });
      expect([url, res.statusCode, res.json<{ error: string }>().error]).toEqual([url, status, error]);
      expect(res.rawPayload.includes(VIDEO.subarray(0, 16))).toBe(false);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // A correctly signed link for a user who may not open the course (as if a link were issued to him).
    const stranger = signMedia(t.config.sessionSecret, { ...check.claims, u: otherId }).token;
    expect((await media(`/course_media?t=${stranger}`)).statusCode).toBe(403);
    // A correctly signed link for a file that is not this section's.
    const wrongFile = signMedia(t.config.sessionSecret, { ...check.claims, s: textSection }).token;
    expect((await media(`/course_media?t=${wrongFile}`)).statusCode).toBe(404);
  });

  it('ends a link at once when its buyer is refunded', async () => {
    const mine = ok<SectionOut>(await openSection(refunder, course, videoSection));
    expect((await media(mine.video?.url ?? '', { range: 'bytes=0-15' })).statusCode).toBe(206);
    // Fetching video bytes records nothing by itself: the player reports what was watched.
    ok(await t.post('order_refund', { orderId: refunderOrder }, { token: refunder }));
    const after = await media(mine.video?.url ?? '', { range: 'bytes=0-15' });
    expect([after.statusCode, after.json<{ error: string }>().error]).toEqual([403, COURSE_MSG.mediaInvalid]);
    expect(json(await openSection(refunder, course, videoSection))).toMatchObject({ success: false, error: COURSE_MSG.notLearnable });
  });
});

describe('progress from watching, then no refund', () => {
  it('keeps the furthest position per section, counts an opened attachment as learning, and refuses the refund after', async () => {
    // The buyer has fetched the video and the pdf above (1 %); a report of 0 records nothing.
    expect(
      ok<{ percent: number }>(await t.post('course_progress', { articleId: course, sectionId: textSection, percent: 0 }, { token: buyer }))
        .percent,
    ).toBe(0);
    expect(await learnt()).toEqual([[videoSection, 1]]);
    ok(await t.post('course_progress', { articleId: course, sectionId: videoSection, percent: 35 }, { token: buyer }));
    ok(await t.post('course_progress', { articleId: course, sectionId: videoSection, percent: 20 }, { token: buyer }));
    const learn = ok<{ progress: { sectionId: number; percent: number }[] }>(
      await t.post('course_learn', { id: course }, { token: buyer }),
    );
    expect(learn.progress).toEqual([expect.objectContaining({ sectionId: videoSection, percent: 35 })]);
    const refused = json(await t.post('order_refund', { orderId: buyerOrder }, { token: buyer }));
    expect(refused).toMatchObject({ success: false, error: COURSE_MSG.refundLearned });
    const list = ok<{ recordList: { id: number; refundable: boolean }[] }>(await t.post('order_buyList', {}, { token: buyer }));
    expect(list.recordList.find((o) => o.id === buyerOrder)?.refundable).toBe(false);
  });
});
