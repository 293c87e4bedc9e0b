import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { VIDEO_CHUNK } from '@xcb/shared/actions/course-author';
import { articleTypes, articles, dictionaries, dictionaryDetails, users } from '../../../db/schema/index.ts';
import { asset, type DemoClient, type DemoSeed } from '../context.ts';
import type { DemoCourse, Handout } from '../data/courses.ts';
import type { DemoPerson } from '../data/courses-people.ts';
import { courseAvatar, courseCover } from '../pictures/courses.ts';

// Writing the demo courses as their authors do on /step1../step4: the course with its cover, chapters,
// sections with rich text, handouts and a video, then staff approve it in the review queue.

/** A course as made: its id and its sections in order, for buying and learning. */
export interface MadeCourse {
  course: DemoCourse;
  id: number;
  sections: number[];
}

/** Reference data the forms pick from (the type tree and the skill dictionary), by value and name. */
export async function lookups(s: DemoSeed) {
  const db = s.deps.db;
  const [types, skills] = await Promise.all([
    db.select({ id: articleTypes.id, value: articleTypes.value }).from(articleTypes),
    db
      .select({ id: dictionaryDetails.id, name: dictionaryDetails.name })
      .from(dictionaryDetails)
      .innerJoin(dictionaries, eq(dictionaries.id, dictionaryDetails.dictionaryId))
      .where(eq(dictionaries.number, 'cszy')),
  ]);
  const typeId = new Map(types.map((t) => [t.value, t.id]));
  const skillId = new Map(skills.map((d) => [d.name, d.id]));
  return {
    type(value: string): number {
      const id = typeId.get(value);
      if (!id) throw new Error(`no article type ${value}`);
      return id;
    },
    skill(name: string): number {
      const id = skillId.get(name);
      if (!id) throw new Error(`no skill ${name}`);
      return id;
    },
  };
}
export type Lookups = Awaited<ReturnType<typeof lookups>>;

/** A person's profile as they fill it on /people_info: avatar, signature, skills, city. */
export async function fillProfile(client: DemoClient, p: DemoPerson, look: Lookups): Promise<void> {
  const icon = await client.picture(courseAvatar(p.name), 'avatar');
  await client.call('user_update', {
    nickName: p.nickName,
    sign: p.sign,
    jobId: p.skills.map((n) => look.skill(n)).join(','),
    province: String(p.city[0]),
    cityId: String(p.city[1]),
    icon,
  });
}

const overview = (c: DemoCourse) =>
  `<p>${c.lead}</p><p><strong>你将学到：</strong></p><ul>${c.points.map((p) => `<li>${p}</li>`).join('')}</ul>` +
  `<p><strong>适合人群：</strong>${c.audience}</p>`;

const TAILS = [
  '<p><strong>练习：</strong>按本节的步骤自己动手做一遍，把结果发到课程问答区，讲师会挑典型问题集中讲解。</p>',
  '<p><strong>小结：</strong>本节要点已整理进课程讲义，建议学完后对照讲义回顾一遍，再进入下一节。</p>',
  '<p>学习中遇到问题，可以先看问答区里其他同学的提问；没有找到答案，再直接向讲师提问。</p>',
  '<p><strong>思考：</strong>在你自己的工作里，哪些场景可以用上本节的方法？试着写下一个例子。</p>',
];

const sectionHtml = (c: DemoCourse, name: string, point: string, n: number) =>
  `<p><strong>${name}</strong></p><p>${point}</p>${TAILS[(n + c.key.length) % TAILS.length]}`;

const HANDOUT_TYPE: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The handouts come from the pictures helper's --media run; a checkout without them seeds the rest. */
export const hasAsset = (file: string) => existsSync(join(import.meta.dirname, '..', 'assets', file));

async function uploadHandout(author: DemoClient, file: Handout, name: string): Promise<string> {
  const ext = file.endsWith('.pdf') ? 'pdf' : 'docx';
  const res = await author.upload<{ data: string }>(ext === 'pdf' ? 'upload_uploadPdf' : 'upload_uploadWord', {
    name,
    data: asset(file),
    type: HANDOUT_TYPE[ext] ?? 'application/octet-stream',
  });
  return res.data;
}

/** The demo video, as the step-4 page sends it: 1 MiB chunks of a file identified by its fingerprint. */
async function uploadVideo(author: DemoClient, articleId: number, sectionId: number, video: { name: string; data: Buffer }) {
  const fingerprint = createHash('sha256').update(video.data.subarray(0, 65536)).digest('hex').slice(0, 32);
  const target = { articleId, courseChaptesId: sectionId, fileName: video.name, fileSize: video.data.length, fingerprint };
  for (let from = 0; from < video.data.length; from += VIDEO_CHUNK) {
    const fields = Object.fromEntries(Object.entries({ ...target, uploadSize: from }).map(([k, v]) => [k, String(v)]));
    await author.upload(
      'videos_doUpload',
      { name: 'blob', data: video.data.subarray(from, from + VIDEO_CHUNK), type: 'application/octet-stream' },
      fields,
    );
  }
}

/**
 * The four courses of the base seed were inserted approved, before anyone wrote their chapters, and an
 * approved course is locked for its author. They are put back under review (what the review queue would
 * show after a take-down), so their authors add cover and chapters with the same actions as any course
 * and staff approve them again.
 */
export async function reopenBaseCourses(s: DemoSeed, list: DemoCourse[]): Promise<Map<string, number>> {
  const base = list.filter((c) => c.base);
  const rows = await s.deps.db
    .select({ id: articles.id, title: articles.title, author: users.name })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(
      and(
        eq(articles.kind, 'course'),
        inArray(
          articles.title,
          base.map((c) => c.title),
        ),
      ),
    );
  const ids = new Map<string, number>();
  for (const c of base) {
    const row = rows.find((r) => r.title === c.title && r.author === c.author);
    if (row) ids.set(c.key, row.id);
  }
  if (ids.size)
    await s.deps.db
      .update(articles)
      .set({ status: 0 })
      .where(inArray(articles.id, [...ids.values()]));
  return ids;
}

/** One course written by its author: answers its id and section ids (not yet approved). */
export async function writeCourse(
  author: DemoClient,
  c: DemoCourse,
  look: Lookups,
  opts: { existingId?: number; video?: Buffer | null },
): Promise<MadeCourse> {
  const icon = await author.picture(courseCover(c.key), 'cover');
  const fields = {
    title: c.title,
    summary: c.summary,
    content: overview(c),
    icon,
    typeIds: String(look.type(c.type)),
    readMoney: c.price,
    postDivision: c.skill,
  };
  const id = opts.existingId
    ? (await author.call<{ data: number }>('article_update', { id: opts.existingId, ...fields })).data
    : (await author.call<{ data: number }>('article_add', fields)).data;
  const sections: number[] = [];
  let n = 0;
  for (const [chaptersname, chapterscontent, list] of c.chapters) {
    const chapter = (await author.call<{ data: number }>('courseChapters_add', { articleId: id, chaptersname, chapterscontent })).data;
    for (const [coursename, point] of list) {
      // the course's handouts hang on its second section (the first one plays the video)
      const files = n === 1 ? (c.handouts ?? []).filter(([f]) => hasAsset(f)) : [];
      const handouts: string[] = [];
      for (const [f, name] of files) handouts.push(await uploadHandout(author, f, name));
      const body: Record<string, unknown> = {
        courseChaptesId: chapter,
        coursename,
        coursecontent: sectionHtml(c, coursename, point, n),
      };
      if (handouts.length) {
        body.coursefilepath = handouts.join(',');
        body.coursefilename = files.map(([, name]) => name).join(',');
      }
      sections.push((await author.call<{ data: number }>('course_add', body)).data);
      n += 1;
    }
  }
  const first = sections[0];
  const firstName = c.chapters[0]?.[2][0]?.[0] ?? c.title;
  if (c.video && opts.video && first) await uploadVideo(author, id, first, { name: `${firstName}.mp4`, data: opts.video });
  return { course: c, id, sections };
}
